// The payment code under Deno (the Edge Functions runtime), with the npm: imports of deno.json: the
// QRIS builder, the signature, and the Midtrans adapter charging and asking the simulator over HTTP.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rootDir } from '../../local/config.ts';
import { denoEval } from '../support/deno/eval.ts';
import { startGateway } from '../../local/gateway.ts';
import type { RunningServer } from '../../local/http-server.ts';
import { MidtransSimulator } from '../../local/midtrans/simulator.ts';
import { freePort } from '../../local/postgres.ts';
import { decodeQris } from '../support/emvco-decoder.ts';

let gateway: RunningServer;

beforeAll(async () => {
  gateway = await startGateway({
    port: await freePort(),
    host: '127.0.0.1',
    functions: {},
    midtrans: new MidtransSimulator(),
  });
});
afterAll(async () => gateway?.close());

describe('payments under Deno', () => {
  it('builds a QRIS, signs the reference vector, and charges the simulator through the adapter', async () => {
    const shared = path.join(rootDir, 'supabase', 'functions', '_shared', 'payments');
    const script = `
      import { buildDynamicQris, crc16ccittFalse } from '${path.join(shared, 'qris.ts')}';
      import { midtransSignature, verifyMidtransSignature } from '${path.join(shared, 'midtrans-signature.ts')}';
      import { midtransCoreApiGateway } from '${path.join(shared, 'midtrans-core-api.ts')}';
      import { PaymentGatewayError } from '${path.join(shared, 'gateway.ts')}';
      import { LOCAL_MIDTRANS_SERVER_KEY } from '${path.join(shared, 'midtrans-protocol.ts')}';
      const baseUrl = ${JSON.stringify(`${gateway.url}/midtrans`)};
      const qris = buildDynamicQris({ merchantName: 'PATELKI', merchantCity: 'JAKARTA', nmid: 'ID1021081861606', mcc: '8699', amount: 150000, billNumber: 'DENO-1' });
      const vector = await midtransSignature('1111', '200', '100000.00', 'askvnoibnosifnboseofinbofinfgbiufglnbfg');
      const payments = midtransCoreApiGateway({ baseUrl, serverKey: LOCAL_MIDTRANS_SERVER_KEY });
      const charge = await payments.chargeQris({ orderId: 'DENO-1', amount: 150000, expiryMinutes: 15 });
      const status = await payments.status('DENO-1');
      const signed = await verifyMidtransSignature(status, LOCAL_MIDTRANS_SERVER_KEY);
      let refused = '';
      try { await payments.chargeQris({ orderId: 'DENO-1', amount: 150000, expiryMinutes: 15 }); }
      catch (error) { refused = error instanceof PaymentGatewayError ? error.code : String(error); }
      console.log(JSON.stringify({ qris, check: crc16ccittFalse('123456789'), vector, charge, status: status.transaction_status, signed, refused }));
    `;
    const result = await denoEval<{
      qris: string;
      check: string;
      vector: string;
      charge: { orderId: string; grossAmount: string; qrString: string; expiresAt: string };
      status: string;
      signed: boolean;
      refused: string;
    }>(script);
    expect(decodeQris(result.qris).byId['54']).toBe('150000');
    expect(result.check).toBe('29B1');
    expect(result.vector).toMatch(/^edc076b21793ebe3/);
    expect(result.charge).toMatchObject({ orderId: 'DENO-1', grossAmount: '150000.00' });
    expect(decodeQris(result.charge.qrString).sub('62')['01']).toBe('DENO-1');
    expect(Date.parse(result.charge.expiresAt)).toBeGreaterThan(Date.now());
    expect(result).toMatchObject({ status: 'pending', signed: true, refused: 'DUPLICATE_ORDER' });
  });
});
