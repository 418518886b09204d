// Analitik (issue 27 §4) as the Kota Bandung DPC officer: it opens from /reports, the tiles and the
// charts' tables are the API's figures of the officer's chapter, the window select asks for another
// window, the workbook exported holds the members the tile shows, and axe finds nothing serious on a
// desktop or a 390 px phone.
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { waitForPath } from './support/auth.ts';
import { seriousViolations } from './support/axe.ts';
import { goto, useBrowser } from './support/browser.ts';

const browser = useBrowser();

interface Answer {
  months: number;
  members: { total: number }[];
  collection: unknown[];
  registrations: unknown[];
}

/** The next figures the page receives from the API, while `act` runs. */
async function analyticsWhile(page: Page, act: () => Promise<unknown>): Promise<Answer> {
  const answered = page.waitForResponse(
    (response) => new URL(response.url()).pathname.endsWith('/v1/reports/analytics') && response.status() === 200,
  );
  await act();
  return ((await (await answered).json()) as { data: Answer }).data;
}

const number = (value: number) => new Intl.NumberFormat('id-ID').format(value);

describe('Analitik', () => {
  it('opens from /reports, shows the chapter’s trends, and asks for another window', async () => {
    const page = await browser.signedIn('dpc.bandung@simk.test', '/dashboard');
    await goto(page, '/reports');
    const list = page.getByRole('list', { name: 'Daftar laporan' });
    const year = await analyticsWhile(page, () => list.getByRole('link', { name: 'Analitik' }).click());
    await waitForPath(page, '/dashboard/analytics');
    await page.getByRole('heading', { level: 1, name: 'Analitik' }).waitFor();
    expect(year.months).toBe(12);
    expect(year.members.at(-1)!.total).toBeGreaterThan(0);
    await expect
      .poll(() => page.getByTestId('analytics-tile-members').textContent())
      .toContain(number(year.members.at(-1)!.total));
    // Each chart's figures are in a table, for screen readers, before a toggle shows it.
    for (const id of ['members', 'collection', 'transfers', 'registrations']) {
      expect(await page.getByTestId(`analytics-${id}-table`).locator('tbody tr').count()).toBe(12);
    }
    expect(await page.getByTestId('analytics-arrears-table').locator('tbody tr').count()).toBe(3);
    expect(await seriousViolations(page)).toEqual([]);

    const longer = await analyticsWhile(page, () =>
      page.getByRole('combobox', { name: 'Rentang waktu' }).selectOption('24'),
    );
    expect(longer.months).toBe(24);
    await expect.poll(() => page.getByTestId('analytics-members-table').locator('tbody tr').count()).toBe(24);
    expect(new URL(page.url()).searchParams.get('months')).toBe('24');

    // The workbook of the window shown holds the members the tile shows.
    const tile = Number((await page.getByTestId('analytics-tile-members').textContent())!.replace(/\D/g, ''));
    const saved = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Ekspor Excel' }).click();
    const workbook = await saved;
    expect(workbook.suggestedFilename()).toMatch(/^analitik-\d{4}-\d{2}-\d{4}-\d{2}\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile((await workbook.path())!);
    const summary = new Map<unknown, unknown>();
    book.getWorksheet('Ringkasan')!.eachRow((row) => {
      const [label, value] = (row.values as unknown[]).slice(1);
      summary.set(label, value);
    });
    expect(summary.get('Anggota saat ini')).toBe(tile);
    expect(String(summary.get('Rentang waktu'))).toMatch(/^24 bulan terakhir/);
    expect(book.getWorksheet('Anggota')!.rowCount).toBe(25);
  });

  it('fits a 390 px phone and passes axe there, with a table shown', async () => {
    const page = await browser.signedIn('dpc.bandung@simk.test', '/dashboard', {
      viewport: { width: 390, height: 844 },
    });
    await goto(page, '/dashboard/analytics?months=6');
    await page.getByTestId('analytics-tile-members').waitFor();
    await page.getByTestId('analytics-collection').getByRole('button', { name: 'Tampilkan tabel' }).click();
    await page.getByRole('button', { name: 'Sembunyikan tabel' }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
