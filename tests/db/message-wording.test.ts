// How SQL words its messages (issue 23 §7): one money formatter (`Rp150.000`, never to_char's
// C-locale `Rp150,000`) in every notification and message; the reminder joins its categories as a
// sentence ("pembayaran Iuran Pokok dan Iuran Tahunan sebesar …", not "iuran Iuran Pokok, …"); and
// every template the outbox can hold has a label in both languages.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { messageTemplates } from '../../supabase/functions/_shared/contracts/messages.ts';
import { useTestDatabase } from '../support/test-database.ts';
import { type DemoActors, as, authenticated, demoActors, sqlState, tryAs } from './support/actors.ts';
import { messageSamples, messageVariables } from './support/message-samples.ts';

const db = useTestDatabase();
let actors: DemoActors;

beforeAll(async () => {
  actors = await demoActors(db.sql);
});

let members = 0;

/** A Kota Bandung member with overdue bills of the given categories (10 days past due). */
async function memberOwing(categories: string[], contact: { phone?: string | null; email?: string | null } = {}) {
  members += 1;
  const [member] = await db.sql<{ id: string }[]>`
    insert into public.members (full_name, phone, email, organization_id)
    select ${`Anggota Kata ${members}`}, ${contact.phone === undefined ? `+628130000${String(members).padStart(4, '0')}` : contact.phone},
           ${contact.email === undefined ? `kata.${members}@contoh.id` : contact.email}, o.id
    from public.organizations o where o.bps_code = '3273'
    returning id`;
  for (const name of categories) {
    await db.sql`
      insert into public.bills (member_id, category_id, organization_id, period_start, period_end, due_date, amount)
      select ${member!.id}, c.id, m.organization_id, date '2001-01-01', date '2001-01-31', private.today() - 10, c.amount
      from public.dues_categories c, public.members m where c.name = ${name} and m.id = ${member!.id}`;
  }
  return member!.id;
}

describe('one money formatter', () => {
  it('writes whole rupiah with dots between thousands', async () => {
    const [row] = await db.sql<{ a: string; b: string; c: string; d: string; e: string }[]>`
      select private.format_rupiah(0) as a, private.format_rupiah(950) as b, private.format_rupiah(150000) as c,
             private.format_rupiah(1234567890123) as d, private.format_rupiah(-1500) as e`;
    expect(row).toEqual({ a: 'Rp0', b: 'Rp950', c: 'Rp150.000', d: 'Rp1.234.567.890.123', e: '-Rp1.500' });
  });

  it('writes Rp150.000 in the payment notification and the waiver notification', async () => {
    const [anggota] = await db.sql<{ id: string; user_id: string; organization_id: string }[]>`
      select m.id, m.user_id, m.organization_id from public.members m join auth.users u on u.id = m.user_id
      where u.email = 'anggota@simk.test'`;
    const since = (await db.sql<{ since: Date }[]>`select clock_timestamp() as since`)[0]!.since;
    const [bill] = await db.sql<{ id: string }[]>`
      insert into public.bills (member_id, category_id, organization_id, period_start, period_end, due_date, amount)
      select ${anggota!.id}, c.id, ${anggota!.organization_id}, date '2001-02-01', date '2001-02-28', date '2001-02-28', 150000
      from public.dues_categories c where c.name = 'Iuran Pokok'
      returning id`;
    const [payment] = await db.sql<{ id: string }[]>`
      with p as (
        insert into public.payments (member_id, organization_id, amount, method, status, expires_at)
        values (${anggota!.id}, ${anggota!.organization_id}, 150000, 'qris', 'pending', now() + interval '15 minutes')
        returning id
      )
      insert into public.payment_bills (payment_id, bill_id, amount) select p.id, ${bill!.id}, 150000 from p
      returning payment_id as id`;
    await db.sql`select private.settle_payment(${payment!.id})`;

    const [waived] = await db.sql<{ id: string }[]>`
      insert into public.bills (member_id, category_id, organization_id, period_start, period_end, due_date, amount)
      select ${anggota!.id}, c.id, ${anggota!.organization_id}, date '2001-03-01', date '2001-05-31', date '2001-05-31', 1250000
      from public.dues_categories c where c.name = 'Iuran Pengembangan'
      returning id`;
    await as(db.sql, actors.dpcBandung, (tx) => tx`select public.waive_bill(${waived!.id}, 'Bencana alam di wilayah')`);

    // Notifications hold a template key and its values; the web app words them (Indonesian and
    // English texts: src/locales/*/notifications.json, checked below).
    const notes = await db.sql<{ template: string; params: Record<string, unknown> }[]>`
      select template, params from public.notifications
      where user_id = ${anggota!.user_id} and created_at >= ${since} order by created_at`;
    expect(notes).toEqual([
      { template: 'payment_received', params: { amount: 'Rp150.000', receipt_number: expect.stringMatching(/^KW-/) } },
      { template: 'bill_waived', params: { category: 'Iuran Pengembangan', period: '03-2001', amount: 'Rp1.250.000' } },
    ]);
    const [confirmation] = await db.sql<{ body_text: string }[]>`
      select body_text from public.outbox_messages where template = 'payment_confirmation' and member_id = ${anggota!.id}`;
    expect(confirmation!.body_text).toContain('sebesar Rp150.000 telah kami terima');
  });
});

