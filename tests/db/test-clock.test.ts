// The test clock (decision 0046): private.today() answers the date `simk.today` names, and the seed
// and the daily job read the same clock, so the suite's calendar-sensitive facts hold on any day.
// Each case seeds a database of its own on a day the real calendar reaches only sometimes: a
// reminder-schedule day (the 27th, three days before a month-end due date), a month end, and New
// Year's Eve at 23:30 WIB (already 16:30 UTC, still the 31st in Jakarta).
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { databaseUrl, superUser } from '../../local/config.ts';
import { applySeed, quoteIdent } from '../../local/database.ts';
import { cloneTemplate, dropDatabase } from '../support/test-database.ts';

const CLOCKS = [
  { day: 'a reminder-schedule day (the 27th)', clock: '2026-11-27', today: '2026-11-27' },
  { day: 'a month end (28 February)', clock: '2027-02-28', today: '2027-02-28' },
  { day: '31 December at 23:30 WIB', clock: '2026-12-31T23:30:00+07:00', today: '2026-12-31' },
];

const opened: { name: string; sql: postgres.Sql }[] = [];
afterAll(async () => {
  for (const { name, sql } of opened) {
    await sql.end({ timeout: 1 });
    await dropDatabase(inject('databasePort'), name);
  }
});

/** A database seeded with the clock set, as `SIMK_TEST_TODAY=<clock> npm test` builds its template. */
async function seededOn(clock: string): Promise<postgres.Sql> {
  const port = inject('databasePort');
  const name = `clock_${opened.length}_${Date.now()}`;
  await cloneTemplate(port, inject('schemaTemplateDatabase'), name);
  const sql = postgres(databaseUrl(port, name), { max: 2, onnotice: () => {} });
  opened.push({ name, sql });
  // A placeholder setting on a database is the superuser's to set, as `-c simk.today=…` on the cluster.
  const admin = postgres(databaseUrl(port, 'template1', superUser), { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`alter database ${quoteIdent(name)} set simk.today = '${clock}'`);
  } finally {
    await admin.end();
  }
  await applySeed(port, name);
  return sql;
}

describe('private.today()', () => {
  it('is the WIB date of now without a clock, and the date or the WIB date of the instant the clock names', async () => {
    const sql = postgres(databaseUrl(inject('databasePort'), inject('templateDatabase')), { max: 1 });
    try {
      const [real] = await sql<{ today: string; wib: string }[]>`
        select private.today()::text as today, (now() at time zone 'Asia/Jakarta')::date::text as wib`;
      expect(real!.today).toBe(real!.wib);
      const on = async (clock: string) =>
        (
          await sql.begin(async (tx) => {
            await tx`select set_config('simk.today', ${clock}, true)`;
            return tx<{ today: string }[]>`select private.today()::text as today`;
          })
        )[0]!.today;
      expect(await on('2026-12-31')).toBe('2026-12-31');
      expect(await on('2026-12-31T23:30:00+07:00')).toBe('2026-12-31');
      // 00:30 WIB on New Year's Day is still the 31st in UTC: the association's calendar wins.
      expect(await on('2026-12-31T17:30:00Z')).toBe('2027-01-01');
    } finally {
      await sql.end({ timeout: 1 });
    }
  });
});

describe.each(CLOCKS)('the calendar on $day', ({ clock, today }) => {
  let sql: postgres.Sql;
  // The whole seed, on a 2-core machine shared with the other test projects.
  beforeAll(async () => {
    sql = await seededOn(clock);
  }, 240_000);

  it('seeds the demo on that day: this month billed, nothing billed ahead', async () => {
    const [row] = await sql<{ today: string; current: number; ahead: number }[]>`
      select private.today()::text as today,
             count(*) filter (where period_start = date_trunc('month', private.today())::date)::int as current,
             count(*) filter (where period_start > private.today())::int as ahead
      from public.bills`;
    expect(row).toEqual({ today, current: expect.any(Number), ahead: 0 });
    expect(row!.current).toBeGreaterThan(0);
  });

  it('leaves every overdue bucket of Kota Bandung with members an officer can still remind', async () => {
    const buckets = await sql<{ bucket: string; fresh: number }[]>`
      select o.bucket, count(*) filter (where o.phone is not null and o.reminder_count = 0)::int as fresh
      from public.overdue_members(private.today(), array(select id from public.organizations where bps_code = '3273')) o
      group by o.bucket order by o.bucket`;
    expect(buckets.map((b) => b.bucket)).toEqual(['1-7', '8-30', '>30']);
    // What tests/api/dues-overdue.test.ts takes from each bucket, with a margin.
    const needed: Record<string, number> = { '1-7': 2, '8-30': 4, '>30': 2 };
    for (const b of buckets) expect(b.fresh, b.bucket).toBeGreaterThanOrEqual(needed[b.bucket]!);
  });

  it('queues an officer’s reminder to an overdue member, once', async () => {
    const [officer] = await sql<{ id: string }[]>`select id from auth.users where email = 'dpc.bandung@simk.test'`;
    const [member] = await sql<{ member_id: string }[]>`
      select o.member_id from public.overdue_members(private.today(), array(select id from public.organizations where bps_code = '3273')) o
      where o.phone is not null and o.reminder_count = 0 order by o.member_id limit 1`;
    const remind = () =>
      sql.begin(async (tx) => {
        await tx`select set_config('role', 'authenticated', true),
                        set_config('request.jwt.claims', ${JSON.stringify({ sub: officer!.id, role: 'authenticated' })}, true)`;
        const [result] = await tx<
          { r: { queued: number } }[]
        >`select queue_reminders(array[${member!.member_id}]::uuid[]) as r`;
        return result!.r;
      });
    expect(await remind()).toMatchObject({ queued: 1 });
    expect(await remind()).toMatchObject({ queued: 0 });
  });

  it('runs the daily job on that day as the seed left it: no bill to add, and its reminders once', async () => {
    const [first] = await sql<{ bills_issued: number }[]>`select bills_issued from private.run_daily_dues()`;
    expect(first!.bills_issued).toBe(0);
    const queued = async () =>
      (await sql<{ n: number }[]>`select count(*)::int as n from public.outbox_messages where status = 'queued'`)[0]!.n;
    const after = await queued();
    await sql`select * from private.run_daily_dues()`;
    expect(await queued()).toBe(after);
  });
});
