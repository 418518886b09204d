// The chapters in the browser (issue 28 §3): a stranger appointed as an officer of Kabupaten
// Sumedang edits its profile (address, bank account, logo), the public /struktur page and the audit
// log show it; dpw.jabar reads the chapter list and the structure tree of its province and its
// members. axe on every page, and every page fits a 390 px phone.
import type { Page } from 'playwright-core';
import postgres from 'postgres';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { registerConfirmedAccount } from './support/accounts.ts';
import { seriousViolations } from './support/axe.ts';
import { signIn, waitForPath } from './support/auth.ts';
import { goto, useBrowser } from './support/browser.ts';

const browser = useBrowser();
const sql = postgres(inject('databaseUrl'), { max: 1, onnotice: () => {} });
afterAll(() => sql.end({ timeout: 1 }));

const PHONE = { viewport: { width: 390, height: 844 } };
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const fitsThePhone = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** A stranger registered in Kabupaten Sumedang and appointed PENGURUS_DPC there (by the database owner). */
async function sumedangOfficer(): Promise<{ email: string; password: string; fullName: string }> {
  const suffix = Date.now().toString(36);
  const person = {
    email: `pengurus.sumedang.${suffix}@contoh.id`,
    password: 'Sumedang-Larang-2026',
    fullName: 'Sari Pengurus Sumedang',
  };
  await registerConfirmedAccount(person.email, person.password, person.fullName, { chapter: 'Kabupaten Sumedang' });
  await sql`
    insert into public.role_assignments (user_id, role_id, organization_id)
    select u.id, r.id, o.id from auth.users u, public.roles r, public.organizations o
    where u.email = ${person.email} and r.name = 'PENGURUS_DPC' and o.bps_code = '3211'`;
  return person;
}

