import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from './support/browser.ts';
import { signIn, waitForPath } from './support/auth.ts';

const browser = useBrowser();

const email = `pendaftar.${Date.now()}@contoh.id`;
const password = 'Rahasia#Baru2026';

/** The link to `page` in the newest email to the applicant, read from the local mailbox. */
async function linkInEmail(page: 'email-verification' | 'reset-password'): Promise<string> {
  const mailbox = inject('mailboxUrl');
  const search = (await (
    await fetch(`${mailbox}/api/v1/search?query=${encodeURIComponent(`to:${email}`)}`)
  ).json()) as { messages: Array<{ ID: string }> };
  for (const { ID } of search.messages) {
    const message = (await (await fetch(`${mailbox}/api/v1/message/${ID}`)).json()) as { HTML: string };
    const href = message.HTML.match(new RegExp(`href="([^"]*/${page}\\?[^"]*)"`))?.[1];
    if (href) return href.replaceAll('&amp;', '&');
  }
  throw new Error(`No ${page} link in the mailbox for ${email}`);
}

describe('registration and password flows in the browser', () => {
  it('registers with a DPC picked from the province groups and asks to check the email', async () => {
    const page = await browser.open('/register');
    await page.getByRole('heading', { level: 1, name: 'Daftar Anggota' }).waitFor();

    await page.getByLabel('Nama lengkap').fill('Rina Kartika');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Nomor WhatsApp/telepon').fill('0812 3456 7890');
    await page.getByText('Anggota Luar Biasa', { exact: true }).click();

    const picker = page.getByLabel('DPC tempat mendaftar');
    await picker.locator('optgroup[label="Jawa Barat"] option').first().waitFor({ state: 'attached' });
    const bandung = await picker
      .locator('optgroup[label="Jawa Barat"] option', { hasText: 'Bandung' })
      .first()
      .getAttribute('value');
    await picker.selectOption(bandung!);

    await page.getByLabel('Kata sandi', { exact: true }).fill(password);
    await page.getByLabel('Ulangi kata sandi').fill(password);

    const answer = page.waitForResponse((response) => response.url().endsWith('/api/v1/auth/register'));
    await page.getByRole('button', { name: 'Daftar sekarang' }).click();
    expect((await answer).status()).toBe(201);
    await page.getByText('Periksa email Anda', { exact: true }).waitFor();
    await page.getByText(email, { exact: false }).first().waitFor();
  });

  it('validates the registration form in Indonesian before sending', async () => {
    const page = await browser.open('/register');
    await page.getByLabel('Email').fill('bukan-email');
    await page.getByLabel('Kata sandi', { exact: true }).fill('pendek');
    await page.getByRole('button', { name: 'Daftar sekarang' }).click();
    await page.getByText('Nama lengkap minimal 2 karakter').waitFor();
    await page.getByText('Format email tidak valid').waitFor();
    await page.getByText('Kata sandi minimal 8 karakter').waitFor();
    await page.getByText('Pilih DPC tempat Anda mendaftar').waitFor();
  });

  it('confirms the email through the link, once', async () => {
    const link = await linkInEmail('email-verification');
    const page = await browser.open(link);
    await page.getByText('Email terkonfirmasi').waitFor();

    await page.goto(link);
    await page.getByText('Verifikasi gagal').waitFor();
  });

  it('resets the password through the recovery link and signs in with the new one', async () => {
    const page = await browser.open('/forgot-password');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Kirim tautan' }).click();
    await page.getByText('Jika email tersebut terdaftar').waitFor();

    const newPassword = 'Lebih#Aman2026';
    await page.goto(await linkInEmail('reset-password'));
    await page.getByLabel('Kata sandi baru', { exact: true }).fill(newPassword);
    await page.getByLabel('Ulangi kata sandi baru').fill(newPassword);
    await page.getByRole('button', { name: 'Simpan kata sandi baru' }).click();
    await page.getByText('Kata sandi berhasil diubah').first().waitFor();

    await page.getByRole('link', { name: 'Masuk ke SIMK' }).click();
    await waitForPath(page, '/login');
    await signIn(page, email, newPassword);
    await page.waitForURL((url) => url.pathname.startsWith('/dashboard'));
    await page.getByRole('button', { name: 'Keluar' }).waitFor();
  });
});
