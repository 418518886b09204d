// GET /reports/membership (issue 27 §1): the membership report of the chapters where the caller
// holds reports.view. A stranger registers and is verified by Kota Bandung: they count at once as a
// new, active member in Kota Bandung's report, in Jawa Barat's row of the DPW's and in the country's,
// and not in Sumatera's. The period and region filters answer what they say, the island groups are
// the SQL's, the highlights are keyed sentences; a member gets 403, bad filters 400.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  MEMBERSHIP_REGIONS,
  type MembershipReport,
  membershipReportSchema,
} from '../../supabase/functions/_shared/contracts/membership-report.ts';
import { useBackend } from '../support/backend.ts';
import { signIn, signInDemoAccounts } from '../support/sign-in.ts';
import { registerStranger } from '../support/strangers.ts';
import { useTestDatabase } from '../support/test-database.ts';

const db = useTestDatabase();
const backend = useBackend(db);
let tokens: Awaited<ReturnType<typeof signInDemoAccounts>>;
let today: string;

beforeAll(async () => {
  tokens = await signInDemoAccounts(backend);
  const [row] = await db.sql<{ today: string }[]>`select private.today()::text as today`;
  today = row!.today;
});

async function report(token: string, query = ''): Promise<MembershipReport> {
  const response = await backend.call('GET', `/reports/membership${query}`, { token });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return membershipReportSchema.parse(response.body.data);
}

const rowNamed = (figures: MembershipReport, name: string) => {
  const found = figures.distribution.rows.find((row) => row.name === name);
  expect(found, name).toBeDefined();
  return { total: found!.total, active: found!.active, new: found!.new };
};
const cards = (figures: MembershipReport) => figures.cards.current;

