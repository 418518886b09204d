// Confirmations where members look (issue 26 §6, decision 0055): a stranger registers, is verified,
// pays a bill by QRIS through the local Midtrans simulator, and gets both the WhatsApp confirmation
// and the receipt by email, whose signed link opens the PDF without a session. Their Notifikasi
// switches decide the channels: WhatsApp off leaves the email alone, email off the WhatsApp.
import { beforeAll, describe, expect, it } from 'vitest';
import type { AccountSettings } from '../../supabase/functions/_shared/contracts/preferences.ts';
import type { Bill } from '../../supabase/functions/_shared/contracts/bills.ts';
import type { QrisPayment } from '../../supabase/functions/_shared/contracts/payments.ts';
import { DEFAULT_ACCOUNT_SETTINGS } from '../support/account-settings.ts';
import { TEST_SITE_URL, useBackend } from '../support/backend.ts';
import { readPdf } from '../support/pdf-reader.ts';
import { signIn, signInDemoAccounts } from '../support/sign-in.ts';
import { registerStranger, type Newcomer } from '../support/strangers.ts';
import { useTestDatabase } from '../support/test-database.ts';
import { readUntil } from '../support/wait.ts';
import { searchMailbox } from '../support/mailbox.ts';

const db = useTestDatabase();
const backend = useBackend(db);
let tokens: Awaited<ReturnType<typeof signInDemoAccounts>>;

beforeAll(async () => {
  tokens = await signInDemoAccounts(backend);
});

const search = (query: string) => searchMailbox(backend.mailboxUrl, query);

async function readMail(id: string): Promise<{ Subject: string; Text: string; HTML: string }> {
  const response = await fetch(`${backend.mailboxUrl}/api/v1/message/${id}`);
  expect(response.status).toBe(200);
  return (await response.json()) as { Subject: string; Text: string; HTML: string };
}

interface InboxEntry {
  channel: string;
  to: string;
  text: string;
}

async function whatsappInbox(): Promise<InboxEntry[]> {
  const response = await fetch(`${backend.gatewayUrl}/messaging/inbox/api/messages?channel=whatsapp`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { messages: InboxEntry[] }).messages;
}

interface OutboxRow {
  template: string;
  channel: string;
  recipient: string;
  status: string;
  fallback_from: string | null;
}

const outboxOf = (memberId: string) =>
  db.sql<OutboxRow[]>`
    select template, channel, recipient, status, fallback_from from public.outbox_messages
    where member_id = ${memberId} and template in ('payment_confirmation', 'payment_receipt')
    order by template`;

/**
 * The newcomer registers and is verified (tests/support/strangers.ts), signs in, saves these
 * Notifikasi switches from the settings page's API, and pays their first bill by QRIS: the
 * simulator settles it and notifies the API as Midtrans does.
 */
