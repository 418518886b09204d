// Analitik (issue 27 §4): the trend view shows the tiles and a chart per trend from
// GET /reports/analytics, each chart with its table (hidden for screen readers, shown by the
// toggle); the window select asks for 6, 12 or 24 months; the export buttons the file of the
// window shown; no data, and a failure, each say so.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Analytics } from '@shared/contracts/analytics';
import AnalyticsPage from '@/features/reports/analytics/analytics-page';
import { i18n } from '@/lib/i18n';
import { fail, ok, startFakeApi, type FakeApiServer } from './support/fake-api-server';
import { renderFeature } from './support/render-feature';

let api: FakeApiServer;
beforeAll(async () => {
  api = await startFakeApi([]);
  await i18n.reloadResources(['id', 'en'], ['reports']);
  await i18n.loadNamespaces('reports');
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

const months = ['2026-09-01', '2026-10-01', '2026-11-01'];
const figures: Analytics = {
  months: 6,
  from: '2026-06-01',
  to: '2026-11-30',
  members: months.map((month, index) => ({
    month,
    total: 1200 + index * 10,
    active: 1000 + index * 5,
    joins: 12,
    exits: 2,
    transfersIn: index,
    transfersOut: 1,
    net: 10,
  })),
  collection: months.map((month, index) => ({
    month,
    billed: 10_000_000,
    collected: 8_000_000 + index * 500_000,
    rate: 80 + index * 5,
  })),
  collectionTotal: { billed: 30_000_000, collected: 25_500_000, rate: 85 },
  arrears: [
    { bucket: '1-7', members: 4, bills: 4, amount: 600_000 },
    { bucket: '8-30', members: 7, bills: 9, amount: 1_350_000 },
    { bucket: '>30', members: 21, bills: 40, amount: 6_000_000 },
  ],
  registrations: months.map((month, index) => ({
    month,
    applications: 15 + index,
    verifications: 12,
    rejections: 1,
    verifiedWithDates: 12,
    medianDays: index === 0 ? null : 2.5,
  })),
  medianDays: 2.5,
  asOf: '2026-11-28T03:00:00.000+00:00',
};
const empty: Analytics = {
  ...figures,
  members: figures.members.map((row) => ({ ...row, total: 0, active: 0, joins: 0, exits: 0, net: 0 })),
  collection: figures.collection.map((row) => ({ ...row, billed: 0, collected: 0, rate: null })),
  collectionTotal: { billed: 0, collected: 0, rate: null },
  arrears: figures.arrears.map((row) => ({ ...row, members: 0, bills: 0, amount: 0 })),
  registrations: figures.registrations.map((row) => ({ ...row, applications: 0, verifications: 0 })),
  medianDays: null,
};

const text = (element: Element) => element.textContent;
const render = (path = '/dashboard/analytics') => renderFeature(<AnalyticsPage />, { apiBaseUrl: api.baseUrl, path });

describe('AnalyticsPage', () => {
  it('shows the tiles and each trend with its table, and asks for the window chosen', async () => {
    const user = userEvent.setup();
    api.routes.set('GET /reports/analytics', ok(figures));
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Analitik' })).toBeTruthy();
    expect(text(await screen.findByTestId('analytics-tile-members'))).toContain('1.220');
    expect(text(screen.getByTestId('analytics-tile-collection'))).toContain('85%');
    expect(text(screen.getByTestId('analytics-tile-median'))).toContain('2,5 hari');
    expect(text(screen.getByTestId('analytics-tile-behind'))).toContain('32');
    for (const title of [
      'Anggota dari Waktu ke Waktu',
      'Tingkat Penagihan per Bulan',
      'Mutasi Masuk dan Keluar',
      'Pendaftaran dan Verifikasi',
      'Umur Tunggakan',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeTruthy();
    }
    // The tables are there for screen readers before the toggle shows them.
    const ageing = within(screen.getByTestId('analytics-arrears-table'));
    expect(ageing.getAllByRole('row').map(text)).toEqual([
      'Umur tunggakanAnggotaTagihanJumlah',
      '1–7 hari44Rp600.000',
      '8–30 hari79Rp1.350.000',
      'Lebih dari 30 hari2140Rp6.000.000',
    ]);
    const registrations = within(screen.getByTestId('analytics-registrations-table'));
    expect(registrations.getAllByRole('row').map(text).at(1)).toBe('Sep 202615121–');
    const section = within(screen.getByTestId('analytics-collection'));
    await user.click(section.getByRole('button', { name: 'Tampilkan tabel' }));
    expect(section.getByRole('button', { name: 'Sembunyikan tabel' }).getAttribute('aria-expanded')).toBe('true');
    expect(text(screen.getByTestId('analytics-collection-table'))).toContain('90%');
    expect(text(screen.getByTestId('analytics-as-of'))).toContain('Data per');
    expect(api.requests.at(-1)?.search).toBe('?months=12');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Rentang waktu' }), '24');
    await waitFor(() => expect(api.requests.at(-1)?.search).toBe('?months=24'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rentang waktu' }), '6');
    await waitFor(() => expect(api.requests.at(-1)?.search).toBe('?months=6'));
  });

  it('says so when the region has nothing yet', async () => {
    api.routes.set('GET /reports/analytics', ok(empty));
    render();
    expect(text(await screen.findByTestId('analytics-empty'))).toBe(
      'Belum ada anggota, tagihan atau pendaftaran di wilayah ini pada rentang ini.',
    );
    expect(screen.queryByTestId('analytics-members')).toBeNull();
  });

  it('says so when the figures cannot be loaded, and tries again', async () => {
    const user = userEvent.setup();
    api.routes.set('GET /reports/analytics', fail(403, 'FORBIDDEN', 'Anda tidak memiliki izin untuk tindakan ini.'));
    render();
    expect(await screen.findByText('Analitik tidak dapat dimuat.')).toBeTruthy();
    api.routes.set('GET /reports/analytics', ok(figures));
    await user.click(screen.getByRole('button', { name: /coba lagi/i }));
    expect(await screen.findByTestId('analytics-members')).toBeTruthy();
  });

  it('exports the window shown as a PDF', async () => {
    const user = userEvent.setup();
    api.routes.set('GET /reports/analytics', ok(figures));
    api.routes.set('GET /reports/analytics/export', { status: 200, body: '%PDF', delayMs: 300 });
    render('/dashboard/analytics?months=6');
    await screen.findByTestId('analytics-tile-members');
    await user.click(screen.getByRole('button', { name: 'Ekspor PDF' }));
    expect(await screen.findByRole('button', { name: /Menyiapkan berkas/ })).toBeTruthy();
    await waitFor(() => expect(saved).toEqual(['analitik.pdf']));
    const exported = api.requests.filter((request) => request.path.endsWith('/reports/analytics/export'));
    expect(exported.map((request) => new URLSearchParams(request.search).toString())).toEqual(['months=6&format=pdf']);
  });
});
