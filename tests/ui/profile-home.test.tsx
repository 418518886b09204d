// The member's home at the top of Profil Saya (issue 26 §2): every figure from GET /profile/summary,
// its loading and error states, and "Bayar sekarang" opening the next bill's QRIS payment.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PayBillButton } from '@/features/dues/components/bills/pay-bill-button';
import ProfilePage from '@/features/profile/routes/profile-page';
import { formatIdr } from '@/lib/format';
import { fail, ok, startFakeApi, type FakeApiServer } from './support/fake-api-server';
import { ownProfile, ownSummary } from './support/member-fixtures';
import { paymentId, qrisOpened } from './support/payment-fixtures';
import { renderFeature } from './support/render-feature';

let api: FakeApiServer;
beforeAll(async () => {
  api = await startFakeApi([]);
});
afterAll(() => api.close());

const summary = ownSummary;
const billId = ownSummary().nextBill!.id;

const render = () =>
  renderFeature(<ProfilePage PayBill={PayBillButton} />, {
    apiBaseUrl: api.baseUrl,
    path: '/dashboard/profile',
    authStorageKey: 'profile-home-test',
    routes: [
      { path: '/dashboard/profile', element: <ProfilePage PayBill={PayBillButton} /> },
      { path: '/payment-qris', element: <p>QRIS page</p> },
    ],
  });

const tile = (testId: string) => within(screen.getByTestId(testId));

beforeEach(() => {
  api.routes.clear();
  api.requests.length = 0;
  api.routes.set('GET /profile', ok({ profile: ownProfile() }));
  api.routes.set('GET /profile/summary', ok({ summary: summary() }));
});

describe('the member home on Profil Saya', () => {
  it('shows membership, next bill, arrears, card and open requests from the API', async () => {
    render();
    await screen.findByTestId('home-next-bill');
    expect(tile('home-membership').getByText('Aktif')).toBeTruthy();
    expect(screen.getByTestId('home-valid-until').textContent).toBe('Berlaku hingga 08/04/2027');
    expect(screen.getByTestId('home-next-amount').textContent).toBe(formatIdr(150000));
    expect(tile('home-next-bill').getByText('Iuran Bulanan')).toBeTruthy();
    expect(screen.getByTestId('home-next-due').textContent).toBe('Lewat jatuh tempo 10/10/2026');
    expect(screen.getByTestId('home-arrears-total').textContent).toBe(formatIdr(300000));
    expect(screen.getByTestId('home-arrears-count').textContent).toBe('2 tagihan lewat jatuh tempo');
    expect(screen.getByTestId('home-unpaid').textContent).toBe(`Belum dibayar: ${formatIdr(450000)} (3 tagihan)`);
    expect(tile('home-arrears').getByRole('link', { name: 'Lihat semua tagihan' }).getAttribute('href')).toBe(
      '/member-dues',
    );
    expect(await tile('home-card').findByText('Kartu sah')).toBeTruthy();
    expect(tile('home-card').getByRole('link', { name: 'Lihat kartu' }).getAttribute('href')).toBe(
      '/dashboard/profile/card',
    );
    const transfer = await screen.findByTestId('home-transfer');
    expect(transfer.textContent).toBe('Mutasi ke DPC Kota Surabaya: Menunggu');
    expect(transfer.getAttribute('href')).toBe('/dashboard/mutations/requests');
    expect(screen.getByTestId('home-documents').textContent).toBe('1 dokumen menunggu verifikasi');
    expect(screen.getByTestId('home-documents').getAttribute('href')).toBe('/documents');
  });

  it('says so when nothing is owed, and an applicant has no card yet', async () => {
    api.routes.set(
      'GET /profile/summary',
      ok({
        summary: summary({
          membershipStatus: 'PENDING',
          validUntil: null,
          dues: { unpaidCount: 0, unpaidTotal: 0, arrearsCount: 0, arrearsTotal: 0 },
          nextBill: null,
          card: null,
          openTransfer: null,
          documentsAwaitingVerification: 0,
        }),
      }),
    );
    render();
    expect(await screen.findByText('Tidak ada tagihan yang belum dibayar.')).toBeTruthy();
    expect(screen.getByTestId('home-valid-until').textContent).toBe('Belum ada masa berlaku');
    expect(screen.getByTestId('home-arrears-count').textContent).toBe('Tidak ada tunggakan.');
    expect(screen.queryByTestId('home-unpaid')).toBeNull();
    expect(tile('home-next-bill').queryByRole('button')).toBeNull();
    expect(tile('home-card').getByText('Kartu anggota terbit setelah NAP Anda terbit.')).toBeTruthy();
    expect(tile('home-requests').getByText('Tidak ada permohonan yang sedang berjalan.')).toBeTruthy();
  });

  it('shows a skeleton while loading and an error with a retry that asks again', async () => {
    const user = userEvent.setup();
    api.routes.set('GET /profile/summary', {
      ...fail(503, 'DATABASE_UNAVAILABLE', 'Basis data tidak tersedia'),
      delayMs: 300,
    });
    render();
    expect(await screen.findByTestId('member-home-loading')).toBeTruthy();
    expect(await screen.findByText('Ringkasan keanggotaan gagal dimuat.')).toBeTruthy();
    api.routes.set('GET /profile/summary', ok({ summary: summary() }));
    await user.click(tile('member-home').getByRole('button', { name: 'Coba lagi' }));
    expect((await screen.findByTestId('home-next-amount')).textContent).toBe(formatIdr(150000));
  });

  it('"Bayar sekarang" opens a QRIS payment for the next bill and goes to its page', async () => {
    const user = userEvent.setup();
    const posted: unknown[] = [];
    api.routes.set('POST /payments/qris', qrisOpened(150000, posted));
    const { router } = render();
    await user.click(await screen.findByRole('button', { name: 'Bayar sekarang' }));
    expect(await screen.findByText('QRIS page')).toBeTruthy();
    expect(posted).toEqual([{ billIds: [billId] }]);
    expect(router.state.location.search).toBe(`?paymentId=${paymentId}`);
  });

  it('"Bayar sekarang" leads to the attempt already pending for the bill', async () => {
    const next = { ...summary().nextBill!, pendingPaymentId: paymentId };
    api.routes.set('GET /profile/summary', ok({ summary: summary({ nextBill: next }) }));
    render();
    const link = await screen.findByRole('link', { name: 'Bayar sekarang' });
    expect(link.getAttribute('href')).toBe(`/payment-qris?paymentId=${paymentId}`);
  });
});
