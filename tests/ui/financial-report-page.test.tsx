// Laporan Keuangan (issue 27 §2): the page shows the revenue per dues category from
// GET /reports/financial (name, revenue, bills paid, share), and says so when no bill was paid; the
// months' table carries the target; an officer who may set targets opens "Atur Target", types
// twelve rupiah amounts, confirms, and PUT /reports/targets gets them; a bad amount is refused.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RevenueTargets } from '@shared/contracts/revenue-targets';
import type { FinancialReport } from '@shared/contracts/reports';
import FinancialReportPage from '@/features/reports/financial/financial-report-page';
import { i18n } from '@/lib/i18n';
import { sampleFinancialReport } from '../support/financial-report-sample';
import { ok, startFakeApi, type FakeApiServer } from './support/fake-api-server';
import { renderFeature } from './support/render-feature';

let api: FakeApiServer;
beforeAll(async () => {
  api = await startFakeApi([]);
  await i18n.reloadResources(['id', 'en'], ['reports', 'payments']);
  await i18n.loadNamespaces(['reports', 'payments']);
});
afterAll(() => api.close());
beforeEach(() => {
  api.requests.length = 0;
  api.routes.set('GET /reports/targets', ok({ ...targets, canEdit: false }));
});

const targets: RevenueTargets = {
  organizationId: '00000000-0000-4000-8000-000000003273',
  organizationName: 'Kota Bandung',
  level: 'DPC',
  year: 2026,
  amounts: Array.from({ length: 12 }, () => null),
  canEdit: true,
};

const report: FinancialReport = { ...sampleFinancialReport, analysis: [] };
const text = (element: Element) => element.textContent;
const render = () =>
  renderFeature(<FinancialReportPage />, { apiBaseUrl: api.baseUrl, path: '/dashboard/reports/financial' });

describe('FinancialReportPage', () => {
  it('shows the revenue per dues category with each one’s share', async () => {
    api.routes.set('GET /reports/financial', ok(report));
    render();
    const section = await screen.findByTestId('financial-categories');
    expect(within(section).getByRole('heading', { level: 2 }).textContent).toBe('Pendapatan per Kategori Iuran');
    expect(within(section).getAllByRole('row').map(text)).toEqual([
      'Kategori IuranPendapatanTagihan terbayarPorsi',
      'Iuran TahunanRp1.000.000880%',
      'Iuran PokokRp250.000220%',
    ]);
  });

  it('says when no bill was paid in the period', async () => {
    api.routes.set('GET /reports/financial', ok({ ...report, categories: [] }));
    render();
    const section = await screen.findByTestId('financial-categories');
    expect(section.textContent).toContain('Belum ada tagihan yang terbayar pada periode ini.');
  });

  // Twelve inputs in a dialog: about 6 s alone, over 20 s on a loaded two-core machine.
  it('shows the months’ target, and lets an officer set the twelve months after a confirmation', async () => {
    const user = userEvent.setup();
    const months = report.months.map((row) => ({ ...row, target: 500_000 }));
    api.routes.set('GET /reports/financial', ok({ ...report, months }));
    api.routes.set('GET /reports/targets', ok(targets));
    api.routes.set('PUT /reports/targets', ok({ ...targets, amounts: Array.from({ length: 12 }, () => 1_500_000) }));
    render();
    const table = await screen.findByTestId('financial-months-table');
    expect(within(table).getAllByRole('row')[1]!.textContent).toContain('Rp500.000');

    await user.click(await screen.findByRole('button', { name: 'Atur Target' }));
    const dialog = await screen.findByRole('dialog');
    const inputs = within(dialog).getAllByRole('textbox');
    expect(inputs).toHaveLength(12);
    await user.type(inputs[0]!, '1.500.000x');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await within(dialog).findByText(/rupiah bulat/)).toBeTruthy();
    // Pasted, not typed: 108 keystrokes into a dialog of twelve formatted inputs took most of the
    // test's time limit on a loaded machine.
    for (const input of inputs) {
      await user.clear(input);
      await user.paste('1.500.000');
    }
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await within(dialog).findByText(/Total setahun Rp18\.000\.000/)).toBeTruthy();
    expect(api.requests.some((request) => request.method === 'PUT')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Ya, simpan target' }));
    await waitFor(() =>
      expect(JSON.parse(api.requests.find((request) => request.method === 'PUT')?.body ?? 'null')).toEqual({
        organizationId: targets.organizationId,
        year: 2026,
        amounts: Array.from({ length: 12 }, () => 1_500_000),
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  }, 60_000);

  it('offers no target dialog to an officer who may not set them', async () => {
    api.routes.set('GET /reports/financial', ok(report));
    render();
    await screen.findByTestId('financial-categories');
    await waitFor(() => expect(api.requests.some((request) => request.path.endsWith('/reports/targets'))).toBe(true));
    expect(screen.queryByRole('button', { name: 'Atur Target' })).toBeNull();
  });
});
