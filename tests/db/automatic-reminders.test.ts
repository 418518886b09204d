// The daily job's automatic messages (issue 14 §3, decision 0040): each organization's reminder
// schedule and which one applies, scheduled dues reminders on those days only and once per day,
// quiet hours at a given clock, SIP-expiry notices at 90 and 30 days, and a member's settings.
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../support/test-database.ts';
import { type DemoActors, as, demoActors, sqlState, tryAs } from './support/actors.ts';

const db = useTestDatabase();
let actors: DemoActors;
let napCounter = 0;
/** A fixed day for the job, far from the seed's bills. */
const DAY = '2031-03-10';

beforeAll(async () => {
  actors = await demoActors(db.sql);
});

interface MemberOptions {
  phone?: string | null;
  email?: string | null;
  sipExpiry?: string | null;
}

/** An ACTIVE member of the DPC with this BPS code, without bills. */
async function member(bps: string, { phone = '+6281234500000', email = null, sipExpiry = null }: MemberOptions = {}) {
  napCounter += 1;
  const nap = `${bps}96${String(napCounter).padStart(6, '0')}`;
  const [row] = await db.sql<{ id: string }[]>`
    insert into public.members (full_name, organization_id, membership_status, nap, join_date, expiry_date, verified_at,
                                phone, email, sip_number, sip_expiry_date)
    select ${`Anggota Otomatis ${napCounter}`}, id, 'ACTIVE', ${nap}, date '2015-01-01', date '2040-01-01', now(),
           ${phone === null ? null : phone.replace(/0+$/, String(napCounter).padStart(5, '0'))}, ${email},
           case when ${sipExpiry}::date is null then null else ${`SIP/${napCounter}`} end, ${sipExpiry}::date
    from public.organizations where bps_code = ${bps}
    returning id`;
  return row!.id;
}

/** An unpaid Iuran Pokok bill due `dueOn`. */
async function bill(memberId: string, dueOn: string, periodStart: string) {
  await db.sql`
    insert into public.bills (member_id, category_id, organization_id, period_start, period_end, due_date, amount)
    select m.id, c.id, m.organization_id, ${periodStart}::date, (${periodStart}::date + 27), ${dueOn}::date, c.amount
    from public.members m, public.dues_categories c where m.id = ${memberId} and c.name = 'Iuran Pokok'`;
}

/** Gives the member a login with these account settings. */
async function withPreferences(memberId: string, email: string, preferences: Record<string, string | boolean>) {
  const [user] = await db.sql<{ id: string }[]>`
    insert into auth.users (id, email, aud, role) values (gen_random_uuid(), ${email}, 'authenticated', 'authenticated')
    returning id`;
  await db.sql`update public.members set user_id = ${user!.id} where id = ${memberId}`;
  await db.sql`insert into public.user_preferences ${db.sql({ user_id: user!.id, ...preferences })}`;
}

const addDays = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

const runJob = async (day: string) =>
  (
    await db.sql<{ r: { dues_reminders: number; sip_expiry_reminders: number } }[]>`
    select private.queue_daily_messages(${day}::date) as r`
  )[0]!.r;

interface MessageRow {
  template: string;
  channel: string;
  fallback_from: string | null;
  variables: Record<string, string>;
  body_text: string;
  next_attempt_at: Date;
}
const messagesOf = (memberId: string, template: string) =>
  db.sql<MessageRow[]>`
    select template, channel, fallback_from, variables, body_text, next_attempt_at from public.outbox_messages
    where member_id = ${memberId} and template = ${template} order by created_at`;
const forget = (memberId: string) => db.sql`delete from public.outbox_messages where member_id = ${memberId}`;

const orgId = async (bps: string) =>
  (await db.sql<{ id: string }[]>`select id from public.organizations where bps_code = ${bps}`)[0]!.id;

