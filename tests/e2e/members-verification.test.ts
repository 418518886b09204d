import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../local/demo-accounts.ts';
import { useBrowser } from './support/browser.ts';
import { signIn, waitForPath } from './support/auth.ts';

const browser = useBrowser();

async function officer() {
  const page = await browser.open('/login');
  await signIn(page, 'dpc.surabaya@simk.test', DEMO_PASSWORD);
  await waitForPath(page, '/dashboard');
  return page;
}

describe('verification, registration and deactivation in the browser', () => {
  it('verifies an application (the NAP is shown) and rejects another with a reason', async () => {
    const page = await officer();
    await page.goto(new URL('/dashboard/members/verification', page.url()).toString());
    await page.getByRole('heading', { level: 1, name: 'Verifikasi Anggota' }).waitFor();
    const items = page.getByTestId('verification-item');
    await items.first().waitFor();
    const before = await items.count();

    const name = await items
      .first()
      .getByRole('button', { name: /^Verifikasi / })
      .getAttribute('aria-label');
    await items
      .first()
      .getByRole('button', { name: /^Verifikasi / })
      .click();
    // Verification asks first, naming the person and the DPC.
    const confirm = page.getByRole('alertdialog', { name: `${name}?` });
    await confirm.getByText(/akan menjadi anggota Kota Surabaya dan menerima NAP baru/).waitFor();
    await confirm.getByRole('button', { name: 'Ya, verifikasi' }).click();
    // The result takes the card's place in the list, and the focus.
    const message = page.getByTestId('verification-message');
    await message.getByText(/terverifikasi dengan NAP 3578\.\d{2}\.\d{6}\./).waitFor();
    expect(await message.evaluate((element) => element.tagName === 'LI' && element === document.activeElement)).toBe(
      true,
    );

    await items
      .first()
      .getByRole('button', { name: /^Tolak / })
      .click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('button', { name: 'Tolak pendaftaran' }).click();
    await dialog.getByText('Alasan wajib diisi (minimal 3 karakter)').waitFor();
    await dialog.getByLabel('Alasan').fill('Dokumen STR tidak terbaca');
    await dialog.getByRole('button', { name: 'Tolak pendaftaran' }).click();
    await message.getByText(/^Pendaftaran .+ ditolak\.$/).waitFor();
    await page.waitForFunction(
      (count) => document.querySelectorAll('[data-testid="verification-item"]').length === count - 2,
      before,
    );
  });

  it('an officer registers a member (pending, no NAP yet) at /member-registration', async () => {
    const page = await officer();
    await page.goto(new URL('/member-registration', page.url()).toString());
    await page.getByRole('heading', { level: 1, name: 'Registrasi Anggota' }).waitFor();
    await page.getByLabel('Nama lengkap').fill('Rina Kartika Sari');
    await page.getByLabel('Email').fill('rina kartika');
    await page.getByRole('button', { name: 'Daftarkan Anggota' }).click();
    await page.getByText('Format email tidak valid').waitFor();
    await page.getByLabel('Email').fill(`rina.${Date.now()}@contoh.id`);
    await page.getByLabel('Telepon').fill('0813 1111 2222');
    await page.getByRole('button', { name: 'Daftarkan Anggota' }).click();
    await page
      .getByTestId('registration-done')
      .getByText('Rina Kartika Sari terdaftar di Kota Surabaya dan menunggu verifikasi.')
      .waitFor();
    await page.getByRole('link', { name: 'Lihat data anggota' }).click();
    await page.getByRole('heading', { level: 1, name: 'Rina Kartika Sari' }).waitFor();
    await page.getByText('NAP belum ada').first().waitFor();
  });

  it('deactivating asks for confirmation and a reason, then the member is Non-Aktif', async () => {
    const page = await officer();
    await page.goto(new URL('/dashboard/members?status=ACTIVE', page.url()).toString());
    const row = page.getByTestId('member-row').first();
    await row.waitFor();
    await row.getByRole('link').first().click();
    await page.waitForURL((url) => url.pathname.startsWith('/members/'));
    await page.getByRole('button', { name: 'Nonaktifkan' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Nonaktifkan anggota?' });
    await dialog.getByLabel('Alasan').fill('Pindah profesi');
    await dialog.getByRole('button', { name: 'Ya, nonaktifkan' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('Non-Aktif', { exact: true }).first().waitFor();
    expect(await page.getByRole('button', { name: 'Nonaktifkan' }).count()).toBe(0);

    // And back: reactivation needs a reason too.
    await page.getByRole('button', { name: 'Aktifkan' }).click();
    const again = page.getByRole('alertdialog', { name: 'Aktifkan kembali anggota?' });
    await again.getByRole('button', { name: 'Aktifkan' }).click();
    await again.getByText('Alasan wajib diisi (minimal 3 karakter)').waitFor();
    await again.getByLabel('Alasan').fill('Kembali bekerja sebagai ATLM');
    await again.getByRole('button', { name: 'Aktifkan' }).click();
    await again.waitFor({ state: 'hidden' });
    await page
      .getByTestId('member-notice')
      .getByText(/kini berstatus Aktif kembali/)
      .waitFor();
    await page.getByRole('button', { name: 'Nonaktifkan', exact: true }).waitFor();
  });
});
