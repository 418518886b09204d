// A member's photo shows wherever the web app shows it (issue 23 §3): uploaded on Profil Saya, it
// loads there, on the on-screen member card (its own page) and on the officers' transfer approval
// desk, under the app's own Content-Security-Policy (src/app/security-headers.ts) and with no violation.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD } from '../../local/demo-accounts.ts';
import { registerConfirmedAccount } from './support/accounts.ts';
import { signIn } from './support/auth.ts';
import { useBrowser } from './support/browser.ts';
import { watchPolicyViolations } from './support/policy-watch.ts';
import { findApplication } from './support/verification-desk.ts';

const browser = useBrowser();
const PHOTO = { width: 48, height: 64 };

/** A fresh page at the login form that records every policy violation from the start. */
async function signedIn(email: string, password: string) {
  const page = await browser.open('about:blank');
  const problems = await watchPolicyViolations(page);
  await page.goto(new URL('/login', inject('webUrl')).toString());
  await signIn(page, email, password);
  await page.waitForURL((url) => url.pathname !== '/login');
  return { page, problems };
}

async function goto(page: Page, path: string) {
  await page.goto(new URL(path, page.url()).toString());
}

/** A PNG as a phone would hand it over (drawn by the browser itself: no fixture file). */
async function photoPng(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async ({ width, height }) => {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#0d546b';
    context.fillRect(0, 0, width, height);
    context.fillStyle = '#f2c14e';
    context.fillRect(width / 4, height / 4, width / 2, height / 2);
    const bytes = new Uint8Array(await (await canvas.convertToBlob({ type: 'image/png' })).arrayBuffer());
    return btoa(String.fromCharCode(...bytes));
  }, PHOTO);
  return Buffer.from(base64, 'base64');
}

/** The image is decoded: loaded from its signed URL, not blocked and not broken. */
async function expectLoaded(image: Locator) {
  await image.waitFor();
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
    .toBe(PHOTO.width);
  expect(await image.evaluate((element: HTMLImageElement) => new URL(element.src).pathname)).toMatch(
    /^\/storage\/v1\/object\/sign\/avatars\//,
  );
}

describe("a member's photo in the browser", () => {
  it('uploaded on Profil Saya, it shows there, on the member card and on the approval desk', async () => {
    const stamp = Date.now();
    const name = `Foto Uji ${stamp}`;
    const email = `foto.${stamp}@contoh.id`;
    const password = `Foto#${stamp}`;
    await registerConfirmedAccount(email, password, name, { chapter: 'Kota Bandung' });

    // dpc.bandung verifies the application: the applicant becomes a member with a NAP.
    const bandung = await signedIn('dpc.bandung@simk.test', DEMO_PASSWORD);
    await goto(bandung.page, '/dashboard/members/verification');
    const application = await findApplication(bandung.page, name);
    await application.getByRole('button', { name: /^Verifikasi / }).click();
    await bandung.page.getByRole('alertdialog').getByRole('button', { name: 'Ya, verifikasi' }).click();
    await bandung.page
      .getByTestId('verification-message')
      .getByText(/terverifikasi dengan NAP/)
      .waitFor();

    // 1. Profil Saya: the member picks a photo; it is resized, uploaded and shown.
    const member = await signedIn(email, password);
    await goto(member.page, '/dashboard/profile');
    await member.page.getByLabel('Pilih foto profil (JPG atau PNG, maksimal 2 MB)').setInputFiles({
      name: 'foto.png',
      mimeType: 'image/png',
      buffer: await photoPng(member.page),
    });
    await expectLoaded(member.page.getByTestId('profile-photo').getByRole('img', { name: `Foto profil ${name}` }));

    // 2. The on-screen member card, on its own page.
    await member.page.getByTestId('home-card').getByRole('link', { name: 'Lihat kartu' }).click();
    await member.page.waitForURL((url) => url.pathname === '/dashboard/profile/card');
    const card = member.page.getByTestId('member-card');
    await card.getByText(/^NAP 3273\.\d{2}\.\d{6}$/).waitFor();
    await expectLoaded(card.getByRole('img', { name: `Foto ${name}` }));

    // 3. The member asks to move; the origin's officer sees the photo on the approval desk.
    await goto(member.page, '/dashboard/mutations/requests');
    await member.page.getByRole('button', { name: 'Ajukan Mutasi' }).click();
    const form = member.page.getByRole('dialog', { name: 'Ajukan Mutasi' });
    await form.getByLabel('DPC tujuan').selectOption({ label: 'Kota Surabaya' });
    await form.getByLabel('Alasan mutasi').fill('Pindah domisili mengikuti keluarga');
    await form.getByRole('button', { name: 'Kirim Permohonan' }).click();
    await form.waitFor({ state: 'hidden' });

    await goto(bandung.page, '/dashboard/mutations/approval');
    const desk = bandung.page.getByTestId('transfer-approval-card').filter({ hasText: name });
    await expectLoaded(desk.getByRole('img', { name: `Foto ${name}` }));

    expect(member.problems).toEqual([]);
    expect(bandung.problems).toEqual([]);
  });
});
