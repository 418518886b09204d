// Laporan Keanggotaan (issue 27 §1): the page shows the cards against the previous period, the
// distribution per province, the membership types, the monthly growth and the server's highlights
// from GET /reports/membership; the period and island group selects ask for another report, a date
// range is checked before it is asked for, no member and a failure each say so.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MembershipReport } from '@shared/contracts/membership-report';
import MembershipReportPage from '@/features/reports/membership/membership-report-page';
import { i18n } from '@/lib/i18n';
import { fail, ok, startFakeApi, type FakeApiServer } from './support/fake-api-server';
import { renderFeature } from './support/render-feature';

let api: FakeApiServer;
beforeAll(async () => {
  api = await startFakeApi([]);
  await i18n.reloadResources(['id', 'en'], ['reports', 'notices']);
  await i18n.loadNamespaces(['reports', 'notices']);
});
afterAll(() => api.close());
/** The file names handed to the browser to save (jsdom has no object URLs nor downloads). */
let saved: string[];
beforeEach(() => {
  saved = [];
  api.requests.length = 0;
  Object.assign(URL, { createObjectURL: () => 'blob:unduhan', revokeObjectURL: () => {} });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => vi.restoreAllMocks());

const month = (monthStart: string, joins: number, exits: number) => ({
  month: monthStart,
  joins,
  exits,
  returns: 1,
  transfersIn: 2,
  transfersOut: 1,
  net: joins + 1 + 2 - exits - 1,
  total: 100,
  active: 80,
  previousTotal: 95,
  previousActive: 78,
});
const report: MembershipReport = {
  period: { kind: 'month', from: '2026-11-01', to: '2026-11-30', previousFrom: '2026-10-01', previousTo: '2026-10-31' },
  region: null,
  cards: {
    current: { total: 2_847, new: 45, active: 2_400, inactive: 447 },
    previous: { total: 2_800, new: 40, active: 2_400, inactive: 0 },
  },
  byStatus: { ACTIVE: 2_400, INACTIVE: 300, EXPIRED: 100, SUSPENDED: 47 },
  types: [
    { type: 'BIASA', total: 2_800, active: 2_360, new: 44 },
    { type: 'LUAR_BIASA', total: 40, active: 35, new: 1 },
    { type: 'KEHORMATAN', total: 7, active: 5, new: 0 },
  ],
  distribution: {
    level: 'province',
    rows: [
      {
        organizationId: '00000000-0000-4000-8000-000000000032',
        name: 'Jawa Barat',
        bpsCode: '32',
        region: 'jawa',
        latitude: -6.9,
        longitude: 107.6,
        total: 2_000,
        active: 1_700,
        new: 30,
      },
      {
        organizationId: '00000000-0000-4000-8000-000000000012',
        name: 'Sumatera Utara',
        bpsCode: '12',
        region: 'sumatera',
        latitude: null,
        longitude: null,
        total: 847,
        active: 700,
        new: 15,
      },
    ],
  },
  months: [month('2026-10-01', 40, 5), month('2026-11-01', 45, 3)],
  expiringSoon: 34,
  pendingApplications: 5,
  asOf: '2026-11-28T03:00:00.000+00:00',
  highlights: [
    {
      message: '34 anggota masa berlakunya berakhir dalam 30 hari: ingatkan mereka untuk memperpanjang.',
      key: 'notices:reports.membership.expiringSoon',
      params: { count: '34' },
    },
    { message: 'Sorotan tanpa kunci dari server.' },
  ],
};

const text = (element: Element) => element.textContent;
const lastSearch = () => api.requests.filter((request) => request.path.endsWith('/reports/membership')).at(-1)?.search;
const render = (path = '/dashboard/reports/membership') =>
  renderFeature(<MembershipReportPage />, { apiBaseUrl: api.baseUrl, path });

describe('MembershipReportPage', () => {
  it('shows the cards, the distribution, the types, the monthly growth and the highlights', async () => {
    const user = userEvent.setup();
    api.routes.set('GET /reports/membership', ok(report));
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Laporan Keanggotaan' })).toBeTruthy();
    expect(text(await screen.findByTestId('membership-total-value'))).toBe('2.847');
    expect(text(screen.getByTestId('membership-total'))).toContain('▲ +1,7% dibanding Okt 2026 (2.800)');
    expect(text(screen.getByTestId('membership-active'))).toContain('= 0% dibanding Okt 2026 (2.400)');
    expect(text(screen.getByTestId('membership-inactive'))).toContain('Tidak ada pada periode sebelumnya (Okt 2026)');
    expect(text(screen.getByTestId('membership-period'))).toBe('Nov 2026');
    expect(lastSearch()).toBe('?period=month');

    const distribution = within(screen.getByTestId('membership-distribution-table'));
    expect(distribution.getAllByRole('row').map(text)).toEqual([
      'ProvinsiWilayahAnggotaAktifBaruPorsi',
      'Jawa BaratJawa2.0001.7003070,2%',
      'Sumatera UtaraSumatera8477001529,8%',
    ]);
    // The map is its own chunk, loaded when asked for.
    expect(screen.queryByRole('region', { name: 'Peta sebaran anggota' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Tampilkan peta' }));
    expect(await screen.findByRole('region', { name: 'Peta sebaran anggota' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sembunyikan peta' }).getAttribute('aria-expanded')).toBe('true');
    const types = within(screen.getByTestId('membership-types-table'));
    expect(types.getAllByRole('row').map(text)).toEqual([
      'JenisAnggotaAktifBaru',
      'Anggota Biasa2.8002.36044',
      'Anggota Luar Biasa40351',
      'Anggota Kehormatan750',
    ]);
    const months = within(screen.getByTestId('membership-months-table'));
    expect(months.getAllByRole('row').map(text).slice(1)).toEqual(['Okt 2026405121+37', 'Nov 2026453121+44']);
    const highlights = within(screen.getByTestId('membership-highlights'));
    expect(highlights.getAllByRole('listitem').map(text)).toEqual([
      '34 anggota masa berlakunya berakhir dalam 30 hari: ingatkan mereka untuk memperpanjang.',
      'Sorotan tanpa kunci dari server.',
    ]);
    expect(text(screen.getByTestId('membership-as-of'))).toMatch(/^Data per /);
  });

  it('asks for the period, the earlier period and the island group chosen', async () => {
    const user = userEvent.setup();
    api.routes.set('GET /reports/membership', ok(report));
    render();
    await screen.findByTestId('membership-total-value');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Periode' }), 'week');
    await waitFor(() => expect(lastSearch()).toBe('?period=week'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Periode' }), 'quarter');
    await waitFor(() => expect(lastSearch()).toBe('?period=quarter'));
    // The report shown starts on 1 Nov (the fake answers the same report), in the quarter that starts
    // in October: one quarter back is July, as on the financial report.
    await user.click(screen.getByRole('button', { name: 'Periode sebelumnya' }));
    await waitFor(() => expect(lastSearch()).toBe('?period=quarter&date=2026-07-01'));

    const region = screen.getByRole('combobox', { name: 'Wilayah' });
    expect(within(region).getAllByRole('option').map(text)).toEqual([
      'Semua',
      'Jawa',
      'Sumatera',
      'Kalimantan',
      'Sulawesi',
      'Bali dan Nusa Tenggara',
      'Maluku dan Papua',
    ]);
    await user.selectOptions(region, 'sumatera');
    await waitFor(() => expect(lastSearch()).toBe('?period=quarter&date=2026-07-01&region=sumatera'));
  });

  it('checks a date range before asking for it', async () => {
    const user = userEvent.setup();
    api.routes.set('GET /reports/membership', ok(report));
    render();
    await screen.findByTestId('membership-total-value');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Periode' }), 'custom');
    const from = screen.getByLabelText('Dari tanggal');
    const to = screen.getByLabelText('Sampai tanggal');
    expect((from as HTMLInputElement).value).toBe('2026-11-01');
    await user.clear(from);
    await user.type(from, '2026-12-15');
    await user.clear(to);
    await user.type(to, '2026-12-01');
    const requests = api.requests.length;
    await user.click(screen.getByRole('button', { name: 'Terapkan' }));
    expect(text(await screen.findByRole('alert'))).toBe('Tanggal awal tidak boleh setelah tanggal akhir.');
    expect(api.requests.length).toBe(requests);

    await user.clear(to);
    await user.click(screen.getByRole('button', { name: 'Terapkan' }));
    expect(text(await screen.findByRole('alert'))).toBe('Isi tanggal awal dan tanggal akhir.');

    await user.type(to, '2027-01-10');
    await user.click(screen.getByRole('button', { name: 'Terapkan' }));
    await waitFor(() => expect(lastSearch()).toBe('?period=custom&from=2026-12-15&to=2027-01-10'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Periode sebelumnya' })).toBeNull();
  });

  it('says when there is no member in the scope', async () => {
    const none = { total: 0, new: 0, active: 0, inactive: 0 };
    api.routes.set(
      'GET /reports/membership',
      ok({
        ...report,
        cards: { current: none, previous: none },
        distribution: { level: 'chapter', rows: [] },
        highlights: [],
      }),
    );
    render('/dashboard/reports/membership?region=maluku_papua');
    expect(text(await screen.findByTestId('membership-empty'))).toBe(
      'Belum ada anggota di wilayah ini pada periode ini.',
    );
    expect(lastSearch()).toBe('?period=month&region=maluku_papua');
    expect(screen.queryByTestId('membership-distribution')).toBeNull();
  });

  it('shows a failure with a retry that loads the report', async () => {
    const user = userEvent.setup();
    api.routes.set('GET /reports/membership', fail(500, 'INTERNAL', 'Terjadi kesalahan.'));
    render();
    expect(await screen.findByText('Laporan keanggotaan tidak dapat dimuat.')).toBeTruthy();
    api.routes.set('GET /reports/membership', ok(report));
    await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(text(await screen.findByTestId('membership-total-value'))).toBe('2.847');
  });

  it('exports the report shown, its range and island group, as Excel under the server’s file name', async () => {
    const user = userEvent.setup();
    api.routes.set('GET /reports/membership', ok(report));
    api.routes.set('GET /reports/membership/export', { status: 200, body: 'PK', delayMs: 300 });
    render('/dashboard/reports/membership?period=custom&from=2026-01-01&to=2026-06-30&region=jawa');
    await screen.findByTestId('membership-total-value');
    await user.click(screen.getByRole('button', { name: 'Ekspor Excel' }));
    expect(await screen.findByRole('button', { name: /Menyiapkan berkas/ })).toBeTruthy();
    await waitFor(() => expect(saved).toEqual(['laporan-keanggotaan.xlsx']));
    const exported = api.requests.filter((request) => request.path.endsWith('/reports/membership/export'));
    expect(exported.map((request) => new URLSearchParams(request.search).toString())).toEqual([
      'period=custom&from=2026-01-01&to=2026-06-30&region=jawa&format=xlsx',
    ]);
  });
});
