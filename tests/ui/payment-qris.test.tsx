import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaymentView } from '@shared/contracts/payments';
import { PAYMENT_POLL_MS } from '@/features/dues/api/get-payment';
import { i18n } from '@/lib/i18n';
import PaymentQrisPage from '@/features/dues/routes/payment-qris-page';
import { ok, startFakeApi, type FakeApiServer } from './support/fake-api-server';
import { paymentId, paymentView, qrString } from './support/payment-fixtures';
import { renderFeature } from './support/render-feature';

let api: FakeApiServer;
beforeAll(async () => {
  api = await startFakeApi([]);
});
afterAll(() => api.close());

const completed = (): PaymentView =>
  paymentView({ status: 'completed', paidAt: '2026-11-25T03:05:00Z', receiptNumber: 'KW/2026/00042' });

const render = (search = `?paymentId=${paymentId}`) =>
  renderFeature(<PaymentQrisPage />, { apiBaseUrl: api.baseUrl, path: `/payment-qris${search}` });

beforeEach(() => {
  api.routes.clear();
  api.requests.length = 0;
  api.routes.set(`GET /payments/${paymentId}`, ok({ payment: paymentView() }));
});

describe('the QRIS payment page', () => {
  it('shows the QR code, amount, merchant, a mm:ss countdown and the steps while pending', async () => {
    render();
    const qr = await screen.findByRole('img', { name: /Kode QRIS sebesar Rp\s?150\.000 untuk SIMK PATELKI/ });
    expect(qr.getAttribute('data-value')).toBe(qrString);
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M/);
    expect(screen.getByTestId('payment-amount').textContent).toMatch(/Rp\s?150\.000/);
    expect(screen.getByTestId('payment-merchant').textContent).toBe('SIMK PATELKI');
    expect(screen.getByRole('timer').textContent).toMatch(/^0[45]:[0-5]\d$/);
    expect(
      within(screen.getByTestId('qris-steps'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Buka aplikasi e-wallet/m-banking yang mendukung QRIS',
      'Pindai kode QR',
      'Periksa nama merchant dan nominal',
      'Konfirmasi pembayaran',
    ]);
    // The simulator button is only for the local simulator.
    expect(screen.queryByRole('button', { name: 'Bayar (simulasi)' })).toBeNull();
  });

  it('offers "Simpan QRIS" with one line on paying from the gallery, and says so when the image cannot be made', async () => {
    const user = userEvent.setup();
    render();
    const save = await screen.findByRole('button', { name: 'Simpan QRIS' });
    expect(screen.getByTestId('qris-save-hint').textContent).toBe(
      'Membayar dari HP ini? Simpan QRIS, lalu di aplikasi e-wallet/m-banking pilih gambar QRIS dari galeri sebelum waktunya habis.',
    );
    // jsdom has no Web Share: no share button.
    expect(screen.queryByRole('button', { name: 'Bagikan QRIS' })).toBeNull();
    // Nor a canvas: the image cannot be drawn, and the member is told.
    await user.click(save);
    expect((await screen.findByRole('alert')).textContent).toBe('Gambar QRIS tidak dapat disimpan. Coba lagi.');
  });

  it('offers "Bagikan QRIS" where the browser shares image files, in the reader\'s language', async () => {
    const canShare = (data?: ShareData) => (data?.files ?? []).every((file) => file.type === 'image/png');
    Object.assign(navigator, { canShare, share: () => Promise.resolve() });
    try {
      await i18n.changeLanguage('en');
      render();
      expect(await screen.findByRole('button', { name: 'Share QRIS' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Save QRIS' })).toBeTruthy();
      expect(screen.getByTestId('qris-save-hint').textContent).toBe(
        'Paying from this phone? Save the QRIS, then pick the QRIS image from the gallery in your e-wallet or banking app before the time runs out.',
      );
    } finally {
      Reflect.deleteProperty(navigator, 'canShare');
      Reflect.deleteProperty(navigator, 'share');
    }
  });

  it('shows the Midtrans order id with a copy button the keyboard reaches, which says "Disalin"', async () => {
    const user = userEvent.setup();
    render();
    await screen.findByRole('timer');
    expect(screen.getByTestId('payment-order-id').textContent).toBe('SIMK-2026-0001');
    const copy = screen.getByRole('button', { name: 'Salin ID pesanan' });
    expect(copy.textContent).toBe('Salin');
    // Tab order reaches it; Enter copies.
    while (document.activeElement !== copy) await user.tab();
    await user.keyboard('{Enter}');
    expect(await navigator.clipboard.readText()).toBe('SIMK-2026-0001');
    expect(copy.textContent).toBe('Disalin');
    // Announced to screen readers too.
    expect(screen.getByText('ID pesanan disalin').getAttribute('role')).toBe('status');
  });

  it('keeps the order id on screen once paid', async () => {
    api.routes.set(`GET /payments/${paymentId}`, ok({ payment: completed() }));
    render();
    const success = await screen.findByTestId('payment-success');
    expect(within(success).getByTestId('payment-order-id').textContent).toBe('SIMK-2026-0001');
    expect(within(success).getByRole('button', { name: 'Salin ID pesanan' })).toBeTruthy();
  });

  it('updates by itself when the payment settles, offers the receipt, and stops asking', async () => {
    // The poll's clock is the test's: no waiting out PAYMENT_POLL_MS, and "no more polls" is
    // counted at the fetch calls the intervals would make, not guessed after a pause.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetches = vi.spyOn(globalThis, 'fetch');
    const paymentReads = () =>
      fetches.mock.calls.filter(([input]) => String(input).includes(`/payments/${paymentId}`)).length;
    try {
      render();
      await screen.findByRole('timer');
      api.routes.set(`GET /payments/${paymentId}`, ok({ payment: completed() }));
      await vi.advanceTimersByTimeAsync(PAYMENT_POLL_MS);
      const success = await screen.findByTestId('payment-success');
      expect(within(success).getByTestId('receipt-number').textContent).toBe('KW/2026/00042');
      expect(within(success).getByRole('button', { name: 'Unduh kwitansi' })).toBeTruthy();
      expect(within(success).getByRole('link', { name: 'Lihat riwayat pembayaran' }).getAttribute('href')).toBe(
        '/dashboard/dues/history',
      );
      const reads = paymentReads();
      await vi.advanceTimersByTimeAsync(PAYMENT_POLL_MS * 3);
      expect(paymentReads()).toBe(reads);
    } finally {
      fetches.mockRestore();
      vi.useRealTimers();
    }
  });

  it('"Saya sudah bayar" checks at once: still pending, then completed', async () => {
    const user = userEvent.setup();
    api.routes.set(`POST /payments/${paymentId}/check`, ok({ payment: paymentView() }));
    render();
    await user.click(await screen.findByRole('button', { name: 'Saya sudah bayar' }));
    expect((await screen.findByTestId('still-pending')).textContent).toContain('belum kami terima');
    api.routes.set(`POST /payments/${paymentId}/check`, ok({ payment: completed() }));
    await user.click(screen.getByRole('button', { name: 'Saya sudah bayar' }));
    expect(await screen.findByTestId('payment-success')).toBeTruthy();
    expect(api.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/check'))).toHaveLength(2);
  });

  it('offers "Bayar (simulasi)" only with the simulator, which pays the order on the gateway', async () => {
    const user = userEvent.setup();
    let paid: unknown;
    api.routes.set(`GET /payments/${paymentId}`, ok({ payment: paymentView({}, { simulator: true }) }));
    api.routes.set('POST /midtrans/simulator/pay', (request) => {
      paid = JSON.parse(request.body);
      api.routes.set(`GET /payments/${paymentId}`, ok({ payment: completed() }));
      return { status: 200, body: { status_code: '200', transaction_status: 'settlement' } };
    });
    render();
    await user.click(await screen.findByRole('button', { name: 'Bayar (simulasi)' }));
    expect(await screen.findByTestId('payment-success')).toBeTruthy();
    expect(paid).toEqual({ order_id: 'SIMK-2026-0001' });
  });

  it('tells an expired or failed attempt apart and links back to the bills', async () => {
    api.routes.set(`GET /payments/${paymentId}`, ok({ payment: paymentView({ status: 'expired' }) }));
    const view = render();
    const expired = await screen.findByTestId('payment-expired');
    expect(expired.textContent).toContain('Pembayaran kedaluwarsa');
    expect(within(expired).getByRole('link', { name: 'Kembali ke Iuran Saya' }).getAttribute('href')).toBe(
      '/member-dues',
    );
    view.unmount();

    api.routes.set(`GET /payments/${paymentId}`, ok({ payment: paymentView({ status: 'failed' }) }));
    render();
    expect((await screen.findByTestId('payment-failed')).textContent).toContain('Pembayaran gagal');
  });

  it('ends the attempt on screen when its time runs out', async () => {
    api.routes.set(
      `GET /payments/${paymentId}`,
      ok({ payment: paymentView({}, { expiresAt: new Date(Date.now() + 1500).toISOString() }) }),
    );
    render();
    expect(await screen.findByRole('timer')).toBeTruthy();
    expect(await screen.findByTestId('payment-expired', {}, { timeout: 4000 })).toBeTruthy();
  });

  it('shows a loading skeleton, and a notice for a link without a payment id', async () => {
    api.routes.set(`GET /payments/${paymentId}`, { ...ok({ payment: paymentView() }), delayMs: 300 });
    const view = render();
    expect(await screen.findByTestId('payment-loading')).toBeTruthy();
    await screen.findByRole('timer');
    view.unmount();
    api.requests.length = 0;

    render('');
    expect((await screen.findByTestId('payment-missing')).textContent).toContain('Tautan pembayaran tidak lengkap');
    // Nothing is asked for without an id.
    expect(api.requests).toHaveLength(0);
  });
});
