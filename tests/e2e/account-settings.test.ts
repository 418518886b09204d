// Pengaturan Akun in the browser (issue 13 §5): the Preferensi chosen on one browser change how
// every date is written (zone and format) and follow the user, with language and theme, to a
// fresh browser; the Notifikasi switches are stored. axe on each tab.
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD } from '../../local/demo-accounts.ts';
import { TURNSTILE_DUMMY_TOKEN } from '../../local/turnstile.ts';
import { DEFAULT_ACCOUNT_SETTINGS } from '../support/account-settings.ts';
import { seriousViolations } from './support/axe.ts';
import { goto, useBrowser } from './support/browser.ts';
import { waitForPath } from './support/auth.ts';

const browser = useBrowser();
const EMAIL = 'dpc.bandung@simk.test';

const signedIn = () => browser.signedIn(EMAIL, '/dashboard');

/** The time of the newest entry of the dashboard's recent activity, as the page writes it. */
async function newestActivityTime(page: Page): Promise<string> {
  const entry = page.getByTestId('recent-activity').getByRole('listitem').first();
  await entry.waitFor();
  const text = (await entry.innerText()).replace(/\u00a0/g, ' ');
  const time = /(\d{2}\/\d{2}\/\d{4}|\d{4}-\d{2}-\d{2}), \d{2}\.\d{2} (WIB|WITA|WIT)/.exec(text)?.[0];
  expect(time, text).toBeDefined();
  return time!;
}

/** `22/11/2026, 23.30 WIB` as the same instant in WIT with yyyy-mm-dd: `2026-11-23, 01.30 WIT`. */
function asWitIso(wib: string): string {
  const [, day, month, year, hour, minute] = /^(\d{2})\/(\d{2})\/(\d{4}), (\d{2})\.(\d{2}) WIB$/.exec(wib)!;
  const wit = new Date(Date.parse(`${year}-${month}-${day}T${hour}:${minute}:00+07:00`) + 9 * 3_600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${wit.getUTCFullYear()}-${pad(wit.getUTCMonth() + 1)}-${pad(wit.getUTCDate())}, ${pad(wit.getUTCHours())}.${pad(wit.getUTCMinutes())} WIT`;
}

// The e2e stack is shared by the files that run after this one: the officer gets the defaults back.
afterAll(async () => {
  const api = `${inject('gatewayUrl')}/functions/v1/api/v1`;
  const login = await fetch(`${api}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: EMAIL, password: DEMO_PASSWORD, turnstileToken: TURNSTILE_DUMMY_TOKEN }),
  });
  const token = ((await login.json()) as { data: { tokens: { accessToken: string } } }).data.tokens.accessToken;
  const reset = await fetch(`${api}/profile/preferences`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(DEFAULT_ACCOUNT_SETTINGS),
  });
  expect(reset.status).toBe(200);
});

describe('account settings in the browser', () => {
  it('changing zone and date format rewrites the dates; language and theme follow to a fresh browser', async () => {
    const page = await signedIn();
    const before = await newestActivityTime(page);
    expect(before).toMatch(/^\d{2}\/\d{2}\/\d{4}, \d{2}\.\d{2} WIB$/);

    await goto(page, '/dashboard/profile/settings');
    await page.getByRole('heading', { level: 1, name: 'Pengaturan Akun' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Ubah Kata Sandi' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('tab', { name: 'Preferensi' }).click();
    await page.getByLabel('Zona Waktu').selectOption('Asia/Jayapura');
    await page.getByLabel('Format Tanggal').selectOption('yyyy-mm-dd');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Simpan Pengaturan' }).click();
    await page.getByText('Pengaturan berhasil disimpan.').waitFor();

    await page.getByRole('link', { name: 'Ringkasan' }).first().click();
    await waitForPath(page, '/dashboard');
    expect(await newestActivityTime(page)).toBe(asWitIso(before));

    await goto(page, '/settings');
    await page.getByRole('tab', { name: 'Preferensi' }).click();
    expect(await page.getByLabel('Zona Waktu').inputValue()).toBe('Asia/Jayapura');
    await page.getByLabel('Bahasa').selectOption('en');
    await page.getByLabel('Tema').selectOption('dark');
    await page.getByRole('button', { name: 'Simpan Pengaturan' }).click();
    await page.getByText('Settings saved.').waitFor();
    await page.getByRole('heading', { level: 1, name: 'Account Settings' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.className)).toContain('dark');
    expect(await seriousViolations(page)).toEqual([]);

    // Another browser, nothing stored in it: the settings come from the server after login.
    const elsewhere = await signedIn();
    await elsewhere.waitForFunction(() => document.documentElement.lang === 'en');
    await elsewhere.waitForFunction(() => document.documentElement.classList.contains('dark'));
    expect(await newestActivityTime(elsewhere)).toBe(asWitIso(before));
    await goto(elsewhere, '/profile/settings');
    await elsewhere.getByRole('heading', { level: 1, name: 'Account Settings' }).waitFor();
  });

  it('stores the Notifikasi switches, with SMS off until turned on and WhatsApp on until turned off', async () => {
    const page = await signedIn();
    await goto(page, '/profile/settings');
    await page.getByRole('tab', { name: /^(Notifikasi|Notifications)$/ }).click();
    const sms = page.getByRole('checkbox', { name: /^(Notifikasi SMS|SMS Notifications)$/ });
    const whatsapp = /^(Notifikasi WhatsApp|WhatsApp Notifications)$/;
    expect(await sms.isChecked()).toBe(false);
    expect(await page.getByRole('checkbox', { name: whatsapp }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: /^(Pengingat Pembayaran|Payment Reminders)$/ }).isChecked()).toBe(
      true,
    );
    expect(await seriousViolations(page)).toEqual([]);
    await sms.check({ force: true });
    await page.getByRole('checkbox', { name: whatsapp }).uncheck({ force: true });
    await page.getByRole('button', { name: /^(Simpan Pengaturan|Save Settings)$/ }).click();
    await page.getByText(/^(Pengaturan berhasil disimpan\.|Settings saved\.)$/).waitFor();

    await page.reload();
    await page.getByRole('tab', { name: /^(Notifikasi|Notifications)$/ }).click();
    expect(await page.getByRole('checkbox', { name: /^(Notifikasi SMS|SMS Notifications)$/ }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: whatsapp }).isChecked()).toBe(false);
  });
});
