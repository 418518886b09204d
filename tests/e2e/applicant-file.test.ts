// The applicant file (issue 28 §4) in the browser, on a phone (390 px): a stranger registers,
// confirms the email, is led to Dokumen Saya, enters the STR number and uploads the STR; the
// dpc.bandung officer finds the application under "Belum lengkap" (a diploma is missing), not under
// "Lengkap", opens the file and the STR through a signed URL, and verifies after a confirmation
// that names what is missing. axe on each screen; nothing scrolls sideways.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../local/demo-accounts.ts';
import { mailsTo } from './support/accounts.ts';
import { signIn, waitForPath } from './support/auth.ts';
import { seriousViolations } from './support/axe.ts';
import { goto, useBrowser } from './support/browser.ts';
import { findApplication } from './support/verification-desk.ts';

const browser = useBrowser();
const PHONE = { viewport: { width: 390, height: 844 } };
// Two sign-ins, an upload and a verification on a loaded 2-core machine.
const STORY_TIMEOUT = 240_000;

/** Letters only (names take no digits), different on every run. */
const uniqueWord = () =>
  [...Date.now().toString(26)].map((digit) => String.fromCharCode(97 + parseInt(digit, 26))).join('');

/** The confirmation link in the newest email to `to`, once the auth server has sent it. */
async function confirmationLink(to: string): Promise<string> {
  let href = '';
  await expect
    .poll(
      async () => {
        for (const message of await mailsTo(to)) {
          href = /href="([^"]*\/email-verification\?[^"]*)"/.exec(message.HTML)?.[1] ?? '';
          if (href) return true;
        }
        return false;
      },
      { timeout: 30_000, interval: 250, message: `a confirmation email to ${to}` },
    )
    .toBe(true);
  return href.replaceAll('&amp;', '&');
}

