import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../local/demo-accounts.ts';
import { seriousViolations } from './support/axe.ts';
import { useBrowser } from './support/browser.ts';
import { signIn, waitForPath } from './support/auth.ts';

const browser = useBrowser();

async function signedIn(email: string, home = '/dashboard', viewport?: { width: number; height: number }) {
  const page = await browser.open('/login', viewport ? { viewport } : {});
  await signIn(page, email, DEMO_PASSWORD);
  await waitForPath(page, home);
  return page;
}

describe('member directory in the browser', () => {
  it('the member list of dpc.bandung holds only Kota Bandung members', async () => {
    const page = await signedIn('dpc.bandung@simk.test');
    await page.goto(new URL('/dashboard/members', page.url()).toString());
    await page.getByRole('heading', { level: 1, name: 'Daftar Anggota' }).waitFor();
    await page.getByTestId('member-row').first().waitFor();
    const organizations = await page.getByTestId('member-organization').allInnerTexts();
    expect(organizations.length).toBeGreaterThan(0);
    expect(organizations.length).toBeLessThanOrEqual(10);
    for (const name of organizations) expect(name).toContain('Kota Bandung');
    const pagination = await page.getByTestId('member-pagination').innerText();
    const pages = Number(pagination.match(/dari (\d+)/)?.[1]);
    expect(pages, 'Kota Bandung has more than one page of members in the seed').toBeGreaterThan(1);
    await page.getByRole('button', { name: 'Berikutnya' }).click();
    await page
      .getByTestId('member-pagination')
      .getByText(/Halaman 2 dari/)
      .waitFor();
    const secondPage = await page.getByTestId('member-organization').allInnerTexts();
    expect(secondPage.length).toBeGreaterThan(0);
    for (const name of secondPage) expect(name).toContain('Kota Bandung');

    // A search that matches nothing shows the spec's empty text.
    await page.getByRole('searchbox', { name: 'Cari anggota' }).last().fill('zzzz tidak ada sama sekali');
    await page.getByText('Tidak ada data anggota yang ditemukan').waitFor();
  });

  it('anggota sees no officer action: no member search or menu, officer pages land on the profile', async () => {
    const page = await signedIn('anggota@simk.test', '/dashboard/profile');
    await page.getByRole('heading', { level: 1, name: 'Profil Saya' }).waitFor();
    expect(await page.getByRole('searchbox', { name: /Cari anggota/ }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Daftar Anggota' }).count()).toBe(0);
    for (const path of ['/dashboard/members', '/member-registration']) {
      await page.goto(new URL(path, page.url()).toString());
      await waitForPath(page, '/dashboard/profile');
    }
    await page.getByRole('heading', { level: 1, name: 'Profil Saya' }).waitFor();
  });

  it('a DPW officer registers a member in a DPC they pick, then verifies it from the detail page', async () => {
    const page = await signedIn('dpw.jabar@simk.test');
    await page.goto(new URL('/dashboard/members/registration', page.url()).toString());
    const picker = page.getByLabel('DPC anggota');
    await picker.locator('option', { hasText: 'Kota Cimahi' }).waitFor({ state: 'attached' });
    expect(
      await picker.locator('optgroup').evaluateAll((groups) => groups.map((g) => g.getAttribute('label'))),
    ).toEqual(['Jawa Barat']);
    const name = `Uji Registrasi ${Date.now().toString(36)}`;
    await page.getByLabel('Nama lengkap').fill(name);
    await page.getByRole('button', { name: 'Daftarkan Anggota' }).click();
    await page.getByText('Pilih DPC anggota').waitFor();
    await picker.selectOption({ label: 'Kota Cimahi' });
    await page.getByRole('button', { name: 'Daftarkan Anggota' }).click();
    await page.getByTestId('registration-done').getByText(`${name} terdaftar di Kota Cimahi`).waitFor();

    await page.getByRole('link', { name: 'Lihat data anggota' }).click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    expect(await page.getByRole('button', { name: 'Nonaktifkan' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Verifikasi' }).click();
    const confirm = page.getByRole('alertdialog', { name: `Verifikasi ${name}?` });
    await confirm
      .getByText(`${name} akan menjadi anggota Kota Cimahi dan menerima NAP baru`, { exact: false })
      .waitFor();
    await confirm.getByRole('button', { name: 'Ya, verifikasi' }).click();
    await page
      .getByTestId('member-notice')
      .getByText(/^Terverifikasi\. NAP 3277\.\d{2}\.\d{6} telah diterbitkan\.$/)
      .waitFor();
    await page.getByRole('button', { name: 'Nonaktifkan' }).waitFor();
  });

  it('imports 50 rows: the preview shows the 2 bad rows, fixing them commits all 50, the export holds them', async () => {
    const page = await signedIn('dpc.bandung@simk.test');
    await page.goto(new URL('/dashboard/members', page.url()).toString());
    await page.getByRole('heading', { level: 1, name: 'Daftar Anggota' }).waitFor();

    const tag = `Uji Impor ${Date.now().toString(36)}`;
    const lines = ['Nama Lengkap;Email;Telepon;Jabatan'];
    for (let i = 1; i <= 50; i++) {
      const email = i === 7 ? 'bukan-email' : `uji.impor.${tag.replace(/\W/g, '').toLowerCase()}.${i}@contoh.id`;
      const phone = i === 23 ? '12' : `0812${String(10_000_000 + i)}`;
      lines.push(`${tag} ${String(i).padStart(2, '0')};${email};${phone};Anggota`);
    }

    await page.getByRole('button', { name: 'Impor', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Impor Anggota' });
    await dialog.getByLabel('Berkas CSV atau XLSX').setInputFiles({
      name: 'impor.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(lines.join('\r\n'), 'utf8'),
    });
    await dialog.getByTestId('import-summary').getByText('50 baris: 48 valid, 2 perlu diperbaiki.').waitFor();
    expect(await dialog.getByTestId('import-error-row').count()).toBe(2);
    await dialog.getByText('Format email tidak valid').waitFor();
    expect(await dialog.getByRole('button', { name: 'Impor 50 anggota' }).isDisabled()).toBe(true);

    // The error report can be downloaded.
    const report = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Unduh laporan kesalahan' }).click();
    const reportText = await readFile((await (await report).path())!, 'utf8');
    expect(reportText).toContain('Format email tidak valid');

    await dialog.getByLabel('Email (Baris 8)').fill(`uji.impor.${tag.replace(/\W/g, '').toLowerCase()}.7@contoh.id`);
    await dialog.getByLabel('Telepon (Baris 24)').fill('081234500023');
    await dialog.getByRole('button', { name: 'Periksa ulang' }).click();
    await dialog.getByText('Semua 50 baris valid dan siap diimpor.').waitFor();
    await dialog.getByRole('button', { name: 'Impor 50 anggota' }).click();
    await dialog.getByTestId('import-done').getByText('50 anggota berhasil diimpor.').waitFor({ timeout: 30_000 });
    await dialog.getByRole('button', { name: 'Tutup' }).last().click();

    // Export the current filter: every imported row is in the file.
    await page.getByRole('searchbox', { name: 'Cari anggota' }).last().fill(tag);
    await page
      .getByTestId('member-pagination')
      .getByText(/50 anggota/)
      .waitFor();
    await page.getByRole('button', { name: 'Ekspor' }).click();
    const exportDialog = page.getByRole('dialog', { name: 'Ekspor Anggota' });
    const download = page.waitForEvent('download');
    await exportDialog.getByRole('button', { name: 'Unduh' }).click();
    const file = await download;
    const csv = await readFile((await file.path())!, 'utf8');
    const rows = csv.split(/\r?\n/).filter((line) => line.includes(tag));
    expect(rows).toHaveLength(50);
    await exportDialog.getByTestId('export-done').waitFor();
  });

  it("/member-export-import is the directory's export and import, not a coming-soon page", async () => {
    const page = await signedIn('dpc.bandung@simk.test');
    await page.goto(new URL('/member-export-import', page.url()).toString());
    await page.getByRole('heading', { level: 1, name: 'Ekspor & Impor Anggota' }).waitFor();
    expect(await page.getByText('Segera hadir').count()).toBe(0);

    await page.getByRole('button', { name: 'Impor anggota' }).click();
    const importDialog = page.getByRole('dialog', { name: 'Impor Anggota' });
    await importDialog.getByLabel('Berkas CSV atau XLSX').waitFor();
    await importDialog.getByRole('button', { name: 'Tutup' }).first().click();
    await importDialog.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Ekspor anggota' }).click();
    const exportDialog = page.getByRole('dialog', { name: 'Ekspor Anggota' });
    const download = page.waitForEvent('download');
    await exportDialog.getByRole('button', { name: 'Unduh' }).click();
    const csv = await readFile((await (await download).path())!, 'utf8');
    const [header, ...rows] = csv.split(/\r?\n/).filter(Boolean);
    expect(header).toContain('Nama Lengkap');
    expect(rows.length).toBeGreaterThan(10);
    await exportDialog.getByTestId('export-done').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('the detail page shows the profile; the officer edits with validation and the edit is saved', async () => {
    const page = await signedIn('dpc.bandung@simk.test');
    await page.goto(new URL('/dashboard/members?search=siti', page.url()).toString());
    await page.getByTestId('member-row').first().waitFor();
    await page.getByTestId('member-row').first().getByRole('link').first().click();
    await page.waitForURL((url) => url.pathname.startsWith('/members/'));
    await page.getByRole('tab', { name: 'Tagihan' }).waitFor();
    await page.getByRole('button', { name: 'Ubah Data' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ubah Data Anggota' });
    await dialog.getByLabel('Email').fill('bukan email');
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await dialog.getByText('Format email tidak valid').waitFor();

    const workplace = `RSUD Uji Simpan ${Date.now()}`;
    await dialog.getByLabel('Email').fill(`siti.${Date.now()}@contoh.test`);
    await dialog.getByLabel('Tempat kerja').fill(workplace);
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText(workplace).first().waitFor();
    await page.reload();
    await page.getByText(workplace).first().waitFor();
  });

  it('axe-core: the dashboard and the member list have no serious or critical violations', async () => {
    const page = await signedIn('dpc.bandung@simk.test');
    await page.getByTestId('tile-total-members-value').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(new URL('/dashboard/members', page.url()).toString());
    await page.getByTestId('member-row').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
