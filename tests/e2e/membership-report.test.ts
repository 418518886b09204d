// Laporan Keanggotaan (issue 27 §1) as the Kota Bandung DPC officer: it opens from /reports, the
// cards are the API's report of the officer's chapter, the period select, the steps and the island
// group filter ask for another report, the growth chart's table is there for screen readers, and axe
// finds nothing serious on a desktop or a 390 px phone.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { waitForPath } from './support/auth.ts';
import { seriousViolations } from './support/axe.ts';
import { goto, useBrowser } from './support/browser.ts';

const browser = useBrowser();

interface Answer {
  period: { kind: string; from: string; to: string };
  region: string | null;
  cards: { current: { total: number; new: number; active: number; inactive: number } };
  distribution: { level: string; rows: { name: string }[] };
}

/** The next report the page receives from the API, while `act` runs. */
async function reportWhile(page: Page, act: () => Promise<unknown>): Promise<Answer> {
  const answered = page.waitForResponse(
    (response) => new URL(response.url()).pathname.endsWith('/v1/reports/membership') && response.status() === 200,
  );
  await act();
  return ((await (await answered).json()) as { data: Answer }).data;
}

const number = (value: number) => new Intl.NumberFormat('id-ID').format(value);

describe('Laporan Keanggotaan', () => {
  it('opens from /reports, shows the chapter’s members, and asks for another period and island group', async () => {
    const page = await browser.signedIn('dpc.bandung@simk.test', '/dashboard');
    await goto(page, '/reports');
    await page.getByRole('heading', { level: 1, name: 'Laporan' }).waitFor();
    const list = page.getByRole('list', { name: 'Daftar laporan' });
    const month = await reportWhile(page, () => list.getByRole('link', { name: 'Laporan Keanggotaan' }).click());
    await waitForPath(page, '/dashboard/reports/membership');
    await page.getByRole('heading', { level: 1, name: 'Laporan Keanggotaan' }).waitFor();
    expect(month.period.kind).toBe('month');
    expect(month.cards.current.total).toBeGreaterThan(0);
    expect(month.distribution.rows.map((row) => row.name)).toEqual(['Kota Bandung']);
    await expect
      .poll(() => page.getByTestId('membership-total-value').textContent())
      .toBe(number(month.cards.current.total));
    await expect
      .poll(() => page.getByTestId('membership-distribution-table').locator('tbody tr').allInnerTexts())
      .toEqual([expect.stringContaining('Kota Bandung')]);
    // The chart's figures are in a table, for screen readers, before the toggle shows it.
    expect(await page.getByTestId('membership-months-table').locator('tbody tr').count()).toBe(12);
    expect(await seriousViolations(page)).toEqual([]);

    // The map loads Leaflet when opened: a point per province or DPC with a recorded point.
    await page.getByRole('button', { name: 'Tampilkan peta' }).click();
    const map = page.getByRole('region', { name: 'Peta sebaran anggota' });
    await map.locator('.leaflet-container, .leaflet-pane').first().waitFor({ state: 'attached' });
    await map.locator('path.leaflet-interactive').first().waitFor({ state: 'attached' });
    expect(await seriousViolations(page)).toEqual([]);

    // A year, then the year before, by the step button; the URL keeps it.
    const year = await reportWhile(page, () => page.getByRole('combobox', { name: 'Periode' }).selectOption('year'));
    expect(year.period.kind).toBe('year');
    const before = await reportWhile(page, () => page.getByRole('button', { name: 'Periode sebelumnya' }).click());
    const previousYear = String(Number(year.period.from.slice(0, 4)) - 1);
    expect(before.period.from).toBe(`${previousYear}-01-01`);
    await expect.poll(() => page.getByTestId('membership-period').textContent()).toBe(previousYear);
    expect(new URL(page.url()).searchParams.get('date')).toBe(`${previousYear}-01-01`);

    // Sumatera holds none of Kota Bandung's members: the page says so; Jawa holds them all.
    const sumatera = await reportWhile(page, () =>
      page.getByRole('combobox', { name: 'Wilayah' }).selectOption('sumatera'),
    );
    expect(sumatera.region).toBe('sumatera');
    expect(sumatera.cards.current.total).toBe(0);
    await page.getByTestId('membership-empty').waitFor();
    const jawa = await reportWhile(page, () => page.getByRole('combobox', { name: 'Wilayah' }).selectOption('jawa'));
    expect(jawa.cards.current.total).toBe(before.cards.current.total);
    await expect
      .poll(() => page.getByTestId('membership-total-value').textContent())
      .toBe(number(jawa.cards.current.total));
    expect(new URL(page.url()).searchParams.get('region')).toBe('jawa');
  });

  it('fits a 390 px phone and passes axe there, with the growth table and the date range shown', async () => {
    const page = await browser.signedIn('dpc.bandung@simk.test', '/dashboard', {
      viewport: { width: 390, height: 844 },
    });
    await goto(page, '/dashboard/reports/membership?period=quarter');
    await page.getByTestId('membership-total-value').waitFor();
    await page.getByRole('button', { name: 'Tampilkan tabel' }).click();
    await page.getByRole('button', { name: 'Sembunyikan tabel' }).waitFor();
    await page.getByRole('combobox', { name: 'Periode' }).selectOption('custom');
    await page.getByLabel('Dari tanggal').waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
