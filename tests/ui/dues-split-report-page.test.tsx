// Laporan Pembagian Iuran (issue 27 §3): the page shows a table per level (DPP, DPW, DPC) from
// GET /reports/dues-split and the line that says the shares sum to the payments; the period select
// asks for another period, the export buttons the file of the period shown; no payment, a ledger that does not reconcile and a failure each say so.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DuesSplitReport } from '@shared/contracts/dues-split-report';
import DuesSplitReportPage from '@/features/reports/dues-split/dues-split-report-page';
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

const JABAR = '00000000-0000-4000-8000-000000000032';
const shares = (amount: number) => ({
  payments: amount / 150_000,
  amount,
  dpp: amount * 0.2,
  dpw: amount * 0.3,
  dpc: amount * 0.5,
});
const report: DuesSplitReport = {
  period: { kind: 'month', from: '2026-11-01', to: '2026-11-30' },
  totals: shares(1_500_000),
  provinces: [{ organizationId: JABAR, name: 'Jawa Barat', ...shares(1_500_000) }],
  chapters: [
    {
      organizationId: '00000000-0000-4000-8000-000000003273',
      name: 'Kota Bandung',
      provinceId: JABAR,
      provinceName: 'Jawa Barat',
      ...shares(1_200_000),
    },
    {
      organizationId: '00000000-0000-4000-8000-000000003204',
      name: 'Kabupaten Bandung',
      provinceId: JABAR,
      provinceName: 'Jawa Barat',
      ...shares(300_000),
    },
  ],
  reconciliation: { payments: 1_500_000, shares: 1_500_000, balanced: true },
  asOf: '2026-11-28T03:00:00.000+00:00',
};

const text = (element: Element) => element.textContent;

const render = (path = '/dashboard/reports/dues-split') =>
  renderFeature(<DuesSplitReportPage />, { apiBaseUrl: api.baseUrl, path });

describe('DuesSplitReportPage', () => {
  it('shows the shares per level, DPW and DPC, reconciled, and asks for the period chosen', async () => {
    const user = userEvent.setup();
    api.routes.set('GET /reports/dues-split', ok(report));
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Laporan Pembagian Iuran' })).toBeTruthy();
    expect(text(await screen.findByTestId('dues-split-reconciliation'))).toBe(
      'Total bagian sama dengan total pembayaran: Rp1.500.000',
    );
    const levels = within(screen.getByTestId('dues-split-levels-table'));
    const levelRows = levels.getAllByRole('row').map(text);
    expect(levelRows).toEqual([
      'TingkatBagianPorsi',
      'DPP (pusat)Rp300.00020%',
      'DPW (provinsi)Rp450.00030%',
      'DPC (kabupaten/kota)Rp750.00050%',
      'TotalRp1.500.000',
    ]);
    const chapters = within(screen.getByTestId('dues-split-chapters-table'));
    expect(chapters.getAllByRole('row').map(text)).toEqual([
      'DPCPembayaranTotal pembayaranBagian DPPBagian DPWBagian DPC',
      'Kota BandungJawa Barat8Rp1.200.000Rp240.000Rp360.000Rp600.000',
      'Kabupaten BandungJawa Barat2Rp300.000Rp60.000Rp90.000Rp150.000',
      'Total10Rp1.500.000Rp300.000Rp450.000Rp750.000',
    ]);
    expect(within(screen.getByTestId('dues-split-provinces-table')).getByText('Jawa Barat')).toBeTruthy();
    expect(screen.getByTestId('dues-split-as-of').textContent).toMatch(/^Data per /);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Periode' }), 'quarter');
    await waitFor(() => expect(api.requests.map((request) => request.search).at(-1)).toBe('?period=quarter'));
    expect(screen.queryByRole('combobox', { name: 'Tampilan' })).toBeNull();
  });

  it('says when the period has no payment, and when the shares do not reconcile', async () => {
    const none = { payments: 0, amount: 0, dpp: 0, dpw: 0, dpc: 0 };
    api.routes.set(
      'GET /reports/dues-split',
      ok({
        ...report,
        totals: none,
        provinces: [{ ...report.provinces[0], ...none }],
        chapters: report.chapters.map((row) => ({ ...row, ...none })),
        reconciliation: { payments: 0, shares: 0, balanced: true },
      }),
    );
    const view = render();
    expect((await screen.findByTestId('dues-split-empty')).textContent).toBe(
      'Belum ada pembayaran selesai pada periode ini.',
    );
    view.unmount();

    api.routes.set(
      'GET /reports/dues-split',
      ok({ ...report, reconciliation: { payments: 1_550_000, shares: 1_500_000, balanced: false } }),
    );
    render();
    expect(text(await screen.findByRole('alert'))).toBe(
      'Total bagian Rp1.500.000 tidak sama dengan total pembayaran Rp1.550.000 (selisih Rp50.000). Hubungi pengelola sistem.',
    );
  });

  it('shows a failure with a retry that loads the report', async () => {
    const user = userEvent.setup();
    api.routes.set('GET /reports/dues-split', fail(403, 'FORBIDDEN', 'Anda tidak memiliki izin untuk tindakan ini.'));
    render();
    expect(await screen.findByText('Laporan pembagian iuran tidak dapat dimuat.')).toBeTruthy();
    api.routes.set('GET /reports/dues-split', ok(report));
    await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(text(await screen.findByTestId('dues-split-reconciliation'))).toContain('Rp1.500.000');
  });

  it('exports the period shown as Excel, under the server’s file name', async () => {
    const user = userEvent.setup();
    api.routes.set('GET /reports/dues-split', ok(report));
    api.routes.set('GET /reports/dues-split/export', { status: 200, body: 'PK', delayMs: 300 });
    render('/dashboard/reports/dues-split?period=year&date=2025-06-15');
    await screen.findByTestId('dues-split-reconciliation');
    await user.click(screen.getByRole('button', { name: 'Ekspor Excel' }));
    expect(await screen.findByRole('button', { name: /Menyiapkan berkas/ })).toBeTruthy();
    await waitFor(() => expect(saved).toEqual(['laporan-pembagian-iuran.xlsx']));
    const exported = api.requests.filter((request) => request.path.endsWith('/reports/dues-split/export'));
    expect(exported.map((request) => new URLSearchParams(request.search).toString())).toEqual([
      'period=year&date=2025-06-15&format=xlsx',
    ]);
  });
});