async function strangerPays(person: Newcomer, switches: Partial<AccountSettings> = {}) {
  const { memberId } = await registerStranger(backend, db.sql, person, { verifiedBy: tokens.bandung });
  const token = (await signIn(backend, person.email, person.password)).accessToken;
  const saved = await backend.call('PUT', '/profile/preferences', {
    token,
    body: { ...DEFAULT_ACCOUNT_SETTINGS, ...switches },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);

  const bills = await backend.call('GET', `/dues/bills?memberId=${memberId}&status=unpaid`, { token });
  expect(bills.status).toBe(200);
  const bill = (bills.body.data as { bills: Bill[] }).bills[0];
  expect(bill, 'a verified member has a first bill').toBeDefined();
  const opened = await backend.call('POST', '/payments/qris', { token, body: { billIds: [bill!.id] } });
  expect(opened.status, JSON.stringify(opened.body)).toBe(201);
  const attempt = opened.body.data as unknown as QrisPayment;
  const paid = await backend.midtrans.pay(attempt.orderId);
  expect(paid.sent.map((delivery) => delivery.status)).toEqual([200]);

  const [payment] = await db.sql<{ status: string; receipt_number: string }[]>`
    select status, receipt_number from public.payments where id = ${attempt.paymentId}`;
  expect(payment!.status).toBe('completed');
  const [member] = await db.sql<{ phone: string }[]>`select phone from public.members where id = ${memberId}`;
  return {
    memberId,
    token,
    paymentId: attempt.paymentId,
    receiptNumber: payment!.receipt_number,
    phone: member!.phone,
  };
}

const signedLink = (paymentId: string) =>
  new RegExp(
    `${backend.api.replace(/[.]/g, '\\.')}/payments/${paymentId}/receipt/signed\\?signature=([A-Za-z0-9_-]{43})`,
  );

describe('a completed payment reaches the member by WhatsApp and by email', () => {
  it('mails the receipt with a signed link that opens the PDF without signing in, beside the WhatsApp confirmation', async () => {
    const person = {
      fullName: 'Wulan Kusumawardani',
      email: 'wulan.kusuma@contoh.id',
      password: 'Rahasia#2026',
      phoneNumber: '081377778888',
    };
    const paid = await strangerPays(person);

    // Both messages, sent by the dispatcher: WhatsApp to the phone, the receipt to the email address.
    const rows = await readUntil(
      () => outboxOf(paid.memberId),
      (found) => found.length === 2 && found.every((row) => row.status === 'sent'),
    );
    expect(rows).toEqual([
      {
        template: 'payment_confirmation',
        channel: 'whatsapp',
        recipient: paid.phone,
        status: 'sent',
        fallback_from: null,
      },
      { template: 'payment_receipt', channel: 'email', recipient: person.email, status: 'sent', fallback_from: null },
    ]);
    const whatsapp = (await whatsappInbox()).filter((entry) => entry.to === paid.phone.replace('+', ''));
    expect(whatsapp).toHaveLength(1);
    expect(whatsapp[0]!.text).toContain(paid.receiptNumber);
    expect(whatsapp[0]!.text).toContain(`${TEST_SITE_URL}/payment/${paid.paymentId}`);

    const mails = await search(`to:${person.email} subject:Kwitansi`);
    expect(mails).toHaveLength(1);
    const mail = await readMail(mails[0]!.ID);
    expect(mail.Subject).toBe('Kwitansi pembayaran iuran');
    expect(mail.Text).toContain(`Nomor kwitansi: ${paid.receiptNumber}`);
    expect(mail.Text).toContain(`${TEST_SITE_URL}/payment/${paid.paymentId}`);
    const link = mail.Text.match(signedLink(paid.paymentId));
    expect(link, mail.Text).not.toBeNull();
    expect(mail.HTML).toContain(`href="${link![0]}"`);

    // The link, opened as from a mail app: no session, no key.
    const opened = await fetch(link![0]);
    expect(opened.status).toBe(200);
    expect(opened.headers.get('content-type')).toBe('application/pdf');
    expect(opened.headers.get('content-disposition')).toBe(`inline; filename="kwitansi-${paid.receiptNumber}.pdf"`);
    expect(opened.headers.get('cache-control')).toBe('private, no-store');
    const pdf = await readPdf(new Uint8Array(await opened.arrayBuffer()));
    expect(pdf.text).toContain(paid.receiptNumber);
    expect(pdf.text).toContain(person.fullName);
    // The same bytes as the member's own download, signed in.
    const own = await fetch(`${backend.api}/payments/${paid.paymentId}/receipt`, {
      headers: { authorization: `Bearer ${paid.token}` },
    });
    expect(own.status).toBe(200);
    expect((await readPdf(new Uint8Array(await own.arrayBuffer()))).text).toBe(pdf.text);
  });

  it('refuses a receipt link whose signature is not the payment’s', async () => {
    const [payments] = await db.sql<{ a: string; b: string }[]>`
      select (array_agg(id order by id))[1] as a, (array_agg(id order by id))[2] as b
      from public.payments where status = 'completed'`;
    const [signatures] = await db.sql<{ a: string; b: string }[]>`
      select private.receipt_link_signature(${payments!.a}::uuid) as a,
             private.receipt_link_signature(${payments!.b}::uuid) as b`;
    const receipt = (paymentId: string, signature: string) =>
      fetch(`${backend.api}/payments/${paymentId}/receipt/signed?signature=${encodeURIComponent(signature)}`);

    expect((await receipt(payments!.a, signatures!.a)).status).toBe(200);
    // Another payment's signature, one character changed, none, or not of the form.
    expect((await receipt(payments!.a, signatures!.b)).status).toBe(404);
    const flipped = `${signatures!.a.slice(0, -1)}${signatures!.a.endsWith('A') ? 'B' : 'A'}`;
    const refused = await receipt(payments!.a, flipped);
    expect(refused.status).toBe(404);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('PAYMENT_NOT_FOUND');
    expect((await fetch(`${backend.api}/payments/${payments!.a}/receipt/signed`)).status).toBe(400);
    expect((await receipt(payments!.a, `${signatures!.a}=`)).status).toBe(400);
    // A session does not stand in for the signature.
    const withSession = await fetch(`${backend.api}/payments/${payments!.a}/receipt/signed?signature=${flipped}`, {
      headers: { authorization: `Bearer ${tokens.superadmin}` },
    });
    expect(withSession.status).toBe(404);
  });

  it('leaves WhatsApp out for a member who turned it off, and email out for one who turned that off', async () => {
    const emailOnly = await strangerPays(
      {
        fullName: 'Yoga Pratama',
        email: 'yoga.pratama@contoh.id',
        password: 'Rahasia#2026',
        phoneNumber: '081355556666',
      },
      { whatsappNotifications: false },
    );
    const whatsappOnly = await strangerPays(
      {
        fullName: 'Rina Hapsari',
        email: 'rina.hapsari@contoh.id',
        password: 'Rahasia#2026',
        phoneNumber: '081344445555',
      },
      { emailNotifications: false },
    );
    expect((await outboxOf(emailOnly.memberId)).map((row) => [row.template, row.channel])).toEqual([
      ['payment_receipt', 'email'],
    ]);
    expect((await outboxOf(whatsappOnly.memberId)).map((row) => [row.template, row.channel])).toEqual([
      ['payment_confirmation', 'whatsapp'],
    ]);
  });
});
