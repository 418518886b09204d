import { readFile } from 'node:fs/promises';
import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../local/demo-accounts.ts';
import { CARD_SIZE, cardGeometry } from '../../supabase/functions/_shared/member-card/card-face.ts';
import { bounds, decodeQr, readPdf } from '../support/pdf-reader.ts';
import { seriousViolations } from './support/axe.ts';
import { useBrowser } from './support/browser.ts';
import { signIn, waitForPath } from './support/auth.ts';
import { expectPageOf } from './support/route-page.ts';

const browser = useBrowser();
const CARD_LINK = /^http:\/\/[^/]+\/kta\/[0-9a-f-]{36}$/;

/** The PNG's pixels inside `area` (in card points), read back by the browser that drew it. */
async function pngQr(page: Awaited<ReturnType<typeof browser.open>>, png: Buffer): Promise<string | undefined> {
  const scale = 300 / 72;
  const area = {
    x: Math.floor((cardGeometry.qr.x - 2) * scale),
    y: Math.floor((cardGeometry.qr.y - 2) * scale),
    side: Math.ceil((cardGeometry.qr.width + 4) * scale),
  };
  const pixels = await page.evaluate(
    async ({ base64, area }) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const canvas = new OffscreenCanvas(area.side, area.side);
      const context = canvas.getContext('2d')!;
      context.drawImage(bitmap, -area.x, -area.y);
      return Array.from(context.getImageData(0, 0, area.side, area.side).data);
    },
    { base64: png.toString('base64'), area },
  );
  return jsQR(Uint8ClampedArray.from(pixels), area.side, area.side)?.data;
}

describe('the digital member card in the browser', () => {
  it('the member downloads the card as PDF and image, and its QR link shows a stranger that it is valid', async () => {
    const page = await browser.open('/login');
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(new URL(worker.url()).pathname));
    await signIn(page, 'anggota@simk.test', DEMO_PASSWORD);
    await waitForPath(page, '/dashboard/profile');
    // The card has a page of its own, in the sidebar's profile group.
    await page
      .getByRole('navigation', { name: 'Navigasi dashboard' })
      .getByRole('link', { name: 'Kartu Anggota', exact: true })
      .click();
    await expectPageOf(page, '/dashboard/profile/card');
    await page.getByRole('heading', { level: 1, name: 'Kartu Anggota Digital' }).waitFor();
    const card = page.getByTestId('member-card');
    await card.getByText('NAP 3273.19.000001').waitFor();
    await card.getByText('Anggota Biasa').waitFor();
    await card.getByText('Berlaku sampai').waitFor();
    // Kota Bandung in the seed; another browser test moves the member to Kota Surabaya.
    const chapter = (await card
      .getByText(/^(Kota|Kabupaten) /)
      .first()
      .textContent())!.trim();
    const qr = card.getByRole('img', { name: 'Kode QR verifikasi kartu anggota Siti Nurhaliza, A.Md.AK.' });
    const link = (await qr.getAttribute('data-value'))!;
    expect(link).toMatch(CARD_LINK);
    // The card's QR code was encoded off the main thread (issue 26 §7).
    expect(workers.some((path) => path.includes('qr-worker'))).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    const pdfDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Unduh PDF' }).click();
    const pdfFile = await pdfDownload;
    expect(pdfFile.suggestedFilename()).toBe('kta-327319000001.pdf');
    const pdf = await readPdf(new Uint8Array(await readFile((await pdfFile.path())!)));
    expect(pdf.pages).toBe(1);
    expect(pdf.text).toContain('Siti Nurhaliza, A.Md.AK.');
    const rectangles = pdf.blackRectangles[0]!;
    expect(decodeQr(rectangles, bounds(rectangles, 6), 8)).toBe(link);

    const imageDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Unduh Gambar' }).click();
    const imageFile = await imageDownload;
    expect(imageFile.suggestedFilename()).toBe('kta-327319000001.png');
    const png = await readFile((await imageFile.path())!);
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    // IHDR: width and height at 300 dpi of an ID-1 card.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([
      Math.round((CARD_SIZE.width * 300) / 72),
      Math.round((CARD_SIZE.height * 300) / 72),
    ]);
    expect(await pngQr(page, png)).toBe(link);

    // A stranger scans the QR code: no session, only the validity, the masked name and the DPC.
    const stranger = await browser.open(new URL(link).pathname);
    await stranger.getByRole('heading', { level: 1, name: 'Verifikasi Kartu Anggota' }).waitFor();
    await stranger.getByText('Kartu sah').waitFor();
    await stranger.getByText('S*** N********').waitFor();
    await stranger.getByText(chapter, { exact: true }).waitFor();
    expect(await stranger.getByText('anggota@simk.test').count()).toBe(0);
    expect(await stranger.getByText('Nurhaliza').count()).toBe(0);
    expect(await seriousViolations(stranger)).toEqual([]);
  });

  it('a link to no card says so', async () => {
    const page = await browser.open('/kta/3f0b8c1e-7d2a-4c5b-9e6f-0a1b2c3d4e5f');
    await page.getByRole('heading', { level: 2, name: 'Kartu tidak ditemukan' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
