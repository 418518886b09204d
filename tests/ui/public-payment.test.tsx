import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import PublicPaymentPage from '@/features/dues/routes/public-payment-page';
import { fail, ok, startFakeApi, type FakeApiServer } from './support/fake-api-server';
import { paymentId, paymentView } from './support/payment-fixtures';
import { renderFeature } from './support/render-feature';

let api: FakeApiServer;
beforeAll(async () => {
  api = await startFakeApi([]);
});
afterAll(() => api.close());

const render = (id = paymentId) =>
  renderFeature(null, {
    apiBaseUrl: api.baseUrl,
    path: `/payment/${id}`,
    routes: [{ path: '/payment/:paymentId', element: <PublicPaymentPage /> }],
  });

beforeEach(() => {
  api.routes.clear();
  api.requests.length = 0;
});

describe('the public payment page', () => {
  it('shows a stranger only the status and the amount of a pending payment', async () => {
    api.routes.set(`GET /payments/${paymentId}`, ok({ payment: paymentView({}, null) }));
    render();
    expect((await screen.findByTestId('payment-amount')).textContent).toMatch(/Rp\s?150\.000/);
    expect(screen.getByTestId('payment-status').textContent).toBe('Menunggu');
    expect(screen.getByText('Pembayaran ini belum selesai.')).toBeTruthy();
    expect(screen.queryByTestId('qr-code')).toBeNull();
    expect(screen.queryByTestId('payment-bills')).toBeNull();
  });

  it('shows the payer the QR code and the bills while pending', async () => {
    api.routes.set(`GET /payments/${paymentId}`, ok({ payment: paymentView() }));
    render();
    expect(await screen.findByTestId('qr-code')).toBeTruthy();
    expect(within(screen.getByTestId('payment-bills')).getByText(/Iuran Bulanan · Sep 2026/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Lanjutkan pembayaran' }).getAttribute('href')).toBe(
      `/payment-qris?paymentId=${paymentId}`,
    );
  });

  it('shows the payer the Midtrans order id to copy, and a stranger no order id', async () => {
    api.routes.set(`GET /payments/${paymentId}`, ok({ payment: paymentView() }));
    const view = render();
    expect((await screen.findByTestId('payment-order-id')).textContent).toBe('SIMK-2026-0001');
    expect(screen.getByRole('button', { name: 'Salin ID pesanan' })).toBeTruthy();
    view.unmount();
    api.routes.set(`GET /payments/${paymentId}`, ok({ payment: paymentView({}, null) }));
    render();
    await screen.findByTestId('payment-amount');
    expect(screen.queryByTestId('payment-order-id')).toBeNull();
  });

  it('certifies a completed payment: "Kwitansi sah" with the receipt number, amount, date and masked name', async () => {
    api.routes.set(
      `GET /payments/${paymentId}`,
      ok({
        payment: paymentView(
          {
            status: 'completed',
            paidAt: '2026-11-25T03:05:00Z',
            receiptNumber: 'KW/2026/00042',
            maskedMemberName: 'S*** R*********',
          },
          null,
        ),
      }),
    );
    render();
    const receipt = await screen.findByTestId('valid-receipt');
    expect(within(receipt).getByText('Kwitansi sah')).toBeTruthy();
    expect(within(receipt).getByTestId('receipt-receiptNumber').textContent).toBe('KW/2026/00042');
    expect(within(receipt).getByTestId('receipt-amount').textContent).toMatch(/Rp\s?150\.000/);
    expect(within(receipt).getByTestId('receipt-paidAt').textContent).toContain('25/11/2026');
    expect(within(receipt).getByTestId('receipt-member').textContent).toBe('S*** R*********');
    expect(screen.getByTestId('payment-status').textContent).toBe('Berhasil');
    expect(screen.queryByTestId('qr-code')).toBeNull();
  });

  it('says "not found" for an unknown payment, and asks nothing for an id that is not a uuid', async () => {
    api.routes.set(`GET /payments/${paymentId}`, fail(404, 'PAYMENT_NOT_FOUND', 'Pembayaran tidak ditemukan.'));
    const view = render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Status Pembayaran' })).toBeTruthy();
    expect((await screen.findByTestId('payment-not-found', {}, { timeout: 5000 })).textContent).toContain(
      'Pembayaran tidak ditemukan',
    );
    view.unmount();
    api.requests.length = 0;

    render('abc-123');
    expect(await screen.findByTestId('payment-not-found')).toBeTruthy();
    expect(api.requests).toHaveLength(0);
  });
});
