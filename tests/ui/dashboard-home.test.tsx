import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import DashboardHomePage from '@/features/dashboard/routes/dashboard-home-page';
import { fail, ok, startFakeApi, type FakeApiServer } from './support/fake-api-server';
import { renderFeature } from './support/render-feature';

let api: FakeApiServer;
beforeAll(async () => {
  api = await startFakeApi([]);
});
afterAll(() => api.close());

const stats = {
  totalMembers: 1250,
  activeMembers: 1000,
  pendingMembers: 12,
  inactiveMembers: 100,
  expiredMembers: 130,
  suspendedMembers: 8,
  recentJoins: 25,
  legacyMembers: 40,
  membersByType: { BIASA: 1200, LUAR_BIASA: 45, KEHORMATAN: 5 },
};
const overview = {
  totalMembers: 90000,
  activeMembers: 80000,
  totalLegacyMembers: 0,
  newMembersThisYear: 10,
  totalProvinces: 34,
  totalBranches: 500,
  totalPayments: 15_750_000,
  paymentCount: 105,
};

describe('dashboard home', () => {
  beforeEach(() => {
    api.routes.clear();
    api.requests.length = 0;
    api.routes.set('GET /members/stats/overview', ok(stats));
    api.routes.set('GET /statistics/overview', ok(overview));
    api.routes.set('GET /mutations', ok({ transfers: [], pagination: { page: 1, limit: 1, total: 7, pages: 7 } }));
    api.routes.set(
      'GET /audit/recent',
      ok({
        entries: [
          {
            id: 1,
            action: 'members.verify',
            entity: 'members',
            entityId: null,
            actorName: 'Asep',
            actorRole: 'PENGURUS_DPC',
            organizationName: 'DPC Kota Bandung',
            summary: 'Anggota diverifikasi: Siti Nurhaliza',
            amount: null,
            createdAt: '2026-11-20T03:00:00Z',
          },
          {
            id: 2,
            action: 'payments.record',
            entity: 'payments',
            entityId: null,
            actorName: 'Asep',
            actorRole: 'authenticated',
            organizationName: 'Kota Bandung',
            summary: 'Pembayaran dicatat: Budi Santoso',
            amount: 150000,
            createdAt: '2026-11-19T03:00:00Z',
          },
        ],
      }),
    );
  });

  it('shows the four tiles from the three calls of spec §7 and the recent activity', async () => {
    renderFeature(<DashboardHomePage />, { apiBaseUrl: api.baseUrl });
    expect((await screen.findByTestId('tile-total-members-value')).textContent).toBe('1.250');
    expect((await screen.findByTestId('tile-pending-transfers-value')).textContent).toBe('7');
    expect((await screen.findByTestId('tile-total-payments-value')).textContent).toMatch(/^Rp\s?15\.750\.000$/);
    expect(screen.getByTestId('tile-active-members-value').textContent).toBe('1.000');
    expect(await screen.findByText('Anggota diverifikasi: Siti Nurhaliza')).toBeTruthy();
    // A payment entry shows its amount; every entry its time, actor and chapter.
    expect(screen.getByText(/^Pembayaran dicatat: Budi Santoso · Rp\s?150\.000$/)).toBeTruthy();
    expect(screen.getByText('19/11/2026, 10.00 WIB · oleh Asep · Kota Bandung')).toBeTruthy();
    const transfers = api.requests.find((request) => request.path === '/mutations');
    expect(new URLSearchParams(transfers?.search).get('status')).toBe('PENDING');
    expect(new URLSearchParams(transfers?.search).get('limit')).toBe('1');
  });

  it('says what "Mutasi Menunggu" counts and names the badge\'s different figure beside it', async () => {
    // The figures of the seeded DPC Kota Bandung: 7 in status Menunggu, 3 awaiting its decision.
    api.routes.set(
      'GET /dashboard/badges',
      ok({ pendingVerifications: 2, pendingTransferApprovals: 3, unreadNotifications: 0 }),
    );
    renderFeature(<DashboardHomePage />, { apiBaseUrl: api.baseUrl });
    const tile = await screen.findByTestId('tile-pending-transfers');
    expect((await within(tile).findByTestId('tile-pending-transfers-value')).textContent).toBe('7');
    expect(within(tile).getByText(/Berstatus Menunggu, keluar dari atau masuk ke cakupan Anda/)).toBeTruthy();
    const awaiting = await within(tile).findByRole('link', { name: '3 menunggu keputusan Anda' });
    expect(awaiting.getAttribute('href')).toBe('/dashboard/mutations/approval');
  });

  it('counts pending transfers as 0 when that call fails (spec §7)', async () => {
    api.routes.set('GET /mutations', fail(500, 'INTERNAL', 'Kesalahan server.'));
    renderFeature(<DashboardHomePage />, { apiBaseUrl: api.baseUrl });
    expect((await screen.findByTestId('tile-pending-transfers-value')).textContent).toBe('0');
    expect(screen.queryByText('Error Loading Dashboard')).toBeNull();
  });

  it('shows "Error Loading Dashboard" with the message and retries with "Coba Lagi"', async () => {
    const user = userEvent.setup();
    api.routes.set('GET /members/stats/overview', fail(403, 'FORBIDDEN', 'Anda tidak memiliki akses.'));
    renderFeature(<DashboardHomePage />, { apiBaseUrl: api.baseUrl });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error Loading Dashboard')).toBeTruthy();
    expect(within(alert).getByText('Anda tidak memiliki akses.')).toBeTruthy();

    api.routes.set('GET /members/stats/overview', ok(stats));
    await user.click(within(alert).getByRole('button', { name: 'Coba Lagi' }));
    await waitFor(() => expect(screen.queryByText('Error Loading Dashboard')).toBeNull());
    expect(screen.getByTestId('tile-total-members-value').textContent).toBe('1.250');
  });

  it('says when the recent activity failed, and retries it alone', async () => {
    const user = userEvent.setup();
    api.routes.set('GET /audit/recent', fail(500, 'INTERNAL', 'Kesalahan server.'));
    renderFeature(<DashboardHomePage />, { apiBaseUrl: api.baseUrl });
    const alert = await screen.findByRole('alert', {}, { timeout: 8000 });
    expect(within(alert).getByText('Aktivitas terbaru gagal dimuat.')).toBeTruthy();
    api.routes.set('GET /audit/recent', ok({ entries: [] }));
    await user.click(within(alert).getByRole('button', { name: 'Coba Lagi' }));
    expect(await screen.findByText('Belum ada aktivitas tercatat.')).toBeTruthy();
  });

  it('shows the empty recent-activity text', async () => {
    api.routes.set('GET /audit/recent', ok({ entries: [] }));
    renderFeature(<DashboardHomePage />, { apiBaseUrl: api.baseUrl });
    expect(await screen.findByText('Belum ada aktivitas tercatat.')).toBeTruthy();
  });

  it('shows skeletons, never a zero, until each figure has its data; then the figures', async () => {
    const delayMs = 800;
    api.routes.set('GET /members/stats/overview', { ...ok(stats), delayMs });
    api.routes.set('GET /statistics/overview', { ...ok({ ...overview, paymentCount: 1888 }), delayMs });
    api.routes.set('GET /mutations', {
      ...ok({ transfers: [], pagination: { page: 1, limit: 1, total: 7, pages: 7 } }),
      delayMs,
    });
    renderFeature(<DashboardHomePage />, { apiBaseUrl: api.baseUrl });

    for (const tile of ['total-members', 'pending-transfers', 'total-payments', 'active-members']) {
      const box = screen.getByTestId(`tile-${tile}`);
      expect(box.getAttribute('aria-busy'), tile).toBe('true');
      expect(within(box).getByTestId(`tile-${tile}-loading`)).toBeTruthy();
      expect(within(box).queryByTestId(`tile-${tile}-value`)).toBeNull();
      expect(box.textContent, `${tile} shows no figure while loading`).not.toMatch(/\d|Rp/);
    }
    expect(screen.getByTestId('member-stats-loading')).toBeTruthy();

    const payments = await screen.findByTestId('tile-total-payments-value');
    expect(payments.textContent).toMatch(/^Rp\s?15\.750\.000$/);
    const paymentsTile = screen.getByTestId('tile-total-payments');
    expect(within(paymentsTile).getByText('1.888 transaksi')).toBeTruthy();
    expect(paymentsTile.getAttribute('aria-busy')).toBe('false');
    expect((await screen.findByTestId('tile-total-members-value')).textContent).toBe('1.250');
    expect((await screen.findByTestId('tile-pending-transfers-value')).textContent).toBe('7');
    expect(screen.queryByTestId('member-stats-loading')).toBeNull();
  });

  it('reads payment totals the API left out (an anonymous answer) as unknown, not as Rp 0', async () => {
    api.routes.set('GET /statistics/overview', ok({ ...overview, totalPayments: null, paymentCount: null }));
    renderFeature(<DashboardHomePage />, { apiBaseUrl: api.baseUrl });
    expect((await screen.findByTestId('tile-total-payments-value')).textContent).toBe('–');
    expect(screen.getByTestId('tile-total-payments').textContent).not.toMatch(/Rp|transaksi/);
  });
});
