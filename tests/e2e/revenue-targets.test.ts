// Revenue targets (issue 27 §2) in the browser: the Kota Bandung DPC officer opens "Atur Target" on
// the year's financial report, types twelve monthly amounts, confirms the year's total, and the
// months' table (the chart's accessible table) then carries the target beside each month's revenue;
// the amounts are stored for the chapter and year, and a reload shows them again in the dialog.
import postgres from 'postgres';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { goto, useBrowser } from './support/browser.ts';

const browser = useBrowser();
const sql = postgres(inject('databaseUrl'), { max: 1, onnotice: () => {} });
afterAll(() => sql.end({ timeout: 1 }));

describe('revenue targets', () => {
  it('dpc.bandung sets the year’s monthly targets and the report shows them beside the revenue', async () => {
    const page = await browser.signedIn('dpc.bandung@simk.test', '/dashboard');
    await goto(page, '/dashboard/reports/financial?period=year');
    const months = page.getByTestId('financial-months-table');
    await expect.poll(() => months.locator('tbody tr').count()).toBe(12);
    const year = Number((await page.getByTestId('financial-period').textContent())!.trim());

    await page.getByRole('button', { name: 'Atur Target' }).click();
    const dialog = page.getByTestId('revenue-targets-dialog');
    await dialog.getByRole('heading', { name: `Target Pendapatan Kota Bandung ${year}` }).waitFor();
    const inputs = dialog.getByRole('textbox');
    expect(await inputs.count()).toBe(12);
    for (let month = 0; month < 12; month += 1) await inputs.nth(month).fill(month < 6 ? '2.345.000' : '');
    await dialog.getByRole('button', { name: 'Simpan', exact: true }).click();
    await dialog.getByText('Total setahun Rp14.070.000', { exact: false }).first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Ya, simpan target' }).click();
    await dialog.waitFor({ state: 'detached' });

    // The months' table gains the target column: six months at Rp2.345.000, six without.
    await months.getByRole('columnheader', { name: 'Target' }).waitFor();
    const targets = await months
      .locator('tbody tr')
      .evaluateAll((rows) => rows.map((row) => row.querySelectorAll('td')[3]?.textContent ?? null));
    expect(targets).toEqual([...Array(6).fill('Rp2.345.000'), ...Array(6).fill('–')]);

    const stored = await sql<{ month: number; amount: number }[]>`
      select t.month, t.amount::int as amount
      from public.revenue_targets t join public.organizations o on o.id = t.organization_id
      where o.bps_code = '3273' and t.year = ${year} order by 1`;
    expect(stored).toEqual([1, 2, 3, 4, 5, 6].map((month) => ({ month, amount: 2_345_000 })));

    await page.reload();
    await page.getByRole('button', { name: 'Atur Target' }).click();
    expect(await page.getByTestId('revenue-targets-dialog').getByRole('textbox').first().inputValue()).toBe(
      '2.345.000',
    );
  });
});
