// GET /reports/analytics (issue 27 §4): the officer's trend view of the chapters where the caller
// holds reports.view. A stranger registers and is verified by Kota Bandung: this month's
// application and verification, the waiting time and the register's total follow in Kota Bandung's
// view, Jawa Barat's and the country's. The window is 6, 12 or 24 months; a member gets 403, another
// window 400.
import { beforeAll, describe, expect, it } from 'vitest';
import { type Analytics, analyticsSchema } from '../../supabase/functions/_shared/contracts/analytics.ts';
import { useBackend } from '../support/backend.ts';
import { signIn, signInDemoAccounts } from '../support/sign-in.ts';
import { registerStranger } from '../support/strangers.ts';
import { useTestDatabase } from '../support/test-database.ts';

const db = useTestDatabase();
const backend = useBackend(db);
let tokens: Awaited<ReturnType<typeof signInDemoAccounts>>;

beforeAll(async () => {
  tokens = await signInDemoAccounts(backend);
});

async function analytics(token: string, query = ''): Promise<Analytics> {
  const response = await backend.call('GET', `/reports/analytics${query}`, { token });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return analyticsSchema.parse(response.body.data);
}

const thisMonth = (figures: Analytics) => ({
  total: figures.members.at(-1)!.total,
  joins: figures.members.at(-1)!.joins,
  applications: figures.registrations.at(-1)!.applications,
  verifications: figures.registrations.at(-1)!.verifications,
  verifiedWithDates: figures.registrations.at(-1)!.verifiedWithDates,
});
const plusOne = (figures: ReturnType<typeof thisMonth>) => ({
  total: figures.total + 1,
  joins: figures.joins + 1,
  applications: figures.applications + 1,
  verifications: figures.verifications + 1,
  verifiedWithDates: figures.verifiedWithDates + 1,
});

describe('GET /reports/analytics', () => {
  it('counts a stranger who registers and is verified in Kota Bandung, Jawa Barat and the country', async () => {
    const person = {
      fullName: 'Wulan Analitika',
      email: 'wulan.analitika@contoh.id',
      password: 'Rahasia#2026',
      phoneNumber: '081355557171',
    };
    const before = {
      dpc: await analytics(tokens.bandung),
      dpw: await analytics(tokens.dpw),
      dpp: await analytics(tokens.superadmin),
    };
    await registerStranger(backend, db.sql, person, { verifiedBy: tokens.bandung });
    const token = (await signIn(backend, person.email, person.password)).accessToken;
    expect((await backend.call('GET', '/reports/analytics', { token })).status).toBe(403);

    const after = {
      dpc: await analytics(tokens.bandung),
      dpw: await analytics(tokens.dpw),
      dpp: await analytics(tokens.superadmin),
    };
    expect(thisMonth(after.dpc)).toEqual(plusOne(thisMonth(before.dpc)));
    expect(thisMonth(after.dpw)).toEqual(plusOne(thisMonth(before.dpw)));
    expect(thisMonth(after.dpp)).toEqual(plusOne(thisMonth(before.dpp)));
    expect(after.dpc.registrations.at(-1)!.medianDays).not.toBeNull();
    expect(after.dpc.medianDays).not.toBeNull();
    // The DPW sees more than its DPC, the country more than the DPW.
    expect(after.dpw.members.at(-1)!.total).toBeGreaterThan(after.dpc.members.at(-1)!.total);
    expect(after.dpp.members.at(-1)!.total).toBeGreaterThan(after.dpw.members.at(-1)!.total);
  });

  it('answers 6, 12 (the default) and 24 months, ending with this month', async () => {
    const [row] = await db.sql<{ month: string }[]>`select date_trunc('month', private.today())::date::text as month`;
    for (const months of [6, 12, 24]) {
      const figures = await analytics(tokens.bandung, `?months=${months}`);
      expect(figures.months).toBe(months);
      for (const series of [figures.members, figures.collection, figures.registrations]) {
        expect(series).toHaveLength(months);
        expect(series.at(-1)!.month).toBe(row!.month);
      }
      expect(figures.arrears.map((bucket) => bucket.bucket)).toEqual(['1-7', '8-30', '>30']);
    }
    expect((await analytics(tokens.bandung)).months).toBe(12);
  });

  it('refuses a member (403), no token (401) and another window (400)', async () => {
    expect((await backend.call('GET', '/reports/analytics', { token: tokens.anggota })).status).toBe(403);
    expect((await backend.call('GET', '/reports/analytics')).status).toBe(401);
    for (const months of ['3', '36', 'abc']) {
      const response = await backend.call('GET', `/reports/analytics?months=${months}`, { token: tokens.bandung });
      expect(response.status).toBe(400);
    }
  });
});
