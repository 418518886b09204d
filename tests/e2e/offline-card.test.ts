import jsQR from 'jsqr';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../local/demo-accounts.ts';
import { signIn, waitForPath } from './support/auth.ts';
import { cacheContents, serviceWorkerInControl, useBuiltApp } from './support/built-app.ts';

// The production build with its service worker (decision 0054), on a backend of its own.
const app = useBuiltApp();
const PHONE = { width: 390, height: 844 };
const MEMBER = 'anggota@simk.test';
const PERSONAL_CACHE = 'simk-personal-';
const CARD_PAGE = '/dashboard/profile/card';

/** The QR code as the screen shows it, read by a scanner (jsQR) from a screenshot of it. */
async function scanQr(page: Page, qr: Locator): Promise<string | undefined> {
  const png = await qr.screenshot();
  const image = await page.evaluate(async (base64) => {
    const bitmap = await createImageBitmap(
      new Blob([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], { type: 'image/png' }),
    );
    const context = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d')!;
    context.drawImage(bitmap, 0, 0);
    return {
      width: bitmap.width,
      height: bitmap.height,
      data: Array.from(context.getImageData(0, 0, bitmap.width, bitmap.height).data),
    };
  }, png.toString('base64'));
  return jsQR(Uint8ClampedArray.from(image.data), image.width, image.height)?.data;
}

/** From Profil Saya, the card's own page, as a member opens it: the home's "Lihat kartu". */
async function openCardPage(page: Page): Promise<void> {
  await page.getByTestId('home-card').getByRole('link', { name: 'Lihat kartu' }).click();
  await waitForPath(page, CARD_PAGE);
  await page.getByRole('heading', { level: 1, name: 'Kartu Anggota Digital' }).waitFor();
}

/** Until this device keeps the member's session, profile and card (and `more`) for offline use. */
async function offlineDataKept(page: Page, more: string[] = []): Promise<void> {
  await page.waitForFunction(
    async ({ prefix, parts }) => {
      const name = (await caches.keys()).find((key) => key.startsWith(prefix));
      if (!name) return false;
      const entries = (await (await caches.open(name)).keys()).map((request) => decodeURIComponent(request.url));
      return parts.every((part) => entries.some((entry) => entry.includes(part)));
    },
    { prefix: PERSONAL_CACHE, parts: ['/offline/session', '["profile","own"]', '["profile","card"]', ...more] },
    { polling: 100 },
  );
}

/** The amounts of the payment list shown (the member's receipts). */
function shownAmounts(page: Page): Promise<string[]> {
  return page.locator('[data-column="amount"]').allInnerTexts();
}

/** Makes the stored session's access token expired, as it is when a member opens the app hours later. */
async function expireAccessToken(page: Page): Promise<void> {
  await page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => name.endsWith('-auth-token'))!;
    const session = JSON.parse(localStorage.getItem(key)!) as { expires_at: number };
    localStorage.setItem(key, JSON.stringify({ ...session, expires_at: Math.floor(Date.now() / 1000) - 60 }));
  });
}

