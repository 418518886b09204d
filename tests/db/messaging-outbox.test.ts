// The messaging outbox in SQL: verifying or rejecting an application queues the applicant's email
// in the same transaction (and nothing when the change fails or is rolled back), templates are
// rendered at queue time with every variable escaped in the HTML, and the dispatcher's claim and
// record functions keep a message with one dispatcher at a time.
import type postgres from 'postgres';
import { beforeAll, describe, expect, it } from 'vitest';
import { passOutboxTime } from '../support/outbox-clock.ts';
import { useTestDatabase } from '../support/test-database.ts';
import { type DemoActors, as, demoActors, sqlState, tryAs } from './support/actors.ts';

const db = useTestDatabase();
let actors: DemoActors;

beforeAll(async () => {
  actors = await demoActors(db.sql);
});

interface OutboxRow {
  id: string;
  channel: string;
  recipient: string;
  template: string;
  variables: Record<string, string>;
  subject: string | null;
  body_text: string;
  body_html: string | null;
  status: string;
  attempts: number;
  max_attempts: number;
  member_id: string | null;
  organization_id: string | null;
  queued_by: string | null;
  locked_until: Date | null;
  last_error: string | null;
  provider_message_id: string | null;
}

let applicants = 0;

/** A PENDING application in a DPC, with its own email (none when `email` is null). */
async function application(bps: string, options: { name?: string; email?: string | null } = {}) {
  applicants += 1;
  const email = options.email === undefined ? `pelamar.${applicants}@contoh.id` : options.email;
  const [row] = await db.sql<{ id: string; organization_id: string; email: string | null }[]>`
    insert into public.members (full_name, email, organization_id)
    select ${options.name ?? `Pelamar Uji ${applicants}`}, ${email}, o.id from public.organizations o where o.bps_code = ${bps}
    returning id, organization_id, email`;
  return row!;
}

const messagesOf = (memberId: string) =>
  db.sql<OutboxRow[]>`select * from public.outbox_messages where member_id = ${memberId} order by created_at`;

