import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { calendarDate } from '@shared/calendar';
import { duesSettingsMessages, type DuesSettings, type DuesSplitRule } from '@shared/contracts/dues-settings';
import { DuesSettingsCard } from '@/features/dues/components/settings/dues-settings-card';
import { fail, ok, startFakeApi, type FakeApiServer } from './support/fake-api-server';
import { renderFeature } from './support/render-feature';
import { indonesianText } from '../../supabase/functions/_shared/indonesian-text.ts';

let api: FakeApiServer;
beforeAll(async () => {
  api = await startFakeApi([]);
});
afterAll(() => api.close());

const DAY_MS = 86_400_000;
const tomorrow = calendarDate(new Date(Date.now() + DAY_MS));

function rule(index: number, overrides: Partial<DuesSplitRule>): DuesSplitRule {
  return {
    id: `00000000-0000-4000-8000-00000000000${index}`,
    effectiveFrom: '2000-01-01',
    dppPercent: 20,
    dpwPercent: 30,
    dpcPercent: 50,
    current: false,
    ...overrides,
  };
}

const inForce = rule(2, {
  effectiveFrom: '2026-01-01',
  dppPercent: 15,
  dpwPercent: 33.33,
  dpcPercent: 51.67,
  current: true,
});
const history = rule(1, {});
const settings: DuesSettings = { splitRules: [inForce, history], graceDays: 30 };

const render = () =>
  renderFeature(<DuesSettingsCard />, { apiBaseUrl: api.baseUrl, path: '/dashboard/dues/management' });
const superAdmin = () =>
  api.routes.set('GET /profile/permissions', ok({ permissions: ['payments.view', 'dues.manage', 'system.settings'] }));

beforeEach(() => {
  api.routes.clear();
  api.requests.length = 0;
  api.routes.set('GET /profile/permissions', ok({ permissions: ['payments.view'] }));
  api.routes.set('GET /dues/settings', ok(settings));
});

