// The automatic reminder schedule section of the dues settings screen (issue 14 §3): the days in
// force and where they come from; an officer with dues.remind changes them after the contract's
// check and a confirmation, or goes back to the parent's schedule.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { reminderScheduleMessages, type ReminderSchedule } from '@shared/contracts/reminder-schedule';
import { ReminderScheduleCard } from '@/features/dues/components/settings/reminder-schedule-card';
import { ok, startFakeApi, type FakeApiServer } from './support/fake-api-server';
import { renderFeature } from './support/render-feature';
import { indonesianText } from '../../supabase/functions/_shared/indonesian-text.ts';

let api: FakeApiServer;
beforeAll(async () => {
  api = await startFakeApi([]);
});
afterAll(() => api.close());

const schedule: ReminderSchedule = {
  organizationId: '00000000-0000-4000-8000-000000000001',
  organizationName: 'DPC Kota Bandung',
  days: [-3, 0, 7, 30],
  source: 'default',
  hasOwn: false,
  canEdit: true,
};

const render = () =>
  renderFeature(<ReminderScheduleCard />, { apiBaseUrl: api.baseUrl, path: '/dashboard/dues/management' });

beforeEach(() => {
  api.routes.clear();
  api.requests.length = 0;
  api.routes.set('GET /profile/permissions', ok({ permissions: ['payments.view', 'dues.remind'] }));
  api.routes.set('GET /dues/reminder-schedule', ok(schedule));
  api.routes.set(
    'GET /dues/overdue/chapters',
    ok({ organizations: [chapter(schedule.organizationId, 'Kota Bandung')] }),
  );
});

const chapter = (id: string, name: string) => ({
  id,
  name,
  level: 'DPC' as const,
  bpsCode: null,
  parentId: null,
  provinceName: 'Jawa Barat',
});

describe('the reminder schedule section', () => {
  it('shows the days in force, where they come from, and the quiet hours', async () => {
    render();
    const days = await screen.findByTestId('dues-reminder-days');
    expect(
      within(days)
        .getAllByText(/.+/)
        .map((badge) => badge.textContent),
    ).toEqual([
      '3 hari sebelum jatuh tempo',
      'Hari jatuh tempo',
      '7 hari setelah jatuh tempo',
      '30 hari setelah jatuh tempo',
    ]);
    const section = screen.getByTestId('dues-reminder-schedule');
    expect(section.textContent).toContain('Jadwal bawaan SIMK');
    expect(section.textContent).toContain('08.00–20.00');
    expect(screen.queryByRole('button', { name: 'Ikuti Jadwal Induk' })).toBeNull();
  });

  it('hides the buttons from an officer who may not change it', async () => {
    api.routes.set('GET /dues/reminder-schedule', ok({ ...schedule, canEdit: false }));
    render();
    await screen.findByTestId('dues-reminder-days');
    expect(screen.queryByRole('button', { name: 'Ubah Jadwal' })).toBeNull();
  });

  it('checks the typed days, confirms them and saves the sorted list', async () => {
    const user = userEvent.setup();
    let sent: unknown;
    api.routes.set('PUT /dues/reminder-schedule', (request) => {
      sent = JSON.parse(request.body);
      return ok({ ...schedule, days: [-1, 14], source: 'DPC', hasOwn: true });
    });
    render();
    await user.click(await screen.findByRole('button', { name: 'Ubah Jadwal' }));
    const form = await screen.findByTestId('dues-reminder-schedule-form');
    const input = within(form).getByLabelText(/Hari pengingat/);
    await user.clear(input);
    await user.type(input, '14, 14');
    await user.click(within(form).getByRole('button', { name: 'Lanjut' }));
    expect(await within(form).findByText(indonesianText(reminderScheduleMessages.duplicate))).toBeTruthy();
    await user.clear(input);
    await user.type(input, '14, -1');
    await user.click(within(form).getByRole('button', { name: 'Lanjut' }));
    expect((await within(form).findByTestId('settings-confirmation')).textContent).toContain(
      '1 hari sebelum jatuh tempo, 14 hari setelah jatuh tempo',
    );
    await user.click(within(form).getByRole('button', { name: 'Ya, simpan' }));
    await waitFor(() => expect(screen.queryByTestId('dues-reminder-schedule-form')).toBeNull());
    expect(sent).toEqual({ organizationId: schedule.organizationId, days: [-1, 14] });
    expect((await screen.findByTestId('dues-reminder-schedule')).textContent).toContain('Jadwal milik organisasi ini');
    // Its own schedule can be dropped for the parent's.
    api.routes.set('PUT /dues/reminder-schedule', (request) => {
      sent = JSON.parse(request.body);
      return ok({ ...schedule, days: [0], source: 'DPW' });
    });
    await user.click(screen.getByRole('button', { name: 'Ikuti Jadwal Induk' }));
    await waitFor(() =>
      expect(screen.getByTestId('dues-reminder-schedule').textContent).toContain('Mengikuti jadwal DPW'),
    );
    expect(sent).toEqual({ organizationId: schedule.organizationId, days: null });
  });

  it('lets an officer of several chapters pick a DPC and shows that DPC’s schedule', async () => {
    const garut = '00000000-0000-4000-8000-000000000002';
    api.routes.set(
      'GET /dues/overdue/chapters',
      ok({ organizations: [chapter(schedule.organizationId, 'Kota Bandung'), chapter(garut, 'Kabupaten Garut')] }),
    );
    api.routes.set('GET /dues/reminder-schedule', (request) =>
      new URLSearchParams(request.search).get('organizationId') === garut
        ? ok({ ...schedule, organizationId: garut, organizationName: 'DPC Kabupaten Garut', days: [0, 14] })
        : ok({
            ...schedule,
            organizationId: '00000000-0000-4000-8000-000000000003',
            organizationName: 'DPW Jawa Barat',
          }),
    );
    const user = userEvent.setup();
    render();
    const section = screen.getByTestId('dues-reminder-schedule');
    await waitFor(() => expect(section.textContent).toContain('DPW Jawa Barat'));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Organisasi' }), 'Kabupaten Garut');
    await waitFor(() => expect(section.textContent).toContain('DPC Kabupaten Garut'));
    expect(
      within(screen.getByTestId('dues-reminder-days'))
        .getAllByText(/.+/)
        .map((badge) => badge.textContent),
    ).toEqual(['Hari jatuh tempo', '14 hari setelah jatuh tempo']);
  });
});
