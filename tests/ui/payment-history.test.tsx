import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaymentListItem } from '@shared/contracts/payments';
import { paymentMessages } from '@shared/contracts/payments';
import PaymentHistoryPage from '@/features/dues/routes/payment-history-page';
import { fail, ok, startFakeApi, type FakeApiServer } from './support/fake-api-server';
import { bill, billList, memberId, memberSearchResult, paymentItem, paymentView } from './support/payment-fixtures';
import { renderFeature } from './support/render-feature';
import { indonesianText } from '../../supabase/functions/_shared/indonesian-text.ts';

let api: FakeApiServer;
beforeAll(async () => {
  api = await startFakeApi([]);
});
afterAll(() => api.close());

const completed = paymentItem(1);
const pending = paymentItem(2, { status: 'pending', receiptNumber: null, paymentMethod: 'transfer' });
const failed = paymentItem(3, { status: 'failed', receiptNumber: null });

function listOf(payments: PaymentListItem[]) {
  return { payments, pagination: { page: 1, limit: 10, total: payments.length, pages: payments.length ? 1 : 0 } };
}

const officer = ['payments.view', 'payments.create'];
const render = (path = '/dashboard/dues/history') =>
  renderFeature(<PaymentHistoryPage />, { apiBaseUrl: api.baseUrl, path });

