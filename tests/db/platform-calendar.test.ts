// One calendar: the dates SIMK computes follow Asia/Jakarta, whatever the session's TimeZone.
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../support/test-database.ts';
import { type DemoActors, as, demoActors } from './support/actors.ts';

const db = useTestDatabase();
let actors: DemoActors;

beforeAll(async () => {
  actors = await demoActors(db.sql);
});

describe('the Asia/Jakarta calendar', () => {
  it('gives the WIB date of an instant: 23:30 WIB and 00:30 WIB fall on their WIB days', async () => {
    const [row] = await db.sql`
      select private.calendar_date('2026-11-24 23:30+07')::text as late_evening,
             private.calendar_date('2026-11-24 16:30Z')::text as same_instant_in_utc,
             private.calendar_date('2026-11-23 17:30Z')::text as after_midnight`;
    expect(row).toEqual({
      late_evening: '2026-11-24',
      same_instant_in_utc: '2026-11-24',
      after_midnight: '2026-11-24', // 00:30 WIB: still the 23rd in UTC
    });
  });

  for (const zone of ['UTC', 'Pacific/Kiritimati', 'America/Los_Angeles']) {
    it(`private.today() is the WIB date in a ${zone} session`, async () => {
      const [row] = await db.sql.begin(async (tx) => {
        await tx`select set_config('TimeZone', ${zone}, true)`;
        return tx`select private.today() = (now() at time zone 'Asia/Jakarta')::date as wib,
                         private.today() = private.calendar_date(now()) as same_rule`;
      });
      expect(row).toEqual({ wib: true, same_rule: true });
    });
  }

  it('a verification dates the join on the WIB day the application is verified, in a UTC session', async () => {
    const [pending] = await db.sql<{ id: string }[]>`
      insert into public.members (full_name, organization_id, created_at)
      select 'Pendaftar Malam', o.id, '2026-11-24 23:30+07' from public.organizations o where o.bps_code = '3273'
      returning id`;
    const [verified] = await as(db.sql, actors.dpcBandung, async (tx) => {
      await tx`select set_config('TimeZone', 'UTC', true)`;
      return tx`select join_date = private.calendar_date(verified_at) as same_day, join_date from verify_member(${pending!.id})`;
    });
    expect(verified!.same_day).toBe(true);
  });
});
