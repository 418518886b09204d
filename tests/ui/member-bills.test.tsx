import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { errorCatalogue } from '@shared/errors';
import MemberBillsPage from '@/features/dues/routes/member-bills-page';
import { fail, ok, startFakeApi, type FakeApiServer } from './support/fake-api-server';
import { bill, billList, paymentId, qrisOpened } from './support/payment-fixtures';
import { renderFeature } from './support/render-feature';

let api: FakeApiServer;
beforeAll(async () => {
  api = await startFakeApi([]);
});
afterAll(() => api.close());

const september = bill(9, { overdue: true, daysOverdue: 12 });
const october = bill(10, { amount: 75000 });
const november = bill(11, { pendingPaymentId: '00000000-0000-4000-8000-0000000000f9' });

function render({ applicant = false } = {}) {
  return renderFeature(null, {
    apiBaseUrl: api.baseUrl,
    path: '/member-dues',
    routes: [
      { path: '/member-dues', element: <MemberBillsPage applicant={applicant} /> },
      { path: '/payment-qris', element: <p>QRIS page</p> },
    ],
  });
}

beforeEach(() => {
  api.routes.clear();
  api.requests.length = 0;
  api.routes.set('GET /dues/bills', (request) =>
    ok(
      billList(
        request.search.includes('status=paid')
          ? [bill(8, { status: 'paid', paidAt: '2026-08-05T03:00:00Z' })]
          : [september, october, november],
      ),
    ),
  );
});

describe("the member's bills", () => {
  it('tells an applicant without a NAP that dues start with verification, without asking for bills', async () => {
    render({ applicant: true });
    const notice = await screen.findByTestId('bills-applicant');
    expect(notice.textContent).toContain('Iuran dimulai setelah verifikasi');
    expect(within(notice).getByRole('link', { name: 'Lihat status pendaftaran' }).getAttribute('href')).toBe(
      '/dashboard/profile',
    );
    expect(api.requests.some((r) => r.path === '/dues/bills')).toBe(false);
  });

  it('marks overdue and pending bills, and links a pending one to its payment', async () => {
    render();
    const rows = await screen.findAllByTestId('bill-row');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByTestId('bill-overdue').textContent).toBe('Terlambat 12 hari');
    expect(within(rows[2]!).getByTestId('bill-pending').textContent).toBe('Menunggu pembayaran');
    const link = within(rows[2]!).getByRole('link', { name: 'Lanjutkan pembayaran' });
    expect(link.getAttribute('href')).toBe(`/payment-qris?paymentId=${november.pendingPaymentId}`);
    // A bill held by a pending attempt cannot be chosen again.
    expect(within(rows[2]!).queryByRole('checkbox')).toBeNull();
    expect(api.requests.find((r) => r.path === '/dues/bills')?.search).toContain('status=unpaid');
  });

  it('totals the chosen bills and pays them by QRIS, then opens the QRIS page', async () => {
    const user = userEvent.setup();
    const posted: unknown[] = [];
    api.routes.set('POST /payments/qris', qrisOpened(125000, posted));
    const { router } = render();
    await screen.findAllByTestId('bill-row');
    const pay = screen.getByRole('button', { name: 'Bayar dengan QRIS' });
    expect(pay.hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByLabelText(/Pilih tagihan Iuran Bulanan periode Sep 2026/));
    await user.click(screen.getByLabelText(/Pilih tagihan Iuran Bulanan periode Okt 2026/));
    expect(screen.getByTestId('pay-total').textContent).toMatch(/Rp\s?125\.000/);
    expect(screen.getByText('2 tagihan dipilih')).toBeTruthy();
    await user.click(pay);
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment-qris'));
    expect(router.state.location.search).toBe(`?paymentId=${paymentId}`);
    expect(posted).toEqual([{ billIds: [september.id, october.id] }]);
  });

  it("shows the API's refusal (BILLS_PAYMENT_PENDING) in Indonesian and stays", async () => {
    const user = userEvent.setup();
    const refusal = errorCatalogue.BILLS_PAYMENT_PENDING.message;
    api.routes.set('POST /payments/qris', fail(409, 'BILLS_PAYMENT_PENDING', refusal));
    const { router } = render();
    await screen.findAllByTestId('bill-row');
    await user.click(screen.getByLabelText(/periode Sep 2026/));
    await user.click(screen.getByRole('button', { name: 'Bayar dengan QRIS' }));
    const alert = await screen.findByTestId('pay-error');
    expect(alert.textContent).toContain('Pembayaran tidak dapat dibuat');
    expect(alert.textContent).toContain(refusal);
    expect(router.state.location.pathname).toBe('/member-dues');
  });

  it('switches to paid bills through the URL, without the pay bar', async () => {
    const user = userEvent.setup();
    const { router } = render();
    await screen.findAllByTestId('bill-row');
    await user.click(screen.getByRole('tab', { name: 'Lunas' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=paid'));
    await waitFor(() => expect(screen.getAllByTestId('bill-row')).toHaveLength(1));
    expect(screen.getByText(/Dibayar 05\/08\/2026/)).toBeTruthy();
    expect(screen.queryByTestId('pay-bar')).toBeNull();
  });

  it('has designed loading, empty and error states', async () => {
    const user = userEvent.setup();
    api.routes.set('GET /dues/bills', { ...ok(billList([])), delayMs: 300 });
    const view = render();
    expect((await screen.findAllByTestId('bill-skeleton')).length).toBeGreaterThan(0);
    expect((await screen.findByTestId('bill-empty')).textContent).toContain('Tidak ada tagihan yang belum dibayar');
    view.unmount();

    api.routes.set('GET /dues/bills', fail(500, 'INTERNAL_ERROR', 'Terjadi kesalahan pada server.'));
    render();
    const alert = await screen.findByTestId('bill-error', {}, { timeout: 5000 });
    expect(alert.textContent).toContain('Gagal memuat tagihan');
    api.routes.set('GET /dues/bills', ok(billList([september])));
    await user.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findAllByTestId('bill-row')).toHaveLength(1);
  });
});
