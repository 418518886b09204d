// A member changes the sign-in email in Keamanan (issue 13 §2, decision 0042): the account keeps
// the old address until the links sent to both the old and the new one are opened, then the member
// signs in with the new address.
import { describe, expect, it } from 'vitest';
import { mailsTo, registerConfirmedAccount } from './support/accounts.ts';
import { seriousViolations } from './support/axe.ts';
import { signIn, waitForPath } from './support/auth.ts';
import { useBrowser } from './support/browser.ts';

const browser = useBrowser();

// A new account of its own: changing its email must not touch the demo accounts other files use.
const stamp = Date.now();
const email = `ganti.email.${stamp}@contoh.id`;
const newEmail = `email.baru.${stamp}@contoh.id`;
const password = 'Rahasia#Ganti2026';

/** The link of the email change email to `to`, as the member clicks it. */
async function changeLink(to: string): Promise<string> {
  const mail = (await mailsTo(to)).find((message) => message.Subject === 'Konfirmasi perubahan email SIMK');
  expect(mail, `an email change email to ${to}`).toBeDefined();
  const href = /href="([^"]*\/email-change\?[^"]*)"/.exec(mail!.HTML)?.[1];
  expect(href).toBeDefined();
  return href!.replaceAll('&amp;', '&');
}

describe('changing the sign-in email in the browser', () => {
  it(
    'asks for the new email, keeps the old one until both links are opened, then signs in with the new one',
    {
      timeout: 180_000,
    },
    async () => {
      await registerConfirmedAccount(email, password, 'Eka Pratama');
      const page = await browser.open('/login');
      await signIn(page, email, password);
      await waitForPath(page, '/dashboard/profile');

      await page.goto(new URL('/dashboard/profile/settings', page.url()).toString());
      await page.getByRole('heading', { level: 2, name: 'Ubah Email' }).waitFor();
      await page.getByTestId('sign-in-email').getByText(email).waitFor();
      await page.getByLabel('Email Baru').fill(newEmail);
      await page.getByRole('button', { name: 'Kirim Tautan Konfirmasi' }).click();
      await page.getByText('Periksa email Anda.', { exact: false }).waitFor();
      await page.getByTestId('pending-email').getByText(newEmail, { exact: false }).waitFor();
      expect(await page.getByTestId('sign-in-email').textContent()).toContain(email);
      expect(await seriousViolations(page)).toEqual([]);

      // The new address first: accepted, but the account keeps its email until the old one confirms.
      await page.goto(await changeLink(newEmail));
      await page.getByText('Satu konfirmasi diterima').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.goto(await changeLink(email));
      await page.getByText(`Email akun sekarang ${newEmail}`).waitFor();
      expect(await seriousViolations(page)).toEqual([]);

      // Still signed in in this browser: the settings now show the new address.
      await page.goto(new URL('/dashboard/profile/settings', page.url()).toString());
      await page.getByTestId('sign-in-email').getByText(newEmail).waitFor();
      await page.getByRole('button', { name: 'Keluar' }).click();
      await waitForPath(page, '/login');
      await signIn(page, newEmail, password);
      // Back on the page the session ended on, signed in with the new address.
      await waitForPath(page, '/dashboard/profile/settings');
      await page.getByTestId('sign-in-email').getByText(newEmail).waitFor();
    },
  );
});
