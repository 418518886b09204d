// Laporan Keuangan (issue 27 §2): the page shows the revenue per dues category from
// GET /reports/financial (name, revenue, bills paid, share), and says so when no bill was paid.
import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
});