describe('the dues settings card', () => {
  it('shows an officer the split in force, its history and the grace days, read-only', async () => {
    api.routes.set('GET /dues/settings', { ...ok(settings), delayMs: 300 });
    render();
    expect(await screen.findByTestId('dues-settings-skeleton')).toBeTruthy();
    expect((await screen.findByTestId('dues-split-current')).textContent).toContain(
      'DPP 15% · DPW 33,33% · DPC 51,67%',
    );
    expect(screen.getByTestId('dues-grace-days').textContent).toContain('30 hari');
    const rows = screen.getAllByTestId('dues-split-row');
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['01/01/2026', '15%', '33,33%', '51,67%', 'Berlaku'],
      ['01/01/2000', '20%', '30%', '50%', 'Riwayat'],
    ]);
    await waitFor(() => expect(api.requests.some((r) => r.path === '/profile/permissions')).toBe(true));
    expect(screen.queryByRole('button', { name: 'Atur Pembagian' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ubah Masa Tenggang' })).toBeNull();
  });

  it('lets SUPER_ADMIN set a split from tomorrow after checking it with the API schema and a confirmation', async () => {
    superAdmin();
    const user = userEvent.setup();
    let sent: unknown;
    const scheduled = rule(3, { effectiveFrom: tomorrow, dppPercent: 25, dpwPercent: 25, dpcPercent: 50 });
    api.routes.set('PUT /dues/settings/split', (request) => {
      sent = JSON.parse(request.body);
      return ok({ ...settings, splitRules: [scheduled, inForce, history] });
    });
    render();
    await user.click(await screen.findByRole('button', { name: 'Atur Pembagian' }));
    const form = await screen.findByTestId('dues-split-form');
    expect((within(form).getByLabelText(/DPW/) as HTMLInputElement).value).toBe('33.33');

    await user.clear(within(form).getByLabelText(/DPP/));
    await user.type(within(form).getByLabelText(/DPP/), '25');
    await user.click(within(form).getByRole('button', { name: 'Lanjut' }));
    expect(await within(form).findByText(indonesianText(duesSettingsMessages.splitNotWhole))).toBeTruthy();

    fireEvent.change(within(form).getByLabelText(/Berlaku sejak/), { target: { value: '2000-01-02' } });
    await user.clear(within(form).getByLabelText(/DPW/));
    await user.type(within(form).getByLabelText(/DPW/), '25');
    await user.clear(within(form).getByLabelText(/DPC/));
    await user.type(within(form).getByLabelText(/DPC/), '50');
    await user.click(within(form).getByRole('button', { name: 'Lanjut' }));
    expect(await within(form).findByText(indonesianText(duesSettingsMessages.effectiveFromPast))).toBeTruthy();
    expect(api.requests.some((r) => r.method === 'PUT')).toBe(false);

    fireEvent.change(within(form).getByLabelText(/Berlaku sejak/), { target: { value: tomorrow } });
    await user.click(within(form).getByRole('button', { name: 'Lanjut' }));
    expect((await within(form).findByTestId('settings-confirmation')).textContent).toContain(
      'setiap pembayaran dibagi DPP 25%, DPW 25% dan DPC 50%',
    );
    await user.click(within(form).getByRole('button', { name: 'Ya, simpan' }));
    await waitFor(() => expect(screen.queryByTestId('dues-split-form')).toBeNull());
    expect(sent).toEqual({ effectiveFrom: tomorrow, dppPercent: 25, dpwPercent: 25, dpcPercent: 50 });
    const rows = await screen.findAllByTestId('dues-split-row');
    expect(rows.map((row) => within(row).getAllByRole('cell').at(-1)!.textContent)).toEqual([
      'Terjadwal',
      'Berlaku',
      'Riwayat',
    ]);
  });

  it('shows the server refusal in the confirmation step', async () => {
    superAdmin();
    const user = userEvent.setup();
    api.routes.set(
      'PUT /dues/settings/grace-days',
      fail(403, 'FORBIDDEN', 'Anda tidak memiliki akses untuk tindakan ini.'),
    );
    render();
    await user.click(await screen.findByRole('button', { name: 'Ubah Masa Tenggang' }));
    const form = await screen.findByTestId('dues-grace-form');
    await user.clear(within(form).getByLabelText(/Masa tenggang/));
    await user.click(within(form).getByRole('button', { name: 'Lanjut' }));
    expect(await within(form).findByText(indonesianText(duesSettingsMessages.graceDaysInvalid))).toBeTruthy();
    await user.type(within(form).getByLabelText(/Masa tenggang/), '45');
    await user.click(within(form).getByRole('button', { name: 'Lanjut' }));
    await user.click(await within(form).findByRole('button', { name: 'Ya, simpan' }));
    expect((await within(form).findByRole('alert')).textContent).toContain('Anda tidak memiliki akses');
  });

  it('lets SUPER_ADMIN change the grace days after a confirmation', async () => {
    superAdmin();
    const user = userEvent.setup();
    let sent: unknown;
    api.routes.set('PUT /dues/settings/grace-days', (request) => {
      sent = JSON.parse(request.body);
      return ok({ ...settings, graceDays: 45 });
    });
    render();
    await user.click(await screen.findByRole('button', { name: 'Ubah Masa Tenggang' }));
    const form = await screen.findByTestId('dues-grace-form');
    await user.clear(within(form).getByLabelText(/Masa tenggang/));
    await user.type(within(form).getByLabelText(/Masa tenggang/), '45');
    await user.click(within(form).getByRole('button', { name: 'Lanjut' }));
    expect((await within(form).findByTestId('settings-confirmation')).textContent).toContain('Kadaluarsa 45 hari');
    await user.click(within(form).getByRole('button', { name: 'Ya, simpan' }));
    await waitFor(() => expect(screen.getByTestId('dues-grace-days').textContent).toContain('45 hari'));
    expect(sent).toEqual({ graceDays: 45 });
  });

  it('has designed empty and error states', async () => {
    const user = userEvent.setup();
    api.routes.set('GET /dues/settings', ok({ splitRules: [], graceDays: 30 }));
    const view = render();
    expect((await screen.findByTestId('dues-split-empty')).textContent).toContain('Belum ada aturan pembagian');
    expect(screen.getByTestId('dues-split-current').textContent).toContain('Belum ada pembagian yang berlaku');
    view.unmount();

    api.routes.set('GET /dues/settings', fail(500, 'INTERNAL_ERROR', 'Terjadi kesalahan pada server.'));
    render();
    const alert = await screen.findByTestId('dues-settings-error', {}, { timeout: 5000 });
    expect(alert.textContent).toContain('Gagal memuat pengaturan iuran');
    api.routes.set('GET /dues/settings', ok(settings));
    await user.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findAllByTestId('dues-split-row')).toHaveLength(2);
  });
});