describe('the reminder schedule', () => {
  it('falls back from the DPC to its DPW, then the DPP, then the built-in default', async () => {
    const schedule = async (bps: string) =>
      (
        await db.sql<{ days: number[]; source: string }[]>`
        select days, source from private.reminder_schedule_of(${await orgId(bps)})`
      )[0];
    // Garut (3205) is a DPC of DPW Jawa Barat (32) with no schedule of its own.
    expect(await schedule('3205')).toEqual({ days: [-3, 0, 7, 30], source: 'default' });
    await as(db.sql, actors.dpwJabar, async (tx) => {
      const dpw = (await tx<{ id: string }[]>`select id from public.organizations where bps_code = '32'`)[0]!.id;
      await tx`select public.set_reminder_schedule(${dpw}, ${[14, -1, 14, 1]}::integer[])`;
    });
    expect(await schedule('3205')).toEqual({ days: [-1, 1, 14], source: 'DPW' });
    // The DPW removes its own: the national (DPP) schedule, set by SUPER_ADMIN, applies.
    await as(db.sql, actors.dpwJabar, async (tx) => {
      const dpw = (await tx<{ id: string }[]>`select id from public.organizations where bps_code = '32'`)[0]!.id;
      await tx`select public.set_reminder_schedule(${dpw}, null)`;
    });
    const dpp = (await db.sql<{ id: string }[]>`select id from public.organizations where level = 'DPP'`)[0]!.id;
    await as(db.sql, actors.superadmin, (tx) => tx`select public.set_reminder_schedule(${dpp}, ${[0, 10]}::integer[])`);
    expect(await schedule('3205')).toEqual({ days: [0, 10], source: 'DPP' });
    await as(db.sql, actors.superadmin, (tx) => tx`select public.set_reminder_schedule(${dpp}, null)`);
    expect(await schedule('3205')).toEqual({ days: [-3, 0, 7, 30], source: 'default' });

    const audit = await db.sql<{ action: string }[]>`
      select action from public.audit_logs where action = 'reminder_schedules.set'`;
    expect(audit.length).toBeGreaterThanOrEqual(4);
  });

  it('lets only officers with dues.remind in the organization change it, within the limits', async () => {
    const bandung = await orgId('3273');
    const set = (actor: keyof DemoActors, days: number[] | null, org = bandung) =>
      tryAs(db.sql, actors[actor], (tx) => tx`select public.set_reminder_schedule(${org}, ${days}::integer[])`);
    expect(await sqlState(set('dpcSurabaya', [1]))).toBe('42501');
    expect(await sqlState(set('anggota', [1]))).toBe('42501');
    expect(await sqlState(set('dpcBandung', [-61]))).toBe('23514');
    expect(await sqlState(set('dpcBandung', [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]))).toBe('23514');
    await expect(set('dpcBandung', [])).resolves.toBeDefined();
    // Nobody writes the table directly.
    expect(
      await sqlState(
        tryAs(
          db.sql,
          actors.superadmin,
          (tx) => tx`insert into public.reminder_schedules (organization_id, days) values (${bandung}, '{1}')`,
        ),
      ),
    ).toBe('42501');
  });
});

describe('scheduled dues reminders', () => {
  it('queues one reminder on each schedule day, covering the member’s bills, and nothing on other days', async () => {
    // Surabaya (3578) has no schedule: the default -3, 0, 7, 30.
    const m = await member('3578');
    const due = DAY;
    await bill(m, due, '2031-02-01');
    await bill(m, addDays(due, -30), '2031-01-01');
    const reminded: number[] = [];
    for (const offset of [-4, -3, -2, 0, 1, 7, 8, 29, 30, 31]) {
      await runJob(addDays(due, offset));
      const messages = await messagesOf(m, 'dues_reminder');
      if (messages.length > 0) reminded.push(offset);
      expect(messages.length).toBeLessThanOrEqual(1);
      await forget(m);
    }
    // The older bill is 30 days before: its day 0 and day 30 coincide with -30 and 0 of the newer.
    expect(reminded).toEqual([-3, 0, 7, 30]);
  });

  it('covers every unpaid bill due by then, in one message per day, and queues nothing when run twice', async () => {
    const m = await member('3578');
    await bill(m, DAY, '2030-02-01');
    await bill(m, addDays(DAY, -12), '2030-01-01');
    const first = await runJob(addDays(DAY, 7));
    expect(first.dues_reminders).toBeGreaterThanOrEqual(1);
    const again = await runJob(addDays(DAY, 7));
    expect(again.dues_reminders).toBe(0);
    const messages = await messagesOf(m, 'dues_reminder');
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ channel: 'whatsapp', fallback_from: null });
    expect(messages[0]!.variables).toMatchObject({
      amount: 'Rp300.000',
      due_date: addDays(DAY, -12).split('-').reverse().join('/'),
      scheduled_on: addDays(DAY, 7),
    });
  });

  it('follows the DPC’s own schedule', async () => {
    const bandung = await orgId('3273');
    await as(db.sql, actors.dpcBandung, (tx) => tx`select public.set_reminder_schedule(${bandung}, ${[2]}::integer[])`);
    const m = await member('3273');
    await bill(m, DAY, '2031-02-01');
    await runJob(addDays(DAY, 7));
    expect(await messagesOf(m, 'dues_reminder')).toHaveLength(0);
    await runJob(addDays(DAY, 2));
    expect(await messagesOf(m, 'dues_reminder')).toHaveLength(1);
    await as(db.sql, actors.dpcBandung, (tx) => tx`select public.set_reminder_schedule(${bandung}, null)`);
  });

  it('falls back to email without a phone, and sends nothing to a member who turned reminders off', async () => {
    const byEmail = await member('3578', { phone: null, email: 'otomatis.email@contoh.id' });
    await bill(byEmail, DAY, '2031-02-01');
    const optedOut = await member('3578', { email: 'otomatis.mati@contoh.id' });
    await bill(optedOut, DAY, '2031-02-01');
    await withPreferences(optedOut, 'otomatis.mati@contoh.id', { payment_reminders: false });
    await runJob(DAY);
    expect(await messagesOf(byEmail, 'dues_reminder')).toMatchObject([{ channel: 'email', fallback_from: 'whatsapp' }]);
    expect(await messagesOf(optedOut, 'dues_reminder')).toHaveLength(0);
  });
});