describe('the installable app offline', () => {
  it('the member card and the last receipts open without network from the last load; the card with its QR and its age', async () => {
    const { page, context } = await app.open('/login', { viewport: PHONE, deviceScaleFactor: 3 });
    await serviceWorkerInControl(page);
    await signIn(page, MEMBER, DEMO_PASSWORD, { rememberMe: true });
    await waitForPath(page, '/dashboard/profile');
    await openCardPage(page);
    const card = page.getByTestId('member-card');
    await card.getByText('NAP 3273.19.000001').waitFor();
    const qrName = 'Kode QR verifikasi kartu anggota Siti Nurhaliza, A.Md.AK.';
    const link = (await card.getByRole('img', { name: qrName }).getAttribute('data-value'))!;
    expect(link).toMatch(/\/kta\/[0-9a-f-]{36}$/);
    // Live data: no banner, no age under the card.
    expect(await page.getByTestId('offline-banner').count()).toBe(0);
    expect(await page.getByTestId('member-card-updated-at').count()).toBe(0);
    // The member's last receipts: the payment history.
    const history = new URL('/dashboard/dues/history', app.handle.webUrl).toString();
    await page.goto(history);
    await page.locator('[data-column="amount"]').first().waitFor();
    const amounts = await shownAmounts(page);
    expect(amounts.length).toBeGreaterThan(0);
    await offlineDataKept(page, ['["dues","payments","list"']);

    // No network: the app itself comes from the service worker, the data from this device.
    await context.setOffline(true);
    await page.reload();
    await page.getByTestId('offline-banner').getByText('Anda sedang offline').waitFor();
    await page.locator('[data-column="amount"]').first().waitFor();
    expect(await shownAmounts(page)).toEqual(amounts);

    // The card's page opened offline: index.html from the service worker, the card from this device.
    await page.goto(new URL(CARD_PAGE, app.handle.webUrl).toString());
    const offlineCard = async () => {
      await page.reload();
      await page.getByTestId('offline-banner').getByText('Anda sedang offline').waitFor();
      await page.getByRole('heading', { level: 1, name: 'Kartu Anggota Digital' }).waitFor();
      await card.getByText('NAP 3273.19.000001').waitFor();
      await card.getByText('Siti Nurhaliza, A.Md.AK.').waitFor();
      await page
        .getByTestId('member-card-updated-at')
        .getByText(/^Terakhir diperbarui \d{2}\/\d{2}\/\d{4}, /)
        .waitFor();
      const qr = card.getByRole('img', { name: qrName });
      expect(await qr.getAttribute('data-value')).toBe(link);
      // Until the screen shows the code settled (the card may still be growing into its place).
      await expect.poll(() => scanQr(page, qr), { timeout: 15_000 }).toBe(link);
      expect(new URL(page.url()).pathname).toBe(CARD_PAGE);
    };
    // Shortly after the last use: the access token is still valid, only the API is out of reach.
    await offlineCard();
    // Hours later: the access token has expired and cannot be refreshed without network.
    await expireAccessToken(page);
    await offlineCard();

    // Back online: the session refreshes, the card is the API's again, and the banner goes.
    await context.setOffline(false);
    await page.getByTestId('offline-banner').waitFor({ state: 'detached' });
    await page.getByTestId('member-card-updated-at').waitFor({ state: 'detached' });
    await card.getByText('NAP 3273.19.000001').waitFor();
  }, 150_000);

  it('keeps the card from a visit of Profil Saya alone: the card page was never opened online', async () => {
    const { page, context } = await app.open('/login', { viewport: PHONE });
    await serviceWorkerInControl(page);
    await signIn(page, MEMBER, DEMO_PASSWORD, { rememberMe: true });
    await waitForPath(page, '/dashboard/profile');
    await page.getByTestId('home-valid-until').waitFor();
    // Asked in idle time after the page, and kept on this device.
    await offlineDataKept(page);

    await context.setOffline(true);
    await page.goto(new URL(CARD_PAGE, app.handle.webUrl).toString());
    await page.getByTestId('offline-banner').getByText('Anda sedang offline').waitFor();
    const card = page.getByTestId('member-card');
    await card.getByText('NAP 3273.19.000001').waitFor();
    await page
      .getByTestId('member-card-updated-at')
      .getByText(/^Terakhir diperbarui /)
      .waitFor();
    await context.setOffline(false);
  }, 120_000);

  it('keeps nothing personal for a visitor, and signing out deletes what it kept for the member', async () => {
    const { page, context } = await app.open('/');
    await serviceWorkerInControl(page);
    await page.goto(new URL('/login', app.handle.webUrl).toString());
    await page.getByLabel('Email atau NAP').waitFor();
    // The visitor's device holds the build only: files of the web app, no API answer, no personal cache.
    const visitor = await cacheContents(page);
    expect(Object.keys(visitor).length).toBeGreaterThan(0);
    expect(Object.keys(visitor).filter((name) => name.startsWith(PERSONAL_CACHE))).toEqual([]);
    const addresses = Object.values(visitor).flat();
    expect(addresses.length).toBeGreaterThan(0);
    expect(addresses.filter((url) => !url.startsWith(`${app.handle.webUrl}/`))).toEqual([]);

    await signIn(page, MEMBER, DEMO_PASSWORD, { rememberMe: true });
    await waitForPath(page, '/dashboard/profile');
    await openCardPage(page);
    await page.getByTestId('member-card').getByText('NAP 3273.19.000001').waitFor();
    await offlineDataKept(page);

    await page.getByRole('button', { name: 'Keluar' }).click();
    await waitForPath(page, '/login');
    await page.waitForFunction(
      async (prefix) => !(await caches.keys()).some((name) => name.startsWith(prefix)),
      PERSONAL_CACHE,
      { polling: 100 },
    );
    expect(Object.keys(await cacheContents(page)).filter((name) => name.startsWith(PERSONAL_CACHE))).toEqual([]);

    // Offline after signing out: the app still opens (the build stays), the card does not.
    await context.setOffline(true);
    await page.goto(new URL(CARD_PAGE, app.handle.webUrl).toString());
    await waitForPath(page, '/login');
    await page.getByLabel('Email atau NAP').waitFor();
    expect(await page.getByTestId('member-card').count()).toBe(0);
  });
});
