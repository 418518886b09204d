// `npm run simulate:pay -- <order_id> [--mode settlement|duplicate|out-of-order|expire] [--count N]`:
// asks the Midtrans simulator of a running `npm start` to pay an order, i.e. to send the signed
// notification Midtrans would send (docs/operations/payments.md).
import { parseArgs } from 'node:util';
import { host, ports } from '../local/config.ts';
import { PAY_MODES, type PayResult } from '../local/midtrans/simulator.ts';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { mode: { type: 'string' }, count: { type: 'string' } },
});
const orderId = positionals[0];
const mode = values.mode ?? 'settlement';
if (!orderId || positionals.length > 1 || !(PAY_MODES as readonly string[]).includes(mode)) {
  console.error(`Pemakaian: npm run simulate:pay -- <order_id> [--mode ${PAY_MODES.join('|')}] [--count N]`);
  process.exit(2);
}

const url = `http://${host}:${ports.gateway}/midtrans/simulator/pay`;
let response: Response;
try {
  response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      order_id: orderId,
      mode,
      ...(values.count === undefined ? {} : { count: Number(values.count) }),
    }),
  });
} catch (error) {
  console.error(`Simulator Midtrans tidak terjangkau di ${url}; jalankan npm start dulu. (${String(error)})`);
  process.exit(1);
}
const body = (await response.json()) as PayResult | { error: string };
if (!response.ok || 'error' in body) {
  console.error(`Simulator menolak (${response.status}): ${'error' in body ? body.error : JSON.stringify(body)}`);
  process.exit(1);
}
console.log(`Order ${body.order_id}: ${body.transaction_status}. Notifikasi ke ${body.notification_url}:`);
for (const delivery of body.sent) {
  const answer = delivery.status === null ? `tidak dijawab (${delivery.response})` : `HTTP ${delivery.status}`;
  console.log(
    `  • ${delivery.notification.transaction_status} (status_code ${delivery.notification.status_code}): ${answer}`,
  );
}
process.exit(body.sent.every((delivery) => delivery.status !== null && delivery.status < 300) ? 0 : 1);
