// Payment confirmations (issue 14 §3, decision 0040; issue 26 §6, decision 0055): settling a payment
// queues, in the settlement's transaction, one WhatsApp confirmation with the payment link and one
// email with the signed receipt link, however many times the gateway repeats its notification; an
// officer's recorded payment gets them too. The messages then go out through the local provider
// simulators like any other. tests/api/payment-receipt-email.test.ts follows a stranger's.
import { beforeAll, describe, expect, it } from 'vitest';
import type { QrisPayment } from '../../supabase/functions/_shared/contracts/payments.ts';
import { useBackend } from '../support/backend.ts';
import { signInDemoAccounts } from '../support/sign-in.ts';
import { useTestDatabase } from '../support/test-database.ts';
import { readUntil } from '../support/wait.ts';

const db = useTestDatabase();
const backend = useBackend(db);
let tokens: Awaited<ReturnType<typeof signInDemoAccounts>>;

beforeAll(async () => {
  tokens = await signInDemoAccounts(backend);
});

interface Confirmation {
  channel: string;
  recipient: string;
  status: string;
  variables: Record<string, string>;
  body_text: string;
}

const confirmationsOf = (paymentId: string) =>
  db.sql<Confirmation[]>`
    select channel, recipient, status, variables, body_text from public.outbox_messages
    where template = 'payment_confirmation' and variables ->> 'receipt_url' like ${`%/payment/${paymentId}`}`;

const receiptEmailsOf = (paymentId: string) =>
  db.sql<{ recipient: string }[]>`
    select recipient from public.outbox_messages
    where template = 'payment_receipt' and channel = 'email' and variables ->> 'payment_url' like ${`%/payment/${paymentId}`}`;

/** One unpaid bill of a member without a pending attempt, of the demo member or in a DPC. */
async function unpaidBill(who: 'anggota' | 'bandung') {
  const [bill] = await db.sql<{ id: string; member_id: string }[]>`
    select b.id, b.member_id from public.bills b
    join public.members m on m.id = b.member_id
    join public.organizations o on o.id = m.organization_id
    where b.status = 'unpaid'
      and ${who === 'anggota' ? db.sql`m.user_id = (select id from auth.users where email = 'anggota@simk.test')` : db.sql`o.bps_code = '3273' and m.user_id is null and m.phone is not null`}
      and not exists (select 1 from public.payment_bills pb join public.payments p on p.id = pb.payment_id
                      where pb.bill_id = b.id and p.status = 'pending')
    order by b.due_date, b.id limit 1`;
  expect(bill).toBeDefined();
  return bill!;
}

describe('payment confirmations', () => {
  it('sends exactly one confirmation with the receipt link for a QRIS payment notified five times', async () => {
    const bill = await unpaidBill('anggota');
    const opened = await backend.call('POST', '/payments/qris', {
      token: tokens.anggota,
      body: { billIds: [bill.id] },
    });
    expect(opened.status).toBe(201);
    const attempt = opened.body.data as unknown as QrisPayment;
    expect(await confirmationsOf(attempt.paymentId)).toHaveLength(0);

    const result = await backend.midtrans.pay(attempt.orderId, 'duplicate', 5);
    expect(result.sent).toHaveLength(5);
    expect(result.sent.every((delivery) => delivery.status === 200)).toBe(true);

    const [receipt] = await db.sql<{ receipt_number: string }[]>`
      select receipt_number from public.payments where id = ${attempt.paymentId}`;
    const [member] = await db.sql<{ phone: string; email: string }[]>`
      select phone, email from public.members where id = ${bill.member_id} and phone is not null and email is not null`;
    expect(member, 'the demo member has a phone and an email').toBeDefined();
    const confirmations = await confirmationsOf(attempt.paymentId);
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]).toMatchObject({ channel: 'whatsapp', recipient: member!.phone });
    expect(await receiptEmailsOf(attempt.paymentId)).toEqual([{ recipient: member!.email }]);
    expect(confirmations[0]!.variables).toMatchObject({
      receipt_number: receipt!.receipt_number,
      amount: `Rp${attempt.amount.toLocaleString('id-ID')}`,
    });
    expect(confirmations[0]!.body_text).toContain(`Nomor kwitansi: ${receipt!.receipt_number}`);

    // The dispatcher sends it at once: a confirmation is not held for quiet hours.
    const sent = await readUntil(
      () => confirmationsOf(attempt.paymentId),
      (rows) => rows[0]?.status === 'sent',
    );
    expect(sent.map((row) => row.status)).toEqual(['sent']);
  });

  it('sends one confirmation for a payment an officer records', async () => {
    const bill = await unpaidBill('bandung');
    const response = await backend.call('POST', '/dues/payments', {
      token: tokens.bandung,
      body: { memberId: bill.member_id, billIds: [bill.id], method: 'cash' },
    });
    expect(response.status).toBe(201);
    const paymentId = (response.body.data as { payment: { id: string } }).payment.id;
    const confirmations = await confirmationsOf(paymentId);
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]!.channel).toBe('whatsapp');
  });
});
