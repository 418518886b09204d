// Role management in the browser (spec §2, issue 28 §1): the superadmin appoints a newcomer as
// PENGURUS_DPC of Kota Surabaya until a date, sees it under User Assignments, the newcomer's
// sidebar changes at their next request, and the superadmin revokes it; axe on a desktop and a
// 390 px phone, where nothing overflows.
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { registerConfirmedAccount } from './support/accounts.ts';
import { goto, useBrowser } from './support/browser.ts';
import { offersMemberList, signIn, waitForPath } from './support/auth.ts';

const browser = useBrowser();

const newcomer = {
  email: `pengurus.e2e.${Date.now()}@contoh.id`,
  password: 'Lab-Kota-Surabaya-2026',
  fullName: 'Sari Pengurus Baru',
};

async function rolePage(path = '/dashboard/role-management', viewport?: { width: number; height: number }) {
  const page = await browser.signedIn('superadmin@simk.test', '/dashboard', viewport ? { viewport } : {});
  await goto(page, path);
  await page.getByRole('heading', { level: 1, name: 'Manajemen Peran' }).waitFor();
  await page.getByTestId('role-card').first().waitFor();
  return page;
}

describe('role management in the browser', () => {
  it('the superadmin appoints a newcomer PENGURUS_DPC of Kota Surabaya until a date, then revokes it', async () => {
    await registerConfirmedAccount(newcomer.email, newcomer.password, newcomer.fullName, { chapter: 'Kota Surabaya' });
    const own = await browser.open('/login');
    await signIn(own, newcomer.email, newcomer.password);
    await waitForPath(own, '/dashboard/profile');
    expect(await offersMemberList(own)).toBe(false);

    const page = await rolePage();
    expect(await seriousViolations(page)).toEqual([]);
    const card = page.getByTestId('role-card').filter({ hasText: 'SUPER_ADMIN' });
    await card.getByText(/^\+\d+ more permissions$/).waitFor();

    await page.getByRole('tab', { name: 'User Assignments' }).click();
    await page.getByTestId('role-assignment-row').first().waitFor();
    await page.getByRole('button', { name: 'Assign Role' }).click();
    const form = page.getByTestId('assign-role-form');
    await form.getByTestId('user-search').fill(newcomer.email);
    await form.getByRole('button', { name: new RegExp(newcomer.fullName) }).click();
    await form.getByLabel('Peran').selectOption({ label: 'Pengurus DPC (PENGURUS_DPC)' });
    await form.getByLabel('Organisasi').selectOption({ label: 'Kota Surabaya' });
    await form.getByTestId('assign-expires-on').fill('2099-12-31');
    expect(await seriousViolations(page)).toEqual([]);
    await form.getByRole('button', { name: 'Tugaskan' }).click();
    await page
      .getByTestId('assignments-notice')
      .getByText(`Pengurus DPC ditugaskan kepada ${newcomer.fullName}.`)
      .waitFor();

    await page.getByRole('searchbox', { name: /Cari peran/ }).fill(newcomer.email);
    await page.getByRole('button', { name: 'Cari', exact: true }).click();
    const row = page.getByTestId('role-assignment-row').filter({ hasText: newcomer.fullName });
    await row.getByText('Kota Surabaya').waitFor();
    await row.getByText('31/12/2099').waitFor();
    await expect.poll(() => page.getByTestId('role-assignment-row').count()).toBe(1);

    // The newcomer's next request sees the role: the officer's sidebar.
    expect(await offersMemberList(own)).toBe(true);

    await row.getByRole('button', { name: /^Cabut Pengurus DPC/ }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText(/Kota Surabaya dicabut/).waitFor();
    await confirm.getByRole('button', { name: 'Cabut peran' }).click();
    await page.getByTestId('assignments-notice').getByText(`Pengurus DPC dicabut dari ${newcomer.fullName}.`).waitFor();
    await expect.poll(() => page.getByTestId('role-assignment-row').count()).toBe(0);
    expect(await offersMemberList(own)).toBe(false);
    // Two sessions, a registration and three reloads: over the default minute on a loaded machine.
  }, 180_000);

  it('keeps system roles view-only, validates Create Role, and filters permissions by category', async () => {
    const page = await rolePage('/role-permissions');
    const system = page.getByTestId('role-card').filter({ hasText: 'PENGURUS_DPC' });
    expect(await system.getByRole('button', { name: /^Ubah/ }).count()).toBe(0);
    await system.getByRole('button', { name: /^Lihat/ }).click();
    await page.getByTestId('role-view').getByText('members.verify').waitFor();
    await page.getByTestId('role-view').getByRole('button', { name: 'Tutup' }).first().click();

    await page.getByRole('button', { name: 'Create Role' }).click();
    const form = page.getByTestId('role-form');
    await form.getByRole('button', { name: 'Create Role' }).click();
    await form.getByText('Pilih minimal satu izin.').waitFor();
    await form.getByRole('button', { name: 'Batal' }).first().click();

    await page.getByRole('tab', { name: 'Permissions' }).click();
    await page.getByLabel('Kategori').selectOption('System');
    const row = page.getByTestId('permission-row').filter({ hasText: 'system.settings' });
    await row.getByText('1 peran').waitFor();
    await expect.poll(() => page.getByTestId('permission-row').count()).toBe(4);
  });

  it('fits a 390 px phone and passes axe there', async () => {
    const page = await rolePage('/dashboard/role-management', { width: 390, height: 844 });
    await page.getByRole('tab', { name: 'User Assignments' }).click();
    await page.getByTestId('role-assignment-row').first().waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('sends anyone but SUPER_ADMIN to the overview', async () => {
    const page = await browser.signedIn('dpw.jabar@simk.test', '/dashboard');
    await goto(page, '/dashboard/role-management');
    await waitForPath(page, '/dashboard');
    expect(await page.getByRole('heading', { level: 1, name: 'Manajemen Peran' }).count()).toBe(0);
  });
});
