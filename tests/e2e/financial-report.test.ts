// Laporan Keuangan (issue 27 §2) as the Kota Bandung DPC officer: the cards come from the API's
// report of the officer's chapter, the period select and the steps change what is shown, the
// comparison view compares, the chart's table is there for screen readers, and axe finds nothing
// serious on a desktop or a 390 px phone.
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { waitForPath } from './support/auth.ts';
import { seriousViolations } from './support/axe.ts';
import { goto, useBrowser } from './support/browser.ts';

const browser = useBrowser();

interface Answer {
  revenue: { current: { amount: number } };
  period: { from: string };
}

/** The next report the page receives from the API, while `act` runs. */
async function reportWhile(page: Page, act: () => Promise<unknown>): Promise<Answer> {
  const answered = page.waitForResponse(
    (response) => new URL(response.url()).pathname.endsWith('/v1/reports/financial') && response.status() === 200,
  );
  await act();
  return ((await (await answered).json()) as { data: Answer }).data;
}

const rupiah = (amount: number) => `Rp${new Intl.NumberFormat('id-ID').format(amount)}`;

describe('Laporan Keuangan', () => {
  it('shows the chapter’s figures for the chosen period, steps back, and compares', async () => {
    const page = await browser.signedIn('dpc.bandung@simk.test', '/dashboard');
    const year = await reportWhile(page, () => goto(page, '/dashboard/reports/financial?period=year'));
    await page.getByRole('heading', { level: 1, name: 'Laporan Keuangan' }).waitFor();
    await expect
      .poll(() => page.getByTestId('financial-revenue-value').textContent())
      .toBe(rupiah(year.revenue.current.amount));
    await expect.poll(() => page.getByTestId('financial-period').textContent()).toBe(year.period.from.slice(0, 4));
    // The chart's figures are in a table, for screen readers, before the toggle shows it.
    expect(await page.getByTestId('financial-months-table').locator('tbody tr').count()).toBe(12);
    expect(await seriousViolations(page)).toEqual([]);

    // A year back, by the step button; the URL keeps it.
    const before = await reportWhile(page, () => page.getByRole('button', { name: 'Periode sebelumnya' }).click());
    const previousYear = String(Number(year.period.from.slice(0, 4)) - 1);
    expect(before.period.from).toBe(`${previousYear}-01-01`);
    await expect.poll(() => page.getByTestId('financial-period').textContent()).toBe(previousYear);
    expect(new URL(page.url()).searchParams.get('date')).toBe(`${previousYear}-01-01`);
    await expect
      .poll(() => page.getByTestId('financial-revenue-value').textContent())
      .toBe(rupiah(before.revenue.current.amount));

    // The comparison view, by the view select.
    await page.getByRole('combobox', { name: 'Tampilan' }).selectOption('comparison');
    const comparison = page.getByTestId('financial-comparison');
    await comparison.waitFor();
    await comparison.getByRole('columnheader', { name: 'Periode sama tahun lalu' }).waitFor();
    expect(await comparison.getByRole('rowheader', { name: 'Pendapatan' }).count()).toBe(1);
    await page.getByTestId('financial-analysis').getByRole('listitem').first().waitFor();
  });

  it('exports the period it shows as a workbook whose revenue is the card’s, and as a PDF', async () => {
    const page = await browser.signedIn('dpc.bandung@simk.test', '/dashboard');
    const shown = await reportWhile(page, () => goto(page, '/dashboard/reports/financial?period=year'));
    await expect
      .poll(() => page.getByTestId('financial-revenue-value').textContent())
      .toBe(rupiah(shown.revenue.current.amount));
    const workbookSaved = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Ekspor Excel' }).click();
    const workbook = await workbookSaved;
    expect(workbook.suggestedFilename()).toBe(`laporan-keuangan-${shown.period.from.slice(0, 4)}.xlsx`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile((await workbook.path())!);
    const summary = new Map<unknown, unknown>();
    book.getWorksheet('Ringkasan')!.eachRow((row) => {
      const [label, value] = (row.values as unknown[]).slice(1);
      summary.set(label, value);
    });
    expect(summary.get('Pendapatan periode ini (Rp)')).toBe(shown.revenue.current.amount);

    const pdfSaved = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Ekspor PDF' }).click();
    const pdf = await pdfSaved;
    expect(pdf.suggestedFilename()).toBe(`laporan-keuangan-${shown.period.from.slice(0, 4)}.pdf`);
    const { readFile } = await import('node:fs/promises');
    expect((await readFile((await pdf.path())!)).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('fits a 390 px phone and passes axe there, with the chart’s table shown', async () => {
    const page = await browser.signedIn('dpc.bandung@simk.test', '/dashboard', {
      viewport: { width: 390, height: 844 },
    });
    await goto(page, '/dashboard/reports/financial?period=quarter');
    await page.getByTestId('financial-revenue-value').waitFor();
    await page.getByRole('button', { name: 'Tampilkan tabel' }).click();
    await page.getByRole('button', { name: 'Sembunyikan tabel' }).waitFor();
    expect(await page.getByTestId('financial-months-table').locator('tbody tr').count()).toBe(3);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('is listed on /reports for an officer, and opens from there', async () => {
    const page = await browser.signedIn('dpw.jabar@simk.test', '/dashboard');
    await goto(page, '/reports');
    await page.getByRole('heading', { level: 1, name: 'Laporan' }).waitFor();
    const list = page.getByRole('list', { name: 'Daftar laporan' });
    await expect.poll(() => list.getByRole('listitem').count()).toBe(4);
    expect(await seriousViolations(page)).toEqual([]);
    await list.getByRole('link', { name: 'Laporan Keuangan' }).click();
    await waitForPath(page, '/dashboard/reports/financial');
    await page.getByRole('heading', { level: 1, name: 'Laporan Keuangan' }).waitFor();
  });

  it('is not for members: the member lands on their own profile', async () => {
    const page = await browser.signedIn('anggota@simk.test', '/dashboard/profile');
    await goto(page, '/dashboard/reports/financial');
    await waitForPath(page, '/dashboard/profile');
    await page.getByRole('heading', { level: 1, name: 'Profil Saya' }).waitFor();
  });
});
