// Issue 25's acceptance in the browser: an English-speaking member sees English on every page,
// error and notification. A person who was never in the seed registers, chooses English, is
// verified by dpc.bandung (the email and the notification come in English), then walks the
// member's pages, meets a validation error and an API error, and reads the notification: no text
// the server writes in Indonesian shows. Data stays as people wrote it (the DPC "Kota Bandung",
// the dues category "Iuran Pokok"), so the words looked for are ones only the server's Indonesian
// sentences use.
import type { Locator, Page } from 'playwright-core';
import postgres from 'postgres';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { as, demoActor } from '../db/support/actors.ts';
import { mailsTo, registerConfirmedAccount } from './support/accounts.ts';
import { useBrowser } from './support/browser.ts';
import { signIn } from './support/auth.ts';
import { LANGUAGE_STORAGE_KEY } from '../../supabase/functions/_shared/constants.ts';

const browser = useBrowser();
const sql = postgres(inject('databaseUrl'), { max: 1, onnotice: () => {} });
afterAll(() => sql.end({ timeout: 1 }));

/** Words of the server's Indonesian texts (errors, validation, notifications, emails) no English text uses. */
const INDONESIAN = [
  'wajib',
  'tidak',
  'berhasil',
  'gagal',
  'Anggota',
  'Keanggotaan',
  'tagihan',
  'Tagihan',
  'Anda',
  'Silakan',
  'sudah',
  'belum',
  'Belum',
  'Pembayaran',
  'Mutasi',
  'mutasi',
  'sandi',
  'diisi',
  'Simpan',
  'Lihat',
  'Bayar',
  'Selamat',
  'terverifikasi',
  'diverifikasi',
  'Menunggu',
  'menunggu',
  'Keluar',
];
const indonesianWord = new RegExp(`(?<![\\p{L}])(${INDONESIAN.join('|')})(?![\\p{L}])`, 'gu');

/**
 * Each Indonesian word shown in `scope`, with a little of its sentence. The member card is left
 * out: it is the association's card, in Indonesian for everyone, the same face as its PDF.
 */
async function indonesianIn(scope: Locator, where: string): Promise<string[]> {
  const text = await scope.evaluate((element) =>
    [...element.querySelectorAll<HTMLElement>('[data-testid="member-card"]')].reduce(
      (shown, card) => shown.replace(card.innerText, ''),
      (element as HTMLElement).innerText,
    ),
  );
  return [...text.matchAll(indonesianWord)].map(
    (match) =>
      `${where}: "${match[1]}" in "${text.slice(Math.max(0, match.index - 40), match.index + 40).replace(/\s+/g, ' ')}"`,
  );
}

/** Opens `path` and waits until its route has rendered and its data has arrived. */
async function visit(page: Page, path: string): Promise<void> {
  await page.goto(new URL(path, page.url()).toString());
  await page.locator(`[data-route="${path}"]`).waitFor();
  await page.waitForLoadState('networkidle');
  await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' });
}

const uniqueWord = () =>
  [...Date.now().toString(26)].map((digit) => String.fromCharCode(97 + parseInt(digit, 26))).join('');

const STORY_TIMEOUT = 240_000;

