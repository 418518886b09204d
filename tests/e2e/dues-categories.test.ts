import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../local/demo-accounts.ts';
import { calendarDate } from '../../supabase/functions/_shared/calendar.ts';
import { seriousViolations } from './support/axe.ts';
import { useBrowser } from './support/browser.ts';
import { signIn, waitForPath } from './support/auth.ts';

const browser = useBrowser();

async function categoriesPage(email: string) {
  const page = await browser.open('/login');
  await signIn(page, email, DEMO_PASSWORD);
  await waitForPath(page, '/dashboard');
  await page.goto(new URL('/dashboard/dues/management', page.url()).toString());
  await page.getByRole('heading', { level: 1, name: 'Kategori Iuran' }).waitFor();
  await page.getByTestId('dues-category-row').first().waitFor();
  return page;
}

/** Dues settings have their own page, reached from the sidebar's dues group. */
async function openSettings(page: Awaited<ReturnType<typeof categoriesPage>>) {
  await page.getByRole('link', { name: 'Pengaturan Iuran' }).first().click();
  await waitForPath(page, '/dashboard/dues/settings');
  await page.getByRole('heading', { level: 1, name: 'Pengaturan Iuran' }).waitFor();
}

async function settingsPage(email: string) {
  const page = await categoriesPage(email);
  await openSettings(page);
  return page;
}

describe('dues categories in the browser', () => {
  it('the superadmin adds, edits, deactivates, and tries to delete a category with bills', async () => {
    const page = await categoriesPage('superadmin@simk.test');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Tambah Kategori' }).first().click();
    const form = page.getByTestId('dues-category-form');
    await form.getByLabel('Nama kategori').fill('Iuran Seminar E2E');
    await form.getByLabel('Nominal (Rp)').fill('75.000');
    await form.getByLabel('Periode').selectOption('one_time');
    await form.getByRole('button', { name: 'Simpan' }).click();
    await page.getByTestId('dues-notice').getByText('Kategori Iuran Seminar E2E ditambahkan.').waitFor();

    const search = page.getByRole('searchbox', { name: 'Cari kategori iuran' });
    await search.fill('Seminar E2E');
    const row = page.getByTestId('dues-category-row').filter({ hasText: 'Iuran Seminar E2E' });
    await row.getByText('Rp 75.000').or(row.getByText('Rp75.000')).waitFor();
    await expect.poll(() => page.getByTestId('dues-category-row').count()).toBe(1);

    await page.getByRole('button', { name: 'Ubah Iuran Seminar E2E' }).click();
    await form.getByLabel('Nominal (Rp)').fill('80000');
    await form.getByRole('button', { name: 'Simpan' }).click();
    await page.getByTestId('dues-notice').getByText('Kategori Iuran Seminar E2E disimpan.').waitFor();
    await row.getByText(/80\.000/).waitFor();

    await page.getByRole('button', { name: 'Nonaktifkan Iuran Seminar E2E' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Nonaktifkan' }).click();
    await page.getByTestId('dues-notice').getByText('Kategori Iuran Seminar E2E dinonaktifkan.').waitFor();
    await row.getByText('Nonaktif', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Aktifkan Iuran Seminar E2E' }).waitFor();

    // A category with bills cannot be deleted: the refusal offers deactivation instead.
    await search.fill('Iuran Pokok');
    await expect.poll(() => page.getByTestId('dues-category-row').count()).toBe(1);
    await page.getByRole('button', { name: 'Hapus Iuran Pokok' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByRole('button', { name: 'Hapus' }).click();
    await confirm.getByText(/sudah memiliki tagihan sehingga tidak dapat dihapus/).waitFor();
    await confirm.getByRole('button', { name: 'Nonaktifkan kategori ini' }).waitFor();
    await confirm.getByRole('button', { name: 'Batal', exact: true }).first().click();
    await page
      .getByTestId('dues-category-row')
      .filter({ hasText: 'Iuran Pokok' })
      .getByText('Aktif', { exact: true })
      .waitFor();
  });

  it('the superadmin schedules a dues split from tomorrow after a confirmation', async () => {
    const page = await settingsPage('superadmin@simk.test');
    await page.getByTestId('dues-split-current').getByText('DPP 20% · DPW 30% · DPC 50%').waitFor();
    await page.getByRole('button', { name: 'Atur Pembagian' }).click();
    const form = page.getByTestId('dues-split-form');
    // Tomorrow, not today: payments made by the other browser tests today keep the seeded split.
    await form.getByLabel('Berlaku sejak').fill(calendarDate(new Date(Date.now() + 86_400_000)));
    await form.getByLabel('DPP (%)').fill('15');
    await form.getByLabel('DPW (%)').fill('35');
    await form.getByRole('button', { name: 'Lanjut' }).click();
    await form
      .getByTestId('settings-confirmation')
      .getByText(/DPP 15%, DPW 35% dan DPC 50%/)
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await form.getByRole('button', { name: 'Ya, simpan' }).click();
    await page.getByTestId('dues-split-row').filter({ hasText: 'Terjadwal' }).getByText('35%').waitFor();
    await page.getByTestId('dues-split-current').getByText('DPP 20% · DPW 30% · DPC 50%').waitFor();
  });

  it('a DPC officer sees the categories and the dues settings but no write action (and axe finds no serious violation)', async () => {
    const page = await categoriesPage('dpc.bandung@simk.test');
    await page.getByTestId('dues-summary-total').getByText('3').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.getByRole('button', { name: 'Tambah Kategori' }).count()).toBe(0);
    // No action on a category; the chapter's own reminder schedule is theirs to change (dues.remind).
    expect(await page.getByRole('button', { name: /^(Ubah|Nonaktifkan|Aktifkan|Hapus) / }).count()).toBe(0);
    await openSettings(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByTestId('dues-grace-days').getByText('30 hari').waitFor();
    expect(await page.getByRole('button', { name: /Atur Pembagian|Ubah Masa Tenggang/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Ubah Jadwal', exact: true }).count()).toBe(1);
  });
});