describe('quiet hours', () => {
  const release = async (at: string, zone: string) =>
    (
      await db.sql<{ t: Date }[]>`select private.quiet_hours_release(${at}::timestamptz, ${zone}) as t`
    )[0]!.t.toISOString();

  it('lets a reminder go between 08:00 and 20:00 local time and holds it to the next 08:00 otherwise', async () => {
    // 01:00 WIB (the daily job's hour) waits for 08:00 WIB the same day.
    expect(await release('2031-03-10T01:00:00+07:00', 'Asia/Jakarta')).toBe('2031-03-10T01:00:00.000Z');
    expect(await release('2031-03-10T08:00:00+07:00', 'Asia/Jakarta')).toBe('2031-03-10T01:00:00.000Z');
    expect(await release('2031-03-10T19:59:00+07:00', 'Asia/Jakarta')).toBe('2031-03-10T12:59:00.000Z');
    // 20:00 WIB waits for tomorrow's 08:00 WIB.
    expect(await release('2031-03-10T20:00:00+07:00', 'Asia/Jakarta')).toBe('2031-03-11T01:00:00.000Z');
    // 19:00 WIB is 21:00 WIT in Jayapura: the next 08:00 WIT, 23:00 UTC.
    expect(await release('2031-03-10T19:00:00+07:00', 'Asia/Jayapura')).toBe('2031-03-10T23:00:00.000Z');
    // 07:30 WIB is 08:30 WITA: already allowed in Makassar.
    expect(await release('2031-03-10T07:30:00+07:00', 'Asia/Makassar')).toBe('2031-03-10T00:30:00.000Z');
  });

  it('holds the daily job’s reminders, in the member’s time zone, whatever the hour they were queued', async () => {
    const m = await member('3578', { email: 'otomatis.wit@contoh.id' });
    await bill(m, DAY, '2031-02-01');
    await withPreferences(m, 'otomatis.wit@contoh.id', { time_zone: 'Asia/Jayapura' });
    await runJob(DAY);
    expect(await messagesOf(m, 'dues_reminder')).toHaveLength(1);
    // Released from the time it was queued (not this query's now(), which is later and may fall in
    // the other side of 08:00 or 20:00 in Jayapura).
    const [check] = await db.sql<{ local: string; held: boolean }[]>`
      select to_char(x.next_attempt_at at time zone 'Asia/Jayapura', 'HH24:MI') as local,
             x.next_attempt_at = private.quiet_hours_release(x.created_at, 'Asia/Jayapura') as held
      from public.outbox_messages x
      where x.member_id = ${m} and x.template = 'dues_reminder'`;
    expect(check!.held).toBe(true);
    expect(check!.local >= '08:00' && check!.local < '20:00').toBe(true);
  });
});

describe('SIP-expiry reminders', () => {
  it('queues one notice with the renewal guide within 90 days, one within 30, and no more', async () => {
    const expiry = addDays(DAY, 120);
    const m = await member('3578', { sipExpiry: expiry });
    const sip = async (day: string) => {
      await runJob(day);
      return messagesOf(m, 'sip_expiry_reminder');
    };
    expect(await sip(addDays(expiry, -91))).toHaveLength(0);
    expect(await sip(addDays(expiry, -90))).toHaveLength(1);
    expect(await sip(addDays(expiry, -89))).toHaveLength(1);
    expect(await sip(addDays(expiry, -31))).toHaveLength(1);
    const both = await sip(addDays(expiry, -30));
    expect(both).toHaveLength(2);
    expect(await sip(addDays(expiry, -10))).toHaveLength(2);
    expect(both.map((x) => x.variables.days_left)).toEqual(['90', '30']);
    expect(both[0]!.body_text).toContain(`${addDays(expiry, 0).split('-').reverse().join('/')} (90 hari lagi)`);
    expect(both[0]!.body_text).toMatch(/\/sertifikasi$/);
  });

  it('sends none to a member who turned membership updates off', async () => {
    const m = await member('3578', { sipExpiry: addDays(DAY, 30) });
    await withPreferences(m, 'otomatis.sip@contoh.id', { membership_updates: false });
    await runJob(DAY);
    expect(await messagesOf(m, 'sip_expiry_reminder')).toHaveLength(0);
  });
});

describe('the daily dues job', () => {
  it('queues the day’s automatic messages', async () => {
    const m = await member('3578', { sipExpiry: addDays(DAY, 90) });
    await bill(m, addDays(DAY, 3), '2031-03-01');
    await db.sql`select * from private.run_daily_dues(${DAY}::date)`;
    expect(await messagesOf(m, 'dues_reminder')).toHaveLength(1);
    expect(await messagesOf(m, 'sip_expiry_reminder')).toHaveLength(1);
  });
});
