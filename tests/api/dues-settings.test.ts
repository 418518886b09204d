// The dues settings through the API (issue 12 §6, §7): the split by level, effective-dated, and the
// grace period; read by officers, changed by SUPER_ADMIN only, every change in the audit trail.
import { beforeAll, describe, expect, it } from 'vitest';
import { calendarDate } from '../../supabase/functions/_shared/calendar.ts';
import { duesSettingsMessages, type DuesSettings } from '../../supabase/functions/_shared/contracts/dues-settings.ts';
import { settingsErrors } from '../../supabase/functions/api/routes/dues/settings/handlers.ts';
import { databaseError } from '../../supabase/functions/api/routes/_shared/database-errors.ts';
import { useBackend } from '../support/backend.ts';
import { signInDemoAccounts } from '../support/sign-in.ts';
import { useTestDatabase } from '../support/test-database.ts';
import { indonesianText } from '../../supabase/functions/_shared/indonesian-text.ts';

const db = useTestDatabase();
const backend = useBackend(db);
let tokens: Awaited<ReturnType<typeof signInDemoAccounts>>;

beforeAll(async () => {
  tokens = await signInDemoAccounts(backend);
});

const DAY_MS = 86_400_000;
/** A WIB date `days` from today, as the association's calendar (and SQL's private.today()) has it. */
const wibDate = (days: number) => calendarDate(new Date(Date.now() + days * DAY_MS));

async function settings(token: string): Promise<DuesSettings> {
  const response = await backend.call('GET', '/dues/settings', { token });
  expect(response.status).toBe(200);
  return response.body.data as unknown as DuesSettings;
}

const setSplit = (body: unknown, token = tokens.superadmin) =>
  backend.call('PUT', '/dues/settings/split', { token, body });
const setGraceDays = (body: unknown, token = tokens.superadmin) =>
  backend.call('PUT', '/dues/settings/grace-days', { token, body });

async function auditRows(action: string) {
  return db.sql<{ entity: string; after: Record<string, unknown> }[]>`
    select entity, after from public.audit_logs where action = ${action} order by id`;
}

describe('GET /dues/settings', () => {
  it('shows officers the split in force (the seeded 20/30/50) and the default grace period', async () => {
    for (const token of [tokens.superadmin, tokens.dpw, tokens.bandung]) {
      expect(await settings(token)).toEqual({
        splitRules: [
          {
            id: expect.any(String),
            effectiveFrom: '2000-01-01',
            dppPercent: 20,
            dpwPercent: 30,
            dpcPercent: 50,
            current: true,
          },
        ],
        graceDays: 30,
      });
    }
  });

  it('refuses a member with a 403 and an anonymous caller with a 401', async () => {
    expect((await backend.call('GET', '/dues/settings', { token: tokens.anggota })).status).toBe(403);
    expect((await backend.call('GET', '/dues/settings')).status).toBe(401);
  });
});

