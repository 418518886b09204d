import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerConfirmedAccount } from './support/accounts.ts';
import { seriousViolations } from './support/axe.ts';
import { signIn, waitForPath } from './support/auth.ts';
import { useBrowser } from './support/browser.ts';

const browser = useBrowser();

// A new account of its own: turning on 2FA must not touch the demo accounts other files sign in with.
const email = `dua.faktor.${Date.now()}@contoh.id`;
const password = 'Rahasia#Dua2026';

/**
 * The authenticator app's code for `secret`, `offsetPeriods` periods from now. A code is accepted
 * once, so a sign-in right after the enrolment types the next period's code (still in the window).
 */
function codeFor(secret: string, offsetPeriods = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: Date.now() + offsetPeriods * 30_000,
  });
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Keluar' }).click();
  await waitForPath(page, '/login');
}

describe('two-factor sign-in in the browser', () => {
  it(
    'turns on 2FA with a code, logs out, and logs in with a code; axe on the settings page',
    { timeout: 180_000 },
    async () => {
      await registerConfirmedAccount(email, password, 'Dian Purnama');
      const page = await browser.open('/login');
      await signIn(page, email, password);
      await waitForPath(page, '/dashboard/profile');

      await page.goto(new URL('/dashboard/profile/settings', page.url()).toString());
      await page.getByRole('heading', { level: 1, name: 'Pengaturan Akun' }).waitFor();
      await page.getByTestId('two-factor-status').getByText('Autentikasi dua faktor belum aktif.').waitFor();
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByText('Aktifkan autentikasi dua faktor').click();
      const enrolment = page.getByTestId('two-factor-enrolment');
      await enrolment.getByRole('img', { name: 'Kode QR untuk aplikasi autentikator' }).waitFor();
      const secret = (await enrolment.getByTestId('two-factor-secret').textContent())!.trim();
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(await seriousViolations(page)).toEqual([]);

      await enrolment.getByLabel('Kode 6 digit').fill('000000' === codeFor(secret) ? '111111' : '000000');
      await enrolment.getByRole('button', { name: 'Verifikasi dan Aktifkan' }).click();
      await enrolment.getByText('Kode salah. Periksa kode di aplikasi autentikator Anda lalu coba lagi.').waitFor();

      await enrolment.getByLabel('Kode 6 digit').fill(codeFor(secret));
      await enrolment.getByRole('button', { name: 'Verifikasi dan Aktifkan' }).click();
      await page.getByText('Autentikasi dua faktor berhasil diaktifkan.').waitFor();
      await page.getByTestId('two-factor-status').getByText('Autentikasi dua faktor aktif.').waitFor();
      await page.getByRole('button', { name: 'Hapus autentikator Aplikasi autentikator' }).waitFor();
      // What to do if the phone is lost: a second authenticator, or the DPC resets it.
      await page.getByTestId('two-factor-recovery').getByText('Jika ponsel Anda hilang').waitFor();
      expect(await page.getByTestId('two-factor-recovery').textContent()).toContain('hubungi pengurus DPC Anda');
      await page.getByRole('button', { name: 'Tambah autentikator lain' }).waitFor();

      await logOut(page);
      await signIn(page, email, password);
      await page.getByText('Verifikasi Dua Langkah').waitFor();
      expect(new URL(page.url()).pathname).toBe('/login');
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByLabel('Kode autentikator').fill(codeFor(secret, 1));
      await page.getByRole('button', { name: 'Verifikasi', exact: true }).click();
      // Back on the page the session ended on.
      await waitForPath(page, '/dashboard/profile/settings');
      await page.getByRole('heading', { level: 1, name: 'Pengaturan Akun' }).waitFor();

      const aal = await page.evaluate(() => {
        const key = Object.keys({ ...localStorage, ...sessionStorage }).find((name) => name.endsWith('-auth-token'))!;
        const stored = JSON.parse(sessionStorage.getItem(key) ?? localStorage.getItem(key)!) as {
          access_token: string;
        };
        return (
          JSON.parse(atob(stored.access_token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { aal: string }
        ).aal;
      });
      expect(aal).toBe('aal2');

      // Removing the authenticator (from this aal2 session) asks first, then turns 2FA off.
      await page.getByRole('button', { name: 'Hapus autentikator Aplikasi autentikator' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Ya, hapus' }).click();
      await page.getByText('Autentikator berhasil dihapus.').waitFor();
      await page.getByTestId('two-factor-status').getByText('Autentikasi dua faktor belum aktif.').waitFor();
    },
  );

  it('a login left at the code step does not count as signed in after a reload', { timeout: 120_000 }, async () => {
    const page = await browser.open('/login');
    // The first test removed the factor; add one again directly through the settings page.
    await signIn(page, email, password);
    await waitForPath(page, '/dashboard/profile');
    await page.goto(new URL('/dashboard/profile/settings', page.url()).toString());
    await page.getByText('Aktifkan autentikasi dua faktor').click();
    const enrolment = page.getByTestId('two-factor-enrolment');
    const secret = (await enrolment.getByTestId('two-factor-secret').textContent())!.trim();
    await enrolment.getByLabel('Kode 6 digit').fill(codeFor(secret));
    await enrolment.getByRole('button', { name: 'Verifikasi dan Aktifkan' }).click();
    await page.getByText('Autentikasi dua faktor berhasil diaktifkan.').waitFor();
    await logOut(page);

    await signIn(page, email, password);
    await page.getByText('Verifikasi Dua Langkah').waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Masuk' }).waitFor();
    await page.goto(new URL('/dashboard/profile', page.url()).toString());
    await waitForPath(page, '/login');
  });
});
