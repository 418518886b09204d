// Issue 26 §4, in the browser at 390 × 844: a member paying from the phone that shows the QRIS code
// saves it as a PNG (or shares it to an app) and picks it from the gallery. The saved image and the
// code on the screen are decoded by jsQR (a pure-JS reader) and compared with the payment's QR
// string. The member is a stranger to the seed: registered, confirmed and verified in this test.
import { readFile } from 'node:fs/promises';
import jsQR from 'jsqr';
import type { Page } from 'playwright-core';
import postgres from 'postgres';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { QR_QUIET_ZONE } from '../../src/lib/qr-matrix.ts';
import { QRIS_IMAGE_MODULE } from '../../src/features/dues/components/qris/qris-image.ts';
import { as, demoActor } from '../db/support/actors.ts';
import { decodeQris } from '../support/emvco-decoder.ts';
import { registerConfirmedAccount } from './support/accounts.ts';
import { seriousViolations } from './support/axe.ts';
import { goto, useBrowser } from './support/browser.ts';
import { signIn } from './support/auth.ts';

const browser = useBrowser();
const sql = postgres(inject('databaseUrl'), { max: 1, onnotice: () => {} });
afterAll(() => sql.end({ timeout: 1 }));

const PHONE = { width: 390, height: 844 };

interface Pixels {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

/** The RGBA pixels of a PNG, decoded by the browser's own image decoder. */
async function pixelsOf(page: Page, png: Buffer): Promise<Pixels> {
  const decoded = await page.evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d')!;
    context.drawImage(bitmap, 0, 0);
    const data = context.getImageData(0, 0, bitmap.width, bitmap.height).data;
    let binary = '';
    for (let at = 0; at < data.length; at += 0x8000) binary += String.fromCharCode(...data.subarray(at, at + 0x8000));
    return { width: bitmap.width, height: bitmap.height, base64: btoa(binary) };
  }, png.toString('base64'));
  return { ...decoded, data: new Uint8ClampedArray(Buffer.from(decoded.base64, 'base64')) };
}

const jsQrOf = (image: Pixels) => jsQR(image.data, image.width, image.height)?.data;
const dark = (image: Pixels, x: number, y: number) => image.data[(y * image.width + x) * 4]! < 128;

/** The bands of rows from `top` down that hold any dark pixel (lines of text), as [first, last]. */
function inkBands(image: Pixels, top: number): Array<[number, number]> {
  const bands: Array<[number, number]> = [];
  for (let y = top; y < image.height; y++) {
    let ink = false;
    for (let x = 0; x < image.width && !ink; x++) ink = dark(image, x, y);
    if (!ink) continue;
    const last = bands.at(-1);
    if (last && last[1] === y - 1) last[1] = y;
    else bands.push([y, y]);
  }
  return bands;
}

/**
 * The saved image: the code decodes to `qrString`; it is drawn at QRIS_IMAGE_MODULE pixels a
 * module inside a white quiet zone of 4 modules; three lines of text (amount, merchant, order id)
 * stand under it.
 */
function expectSavedQris(image: Pixels, qrString: string) {
  expect(jsQrOf(image)).toBe(qrString);
  const side = image.width;
  const margin = QR_QUIET_ZONE * QRIS_IMAGE_MODULE;
  expect(image.height).toBeGreaterThan(side);
  let [minX, minY, maxX, maxY] = [side, side, -1, -1];
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      if (!dark(image, x, y)) continue;
      [minX, minY, maxX, maxY] = [Math.min(minX, x), Math.min(minY, y), Math.max(maxX, x), Math.max(maxY, y)];
    }
  }
  expect([minX, minY, side - 1 - maxX, side - 1 - maxY]).toEqual([margin, margin, margin, margin]);
  // The top-left finder pattern: 7 modules of dark on its first row.
  let run = 0;
  while (dark(image, margin + run, margin)) run += 1;
  expect(run).toBe(7 * QRIS_IMAGE_MODULE);
  expect(inkBands(image, side)).toHaveLength(3);
}

/**
 * Web Share as a phone offers it, recording what the page shares. `shareAnswer` is what the share
 * sheet does next: the member picks an app (undefined), closes the sheet, or the app refuses.
 */
function recordShares() {
  const page = window as unknown as { sharedQris: ShareData[]; shareAnswer?: 'closed' | 'refused' };
  page.sharedQris = [];
  Object.defineProperty(Navigator.prototype, 'canShare', {
    configurable: true,
    value: (data?: ShareData) => (data?.files ?? []).every((file) => file.type === 'image/png'),
  });
  Object.defineProperty(Navigator.prototype, 'share', {
    configurable: true,
    value: async (data: ShareData) => {
      page.sharedQris.push(data);
      if (page.shareAnswer === 'closed') throw new DOMException('Share canceled', 'AbortError');
      if (page.shareAnswer === 'refused') throw new DOMException('Share failed', 'DataError');
    },
  });
}

/** A browser without Web Share (most desktops). */
function withoutShare() {
  for (const name of ['canShare', 'share']) {
    Object.defineProperty(Navigator.prototype, name, { configurable: true, value: undefined });
  }
}

const uniqueWord = () =>
  [...Date.now().toString(26)].map((digit) => String.fromCharCode(97 + parseInt(digit, 26))).join('');