describe('queueing on verification and rejection', () => {
  it('queues one email with the formatted NAP, the DPC and the profile link when an officer verifies', async () => {
    const applicant = await application('3273', { name: 'Fajar Nugraha, A.Md.AK.' });
    const [verified] = await as(
      db.sql,
      actors.dpcBandung,
      (tx) => tx<{ nap: string }[]>`select nap from verify_member(${applicant.id})`,
    );
    const nap = verified!.nap;
    const shown = `${nap.slice(0, 4)}.${nap.slice(4, 6)}.${nap.slice(6)}`;
    // Verification issued this month's bills (private.issue_joining_bills); the email says what is due.
    const [due] = await db.sql<{ total: string; first: string }[]>`
      select sum(amount)::text as total, to_char(min(due_date), 'DD-MM-YYYY') as first
      from public.bills where member_id = ${applicant.id} and status = 'unpaid'`;
    expect(Number(due!.total)).toBeGreaterThan(0);
    const rupiah = `Rp${Number(due!.total).toLocaleString('id-ID')}`;
    const dues = `Tagihan iuran Anda saat ini ${rupiah}, jatuh tempo ${due!.first}. Bayar dengan QRIS di menu Pembayaran Iuran.`;

    const messages = await messagesOf(applicant.id);
    expect(messages).toHaveLength(1);
    const [message] = messages;
    expect(message).toMatchObject({
      channel: 'email',
      recipient: applicant.email,
      template: 'membership_verified',
      variables: {
        full_name: 'Fajar Nugraha, A.Md.AK.',
        organization_name: 'Kota Bandung',
        nap,
        profile_url: 'http://127.0.0.1:5173/dashboard/profile',
        dues_url: 'http://127.0.0.1:5173/member-dues',
      },
      subject: 'Keanggotaan Anda telah diverifikasi',
      status: 'queued',
      attempts: 0,
      organization_id: applicant.organization_id,
      queued_by: actors.dpcBandung.userId,
      locked_until: null,
      provider_message_id: null,
    });
    expect(message!.body_text).toBe(
      [
        'Yth. Fajar Nugraha, A.Md.AK.,',
        '',
        'Selamat, keanggotaan Anda di DPC Kota Bandung telah diverifikasi.',
        '',
        `Nomor Anggota (NAP) Anda: ${shown}`,
        'Masuk ke SIMK dengan NAP ini dan kata sandi Anda.',
        '',
        `Iuran: ${dues}`,
        'http://127.0.0.1:5173/member-dues',
        '',
        'Lihat profil keanggotaan Anda:',
        'http://127.0.0.1:5173/dashboard/profile',
        '',
        'Email ini dikirim otomatis oleh SIMK. Jangan membalas email ini.',
      ].join('\n'),
    );
    expect(message!.body_html).toContain(`<strong>${shown}</strong>`);
    expect(message!.body_html).toContain('<a href="http://127.0.0.1:5173/dashboard/profile"');
    expect(message!.body_html).toContain('<a href="http://127.0.0.1:5173/member-dues"');
  });

  it('queues one email with the reason when an officer rejects, escaping it in the HTML', async () => {
    const applicant = await application('3273', { name: 'Rina <Marlina>' });
    const reason = 'Dokumen <STR> & "SIP" tidak terbaca';
    await as(
      db.sql,
      actors.dpcBandung,
      (tx) => tx`select 1 from reject_member_application(${applicant.id}, ${reason})`,
    );

    const messages = await messagesOf(applicant.id);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      template: 'membership_rejected',
      recipient: applicant.email,
      subject: 'Pendaftaran keanggotaan Anda ditolak',
      variables: { reason, full_name: 'Rina <Marlina>', organization_name: 'Kota Bandung' },
      queued_by: actors.dpcBandung.userId,
    });
    expect(messages[0]!.body_text).toContain(`ditolak dengan alasan:\n${reason}\n`);
    expect(messages[0]!.body_html).toContain(
      '<blockquote>Dokumen &lt;STR&gt; &amp; &quot;SIP&quot; tidak terbaca</blockquote>',
    );
    expect(messages[0]!.body_html).toContain('Yth. Rina &lt;Marlina&gt;,');
    expect(messages[0]!.body_html).not.toContain('<STR>');
  });

  it('queues nothing when the change fails, is refused or is rolled back', async () => {
    const applicant = await application('3273');
    // Out of scope, then no reason: both refused, nothing queued.
    expect(await sqlState(as(db.sql, actors.dpcSurabaya, (tx) => tx`select verify_member(${applicant.id})`))).toBe(
      '42501',
    );
    expect(
      await sqlState(
        as(db.sql, actors.dpcBandung, (tx) => tx`select reject_member_application(${applicant.id}, ${' '})`),
      ),
    ).toBe('22023');
    // Verified, then rolled back: the email goes with the verification.
    const inside = await tryAs(db.sql, actors.dpcBandung, async (tx) => {
      await tx`select verify_member(${applicant.id})`;
      return (await tx`select id from public.outbox_messages where member_id = ${applicant.id}`).length;
    });
    expect(inside).toBe(1);
    expect(await messagesOf(applicant.id)).toEqual([]);

    // The statement after the verification fails: the whole transaction, email included, is gone.
    expect(
      await sqlState(
        as(db.sql, actors.dpcBandung, async (tx) => {
          await tx`select verify_member(${applicant.id})`;
          await tx`select 1 / 0`;
        }),
      ),
    ).toBe('22012');
    expect(await messagesOf(applicant.id)).toEqual([]);
    const [status] = await db.sql`select membership_status from public.members where id = ${applicant.id}`;
    expect(status?.membership_status).toBe('PENDING');
  });

  it('queues nothing for an applicant without an email, and still verifies them', async () => {
    const applicant = await application('3273', { email: null });
    const [verified] = await as(
      db.sql,
      actors.dpcBandung,
      (tx) => tx<{ membership_status: string }[]>`select membership_status from verify_member(${applicant.id})`,
    );
    expect(verified?.membership_status).toBe('ACTIVE');
    expect(await messagesOf(applicant.id)).toEqual([]);
  });

  it('links to the site URL of the deployment', async () => {
    const applicant = await application('3273');
    await db.sql`update private.messaging_settings set site_url = 'https://simk.example.org'`;
    try {
      await as(db.sql, actors.dpcBandung, (tx) => tx`select verify_member(${applicant.id})`);
    } finally {
      await db.sql`update private.messaging_settings set site_url = 'http://127.0.0.1:5173'`;
    }
    const [message] = await messagesOf(applicant.id);
    expect(message?.variables.profile_url).toBe('https://simk.example.org/dashboard/profile');
    expect(message?.body_text).toContain('\nhttps://simk.example.org/dashboard/profile\n');
    expect(
      await sqlState(db.sql`update private.messaging_settings set site_url = 'https://simk.example.org/app/'`),
    ).toBe('23514');
  });
});

