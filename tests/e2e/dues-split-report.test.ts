// Laporan Pembagian Iuran (issue 27 §3) as the Kota Bandung DPC officer, opened from /reports: the
// shares of the chapter's payments for a year the seed fills, the line that says they sum to the
// payments, an Excel export whose total is the page's, and axe on a desktop and a 390 px phone.
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { waitForPath } from './support/auth.ts';
import { seriousViolations } from './support/axe.ts';
import { goto, useBrowser } from './support/browser.ts';

const browser = useBrowser();

interface Answer {
  period: { from: string };
  totals: { amount: number; dpp: number; dpw: number; dpc: number };
  chapters: { name: string }[];
}

/** The next report the page receives from the API, while `act` runs. */
async function reportWhile(page: Page, act: () => Promise<unknown>): Promise<Answer> {
  const answered = page.waitForResponse(
    (response) => new URL(response.url()).pathname.endsWith('/v1/reports/dues-split') && response.status() === 200,
  );
  await act();
  return ((await (await answered).json()) as { data: Answer }).data;
}

const rupiah = (amount: number) => `Rp${new Intl.NumberFormat('id-ID').format(amount)}`;

describe('Laporan Pembagian Iuran', () => {
  it('opens from /reports, shows the chapter’s shares of last year, reconciled, and exports them', async () => {
    const page = await browser.signedIn('dpc.bandung@simk.test', '/dashboard');
    await goto(page, '/reports');
    await page.getByRole('heading', { level: 1, name: 'Laporan' }).waitFor();
    const list = page.getByRole('list', { name: 'Daftar laporan' });
    await reportWhile(page, () => list.getByRole('link', { name: 'Laporan Pembagian Iuran' }).click());
    await waitForPath(page, '/dashboard/reports/dues-split');
    await page.getByRole('heading', { level: 1, name: 'Laporan Pembagian Iuran' }).waitFor();

    await reportWhile(page, () => page.getByRole('combobox', { name: 'Periode' }).selectOption('year'));
    const shown = await reportWhile(page, () => page.getByRole('button', { name: 'Periode sebelumnya' }).click());
    expect(shown.totals.amount).toBeGreaterThan(0);
    expect(shown.chapters.map((chapter) => chapter.name)).toEqual(['Kota Bandung']);
    const line = page.getByTestId('dues-split-reconciliation');
    await expect
      .poll(() => line.textContent())
      .toBe(`Total bagian sama dengan total pembayaran: ${rupiah(shown.totals.amount)}`);
    const levels = page.getByTestId('dues-split-levels-table');
    expect(await levels.locator('tbody tr').allInnerTexts()).toEqual([
      expect.stringContaining(rupiah(shown.totals.dpp)),
      expect.stringContaining(rupiah(shown.totals.dpw)),
      expect.stringContaining(rupiah(shown.totals.dpc)),
    ]);
    expect(await page.getByTestId('dues-split-chapters-table').locator('tbody tr').count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);

    // The workbook's total is the one the page shows.
    const pageTotal = Number((await line.textContent())!.replace(/^.*Rp/, '').replace(/\./g, ''));
    const saved = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Ekspor Excel' }).click();
    const workbook = await saved;
    expect(workbook.suggestedFilename()).toBe(`laporan-pembagian-iuran-${shown.period.from.slice(0, 4)}.xlsx`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile((await workbook.path())!);
    const summary = new Map<unknown, unknown>();
    book.getWorksheet('Ringkasan')!.eachRow((row) => {
      const [label, value] = (row.values as unknown[]).slice(1);
      summary.set(label, value);
    });
    expect(summary.get('Total pembayaran (Rp)')).toBe(pageTotal);
    expect(summary.get('Total bagian (Rp)')).toBe(pageTotal);
    const chapters = book.getWorksheet('Per DPC')!;
    expect((chapters.getRow(chapters.rowCount).values as unknown[]).slice(1)[3]).toBe(pageTotal);
  });

  it('fits a 390 px phone and passes axe there', async () => {
    const page = await browser.signedIn('dpc.bandung@simk.test', '/dashboard', {
      viewport: { width: 390, height: 844 },
    });
    await goto(page, '/dashboard/reports/dues-split?period=year');
    await page.getByTestId('dues-split-as-of').waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