describe('chapters in the browser', () => {
  it('a DPC officer edits the chapter profile and the public /struktur page shows it', async () => {
    const officer = await sumedangOfficer();
    const page = await browser.open('/login', PHONE);
    await signIn(page, officer.email, officer.password);
    await waitForPath(page, '/dashboard');
    await goto(page, '/organization-profile');
    await page.getByRole('heading', { level: 1, name: 'Kabupaten Sumedang' }).waitFor();
    await page.getByTestId('chapter-officer-list').getByText('Sari Pengurus Sumedang').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await fitsThePhone(page)).toBe(true);

    await page.getByRole('button', { name: 'Ubah Profil' }).click();
    const form = page.getByRole('dialog', { name: 'Ubah Profil Kabupaten Sumedang' });
    await form.getByLabel('Pilih berkas logo').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: PNG_1X1,
    });
    await form.getByRole('button', { name: 'Ganti Logo' }).waitFor();
    await form.getByLabel('Alamat').fill('Jl. Prabu Geusan Ulun No. 36, Sumedang');
    await form.getByLabel('Telepon').fill('0261 201234');
    await form.getByLabel('Nama Bank').fill('Bank Jabar Banten');
    await form.getByLabel('Nomor Rekening').fill('12ab');
    await form.getByLabel('Nama Pemilik Rekening').fill('DPC Kabupaten Sumedang');
    await form.getByRole('button', { name: 'Simpan' }).click();
    await form.getByText('Nomor rekening harus 5–20 angka.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await form.getByLabel('Nomor Rekening').fill('0098 7654 321');
    await form.getByRole('button', { name: 'Simpan' }).click();
    await page.getByTestId('chapter-profile-saved').waitFor();
    await page.getByTestId('chapter-bank').getByText('00987654321').waitFor();
    await page.getByRole('img', { name: 'Kabupaten Sumedang' }).waitFor();

    // The public page, as anyone sees it.
    const visitor = await browser.open('/struktur', PHONE);
    await visitor.getByRole('heading', { level: 1, name: 'Struktur Organisasi' }).waitFor();
    await visitor.getByRole('searchbox', { name: 'Cari DPW atau DPC' }).fill('sumedang');
    await visitor.getByText('Kabupaten Sumedang', { exact: true }).waitFor();
    await visitor.getByText('Jl. Prabu Geusan Ulun No. 36, Sumedang').waitFor();
    await visitor.getByText(/Bank Jabar Banten 00987654321/).waitFor();
    await visitor.getByText(/Sari Pengurus Sumedang \(Pengurus DPC\)/).waitFor();
    const logo = visitor.getByRole('img', { name: 'Logo Kabupaten Sumedang' });
    await logo.waitFor();
    await expect.poll(() => logo.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBe(1);
    expect(await seriousViolations(visitor)).toEqual([]);
    expect(await fitsThePhone(visitor)).toBe(true);

    // The audit log shows the edit in words, with the address before and after.
    const auditor = await browser.signedIn('superadmin@simk.test', '/dashboard');
    await goto(auditor, '/dashboard/audit-log');
    await auditor.getByTestId('audit-entry').first().waitFor();
    await auditor.getByRole('combobox', { name: 'Aksi' }).selectOption({ label: 'Profil organisasi diubah' });
    await auditor.waitForURL((url) => url.searchParams.get('action') === 'organizations.update_profile');
    const entry = auditor.getByTestId('audit-entry').filter({ hasText: 'Kabupaten Sumedang' }).first();
    await entry.getByRole('button', { name: 'Lihat perubahan' }).click();
    await entry
      .getByTestId('audit-diff')
      .getByRole('row', { name: /Alamat .*Jl\. Prabu Geusan Ulun No\. 36, Sumedang/ })
      .waitFor();
  }, 240_000);

  it('dpw.jabar reads its chapters with member counts and drills down the structure tree', async () => {
    const page = await browser.signedIn('dpw.jabar@simk.test', '/dashboard');
    await page.getByRole('link', { name: 'Daftar Organisasi' }).first().click();
    await waitForPath(page, '/organizations');
    await page.getByRole('heading', { level: 1, name: 'Organisasi' }).waitFor();
    await page.getByTestId('chapter-row').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('searchbox', { name: 'Cari organisasi' }).fill('bandung');
    await page.getByRole('searchbox', { name: 'Cari organisasi' }).press('Enter');
    await page.waitForURL((url) => url.searchParams.get('search') === 'bandung');
    await page.getByTestId('chapter-row').filter({ hasText: 'Kota Bandung' }).first().waitFor();

    await page.getByRole('link', { name: 'Struktur Organisasi' }).first().click();
    await waitForPath(page, '/organization-structure');
    await page.getByRole('heading', { level: 1, name: 'Struktur Organisasi' }).waitFor();
    const bandung = page.getByRole('listitem').filter({ hasText: 'Kota Bandung' }).last();
    const membersLink = await bandung.getByRole('link', { name: 'Lihat anggota Kota Bandung' }).getAttribute('href');
    expect(await seriousViolations(page)).toEqual([]);
    await bandung.getByRole('link', { name: 'Profil Kota Bandung' }).click();
    await page.waitForURL((url) => url.pathname === '/organization-profile' && url.search.includes('organizationId'));
    await page.getByRole('heading', { level: 1, name: 'Kota Bandung' }).waitFor();
    // Not its own chapter: the DPW reads the profile, only Bandung's officers edit it.
    expect(await page.getByRole('button', { name: 'Ubah Profil' }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    // The tree's "see its members" lists the chapter's members, by the chapter they are in now.
    await goto(page, membersLink!);
    await page.getByTestId('member-chapter-filter').getByText('Anggota Kota Bandung dan chapter di bawahnya').waitFor();
    await page.getByTestId('member-row').first().waitFor();
    const rows = await page.getByTestId('member-row').evaluateAll((found) => found.map((row) => row.textContent ?? ''));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row).toContain('Kota Bandung');
    await page.getByRole('button', { name: 'Semua chapter' }).click();
    await expect.poll(() => page.getByTestId('member-chapter-filter').count()).toBe(0);
  }, 240_000);

  it('fits a 390 px phone: the chapter list and the structure tree', async () => {
    const page = await browser.signedIn('dpw.jabar@simk.test', '/dashboard', PHONE);
    for (const [path, heading] of [
      ['/organizations', 'Organisasi'],
      ['/organization-structure', 'Struktur Organisasi'],
    ] as const) {
      await goto(page, path);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await page.getByText('Kota Bandung').first().waitFor();
      expect(await fitsThePhone(page), path).toBe(true);
      expect(await seriousViolations(page), path).toEqual([]);
    }
  }, 240_000);
});