describe('rendering', () => {
  const render = (template: string, variables: Record<string, unknown>) =>
    db.sql<{ subject: string; body_text: string; body_html: string }[]>`
      select * from private.render_message(${template}, ${db.sql.json(variables as postgres.JSONValue)})`;
  const verified = {
    full_name: '<script>alert("x")</script>',
    organization_name: "Kota O'Bandung & Sekitarnya",
    nap: '327309000003',
    profile_url: 'https://simk.example.org/dashboard/profile?a=1&b="2"',
    dues_amount: 'Rp<150>&000',
    dues_due_date: '"31-12-2026"',
    dues_url: 'https://simk.example.org/member-dues',
  };

  it('escapes every variable in the HTML and keeps the text as written', async () => {
    const [out] = await render('membership_verified', verified);
    expect(out!.body_html).not.toMatch(/<script|"2"|O'Bandung/);
    expect(out!.body_html).toContain('Yth. &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;,');
    expect(out!.body_html).toContain('DPC Kota O&#39;Bandung &amp; Sekitarnya');
    expect(out!.body_html).toContain('href="https://simk.example.org/dashboard/profile?a=1&amp;b=&quot;2&quot;"');
    expect(out!.body_html).toContain('<strong>3273.09.000003</strong>');
    expect(out!.body_text).toContain('Yth. <script>alert("x")</script>,');
    expect(out!.body_text).toContain('Nomor Anggota (NAP) Anda: 3273.09.000003\n');
    expect(out!.body_html).toContain(
      'Iuran: Tagihan iuran Anda saat ini Rp&lt;150&gt;&amp;000, jatuh tempo &quot;31-12-2026&quot;.',
    );
  });

  it('refuses an unknown template and a missing or empty variable (22023)', async () => {
    expect(await sqlState(render('welcome', verified))).toBe('22023');
    expect(await sqlState(render('membership_verified', { ...verified, nap: undefined }))).toBe('22023');
    expect(await sqlState(render('membership_rejected', { ...verified, reason: '  ' }))).toBe('22023');
    expect(await sqlState(render('membership_rejected', { ...verified, reason: 5 }))).toBe('22023');
  });

  it('formats a NAP with dots, and leaves anything else as it is', async () => {
    const [row] = await db.sql`select private.format_nap('327309000003') as nap, private.format_nap('ABC') as other`;
    expect(row).toEqual({ nap: '3273.09.000003', other: 'ABC' });
  });
});

describe('claiming and recording', () => {
  /** Queued emails of fresh applicants, as the dispatcher will find them. */
  async function queuedMessages(count: number): Promise<string[]> {
    const ids: string[] = [];
    for (let i = 0; i < count; i += 1) {
      const applicant = await application('3273');
      await as(db.sql, actors.dpcBandung, (tx) => tx`select verify_member(${applicant.id})`);
      ids.push((await messagesOf(applicant.id))[0]!.id);
    }
    return ids;
  }
  const claim = (sql: postgres.Sql | postgres.TransactionSql, limit: number, lease = '1 minute') =>
    sql<OutboxRow[]>`select * from private.claim_outbox_messages(${limit}, ${lease}::interval)`;
  const row = async (id: string) =>
    (await db.sql<OutboxRow[]>`select * from public.outbox_messages where id = ${id}`)[0]!;

  it('gives two dispatchers claiming at once disjoint messages, each under a lease', async () => {
    await db.sql`update public.outbox_messages set status = 'cancelled' where status = 'queued'`;
    const ids = await queuedMessages(6);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let first: OutboxRow[] | undefined;
    const firstClaim = db.sql.begin(async (tx) => {
      first = await claim(tx, 4);
      await held; // the first dispatcher's transaction is still open while the second claims
    });
    while (!first) await new Promise((resolve) => setTimeout(resolve, 10));
    const second = await claim(db.sql, 4);
    release();
    await firstClaim;

    expect(first).toHaveLength(4);
    expect(second).toHaveLength(2);
    expect(new Set([...first, ...second].map((m) => m.id))).toEqual(new Set(ids));
    for (const message of [...first, ...second]) {
      expect(message).toMatchObject({ status: 'sending', attempts: 1 });
      expect(message.locked_until!.getTime()).toBeGreaterThan(Date.now() + 50_000);
    }
    expect(await claim(db.sql, 10)).toEqual([]);
  });

  it('claims a message again once its lease ran out, and ignores what the older claim records', async () => {
    await db.sql`update public.outbox_messages set status = 'cancelled', locked_until = null where status in ('queued', 'sending')`;
    const [id] = await queuedMessages(1);
    const [firstClaim] = await claim(db.sql, 10, '1 second');
    expect(firstClaim?.id).toBe(id);
    expect(await claim(db.sql, 10)).toEqual([]); // leased
    await passOutboxTime(db.sql, 1_000); // the lease runs out
    const [again] = await claim(db.sql, 10);
    expect(again).toMatchObject({ id, attempts: 2, status: 'sending' });

    // The crashed dispatcher's late outcome changes nothing; the current claim's does.
    const [stale] = await db.sql`select private.record_message_sent(${id!}, 1, 'resend', 'stale-id') as recorded`;
    expect(stale?.recorded).toBe(false);
    const [current] = await db.sql`select private.record_message_sent(${id!}, 2, 'resend', 'provider-id') as recorded`;
    expect(current?.recorded).toBe(true);
    expect(await row(id!)).toMatchObject({ status: 'sent', provider_message_id: 'provider-id', locked_until: null });
  });

  it('claims expired leases and queued messages together, oldest due first, up to the limit', async () => {
    await db.sql`update public.outbox_messages set status = 'cancelled', locked_until = null where status in ('queued', 'sending')`;
    const [oldest, middle, newest] = await queuedMessages(3);
    await db.sql`update public.outbox_messages set next_attempt_at = now() - interval '3 minutes' where id = ${oldest!}`;
    await db.sql`update public.outbox_messages set next_attempt_at = now() - interval '2 minutes' where id = ${middle!}`;
    const [leased] = await claim(db.sql, 1, '1 second');
    expect(leased?.id).toBe(oldest);
    await passOutboxTime(db.sql, 1_000); // the lease runs out

    const both = await claim(db.sql, 2);
    expect(both.map((m) => [m.id, m.attempts])).toEqual([
      [oldest, 2],
      [middle, 1],
    ]);
    expect((await claim(db.sql, 10)).map((m) => m.id)).toEqual([newest]);
  });

  it('queues a failed attempt again, fails it after the last attempt, and gives back a deferred claim', async () => {
    await db.sql`update public.outbox_messages set status = 'cancelled', locked_until = null where status in ('queued', 'sending')`;
    const [id] = await queuedMessages(1);
    await db.sql`update public.outbox_messages set max_attempts = 2 where id = ${id!}`;

    await claim(db.sql, 10);
    const [deferred] = await db.sql`select private.defer_outbox_message(${id!}, 1, now() - interval '1 second') as ok`;
    expect(deferred?.ok).toBe(true);
    expect(await row(id!)).toMatchObject({ status: 'queued', attempts: 0 });

    await claim(db.sql, 10);
    const [retry] = await db.sql`
      select private.record_message_failure(${id!}, 1, '500 internal_server_error', now() - interval '1 second') as status`;
    expect(retry?.status).toBe('queued');
    expect(await row(id!)).toMatchObject({ status: 'queued', attempts: 1, last_error: '500 internal_server_error' });

    await claim(db.sql, 10);
    const [last] = await db.sql`
      select private.record_message_failure(${id!}, 2, '503 service unavailable', now()) as status`;
    expect(last?.status).toBe('failed');
    expect(await claim(db.sql, 10)).toEqual([]);
  });

  it('fails at once what the provider refuses for good, and a lease that ran out on the last attempt', async () => {
    await db.sql`update public.outbox_messages set status = 'cancelled', locked_until = null where status in ('queued', 'sending')`;
    const [refused, crashed] = await queuedMessages(2);
    await db.sql`update public.outbox_messages set max_attempts = 1 where id = ${crashed!}`;
    await claim(db.sql, 10, '1 second');
    const [status] = await db.sql`
      select private.record_message_failure(${refused!}, 1, '422 validation_error', null) as status`;
    expect(status?.status).toBe('failed');

    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await claim(db.sql, 10)).toEqual([]);
    expect(await row(crashed!)).toMatchObject({ status: 'failed', attempts: 1, locked_until: null });
    expect((await row(crashed!)).last_error).toMatch(/^lease expired during the last attempt/);
  });

  it('refuses an outbox row that breaks its rules', async () => {
    const insert = (values: Record<string, unknown>) =>
      sqlState(
        db.sql`insert into public.outbox_messages ${db.sql({ channel: 'email', recipient: 'a@contoh.id', template: 'membership_verified', subject: 'S', body_text: 'T', ...values } as Record<string, postgres.SerializableParameter>)}`,
      );
    expect(await insert({ recipient: 'Nama <a@contoh.id>' })).toBe('23514');
    expect(await insert({ recipient: 'a@contoh.id, b@contoh.id' })).toBe('23514');
    expect(await insert({ channel: 'whatsapp', recipient: '0812345678', subject: null })).toBe('23514');
    expect(await insert({ subject: null })).toBe('23514');
    expect(await insert({ subject: 'Halo\r\nBcc: x@contoh.id' })).toBe('23514');
    expect(await insert({ status: 'sending' })).toBe('23514');
    expect(await insert({ status: 'sent', sent_at: new Date() })).toBe('23514');
    expect(await insert({ channel: 'whatsapp', recipient: '+6281234567890', subject: null })).toBe('ok');
  });
});
