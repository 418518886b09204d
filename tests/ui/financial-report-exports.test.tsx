// The financial report's export buttons (issue 27 §5): each asks GET /reports/financial/export for
// the page's period and saves the file under the server's name; while the file is prepared the
// button shows it and neither button can be pressed again; a refusal is shown in Indonesian.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FinancialReportExports } from '@/features/reports/financial/report-exports';
import { i18n } from '@/lib/i18n';
import { fail, startFakeApi, type FakeApiServer } from './support/fake-api-server';
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

const render = () =>
  renderFeature(<FinancialReportExports period="quarter" date="2026-11-28" />, { apiBaseUrl: api.baseUrl });

describe('FinancialReportExports', () => {
  it('downloads the PDF of the period, busy until the file has come, by keyboard too', async () => {
    const user = userEvent.setup();
    // The fake server names no file (no Content-Disposition): the fallback name is used.
    api.routes.set('GET /reports/financial/export', { status: 200, body: '%PDF-1.7', delayMs: 500 });
    render();
    const pdf = await screen.findByRole('button', { name: 'Ekspor PDF' });
    expect(screen.getByRole('group', { name: 'Ekspor laporan' })).toBeTruthy();
    pdf.focus();
    await user.keyboard('{Enter}');

    const busy = await screen.findByRole('button', { name: /Menyiapkan berkas/ });
    expect(busy.hasAttribute('disabled')).toBe(true);
    const excel = screen.getByRole('button', { name: 'Ekspor Excel' });
    expect(excel.hasAttribute('disabled')).toBe(true);

    await waitFor(() => expect(saved).toEqual(['laporan-keuangan.pdf']));
    expect(api.requests.map((request) => new URLSearchParams(request.search).toString())).toEqual([
      'period=quarter&date=2026-11-28&format=pdf',
    ]);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Ekspor PDF' }).hasAttribute('disabled')).toBe(false),
    );
  });

  it('says in Indonesian why an export failed, and clears it on the next try', async () => {
    const user = userEvent.setup();
    api.routes.set(
      'GET /reports/financial/export',
      fail(403, 'FORBIDDEN', 'Anda tidak memiliki izin untuk tindakan ini.'),
    );
    render();
    await user.click(await screen.findByRole('button', { name: 'Ekspor Excel' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Ekspor laporan gagal');
    expect(alert.textContent).toContain('Anda tidak memiliki izin untuk tindakan ini.');
    expect(saved).toEqual([]);

    api.routes.set('GET /reports/financial/export', { status: 200, body: 'PK' });
    await user.click(screen.getByRole('button', { name: 'Ekspor Excel' }));
    await waitFor(() => expect(saved).toEqual(['laporan-keuangan.xlsx']));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