describe('the dues reminder names its categories as a sentence', () => {
  const previewText = async (memberId: string) => {
    const [row] = await tryAs(
      db.sql,
      actors.dpcBandung,
      (tx) => tx<{ body_text: string }[]>`select body_text from public.preview_reminder(${memberId}, 'whatsapp')`,
    );
    return row!.body_text;
  };

  it('one, two and three categories', async () => {
    const one = await memberOwing(['Iuran Pokok']);
    const two = await memberOwing(['Iuran Tahunan', 'Iuran Pokok']);
    const three = await memberOwing(['Iuran Tahunan', 'Iuran Pokok', 'Iuran Pengembangan']);
    expect(await previewText(one)).toMatch(/^Yth\. Anggota Kata \d+, pembayaran Iuran Pokok sebesar Rp150\.000 yang/);
    expect(await previewText(two)).toContain(', pembayaran Iuran Pokok dan Iuran Tahunan sebesar Rp650.000 yang');
    expect(await previewText(three)).toContain(
      ', pembayaran Iuran Pengembangan, Iuran Pokok, dan Iuran Tahunan sebesar Rp950.000 yang',
    );
    // The message sent is the preview, and the daily job's uses the same variables.
    await as(db.sql, actors.dpcBandung, (tx) => tx`select public.queue_reminders(${[three]}::uuid[], 'whatsapp')`);
    const [queued] = await db.sql<{ body_text: string; variables: { category_name: string } }[]>`
      select body_text, variables from public.outbox_messages where member_id = ${three} and template = 'dues_reminder'`;
    expect(queued!.variables.category_name).toBe('Iuran Pengembangan, Iuran Pokok, dan Iuran Tahunan');
    expect(queued!.body_text).not.toMatch(/iuran Iuran/i);
  });
});