/** Nothing on the page is wider than the phone's screen. */
async function fitsThePhone(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

describe('the applicant file, from registration to verification', () => {
  it(
    'a stranger files an STR; the DPC officer filters, opens the file and the STR, and verifies knowingly',
    async () => {
      const fullName = `Sekar Pertiwi ${uniqueWord()}`;
      const email = `berkas.${Date.now()}@contoh.id`;
      const password = 'Berkas#Baru2026';

      // 1. Registration in Kota Bandung, and the link from the mailbox.
      const page = await browser.open('/register', PHONE);
      await page.getByRole('heading', { level: 1, name: 'Daftar Anggota' }).waitFor();
      await page.getByLabel('Nama lengkap').fill(fullName);
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Nomor WhatsApp/telepon').fill(`0813 ${String(Date.now()).slice(-8)}`);
      await page.getByText('Anggota Biasa', { exact: true }).click();
      const picker = page.getByLabel('DPC tempat mendaftar');
      await picker.locator('option', { hasText: 'Kota Bandung' }).first().waitFor({ state: 'attached' });
      await picker.selectOption({ label: 'Kota Bandung' });
      await page.getByLabel('Kata sandi', { exact: true }).fill(password);
      await page.getByLabel('Ulangi kata sandi').fill(password);
      await page.getByRole('button', { name: 'Daftar sekarang' }).click();
      await page.getByText('Periksa email Anda', { exact: true }).waitFor();

      // 2. Confirmed, the applicant is invited to complete the file and signs in straight to it.
      await page.goto(await confirmationLink(email));
      await page.getByText('Email terkonfirmasi').waitFor();
      await page.getByText(/unggah STR, SIP \(bila ada\) dan ijazah atau sertifikat/).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('link', { name: 'Masuk dan lengkapi berkas' }).click();
      await waitForPath(page, '/login');
      await signIn(page, email, password);
      await waitForPath(page, '/documents');
      const notice = page.getByTestId('application-notice');
      await notice.getByText('Pendaftaran Anda menunggu verifikasi pengurus DPC Kota Bandung').waitFor();
      await notice.getByText(/Nomor STR, Berkas STR, Ijazah atau sertifikat/).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await fitsThePhone(page);

      // 3. The STR number, then its file, with the applicant's own session.
      await page.getByRole('button', { name: 'Ubah Data STR & SIP' }).click();
      const dialog = page.getByRole('dialog', { name: 'Ubah Data STR & SIP' });
      await dialog.getByLabel('Nomor STR').fill(`STR-BERKAS-${Date.now()}`);
      await dialog.getByRole('button', { name: 'Simpan' }).click();
      await page.getByText('Data STR dan SIP tersimpan.').waitFor();
      await page.getByLabel('Unggah dokumen STR (PDF, JPG atau PNG, maksimal 5 MB)').setInputFiles({
        name: 'str.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.4\n% STR pendaftar uji e2e\n%%EOF\n'),
      });
      await page.getByText('Dokumen STR terunggah.').waitFor();
      // What is left, as the server now judges it: the diploma or certificate.
      await notice
        .getByText(/berkas pendaftaran agar pengurus dapat memverifikasinya: Ijazah atau sertifikat\./)
        .waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await fitsThePhone(page);

      // 4. The officer: under "Belum lengkap" (the diploma), not under "Lengkap".
      const officer = await browser.open('/login', PHONE);
      await signIn(officer, 'dpc.bandung@simk.test', DEMO_PASSWORD);
      await waitForPath(officer, '/dashboard');
      await goto(officer, '/dashboard/members/verification');
      await officer.getByRole('heading', { level: 1, name: 'Verifikasi Anggota' }).waitFor();
      const filter = officer.getByRole('combobox', { name: 'Kelengkapan berkas' });
      const complete = officer.waitForResponse(
        (response) =>
          response.url().includes('/members/verification?') && response.url().includes('completeness=complete'),
      );
      await filter.selectOption('lengkap');
      expect((await complete).status()).toBe(200);
      expect(new URL(officer.url()).searchParams.get('berkas')).toBe('lengkap');
      await officer.getByRole('combobox', { name: 'Kelengkapan berkas' }).waitFor();
      expect(await officer.getByTestId('verification-item').filter({ hasText: fullName }).count()).toBe(0);

      await filter.selectOption('belum-lengkap');
      const card = await findApplication(officer, fullName);
      await card.getByText('Belum ada: Ijazah atau sertifikat', { exact: true }).waitFor();
      await card.getByText('Surat Tanda Registrasi', { exact: true }).waitFor();
      expect(await seriousViolations(officer)).toEqual([]);
      await fitsThePhone(officer);

      // 5. The file: what is missing, the profile, and the STR opened through a signed URL.
      await card.getByRole('button', { name: `Buka berkas ${fullName}` }).click();
      const file = officer.getByRole('dialog', { name: `Berkas ${fullName}` });
      await file.getByTestId('application-file-missing').getByText('Ijazah atau sertifikat').waitFor();
      await file.getByText(email).waitFor();
      expect(await seriousViolations(officer)).toEqual([]);
      await fitsThePhone(officer);
      const popup = officer.waitForEvent('popup');
      const signedRequest = officer
        .context()
        .waitForEvent(
          'request',
          (request) =>
            request.method() === 'GET' &&
            /\/storage\/v1\/object\/sign\/member-documents\/.*\?token=/.test(request.url()),
        );
      await file.getByRole('button', { name: 'Lihat Surat Tanda Registrasi' }).click();
      const tab = await popup;
      const signedUrl = (await signedRequest).url();
      expect(signedUrl).toMatch(/\/member-documents\/[0-9a-f-]{36}\/str-[0-9a-f-]{36}\.pdf\?token=/);
      const opened = await officer.request.get(signedUrl);
      expect(opened.status()).toBe(200);
      expect(await opened.text()).toContain('STR pendaftar uji e2e');
      await tab.close();

      // 6. Verifying an incomplete file asks first, naming what is missing.
      await file.getByRole('button', { name: 'Verifikasi', exact: true }).click();
      const confirm = officer.getByRole('alertdialog', { name: `Verifikasi ${fullName}?` });
      await confirm
        .getByTestId('verify-missing')
        .getByText(`Belum ada: Ijazah atau sertifikat. Pastikan Anda telah memeriksa ${fullName}`, { exact: false })
        .waitFor();
      expect(await seriousViolations(officer)).toEqual([]);
      await confirm.getByRole('button', { name: 'Ya, verifikasi' }).click();
      await officer
        .getByTestId('verification-message')
        .getByText(/terverifikasi dengan NAP 3273\.\d{2}\.\d{6}\./)
        .waitFor();
    },
    STORY_TIMEOUT,
  );
});
