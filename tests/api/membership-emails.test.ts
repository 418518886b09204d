// The applicant hears the outcome by email (issue 11): verifying an application through the API
// sends one email with the NAP, rejecting it one with the reason. They travel the whole way: the
// outbox row of the verification's transaction, the dispatcher on the backend's timer, Resend's
// protocol, and the local mailbox's JSON API (what http://127.0.0.1:54324 shows).
import { beforeAll, describe, expect, it } from 'vitest';
import { TURNSTILE_DUMMY_TOKEN } from '../../local/turnstile.ts';
import { useBackend } from '../support/backend.ts';
import { signInDemoAccounts } from '../support/sign-in.ts';
import { useTestDatabase } from '../support/test-database.ts';
import { searchMailbox, type MailSummary } from '../support/mailbox.ts';

const db = useTestDatabase();
const backend = useBackend(db);
let tokens: Awaited<ReturnType<typeof signInDemoAccounts>>;

beforeAll(async () => {
  tokens = await signInDemoAccounts(backend);
});

const search = (query: string) => searchMailbox(backend.mailboxUrl, query);

async function read(id: string): Promise<{ Subject: string; Text: string; HTML: string; From: { Address: string } }> {
  const response = await fetch(`${backend.mailboxUrl}/api/v1/message/${id}`);
  expect(response.status).toBe(200);
  return (await response.json()) as { Subject: string; Text: string; HTML: string; From: { Address: string } };
}

/** Waits (up to 15 s, the dispatcher runs every 2 s) for the email, then one more pass for a second copy. */
async function theOnlyEmail(query: string): Promise<MailSummary> {
  const deadline = Date.now() + 15_000;
  while ((await search(query)).length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
  await backend.dispatcher.runNow();
  const found = await search(query);
  expect(found).toHaveLength(1);
  return found[0]!;
}

/** Registers an applicant in Kota Bandung and finds their application in the officer's queue. */
async function apply(fullName: string, email: string, phone: string): Promise<string> {
  const [kotaBandung] = await db.sql<{ id: string }[]>`select id from public.organizations where bps_code = '3273'`;
  const registered = await backend.call('POST', '/auth/register', {
    body: {
      fullName,
      email,
      password: 'Rahasia#2026',
      phoneNumber: phone,
      registrationType: 'BIASA',
      organizationId: kotaBandung!.id,
      turnstileToken: TURNSTILE_DUMMY_TOKEN,
    },
  });
  expect(registered.status).toBe(201);
  const queue = await backend.call('GET', '/members/verification?limit=100', { token: tokens.bandung });
  const application = (queue.body.data as { applications: { id: string; fullName: string }[] }).applications.find(
    (a) => a.fullName === fullName,
  );
  expect(application).toBeDefined();
  return application!.id;
}

describe('emails to applicants', () => {
  it('sends the verified applicant one email with their NAP, DPC and profile link', async () => {
    const id = await apply('Fajar Nugraha', 'fajar.nugraha@contoh.id', '081311112222');
    const verified = await backend.call('POST', `/members/${id}/verify`, { token: tokens.bandung });
    expect(verified.status).toBe(200);
    const nap = (verified.body.data?.member as { nap: string }).nap;
    const shown = `${nap.slice(0, 4)}.${nap.slice(4, 6)}.${nap.slice(6)}`;

    const summary = await theOnlyEmail('to:fajar.nugraha@contoh.id subject:diverifikasi');
    expect(summary.To.map((to) => to.Address)).toEqual(['fajar.nugraha@contoh.id']);
    const email = await read(summary.ID);
    expect(email.Subject).toBe('Keanggotaan Anda telah diverifikasi');
    expect(email.From.Address).toBe('noreply@simk.test');
    expect(email.Text).toContain(`Nomor Anggota (NAP) Anda: ${shown}`);
    expect(email.Text).toContain('DPC Kota Bandung');
    expect(email.Text).toContain('http://127.0.0.1:5173/dashboard/profile');
    expect(email.HTML).toContain(`<strong>${shown}</strong>`);

    const [message] = await db.sql`
      select status, attempts, provider_message_id from public.outbox_messages where member_id = ${id}`;
    expect(message).toMatchObject({ status: 'sent', attempts: 1, provider_message_id: expect.any(String) });
  });

  it('sends the rejected applicant one email with the reason', async () => {
    const id = await apply('Dewi Anggraini', 'dewi.anggraini@contoh.id', '081322223333');
    const reason = 'Dokumen STR tidak terbaca';
    await backend.call('POST', `/members/${id}/reject`, { token: tokens.bandung, body: { reason } });
    const [member] = await db.sql`select membership_status, status_reason from public.members where id = ${id}`;
    expect(member).toEqual({ membership_status: 'REJECTED', status_reason: reason });

    const summary = await theOnlyEmail('to:dewi.anggraini@contoh.id subject:ditolak');
    const email = await read(summary.ID);
    expect(email.Subject).toBe('Pendaftaran keanggotaan Anda ditolak');
    expect(email.Text).toContain(`ditolak dengan alasan:\n${reason}\n`);
    expect(email.HTML).toContain(`<blockquote>${reason}</blockquote>`);
  });

  it('sends nothing when the verification is refused', async () => {
    const id = await apply('Budi Santoso', 'budi.santoso@contoh.id', '081333334444');
    const outside = await backend.call('POST', `/members/${id}/verify`, { token: tokens.surabaya });
    expect([403, 404]).toContain(outside.status);
    await backend.dispatcher.runNow();
    expect(await search('to:budi.santoso@contoh.id subject:diverifikasi')).toEqual([]);
    expect(await db.sql`select 1 from public.outbox_messages where member_id = ${id}`).toHaveLength(0);
  });
});