describe('member-written text reaches WhatsApp and SMS as plain words', () => {
  const hostile =
    '*SEGERA TRANSFER* ke BCA 1234567890 _a.n. Bendahara_ ~DPC~ `Info`: https://bayar-iuran.example/x wa.me/6281 ' +
    'x'.repeat(60);

  it('a reminder to a member who named themselves like an instruction', async () => {
    const member = await memberOwing(['Iuran Pokok']);
    await db.sql`update public.members set full_name = ${hostile}, sip_number = ${'*503*/SIP/https://x.example'} where id = ${member}`;
    await as(db.sql, actors.dpcBandung, (tx) => tx`select public.queue_reminders(${[member]}::uuid[], 'whatsapp')`);
    const [queued] = await db.sql<{ body_text: string; variables: { full_name: string } }[]>`
      select body_text, variables from public.outbox_messages where member_id = ${member} and template = 'dues_reminder'`;
    const name = queued!.variables.full_name;
    expect(name).toMatch(
      /^SEGERA TRANSFER ke BCA 1234567890 a\. n\. Bendahara DPC Info: bayar-iuran\. example\/x wa\. me\/6281 x+$/,
    );
    expect(name).toHaveLength(100);
    expect(queued!.body_text).toMatch(
      /^Yth\. SEGERA TRANSFER ke BCA [^\n*_~`]*, pembayaran Iuran Pokok sebesar Rp150\.000 yang/,
    );
    expect(queued!.body_text).not.toMatch(/https:\/\/bayar|\w\.\w+\//);
    // Our own link is left as it is.
    expect(queued!.body_text).toMatch(/melalui SIMK: https?:\/\/\S+\/member-dues$/);
  });

  it('an email keeps the name as written (its HTML escapes it)', async () => {
    const [row] = await db.sql<{ email: string; whatsapp: string }[]>`
      select (select x.variables ->> 'full_name' from private.render_message('payment_confirmation', v, 'email') x) as email,
             (select x.variables ->> 'full_name' from private.render_message('payment_confirmation', v, 'whatsapp') x) as whatsapp
      from (select jsonb_build_object('full_name', 'Dewi *Lestari*, A.Md.AK', 'amount', 'Rp1', 'receipt_number', 'R-1',
                                      'paid_date', '01/01/2026', 'receipt_url', 'https://simk.example.org/payment/1') as v) input`;
    expect(row).toEqual({ email: 'Dewi *Lestari*, A.Md.AK', whatsapp: 'Dewi Lestari, A. Md. AK' });
  });

  it('is the same made plain twice, and leaves ordinary names alone', async () => {
    const [row] = await db.sql<{ once: string; twice: string; lines: string; ordinary: string; title: string }[]>`
      select private.plain_message_text(${hostile}, 100) as once,
             private.plain_message_text(private.plain_message_text(${hostile}, 100), 100) as twice,
             private.plain_message_text(${'Budi\n\n*Transfer*\t  sekarang'}, 100) as lines,
             private.plain_message_text('Siti Nurhaliza', 100) as ordinary,
             private.plain_message_text('Dewi Lestari, A.Md.AK', 100) as title`;
    expect(row!.twice).toBe(row!.once);
    expect(row!.lines).toBe('Budi Transfer sekarang');
    expect(row!.ordinary).toBe('Siti Nurhaliza');
    expect(row!.title).toBe('Dewi Lestari, A. Md. AK');
  });
});

describe('every message type has a label', () => {
  it('the outbox holds exactly the templates the web app labels, in Indonesian and English', async () => {
    const [constraint] = await db.sql<{ definition: string }[]>`
      select pg_get_constraintdef(oid) as definition from pg_constraint
      where conrelid = 'public.outbox_messages'::regclass and conname = 'outbox_messages_template_known'`;
    const held = [...constraint!.definition.matchAll(/'([a-z_]+)'::text/g)].map((m) => m[1]);
    expect([...held].sort()).toEqual([...messageTemplates].sort());

    for (const language of ['id', 'en']) {
      const labels = (
        JSON.parse(readFileSync(`src/locales/${language}/messages.json`, 'utf8')) as {
          template: Record<string, string>;
        }
      ).template;
      for (const template of held)
        expect({ language, template, label: labels[template!] }).toEqual({
          language,
          template,
          label: expect.stringMatching(/\S/),
        });
    }
  });

  it('every template held renders (it needs its variables, it is not unknown), and nothing else is held', async () => {
    for (const template of messageTemplates) {
      const error = await db.sql`select * from private.render_message(${template}, '{}')`.catch((e: Error) => e);
      expect(String(error), template).toMatch(/needs/);
    }
    const outside = await db.sql`
      insert into public.outbox_messages (channel, recipient, template, body_text)
      values ('sms', '+6281200000999', 'sip_expiry', 'x')`.catch((e: { code?: string }) => e.code);
    expect(outside).toBe('23514');
  });
});

describe('notifications are worded by the reader', () => {
  type Texts = { templates: Record<string, Record<string, string>> };
  const texts = (language: string) =>
    (JSON.parse(readFileSync(`src/locales/${language}/notifications.json`, 'utf8')) as Texts).templates;
  const placeholders = (entry: Record<string, string>) =>
    [...new Set(Object.values(entry).flatMap((text) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1])))].sort();

  it('every template the table accepts has a title, message and action in Indonesian and English, naming the same values', async () => {
    const [constraint] = await db.sql<{ definition: string }[]>`
      select pg_get_constraintdef(oid) as definition from pg_constraint
      where conrelid = 'public.notifications'::regclass and conname = 'notifications_template_known'`;
    const held = [...constraint!.definition.matchAll(/'([a-z_]+)'::text/g)].map((m) => m[1]!).sort();
    const id = texts('id');
    const en = texts('en');
    expect(Object.keys(id).sort()).toEqual(held);
    expect(Object.keys(en).sort()).toEqual(held);
    for (const template of held) {
      expect(Object.keys(id[template]!).sort(), template).toEqual(['action', 'message', 'title']);
      expect(id[template]!.action, template).toMatch(/\S/);
      expect(en[template]!.action, template).toMatch(/\S/);
      expect({ template, values: placeholders(en[template]!) }).toEqual({
        template,
        values: placeholders(id[template]!),
      });
    }
  });
});

describe('messages are written in the recipient’s language', () => {
  /** A Kota Bandung member owing dues, with a login whose language is `language` (none: no preference). */
  async function memberReading(language: 'id' | 'en' | null) {
    const id = await memberOwing(['Iuran Tahunan', 'Iuran Pokok']);
    const email = `bahasa.${id}@contoh.id`;
    const [user] = await db.sql<{ id: string }[]>`
      insert into auth.users (id, email, aud, role) values (gen_random_uuid(), ${email}, 'authenticated', 'authenticated')
      returning id`;
    await db.sql`update public.members set user_id = ${user!.id}, email = ${email} where id = ${id}`;
    if (language)
      await db.sql`insert into public.user_preferences (user_id, language) values (${user!.id}, ${language})`;
    return { id, actor: authenticated(email, user!.id, email) };
  }
  // Words of the Indonesian templates that no English text of ours uses.
  const indonesian = /\b(Yth|Anda|dan|telah|belum|tidak|Mohon|sebesar|pembayaran|dikirim|Lihat|Bayar)\b/;

  it('a reminder and its preview: English for a member who reads English, Indonesian otherwise', async () => {
    const english = await memberReading('en');
    const unknown = await memberReading(null);
    const chosen = await memberReading('id');
    const [preview] = await tryAs(
      db.sql,
      actors.dpcBandung,
      (tx) => tx<{ body_text: string }[]>`select body_text from public.preview_reminder(${english.id}, 'whatsapp')`,
    );
    expect(preview!.body_text).toMatch(
      /^Dear Anggota Kata \d+, we have not yet received your payment of Iuran Pokok and Iuran Tahunan of Rp650\.000, due on /,
    );
    const ids = [english.id, unknown.id, chosen.id];
    await as(db.sql, actors.dpcBandung, (tx) => tx`select public.queue_reminders(${ids}::uuid[], 'whatsapp')`);
    const sent = await db.sql<
      { member_id: string; language: string; body_text: string; variables: { category_name: string } }[]
    >`
      select member_id, language, body_text, variables from public.outbox_messages
      where member_id = any (${ids}::uuid[]) and template = 'dues_reminder'`;
    const of = (id: string) => sent.find((m) => m.member_id === id)!;
    expect(of(english.id)).toMatchObject({ language: 'en', body_text: preview!.body_text });
    expect(of(english.id).variables.category_name).toBe('Iuran Pokok and Iuran Tahunan');
    expect(of(english.id).body_text.replace(/Anggota Kata \d+|Iuran \w+/g, '')).not.toMatch(indonesian);
    for (const member of [unknown, chosen]) {
      expect(of(member.id)).toMatchObject({
        language: 'id',
        variables: { category_name: 'Iuran Pokok dan Iuran Tahunan' },
      });
      expect(of(member.id).body_text).toMatch(
        /^Yth\. Anggota Kata \d+, pembayaran Iuran Pokok dan Iuran Tahunan sebesar /,
      );
    }
  });

  it('every template renders in English with no Indonesian word of ours, and in Indonesian by default', async () => {
    const variables = { ...messageVariables, dues_amount: 'Rp150.000', dues_due_date: '31-12-2026', event: 'rejected' };
    for (const template of messageTemplates) {
      const [en] = await db.sql<{ subject: string; body_text: string; body_html: string }[]>`
        select * from private.render_message(${template}, ${db.sql.json(variables)}, 'email', 'en')`;
      const [id] = await db.sql<{ subject: string; body_text: string }[]>`
        select * from private.render_message(${template}, ${db.sql.json(variables)}, 'email')`;
      const words = (text: string) => text.replace(/Iuran Pokok|Kota \w+|KTP/g, '');
      expect({ template, words: words(`${en!.subject}\n${en!.body_text}\n${en!.body_html}`) }).toEqual({
        template,
        words: expect.not.stringMatching(indonesian),
      });
      expect(id!.body_text, template).toMatch(indonesian);
    }
    expect(
      await sqlState(
        db.sql`select * from private.render_message('dues_reminder', ${db.sql.json(variables)}, 'sms', 'fr')`,
      ),
    ).toBe('22023');
  });

  it('a verification: the email in the member’s language, the notification as a key and its values', async () => {
    const [org] = await db.sql<{ id: string }[]>`select id from public.organizations where bps_code = '3273'`;
    const email = `pendaftar.en.${members}@contoh.id`;
    const [user] = await db.sql<{ id: string }[]>`
      insert into auth.users (id, email, aud, role) values (gen_random_uuid(), ${email}, 'authenticated', 'authenticated')
      returning id`;
    await db.sql`insert into public.user_preferences (user_id, language) values (${user!.id}, 'en')`;
    const [applicant] = await db.sql<{ id: string }[]>`
      insert into public.members (full_name, email, organization_id, user_id, membership_status)
      values ('Pendaftar Inggris', ${email}, ${org!.id}, ${user!.id}, 'PENDING') returning id`;
    await as(db.sql, actors.dpcBandung, (tx) => tx`select public.verify_member(${applicant!.id})`);
    const [message] = await db.sql<{ language: string; subject: string; body_text: string }[]>`
      select language, subject, body_text from public.outbox_messages where member_id = ${applicant!.id}`;
    expect(message).toMatchObject({ language: 'en', subject: 'Your membership has been verified' });
    expect(message!.body_text).toMatch(
      /^Dear Pendaftar Inggris,\n\nCongratulations, your membership with DPC Kota Bandung/,
    );
    const [note] = await db.sql<{ template: string; params: Record<string, string> }[]>`
      select template, params from public.notifications where user_id = ${user!.id}`;
    expect(note!.template).toMatch(/^membership_verified/);
    expect(note!.params.nap).toMatch(/^3273\.\d{2}\.\d{6}$/);
  });
});

describe('the words of every template, in each language', () => {
  // First written by the two functions of words (one per language) this table replaced. A change
  // of wording updates the file on purpose: `npx vitest run --project db <this file> -u`.
  const rendered = JSON.parse(readFileSync('tests/db/fixtures/messages-rendered.json', 'utf8')) as Record<
    string,
    { subject: string; body_text: string; body_html: string }
  >;

  it('renders every template, event and language as the file records, each value substituted once', async () => {
    const output: Record<string, unknown> = {};
    for (const sample of messageSamples()) {
      [output[sample.key]] = await db.sql`
        select subject, body_text, body_html from private.render_message(${sample.template},
          ${db.sql.json(sample.variables)}, ${sample.channel}, ${sample.language})`;
    }
    await expect(`${JSON.stringify(output, null, 2)}\n`).toMatchFileSnapshot('fixtures/messages-rendered.json');
  });

  it('has every template, each of its cases and the footer in Indonesian and in English', async () => {
    const rows = await db.sql<{ template: string; variant: string; languages: string[] }[]>`
      select template, variant, array_agg(language order by language) as languages
      from private.message_wordings group by template, variant order by template, variant`;
    for (const row of rows) expect(row, `${row.template} ${row.variant}`).toMatchObject({ languages: ['en', 'id'] });
    const frames = rows.filter((row) => row.variant === '').map((row) => row.template);
    expect(frames.sort()).toEqual([...messageTemplates].sort());
    expect(rows.filter((row) => row.variant !== '').map((row) => `${row.template} ${row.variant}`)).toEqual([
      '* footer',
      'membership_verified dues',
      'membership_verified no_dues',
      'nap_claim_update approved',
      'nap_claim_update awaiting_approval',
      'nap_claim_update rejected',
      'transfer_update completed',
      'transfer_update rejected',
      'transfer_update released',
      'transfer_update requested',
      'transfer_update withdrawn',
    ]);
  });

  it('writes a template in Indonesian when its words are missing in the language, and refuses an unknown event', async () => {
    const sample = messageSamples().find((s) => s.key === 'payment_confirmation id')!;
    class RolledBack extends Error {}
    await expect(
      db.sql.begin(async (tx) => {
        await tx`delete from private.message_wordings where template = 'payment_confirmation' and language = 'en'`;
        const [english] = await tx<{ subject: string; body_text: string; body_html: string }[]>`
          select subject, body_text, body_html
          from private.render_message('payment_confirmation', ${tx.json(sample.variables)}, 'email', 'en')`;
        expect(english).toEqual(rendered['payment_confirmation id']);
        throw new RolledBack();
      }),
    ).rejects.toBeInstanceOf(RolledBack);
    const unknown = db.sql`select * from private.render_message('transfer_update',
      ${db.sql.json({ ...messageSamples()[0]!.variables, event: 'paused' })}, 'email', 'en')`;
    expect(await sqlState(unknown)).toBe('22023');
  });
});