describe('an English-speaking member', () => {
  it(
    'sees English on every page, error and notification, and is emailed in English',
    async () => {
      const fullName = `Grace Hartono ${uniqueWord()}`;
      const email = `english.member.${Date.now()}@contoh.id`;
      const password = 'English#Member2026';
      await registerConfirmedAccount(email, password, fullName, { chapter: 'Kota Bandung' });

      // 1. Signs in and chooses English (stored: the server writes to them in it from now on).
      const page = await browser.open('/login');
      await signIn(page, email, password);
      await page.waitForURL((url) => url.pathname !== '/login');
      await page.goto(new URL('/dashboard/profile/settings', page.url()).toString());
      await page.getByRole('tab', { name: 'Preferensi' }).click();
      await page.getByLabel('Bahasa').selectOption('en');
      await page.getByRole('button', { name: 'Simpan Pengaturan' }).click();
      await page.getByText('Settings saved.').waitFor();
      const [stored] = await sql<{ language: string }[]>`
        select p.language from public.user_preferences p join auth.users u on u.id = p.user_id where u.email = ${email}`;
      expect(stored?.language).toBe('en');

      // 2. dpc.bandung verifies the application: a NAP, the first bills, an email and a notification.
      const [member] = await sql<{ id: string }[]>`select id from public.members where email = ${email}`;
      const officer = await demoActor(sql, 'dpc.bandung@simk.test');
      await as(sql, officer, (tx) => tx`select public.verify_member(${member!.id})`);
      let welcome: { Subject: string; HTML: string } | undefined;
      await expect
        .poll(
          async () => {
            welcome = (await mailsTo(email)).find((mail) => mail.Subject === 'Your membership has been verified');
            return welcome !== undefined;
          },
          { timeout: 30_000, interval: 250, message: 'the verification email, in English' },
        )
        .toBe(true);
      expect(welcome!.HTML).toMatch(/Congratulations, your membership with DPC Kota Bandung has been verified\./);
      expect([...welcome!.HTML.replace(/<[^>]+>/g, ' ').matchAll(indonesianWord)].map((m) => m[1])).toEqual([]);

      const found: string[] = [];
      // 3. The member's main pages.
      for (const path of [
        '/dashboard',
        '/dashboard/profile',
        '/member-dues',
        '/dashboard/dues/history',
        '/dashboard/mutations/requests',
        '/dashboard/profile/settings',
      ]) {
        await visit(page, path);
        expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
        found.push(...(await indonesianIn(page.locator('body'), path)));
      }
      // The card's own page: its words in English around the card (the card itself is the association's).
      await visit(page, '/dashboard/profile/card');
      await page.getByRole('heading', { level: 1, name: 'Digital Member Card' }).waitFor();
      await page
        .getByTestId('member-card')
        .getByText(/^NAP 3273\.\d{2}\.\d{6}$/)
        .waitFor();
      found.push(...(await indonesianIn(page.locator('body'), '/dashboard/profile/card')));

      // 4. The transfer request form, sent empty: the validation errors.
      await visit(page, '/dashboard/mutations/requests');
      await page.getByRole('button', { name: 'Request a Transfer' }).click();
      const form = page.getByRole('dialog', { name: 'Request a Transfer' });
      await form.getByRole('button', { name: 'Send Request' }).click();
      await form.locator('[aria-invalid="true"], [role="alert"]').first().waitFor();
      await form.getByText('Choose the destination DPC.').waitFor();
      found.push(...(await indonesianIn(form, 'transfer form, sent empty')));
      await page.keyboard.press('Escape');

      // 5. The password form: sent empty (validation), then with a wrong current password (the API's error).
      await visit(page, '/dashboard/profile/settings');
      const passwordForm = page.getByRole('form', { name: 'Change Password' });
      await passwordForm.getByRole('button', { name: 'Save Settings' }).click();
      await passwordForm.locator('[aria-invalid="true"], [role="alert"]').first().waitFor();
      found.push(...(await indonesianIn(passwordForm, 'password form, sent empty')));
      await passwordForm.getByLabel('Current Password').fill('Wrong#Password2026');
      await passwordForm.getByLabel(/^New Password/).fill('Another#Password2026');
      await passwordForm.getByLabel('Confirm New Password').fill('Another#Password2026');
      const refused = page.waitForResponse((response) => /\/api\/v1\/profile\/password$/.test(response.url()));
      await passwordForm.getByRole('button', { name: 'Save Settings' }).click();
      expect((await refused).status()).toBeGreaterThanOrEqual(400);
      await passwordForm.getByRole('alert').getByText('The current password is wrong.').waitFor();
      found.push(...(await indonesianIn(passwordForm, 'password form, wrong current password')));

      // 6. The notification of the verification, in the notifications panel.
      await page
        .getByRole('button', { name: /^Notifications/ })
        .first()
        .click();
      const panel = page.getByRole('dialog', { name: 'Smart Notifications' });
      await panel.getByText('Membership verified').waitFor();
      await panel
        .getByText(/^Congratulations, your membership has been verified\. Your NAP: 3273\.\d{2}\.\d{6}\./)
        .waitFor();
      found.push(...(await indonesianIn(panel, 'notifications')));

      expect(found).toEqual([]);
    },
    STORY_TIMEOUT,
  );

  it('reads what the API says on a success in English: the answer to a password reset request', async () => {
    const page = await browser.open('/forgot-password');
    await page.evaluate((key) => localStorage.setItem(key, 'en'), LANGUAGE_STORAGE_KEY);
    await page.reload();
    await page.getByLabel('Email').fill(`nobody.${Date.now()}@contoh.id`);
    const answered = page.waitForResponse((response) => /\/api\/v1\/auth\/forgot-password$/.test(response.url()));
    await page.getByRole('button', { name: 'Send link' }).click();
    // The API still sends its Indonesian sentence, with the key the English page reads.
    expect((await (await answered).json()).data).toMatchObject({
      message: 'Jika email tersebut terdaftar, kami telah mengirim tautan untuk mengatur ulang kata sandi.',
      key: 'notices:auth.resetSent',
    });
    await page.getByText('If that email is registered, we have sent a link to reset your password.').waitFor();
    expect(await indonesianIn(page.locator('body'), '/forgot-password, sent')).toEqual([]);
  });
});