describe('Simpan QRIS on the phone that shows the code', () => {
  it('a new member saves the QRIS as a PNG and shares it; both decode to the payment QR string, as does the screen', async () => {
    const fullName = `Dewi Anggraini ${uniqueWord()}`;
    const email = `qris.galeri.${Date.now()}@contoh.id`;
    const password = 'Galeri#Qris2026';
    await registerConfirmedAccount(email, password, fullName, { chapter: 'Kota Bandung' });
    const [member] = await sql<{ id: string }[]>`select id from public.members where email = ${email}`;
    const officer = await demoActor(sql, 'dpc.bandung@simk.test');
    await as(sql, officer, (tx) => tx`select public.verify_member(${member!.id})`);

    // 1. The new member signs in on a phone whose browser has no Web Share and pays the first bill.
    const page = await browser.open('/login', { viewport: PHONE });
    await page.addInitScript(withoutShare);
    await signIn(page, email, password);
    await page.waitForURL((url) => url.pathname !== '/login');
    await goto(page, '/member-dues');
    await page.getByRole('heading', { level: 1, name: 'Iuran Saya' }).waitFor();
    await page
      .getByRole('checkbox', { name: /^Pilih tagihan / })
      .first()
      .check({ force: true });
    await page.getByText('1 tagihan dipilih').waitFor();
    await page.getByRole('button', { name: 'Bayar dengan QRIS' }).click();
    await page.waitForURL((url) => url.pathname === '/payment-qris');
    await page.getByRole('heading', { level: 1, name: 'Pembayaran QRIS' }).waitFor();

    const qr = page.getByRole('img', { name: /^Kode QRIS sebesar Rp\s?[\d.]+ untuk / });
    await qr.waitFor();
    const qrString = (await qr.getAttribute('data-value'))!;
    const fields = decodeQris(qrString);
    const orderId = (await page.getByTestId('payment-order-id').textContent())!;
    // The order id: its first 25 characters in the bill number, the rest in the reference label.
    const billData = fields.sub('62');
    expect(`${billData['01']}${billData['05'] ?? ''}`).toBe(orderId);
    expect(fields.byId['59']).toBe(await page.getByTestId('payment-merchant').textContent());
    const amount = (await page.getByTestId('payment-amount').textContent())!;
    expect(Number(amount.replace(/\D/g, ''))).toBe(Number(fields.byId['54']));

    // 2. The code on the screen: whole, at whole pixels a module (4 on a phone, 5 on a desktop,
    // quiet zone included), and read back from a screenshot.
    const modules = Number((await qr.getAttribute('viewBox'))!.split(' ')[2]);
    const box = (await qr.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    expect(box.width).toBe(modules * 4);
    expect(jsQrOf(await pixelsOf(page, await qr.screenshot()))).toBe(qrString);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(async () => (await qr.boundingBox())!.width).toBe(modules * 5);
    expect(jsQrOf(await pixelsOf(page, await qr.screenshot()))).toBe(qrString);
    await page.setViewportSize(PHONE);
    await expect.poll(async () => (await qr.boundingBox())!.width).toBe(modules * 4);

    await page
      .getByText(
        'Membayar dari HP ini? Simpan QRIS, lalu di aplikasi e-wallet/m-banking pilih gambar QRIS dari galeri sebelum waktunya habis.',
      )
      .waitFor();
    expect(await page.getByRole('button', { name: 'Bagikan QRIS' }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    // 3. Simpan QRIS: a PNG download of the code with the amount, merchant and order id under it.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Simpan QRIS' }).click();
    const saved = await download;
    expect(saved.suggestedFilename()).toBe(`qris-${orderId}.png`);
    const png = await readFile((await saved.path())!);
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expectSavedQris(await pixelsOf(page, png), qrString);

    // 4. The same phone with Web Share: "Bagikan QRIS" hands the same image to an app.
    await page.addInitScript(recordShares);
    await page.reload();
    await page.getByRole('button', { name: 'Bagikan QRIS' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { sharedQris: ShareData[] }).sharedQris.length))
      .toBe(1);
    const shared = await page.evaluate(async () => {
      const data = (window as unknown as { sharedQris: ShareData[] }).sharedQris[0]!;
      const file = data.files![0]!;
      const bytes = new Uint8Array(await file.arrayBuffer());
      let binary = '';
      for (const byte of bytes) binary += String.fromCharCode(byte);
      return { files: data.files!.length, name: file.name, type: file.type, base64: btoa(binary) };
    });
    expect(shared).toMatchObject({ files: 1, name: `qris-${orderId}.png`, type: 'image/png' });
    expectSavedQris(await pixelsOf(page, Buffer.from(shared.base64, 'base64')), qrString);

    // Closing the share sheet is no failure; an app refusing the image is said, with what to do instead.
    const shareAs = async (answer: 'closed' | 'refused', count: number) => {
      await page.evaluate((value) => Object.assign(window, { shareAnswer: value }), answer);
      await page.getByRole('button', { name: 'Bagikan QRIS' }).click();
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { sharedQris: ShareData[] }).sharedQris.length))
        .toBe(count);
      await page.getByRole('button', { name: 'Bagikan QRIS' }).and(page.locator(':not([data-loading])')).waitFor();
    };
    await shareAs('closed', 2);
    expect(await page.getByRole('alert').filter({ hasText: 'QRIS' }).count()).toBe(0);
    await shareAs('refused', 3);
    await page
      .getByRole('alert')
      .getByText('Gambar QRIS tidak dapat dibagikan. Simpan QRIS lalu buka dari galeri.')
      .waitFor();
  });
});