describe('PUT /dues/settings/split', () => {
  it.each([
    [{ dppPercent: 20, dpwPercent: 30, dpcPercent: 49.99 }, indonesianText(duesSettingsMessages.splitNotWhole)],
    [{ dppPercent: 50, dpwPercent: 50, dpcPercent: 10 }, indonesianText(duesSettingsMessages.splitNotWhole)],
    [
      { dppPercent: 33.333, dpwPercent: 33.333, dpcPercent: 33.334 },
      indonesianText(duesSettingsMessages.percentInvalid),
    ],
    [{ dppPercent: -10, dpwPercent: 60, dpcPercent: 50 }, indonesianText(duesSettingsMessages.percentInvalid)],
  ])('refuses %j with a 400 and its message', async (percents, message) => {
    const response = await setSplit({ effectiveFrom: wibDate(1), ...percents });
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ code: 'VALIDATION_ERROR', message });
  });

  it("maps the table's own refusal of a split not summing to 100% to the same 400 message", async () => {
    const refusal = await db.sql`
      insert into public.dues_split_rules (effective_from, dpp_basis_points, dpw_basis_points, dpc_basis_points)
      values ('2100-01-01', 2000, 3000, 4999)`.catch((error: unknown) => error);
    expect(refusal).toMatchObject({ code: '23514', constraint_name: 'dues_split_rules_whole' });
    expect(databaseError(refusal, settingsErrors)).toMatchObject({
      code: 'VALIDATION_ERROR',
      status: 400,
      // The contract's keyed message, which the response renders in Indonesian.
      message: duesSettingsMessages.splitNotWhole,
    });
  });

  it('refuses a past date and an invalid one with a 400', async () => {
    const past = await setSplit({ effectiveFrom: wibDate(-1), dppPercent: 15, dpwPercent: 35, dpcPercent: 50 });
    expect(past.status).toBe(400);
    expect(past.body.error?.message).toBe(indonesianText(duesSettingsMessages.effectiveFromPast));
    const invalid = await setSplit({ effectiveFrom: '2026-02-30', dppPercent: 15, dpwPercent: 35, dpcPercent: 50 });
    expect(invalid.body.error?.message).toBe(indonesianText(duesSettingsMessages.effectiveFromInvalid));
  });

  it('refuses DPW and DPC officers and a member with a 403, and writes nothing', async () => {
    for (const token of [tokens.dpw, tokens.bandung, tokens.anggota]) {
      const response = await setSplit(
        { effectiveFrom: wibDate(1), dppPercent: 10, dpwPercent: 40, dpcPercent: 50 },
        token,
      );
      expect(response.status).toBe(403);
    }
    expect((await settings(tokens.superadmin)).splitRules).toHaveLength(1);
  });

  it('sets a split effective tomorrow (two decimals), scheduled above the one in force, audited', async () => {
    const tomorrow = wibDate(1);
    const response = await setSplit({
      effectiveFrom: tomorrow,
      dppPercent: 15.5,
      dpwPercent: 33.33,
      dpcPercent: 51.17,
    });
    expect(response.status).toBe(200);
    const data = response.body.data as unknown as DuesSettings;
    expect(data.splitRules.map(({ id: _id, ...rule }) => rule)).toEqual([
      { effectiveFrom: tomorrow, dppPercent: 15.5, dpwPercent: 33.33, dpcPercent: 51.17, current: false },
      { effectiveFrom: '2000-01-01', dppPercent: 20, dpwPercent: 30, dpcPercent: 50, current: true },
    ]);
    const [stored] = await db.sql`
      select dpp_basis_points, dpw_basis_points, dpc_basis_points from public.dues_split_rules
      where effective_from = ${tomorrow}::date`;
    expect(stored).toEqual({ dpp_basis_points: 1550, dpw_basis_points: 3333, dpc_basis_points: 5117 });
    const audit = await auditRows('dues_split_rules.set');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      entity: 'dues_split_rules',
      after: { effective_from: tomorrow, dpp_basis_points: 1550 },
    });

    // The same date again replaces that day's split instead of adding a second one.
    const again = await setSplit({ effectiveFrom: tomorrow, dppPercent: 15, dpwPercent: 35, dpcPercent: 50 });
    expect((again.body.data as unknown as DuesSettings).splitRules).toHaveLength(2);
    expect(await auditRows('dues_split_rules.set')).toHaveLength(2);
  });

  it('puts a split effective today in force at once', async () => {
    const response = await setSplit({ effectiveFrom: wibDate(0), dppPercent: 25, dpwPercent: 25, dpcPercent: 50 });
    expect(response.status).toBe(200);
    const current = (response.body.data as unknown as DuesSettings).splitRules.filter((rule) => rule.current);
    expect(current).toEqual([expect.objectContaining({ effectiveFrom: wibDate(0), dppPercent: 25 })]);
  });
});

describe('PUT /dues/settings/grace-days', () => {
  it.each([[-1], [366], [1.5], ['tiga']])('refuses %j with a 400 and its message', async (graceDays) => {
    const response = await setGraceDays({ graceDays });
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: indonesianText(duesSettingsMessages.graceDaysInvalid),
    });
  });

  it('refuses DPW and DPC officers with a 403', async () => {
    for (const token of [tokens.dpw, tokens.bandung]) {
      expect((await setGraceDays({ graceDays: 10 }, token)).status).toBe(403);
    }
    expect((await settings(tokens.bandung)).graceDays).toBe(30);
  });

  it('sets the grace days for SUPER_ADMIN, audited as membership_settings.update, and officers see it', async () => {
    const response = await setGraceDays({ graceDays: 45 });
    expect(response.status).toBe(200);
    expect((response.body.data as unknown as DuesSettings).graceDays).toBe(45);
    expect((await settings(tokens.bandung)).graceDays).toBe(45);
    const audit = await auditRows('membership_settings.update');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ entity: 'membership_settings', after: { grace_days: 45 } });
  });
});