/** The file names the page handed to the browser to save (jsdom has no object URLs nor downloads). */
let saved: string[];
beforeEach(() => {
  saved = [];
  Object.assign(URL, { createObjectURL: () => 'blob:unduhan', revokeObjectURL: () => {} });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => vi.restoreAllMocks());

beforeEach(() => {
  api.routes.clear();
  api.requests.length = 0;
  api.routes.set('GET /profile/permissions', ok({ permissions: officer }));
  api.routes.set('GET /dues/payments', ok(listOf([completed, pending, failed])));
  api.routes.set(
    'GET /dues/stats',
    ok({ totalRevenue: 12500000, pendingPayments: 3, overdueCount: 7, thisMonthCollection: 1500000 }),
  );
  for (const item of [completed, pending, failed]) {
    api.routes.set(`GET /payments/${item.id}`, ok({ payment: paymentView({ id: item.id, status: item.status }) }));
  }
});

describe('the payment history', () => {
  it('shows officers the stats tiles and the table with Indonesian status badges', async () => {
    render();
    const rows = await screen.findAllByTestId('payment-row');
    expect(rows.map((row) => within(row).getByTestId('payment-status').textContent)).toEqual([
      'Berhasil',
      'Menunggu',
      'Gagal',
    ]);
    expect(within(rows[1]!).getByText('Transfer Bank')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('dues-stat-overdueCount').textContent).toContain('7'));
    expect(screen.getByTestId('dues-stat-totalRevenue').textContent).toMatch(/Rp\s?12\.500\.000/);
  });

  it('keeps the filters in the URL and sends them to the API', async () => {
    const user = userEvent.setup();
    const { router } = render('/dashboard/dues/history?status=pending');
    await screen.findAllByTestId('payment-row');
    expect((screen.getByLabelText('Filter status pembayaran') as HTMLSelectElement).value).toBe('pending');
    expect(api.requests.find((r) => r.path === '/dues/payments')?.search).toContain('status=pending');

    await user.selectOptions(screen.getByLabelText('Filter metode pembayaran'), 'cash');
    await user.selectOptions(screen.getByLabelText('Filter periode pembayaran'), 'last_month');
    await user.type(screen.getByLabelText('Cari pembayaran'), 'Siti{Enter}');
    await waitFor(() => expect(router.state.location.search).toContain('search=Siti'));
    const params = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(params)).toEqual({
      status: 'pending',
      method: 'cash',
      period: 'last_month',
      search: 'Siti',
    });
    await waitFor(() =>
      expect(
        api.requests.some(
          (r) =>
            r.path === '/dues/payments' &&
            ['status=pending', 'method=cash', 'period=last_month', 'search=Siti'].every((part) =>
              r.search.includes(part),
            ),
        ),
      ).toBe(true),
    );
  });

  it('shows a members-only view without stats, export or Catat Pembayaran', async () => {
    api.routes.set('GET /profile/permissions', ok({ permissions: [] }));
    render('/payments');
    await screen.findAllByTestId('payment-row');
    await waitFor(() => expect(api.requests.some((r) => r.path === '/profile/permissions')).toBe(true));
    expect(screen.queryByRole('button', { name: 'Catat Pembayaran' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Ekspor/ })).toBeNull();
    expect(api.requests.some((r) => r.path === '/dues/stats')).toBe(false);
  });

  it('the detail modal tells pending and failed payments what to do, and prints a completed one', async () => {
    const user = userEvent.setup();
    api.routes.set(`GET /payments/${completed.id}/receipt`, { status: 200, body: '%PDF-1.4 fake' });
    render();
    const rows = await screen.findAllByTestId('payment-row');

    await user.click(within(rows[1]!).getByRole('button', { name: /Detail pembayaran/ }));
    let dialog = await screen.findByTestId('payment-detail');
    expect(within(dialog).getByTestId('notice-pending').textContent).toBe(
      'Pembayaran sedang diverifikasi. Proses verifikasi membutuhkan 1-2 hari kerja.',
    );
    expect(within(dialog).queryByRole('button', { name: 'Cetak kwitansi' })).toBeNull();
    await user.click(within(dialog).getAllByRole('button', { name: 'Tutup' })[0]!);
    await waitFor(() => expect(screen.queryByTestId('payment-detail')).toBeNull());

    await user.click(within(rows[2]!).getByRole('button', { name: /Detail pembayaran/ }));
    dialog = await screen.findByTestId('payment-detail');
    expect(within(dialog).getByTestId('notice-failed').textContent).toBe(
      'Pembayaran gagal. Silakan hubungi admin atau gunakan metode pembayaran lain.',
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByTestId('payment-detail')).toBeNull());

    await user.click(within(rows[0]!).getByRole('button', { name: /Detail pembayaran/ }));
    dialog = await screen.findByTestId('payment-detail');
    expect(await within(dialog).findByTestId('payment-bills')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cetak kwitansi' }));
    await waitFor(() => expect(api.requests.some((r) => r.path === `/payments/${completed.id}/receipt`)).toBe(true));
    const receipt = api.requests.find((r) => r.path === `/payments/${completed.id}/receipt`)!;
    expect(receipt.headers.apikey).toBe('test-publishable-key');
    await waitFor(() => expect(saved).toEqual([`kwitansi-${completed.id}.pdf`]));
  });

  it('exports the current filter as CSV', async () => {
    const user = userEvent.setup();
    api.routes.set('GET /dues/payments/export', { status: 200, body: 'id,amount\n' });
    render('/dashboard/dues/history?status=completed');
    await screen.findAllByTestId('payment-row');
    await user.click(await screen.findByRole('button', { name: 'Ekspor CSV' }));
    await waitFor(() => expect(api.requests.some((r) => r.path === '/dues/payments/export')).toBe(true));
    const request = api.requests.find((r) => r.path === '/dues/payments/export')!;
    expect(request.search).toContain('format=csv');
    expect(request.search).toContain('status=completed');
    await waitFor(() => expect(saved).toEqual(['pembayaran-simk.csv']));
  });

  it('Catat Pembayaran: checks the form, records the payment for the chosen bills, then refreshes the list', async () => {
    const user = userEvent.setup();
    let recorded: unknown;
    const october = bill(10);
    const november = bill(11, { amount: 75000 });
    api.routes.set('GET /members', () =>
      ok(memberSearchResult([{ fullName: 'Siti Rahmawati', memberNumber: '3273190001' }])),
    );
    api.routes.set('GET /dues/bills', ok(billList([october, november])));
    api.routes.set('POST /dues/payments', (request) => {
      recorded = JSON.parse(request.body);
      return ok({ payment: paymentView({ status: 'completed', method: 'cash', amount: 125000 }, null) });
    });
    render();
    await screen.findAllByTestId('payment-row');
    await user.click(await screen.findByRole('button', { name: 'Catat Pembayaran' }));
    const form = await screen.findByTestId('record-payment-form');

    await user.click(within(form).getByRole('button', { name: 'Simpan Pembayaran' }));
    expect(await within(form).findByText('Pilih anggota terlebih dahulu.')).toBeTruthy();

    await user.type(within(form).getByLabelText(/Cari anggota/), 'Siti{Enter}');
    await user.click(await within(form).findByRole('button', { name: /Siti Rahmawati · 3273190001/ }));
    expect(within(form).getByTestId('picked-member').textContent).toContain('Siti Rahmawati (3273190001)');
    expect(api.requests.find((r) => r.path === '/dues/bills')?.search).toMatch(
      new RegExp(`(?=.*status=unpaid)(?=.*memberId=${memberId})`),
    );
    await within(form).findByLabelText(/Iuran Bulanan · Okt 2026/);
    await user.click(within(form).getByRole('button', { name: 'Simpan Pembayaran' }));
    expect(await within(form).findByText(indonesianText(paymentMessages.billsRequired))).toBeTruthy();
    expect(api.requests.some((r) => r.method === 'POST')).toBe(false);
    await user.click(await within(form).findByLabelText(/Iuran Bulanan · Okt 2026/));
    await user.click(within(form).getByLabelText(/Iuran Bulanan · Nov 2026/));
    expect(within(form).getByTestId('record-total').textContent).toMatch(/Rp\s?125\.000/);
    await user.selectOptions(within(form).getByLabelText(/Metode pembayaran/), 'cash');
    await user.type(within(form).getByLabelText(/Nomor referensi/), 'KWT-77');
    const listCalls = api.requests.filter((r) => r.path === '/dues/payments').length;
    await user.click(within(form).getByRole('button', { name: 'Simpan Pembayaran' }));

    expect((await screen.findByTestId('payment-notice')).textContent).toMatch(
      /Pembayaran Rp\s?125\.000 untuk Siti Rahmawati \(3273190001\) tercatat\./,
    );
    expect(recorded).toEqual({
      memberId,
      billIds: [october.id, november.id],
      method: 'cash',
      paidAt: null,
      referenceNumber: 'KWT-77',
      notes: null,
    });
    await waitFor(() =>
      expect(api.requests.filter((r) => r.path === '/dues/payments' && r.method === 'GET').length).toBeGreaterThan(
        listCalls,
      ),
    );
  });

  it('waives a bill from the Catat Pembayaran bill picker, with a reason', async () => {
    const user = userEvent.setup();
    let waived: unknown;
    const october = bill(10);
    api.routes.set('GET /members', () => ok(memberSearchResult([])));
    render();
    await user.click(await screen.findByRole('button', { name: 'Catat Pembayaran' }));
    const form = await screen.findByTestId('record-payment-form');
    await user.type(within(form).getByLabelText(/Cari anggota/), 'tidak ada{Enter}');
    expect(await within(form).findByText('Tidak ada anggota yang cocok.')).toBeTruthy();

    api.routes.set('GET /members', () => ok(memberSearchResult([{ fullName: 'Siti Rahmawati', memberNumber: null }])));
    api.routes.set('GET /dues/bills', ok(billList([october])));
    api.routes.set(`POST /dues/bills/${october.id}/waive`, (request) => {
      waived = JSON.parse(request.body);
      api.routes.set('GET /dues/bills', ok(billList([])));
      return ok({ bill: { ...october, status: 'waived', waivedReason: 'Anggota kehormatan' } });
    });
    await user.clear(within(form).getByLabelText(/Cari anggota/));
    await user.type(within(form).getByLabelText(/Cari anggota/), 'Siti{Enter}');
    await user.click(await within(form).findByRole('button', { name: /Siti Rahmawati/ }));
    await user.click(
      await within(form).findByRole('button', { name: 'Bebaskan tagihan Iuran Bulanan periode Okt 2026' }),
    );
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Bebaskan' }));
    expect(await within(dialog).findByText(/Alasan pembebasan wajib diisi/)).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/Alasan pembebasan/), 'Anggota kehormatan');
    await user.click(within(dialog).getByRole('button', { name: 'Bebaskan' }));
    expect(await within(form).findByText('Anggota ini tidak memiliki tagihan yang belum dibayar.')).toBeTruthy();
    expect(waived).toEqual({ reason: 'Anggota kehormatan' });
  });

  it('has a designed error state with a retry', async () => {
    const user = userEvent.setup();
    api.routes.set('GET /dues/payments', fail(500, 'INTERNAL_ERROR', 'Terjadi kesalahan pada server.'));
    render();
    const alert = await screen.findByTestId('payment-error', {}, { timeout: 5000 });
    expect(alert.textContent).toContain('Gagal memuat riwayat pembayaran');
    expect(alert.textContent).toContain('Terjadi kesalahan pada server.');
    api.routes.set('GET /dues/payments', ok(listOf([completed])));
    await user.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findAllByTestId('payment-row')).toHaveLength(1);
  });

  it('has a designed empty state, with a way out of the filters', async () => {
    const user = userEvent.setup();
    api.routes.set('GET /dues/payments', ok(listOf([])));
    const { router } = render('/dashboard/dues/history?status=refunded');
    const empty = await screen.findByTestId('payment-empty');
    expect(empty.textContent).toContain('Tidak ada pembayaran yang cocok');
    await user.click(within(empty).getByRole('button', { name: 'Hapus filter' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect((await screen.findByTestId('payment-empty')).textContent).toContain('Belum ada pembayaran');
  });
});
