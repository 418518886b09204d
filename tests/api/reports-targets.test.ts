// GET and PUT /reports/targets (issue 27 §2, "monthly revenue vs target"): Kota Bandung's officer
// sets its twelve months; the financial report then carries them, and Jawa Barat's officer, with
// no target of the province's own, sees them summed with its other DPCs'. Kota Bandung cannot set
// Kota Surabaya's (403); a member and a verified newcomer cannot set any; bad input is refused.
import { beforeAll, describe, expect, it } from 'vitest';
import { financialReportSchema } from '../../supabase/functions/_shared/contracts/reports.ts';
import { revenueTargetsSchema } from '../../supabase/functions/_shared/contracts/revenue-targets.ts';
import { useBackend } from '../support/backend.ts';
import { signIn, signInDemoAccounts } from '../support/sign-in.ts';
import { registerStranger } from '../support/strangers.ts';
import { useTestDatabase } from '../support/test-database.ts';

const db = useTestDatabase();
const backend = useBackend(db);
let tokens: Awaited<ReturnType<typeof signInDemoAccounts>>;
let year: number;
const chapters: Record<string, string> = {};

beforeAll(async () => {
  tokens = await signInDemoAccounts(backend);
  const [row] = await db.sql<{ year: number }[]>`select extract(year from private.today())::int as year`;
  year = row!.year;
  for (const [name, code] of [
    ['bandung', '3273'],
    ['surabaya', '3578'],
  ] as const) {
    const [org] = await db.sql<{ id: string }[]>`select id from public.organizations where bps_code = ${code}`;
    chapters[name] = org!.id;
  }
});

const amounts = Array.from({ length: 12 }, (_, i) => (i + 1) * 1_000_000);

describe('/reports/targets', () => {
  it('lets Kota Bandung’s officer set its months, which the financial report then carries', async () => {
    const before = await backend.call('GET', `/reports/targets?year=${year}`, { token: tokens.bandung });
    expect(before.status, JSON.stringify(before.body)).toBe(200);
    expect(revenueTargetsSchema.parse(before.body.data)).toMatchObject({
      organizationId: chapters['bandung'],
      organizationName: 'Kota Bandung',
      year,
      amounts: Array.from({ length: 12 }, () => null),
      canEdit: true,
    });

    const saved = await backend.call('PUT', '/reports/targets', {
      token: tokens.bandung,
      body: { organizationId: chapters['bandung'], year, amounts },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(revenueTargetsSchema.parse(saved.body.data).amounts).toEqual(amounts);

    const report = await backend.call('GET', `/reports/financial?period=year&date=${year}-06-01`, {
      token: tokens.bandung,
    });
    expect(report.status).toBe(200);
    expect(financialReportSchema.parse(report.body.data).months.map((row) => row.target)).toEqual(amounts);
    // The province has none of its own: its officer sees its DPCs' summed, Kota Bandung's among them.
    const province = await backend.call('GET', `/reports/financial?period=month&date=${year}-03-01`, {
      token: tokens.dpw,
    });
    expect(financialReportSchema.parse(province.body.data).months[0]!.target).toBe(3_000_000);
    // The province's officer reads Kota Bandung's too; Kota Surabaya's officer may not.
    const read = await backend.call('GET', `/reports/targets?year=${year}&organizationId=${chapters['bandung']}`, {
      token: tokens.dpw,
    });
    expect(revenueTargetsSchema.parse(read.body.data)).toMatchObject({ amounts, canEdit: true });
    const foreign = await backend.call('GET', `/reports/targets?year=${year}&organizationId=${chapters['bandung']}`, {
      token: tokens.surabaya,
    });
    expect(foreign.status).toBe(403);
  });

  it('refuses Kota Surabaya’s targets to Kota Bandung’s officer, and any to a member or a newcomer', async () => {
    const body = { organizationId: chapters['surabaya'], year, amounts };
    expect((await backend.call('PUT', '/reports/targets', { token: tokens.bandung, body })).status).toBe(403);
    expect((await backend.call('PUT', '/reports/targets', { token: tokens.anggota, body })).status).toBe(403);
    const person = {
      fullName: 'Dewi Anggraini',
      email: 'dewi.target@contoh.id',
      password: 'Rahasia#2026',
      phoneNumber: '081355557777',
    };
    await registerStranger(backend, db.sql, person, { verifiedBy: tokens.bandung });
    const token = (await signIn(backend, person.email, person.password)).accessToken;
    const own = { organizationId: chapters['bandung'], year, amounts };
    expect((await backend.call('PUT', '/reports/targets', { token, body: own })).status).toBe(403);
    expect((await backend.call('GET', `/reports/targets?year=${year}`, { token })).status).toBe(403);
    expect((await backend.call('PUT', '/reports/targets', { body: own })).status).toBe(401);
    const [row] = await db.sql<{ n: number }[]>`
      select count(*)::int as n from public.revenue_targets where organization_id = ${chapters['surabaya']!}`;
    expect(row!.n).toBe(0);
  });

  it('refuses eleven months, a negative amount and a bad year, in Indonesian', async () => {
    const cases = [
      [{ amounts: amounts.slice(1) }, 'validation:reports.targetAmountsInvalid'],
      [{ amounts: [-1, ...amounts.slice(1)] }, 'validation:reports.targetAmountInvalid'],
      [{ year: 1999 }, 'validation:reports.targetYearInvalid'],
    ] as const;
    for (const [change, key] of cases) {
      const response = await backend.call('PUT', '/reports/targets', {
        token: tokens.bandung,
        body: { organizationId: chapters['bandung'], year, amounts, ...change },
      });
      expect({ key, status: response.status }).toEqual({ key, status: 400 });
      expect(response.body.error).toMatchObject({ code: 'VALIDATION_ERROR' });
      expect(JSON.stringify(response.body.error)).toContain(key.split(':')[1]!.split('.')[1]!);
    }
    expect((await backend.call('GET', '/reports/targets', { token: tokens.bandung })).status).toBe(400);
  });
});
