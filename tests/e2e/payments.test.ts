import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { goto, useBrowser } from './support/browser.ts';

const browser = useBrowser();

describe('dues and payments in the browser', () => {
  it('the member pays two bills by QRIS with the simulator, watches it settle, and gets a receipt that verifies', async () => {
    const page = await browser.signedIn('anggota@simk.test', '/dashboard/profile');
    await goto(page, '/member-dues');
    await page.getByRole('heading', { level: 1, name: 'Iuran Saya' }).waitFor();
    const table = page.getByTestId('bill-table');
    await table
      .getByText(/^Terlambat \d+ hari$/)
      .first()
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    const boxes = table.getByRole('checkbox');
    expect(await boxes.count()).toBeGreaterThanOrEqual(2);
    await boxes.nth(0).check({ force: true });
    await boxes.nth(1).check({ force: true });
    await page.getByText('2 tagihan dipilih').waitFor();
    await page.getByRole('button', { name: 'Bayar dengan QRIS' }).click();

    await page.waitForURL((url) => url.pathname === '/payment-qris');
    const paymentId = new URL(page.url()).searchParams.get('paymentId')!;
    await page.getByRole('heading', { level: 1, name: 'Pembayaran QRIS' }).waitFor();
    await page.getByRole('img', { name: /^Kode QRIS sebesar Rp\s?[\d.]+ untuk SIMK LOKAL$/ }).waitFor();
    await page.getByText('Pindai kode QR', { exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // The simulator pays the order at "Midtrans"; the page learns it by itself.
    await page.getByRole('button', { name: 'Bayar (simulasi)' }).click();
    await page.getByText('Nomor kwitansi').waitFor({ timeout: 20_000 });
    const receiptNumber = (await page.getByText(/^KW-\d{4}-\d{6}$/).textContent())!;

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Unduh kwitansi' }).click();
    const pdf = await readFile((await (await download).path())!);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

    // The receipt's QR code opens the public payment page, which confirms it to anyone.
    const stranger = await browser.open(`/payment/${paymentId}`);
    await stranger.getByText('Kwitansi sah').waitFor();
    await stranger.getByText(receiptNumber).waitFor();
    await stranger.getByText('S*** N********').waitFor();
    expect(await seriousViolations(stranger)).toEqual([]);
  });

  it('the DPC officer records a cash payment and finds it in the history at once', async () => {
    const page = await browser.signedIn('dpc.bandung@simk.test', '/dashboard');
    await goto(page, '/dashboard/dues/history');
    await page.getByRole('heading', { level: 1, name: 'Riwayat Pembayaran' }).waitFor();
    await page.getByRole('table', { name: 'Daftar pembayaran' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Catat Pembayaran' }).click();
    const form = page.getByTestId('record-payment-form');
    await form.getByLabel('Cari anggota').fill('3273.19');
    await form.getByRole('button', { name: 'Cari', exact: true }).click();
    const results = form.getByTestId('member-results').getByRole('button');
    await results.first().waitFor();
    // The first member in the results with an unpaid bill.
    let chosen = '';
    for (let index = 0; index < (await results.count()) && !chosen; index += 1) {
      const label = (await results.nth(index).textContent())!;
      await results.nth(index).click();
      const billBox = form.getByTestId('bill-picker').getByRole('checkbox').first();
      const none = form.getByText('Anggota ini tidak memiliki tagihan yang belum dibayar.');
      await billBox.or(none).first().waitFor();
      if (await billBox.isVisible()) {
        await billBox.check({ force: true });
        chosen = label.split(' · ')[0]!;
      } else {
        await form.getByRole('button', { name: 'Ganti anggota' }).click();
        await form.getByRole('button', { name: 'Cari', exact: true }).click();
        await results.first().waitFor();
      }
    }
    expect(chosen).not.toBe('');
    await form.getByLabel('Metode pembayaran').selectOption('cash');
    await form.getByLabel('Nomor referensi').fill('KAS-E2E-001');
    await form.getByRole('button', { name: 'Simpan Pembayaran' }).click();
    // "Pembayaran Rp 150.000 untuk <name> (<NAP>) tercatat."
    await page.getByText(/^Pembayaran Rp\s?[\d.]+ untuk .+ tercatat\.$/).waitFor();

    await page.getByRole('searchbox', { name: 'Cari pembayaran' }).fill('KAS-E2E-001');
    await page.getByRole('button', { name: 'Cari', exact: true }).click();
    // The search by the reference finds this payment alone.
    const rows = page.getByRole('table', { name: 'Daftar pembayaran' }).getByRole('row').filter({ hasText: 'Rp' });
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(1);
    const row = rows.filter({ hasText: chosen });
    await row.getByText('Berhasil').waitFor();
    await row.getByText('Tunai').waitFor();
  });
});