describe('GET /reports/membership', () => {
  it('counts a stranger who registers and is verified as a new member of Kota Bandung, Jawa Barat and the country', async () => {
    const person = {
      fullName: 'Laras Anggitasari',
      email: 'laras.anggita@contoh.id',
      password: 'Rahasia#2026',
      phoneNumber: '081355559191',
    };
    const thisMonth = `?period=month&date=${today}`;
    const before = {
      dpc: await report(tokens.bandung, thisMonth),
      dpw: await report(tokens.dpw, thisMonth),
      dpp: await report(tokens.superadmin, thisMonth),
      sumatera: await report(tokens.superadmin, `${thisMonth}&region=sumatera`),
    };
    await registerStranger(backend, db.sql, person, { verifiedBy: tokens.bandung });
    const token = (await signIn(backend, person.email, person.password)).accessToken;
    expect((await backend.call('GET', '/reports/membership', { token })).status).toBe(403);

    const after = {
      dpc: await report(tokens.bandung, thisMonth),
      dpw: await report(tokens.dpw, thisMonth),
      dpp: await report(tokens.superadmin, thisMonth),
      sumatera: await report(tokens.superadmin, `${thisMonth}&region=sumatera`),
    };
    const plusOne = (figures: { total: number; active: number; new: number }) => ({
      total: figures.total + 1,
      active: figures.active + 1,
      new: figures.new + 1,
    });
    const tally = ({ total, active, new: joined }: { total: number; active: number; new: number }) => ({
      total,
      active,
      new: joined,
    });
    expect(tally(cards(after.dpc))).toEqual(plusOne(cards(before.dpc)));
    expect(tally(cards(after.dpw))).toEqual(plusOne(cards(before.dpw)));
    expect(tally(cards(after.dpp))).toEqual(plusOne(cards(before.dpp)));
    expect(rowNamed(after.dpw, 'Kota Bandung')).toEqual(plusOne(rowNamed(before.dpw, 'Kota Bandung')));
    expect(rowNamed(after.dpp, 'Jawa Barat')).toEqual(plusOne(rowNamed(before.dpp, 'Jawa Barat')));
    expect(cards(after.sumatera)).toEqual(cards(before.sumatera));
    // The month's row of the growth table has the join too.
    expect(after.dpc.months.at(-1)!.joins).toBe(before.dpc.months.at(-1)!.joins + 1);
    // What the DPC sees of itself is what its DPW sees of it.
    expect(rowNamed(after.dpw, 'Kota Bandung')).toEqual(rowNamed(after.dpc, 'Kota Bandung'));
    expect(tally(cards(after.dpc))).toEqual(rowNamed(after.dpc, 'Kota Bandung'));
  });

  it('answers the week, quarter, year and a date range, each against the previous period of its length', async () => {
    const [days] = await db.sql<{ monday: string; from: string; to: string; previousFrom: string; quarter: string }[]>`
      select date_trunc('week', private.today())::date::text as monday,
             (private.today() - 60)::text as "from", (private.today() - 31)::text as "to",
             (private.today() - 90)::text as "previousFrom",
             date_trunc('quarter', private.today())::date::text as quarter`;
    const week = await report(tokens.bandung, `?period=week&date=${today}`);
    expect(week.period.from).toBe(days!.monday);
    expect(week.months).toHaveLength(12);
    const range = await report(tokens.bandung, `?period=custom&from=${days!.from}&to=${days!.to}`);
    expect(range.period).toEqual({
      kind: 'custom',
      from: days!.from,
      to: days!.to,
      previousFrom: days!.previousFrom,
      previousTo: (await db.sql<{ d: string }[]>`select (${days!.from}::date - 1)::text as d`)[0]!.d,
    });
    const quarter = await report(tokens.bandung, `?period=quarter&date=${today}`);
    expect(quarter.period.from).toBe(days!.quarter);
    const year = await report(tokens.bandung, `?period=year&date=${today}`);
    expect(year.cards.current.new).toBeGreaterThanOrEqual(quarter.cards.current.new);
    expect(year.cards.current.total).toBe(quarter.cards.current.total);
  });

  it('filters by island group: the SQL’s groups, rows of that group only, nothing for a chapter outside it', async () => {
    const groups = await db.sql<{ region: string }[]>`select region from private.regions() order by ordinal`;
    expect(groups.map((group) => group.region)).toEqual([...MEMBERSHIP_REGIONS]);
    const jawa = await report(tokens.superadmin, `?period=month&date=${today}&region=jawa`);
    expect(jawa.region).toBe('jawa');
    expect(jawa.distribution.level).toBe('province');
    expect(jawa.distribution.rows.map((row) => row.region)).toEqual(jawa.distribution.rows.map(() => 'jawa'));
    expect(jawa.distribution.rows.map((row) => row.name)).toEqual(expect.arrayContaining(['Jawa Barat', 'Jawa Timur']));
    const all = await report(tokens.superadmin, `?period=month&date=${today}`);
    const perRegion = await Promise.all(
      MEMBERSHIP_REGIONS.map((region) => report(tokens.superadmin, `?period=month&date=${today}&region=${region}`)),
    );
    expect(perRegion.reduce((sum, figures) => sum + figures.cards.current.total, 0)).toBe(all.cards.current.total);
    const elsewhere = await report(tokens.bandung, `?period=month&date=${today}&region=sumatera`);
    expect(elsewhere.distribution.rows).toEqual([]);
    expect(elsewhere.cards.current.total).toBe(0);
  });

  it('gives keyed highlights from the figures, the expiring memberships and waiting applications among them', async () => {
    await registerStranger(backend, db.sql, {
      fullName: 'Dimas Menunggu',
      email: 'dimas.menunggu@contoh.id',
      password: 'Rahasia#2026',
      phoneNumber: '081355559292',
    });
    const figures = await report(tokens.bandung, `?period=month&date=${today}`);
    expect(figures.pendingApplications).toBeGreaterThan(0);
    expect(figures.highlights.length).toBeGreaterThan(2);
    expect(figures.highlights.every((line) => line.key?.startsWith('notices:reports.membership.'))).toBe(true);
    const keys = figures.highlights.map((line) => line.key);
    expect(keys).toContain('notices:reports.membership.pendingApplications');
    expect(keys.includes('notices:reports.membership.expiringSoon')).toBe(figures.expiringSoon > 0);
    const pending = figures.highlights.find((line) => line.key === 'notices:reports.membership.pendingApplications');
    expect(pending!.message).toContain(String(figures.pendingApplications));
  });

  it('refuses a member, the signed-out and bad filters', async () => {
    expect((await backend.call('GET', '/reports/membership', { token: tokens.anggota })).status).toBe(403);
    expect((await backend.call('GET', '/reports/membership')).status).toBe(401);
    for (const query of [
      '?period=decade',
      '?period=custom&from=2026-05-01',
      '?period=custom&from=2026-05-01&to=2026-04-01',
      '?region=atlantis',
      '?date=28-11-2026',
    ]) {
      const response = await backend.call('GET', `/reports/membership${query}`, { token: tokens.bandung });
      expect({ query, status: response.status }).toEqual({ query, status: 400 });
    }
  });
});
