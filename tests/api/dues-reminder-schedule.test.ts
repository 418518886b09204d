// The reminder schedule through the API (issue 14 §3, decision 0040): officers read the schedule
// in force in their organization and where it comes from; those with dues.remind there change it
// (audited); an officer of another chapter is refused, and bad input changes nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  reminderScheduleMessages,
  type ReminderSchedule,
} from '../../supabase/functions/_shared/contracts/reminder-schedule.ts';
import { useBackend } from '../support/backend.ts';
import { signInDemoAccounts } from '../support/sign-in.ts';
import { useTestDatabase } from '../support/test-database.ts';
import { indonesianText } from '../../supabase/functions/_shared/indonesian-text.ts';

const db = useTestDatabase();
const backend = useBackend(db);
let tokens: Awaited<ReturnType<typeof signInDemoAccounts>>;
let bandung: string;
let jabar: string;

beforeAll(async () => {
  tokens = await signInDemoAccounts(backend);
  const orgs = await db.sql<{ id: string; bps_code: string }[]>`
    select id, bps_code from public.organizations where bps_code in ('3273', '32')`;
  bandung = orgs.find((o) => o.bps_code === '3273')!.id;
  jabar = orgs.find((o) => o.bps_code === '32')!.id;
});

async function schedule(token: string, organizationId?: string): Promise<ReminderSchedule> {
  const query = organizationId ? `?organizationId=${organizationId}` : '';
  const response = await backend.call('GET', `/dues/reminder-schedule${query}`, { token });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data as unknown as ReminderSchedule;
}

const put = (body: unknown, token = tokens.bandung) => backend.call('PUT', '/dues/reminder-schedule', { token, body });

const storedDays = async (organizationId: string) =>
  (
    await db.sql<
      { days: number[] }[]
    >`select days from public.reminder_schedules where organization_id = ${organizationId}`
  )[0]?.days ?? null;

describe('GET /dues/reminder-schedule', () => {
  it('shows a DPC officer their DPC’s schedule: the built-in default until someone saves one', async () => {
    expect(await schedule(tokens.bandung)).toEqual({
      organizationId: bandung,
      organizationName: expect.any(String),
      days: [-3, 0, 7, 30],
      source: 'default',
      hasOwn: false,
      canEdit: true,
    });
  });

  it('refuses a member (403), an anonymous caller (401), and another chapter’s officer (403)', async () => {
    expect((await backend.call('GET', '/dues/reminder-schedule', { token: tokens.anggota })).status).toBe(403);
    expect((await backend.call('GET', '/dues/reminder-schedule', {})).status).toBe(401);
    const other = await backend.call('GET', `/dues/reminder-schedule?organizationId=${bandung}`, {
      token: tokens.surabaya,
    });
    expect(other.status).toBe(403);
  });
});

describe('PUT /dues/reminder-schedule', () => {
  it('saves the DPC’s own days (sorted), audited; its DPW’s schedule then no longer applies to it', async () => {
    const saved = await put({ organizationId: bandung, days: [14, -1, 3] });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject({ days: [-1, 3, 14], source: 'DPC', hasOwn: true });
    expect(await storedDays(bandung)).toEqual([-1, 3, 14]);
    const [audit] = await db.sql<{ after: { days: number[] } }[]>`
      select after from public.audit_logs where action = 'reminder_schedules.set' and entity_id = ${bandung}
      order by id desc limit 1`;
    expect(audit!.after.days).toEqual([-1, 3, 14]);

    const dpw = await put({ organizationId: jabar, days: [0] }, tokens.dpw);
    expect(dpw.status).toBe(200);
    expect((await schedule(tokens.bandung)).days).toEqual([-1, 3, 14]);
    // Removing its own: the DPC follows its DPW again.
    const inherit = await put({ organizationId: bandung, days: null });
    expect(inherit.body.data).toMatchObject({ days: [0], source: 'DPW', hasOwn: false });
  });

  it('refuses an officer of another chapter and a member, and changes nothing', async () => {
    await put({ organizationId: bandung, days: [5] });
    expect((await put({ organizationId: bandung, days: [1] }, tokens.surabaya)).status).toBe(403);
    expect((await put({ organizationId: bandung, days: [1] }, tokens.anggota)).status).toBe(403);
    // A DPC officer cannot change the DPW's schedule either.
    expect((await put({ organizationId: jabar, days: [1] })).status).toBe(403);
    expect(await storedDays(bandung)).toEqual([5]);
  });

  it('answers bad input with a 400 and the reason, and changes nothing', async () => {
    await put({ organizationId: bandung, days: [5] });
    const cases: [unknown, string | undefined][] = [
      [{ organizationId: bandung, days: [-61] }, indonesianText(reminderScheduleMessages.dayInvalid)],
      [{ organizationId: bandung, days: [1.5] }, indonesianText(reminderScheduleMessages.dayInvalid)],
      [{ organizationId: bandung, days: [1, 1] }, indonesianText(reminderScheduleMessages.duplicate)],
      [
        { organizationId: bandung, days: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] },
        indonesianText(reminderScheduleMessages.tooMany),
      ],
      [{ organizationId: bandung, days: 'setiap hari' }, indonesianText(reminderScheduleMessages.daysInvalid)],
      [{ organizationId: 'bukan-id', days: [1] }, indonesianText(reminderScheduleMessages.organizationInvalid)],
      [{ organizationId: bandung }, undefined],
    ];
    for (const [body, message] of cases) {
      const response = await put(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      if (message !== undefined) expect(response.body.error?.message, JSON.stringify(body)).toBe(message);
    }
    expect(await storedDays(bandung)).toEqual([5]);
  });
});
