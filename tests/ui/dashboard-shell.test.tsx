import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Notification } from '@shared/contracts/notifications';
import { bottomTabsFor, DashboardShell, sidebarFor, isActivePath, type ShellUser } from '@/features/dashboard';
import { NotificationsModal, relativeTime } from '@/features/notifications';
import { i18n } from '@/lib/i18n';
import { fail, ok, startFakeApi, type FakeApiServer, type RecordedRequest } from './support/fake-api-server';
import { renderFeature } from './support/render-feature';

let api: FakeApiServer;
beforeAll(async () => {
  api = await startFakeApi([]);
});
afterAll(() => api.close());

const officer: ShellUser = {
  firstName: 'Budi',
  fullName: 'Budi Santoso',
  role: 'PENGURUS_DPC',
  roleLabel: 'Pengurus DPC',
  email: 'dpc.bandung@simk.test',
  username: 'dpc.bandung@simk.test',
};
const member: ShellUser = {
  firstName: '',
  fullName: '',
  role: 'ANGGOTA',
  roleLabel: 'Anggota',
  email: 'anggota@simk.test',
  username: '327319000001',
};

/** The top bar: the bottom bar has a notifications button of the same name. */
const topBar = () => within(screen.getByRole('banner', { hidden: true }));

const labels = (role: string) => sidebarFor(role).map((group) => [group.id, group.items.map((item) => item.id)]);

describe('sidebar by role (spec §6)', () => {
  it('ANGGOTA: transfer requests and history, payment history, member payments and the profile group only', () => {
    expect(labels('ANGGOTA')).toEqual([
      ['transfers', ['transfer-requests', 'transfer-history']],
      ['dues', ['dues-history', 'member-payments']],
      ['profile', ['my-profile', 'member-card', 'account-settings']],
    ]);
  });

  it('PENGURUS_DPC: dashboard, member list, registration and verification, transfers, dues, profile and reports', () => {
    expect(labels('PENGURUS_DPC').map(([id]) => id)).toEqual([
      'dashboard',
      'membership',
      'transfers',
      'dues',
      'profile',
      'reports',
    ]);
    expect(sidebarFor('PENGURUS_DPC')[1]?.items.map((item) => item.id)).toEqual([
      'member-list',
      'member-registration',
      'member-verification',
      'organizations',
      'organization-profile',
      'organization-structure',
    ]);
    expect(sidebarFor('PENGURUS_DPC')[3]?.items.map((item) => item.id)).toContain('sent-messages');
  });

  it('PENGURUS_DPW: everything except system administration; SUPER_ADMIN: everything; unknown: nothing', () => {
    const all = ['dashboard', 'membership', 'transfers', 'dues', 'profile', 'reports', 'system'];
    expect(labels('PENGURUS_DPW').map(([id]) => id)).toEqual(all.slice(0, -1));
    expect(labels('SUPER_ADMIN').map(([id]) => id)).toEqual(all);
    expect(sidebarFor('SUPER_ADMIN').flatMap((group) => group.items)).toHaveLength(27);
    expect(sidebarFor('ADMIN_DPP')).toEqual([]);
    expect(sidebarFor('constructor')).toEqual([]);
    expect(sidebarFor(undefined)).toEqual([]);
  });

  it('bottom bar: only items of the role’s own sidebar; an unknown role gets no tab', () => {
    const tabs = (role: string | undefined) => bottomTabsFor(role).map((tab) => tab.item.id);
    expect(tabs('ANGGOTA')).toEqual(['my-profile', 'member-payments', 'transfer-requests']);
    for (const role of ['PENGURUS_DPC', 'PENGURUS_DPW', 'SUPER_ADMIN']) {
      const sidebar = sidebarFor(role).flatMap((group) => group.items.map((item) => item.id));
      expect(tabs(role)).toEqual(['overview', 'member-list', 'transfer-approval', 'dues-management']);
      expect(sidebar).toEqual(expect.arrayContaining(tabs(role)));
    }
    expect(tabs('ADMIN_DPP')).toEqual([]);
    expect(tabs('constructor')).toEqual([]);
    expect(tabs(undefined)).toEqual([]);
  });

  it('active tab: route prefix match, the dashboard tab exactly', () => {
    expect(isActivePath('/dashboard', '/dashboard')).toBe(true);
    expect(isActivePath('/dashboard/members', '/dashboard')).toBe(false);
    expect(isActivePath('/dashboard/members/verification', '/dashboard/members')).toBe(true);
    expect(isActivePath('/dashboard/membersx', '/dashboard/members')).toBe(false);
    expect(isActivePath('/dashboard/dues/history/', '/dashboard/dues')).toBe(true);
  });
});

describe('relative time (spec §2)', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const hour = 3_600_000;

  it('under an hour is "just now", then hours, then days, then a date after 7 days', () => {
    expect(relativeTime(ago(0), now)).toEqual({ kind: 'justNow' });
    expect(relativeTime(ago(59 * 60_000), now)).toEqual({ kind: 'justNow' });
    expect(relativeTime(ago(-5 * 60_000), now)).toEqual({ kind: 'justNow' });
    expect(relativeTime(ago(hour), now)).toEqual({ kind: 'hours', count: 1 });
    expect(relativeTime(ago(23 * hour + 59 * 60_000), now)).toEqual({ kind: 'hours', count: 23 });
    expect(relativeTime(ago(24 * hour), now)).toEqual({ kind: 'days', count: 1 });
    expect(relativeTime(ago(7 * 24 * hour), now)).toEqual({ kind: 'days', count: 7 });
    expect(relativeTime(ago(7 * 24 * hour + 1), now)).toEqual({ kind: 'date', text: '15/11/2026' });
  });
});

function notification(overrides: Partial<Notification>): Notification {
  return {
    id: crypto.randomUUID(),
    type: 'info',
    template: 'payment_received',
    params: { amount: 'Rp150.000', receipt_number: 'KW-2026-000001' },
    timestamp: new Date().toISOString(),
    isRead: false,
    actionUrl: null,
    category: 'system',
    priority: 'medium',
    ...overrides,
  };
}

/** A tiny in-memory notifications table behind the fake API's routes. */
function notificationStore(initial: Notification[]) {
  let rows = [...initial];
  const counts = () => ({
    all: rows.length,
    unread: rows.filter((row) => !row.isRead).length,
    ai: rows.filter((row) => row.category === 'ai').length,
  });
  const idOf = (request: RecordedRequest) => request.path.split('/')[2] ?? '';
  api.routes.set('GET /dashboard/badges', () =>
    ok({ pendingVerifications: 5, pendingTransferApprovals: 0, unreadNotifications: counts().unread }),
  );
  api.routes.set('GET /notifications', (request) => {
    const tab = new URLSearchParams(request.search).get('tab');
    const list = rows.filter((row) => (tab === 'unread' ? !row.isRead : tab === 'ai' ? row.category === 'ai' : true));
    return ok({ notifications: list, counts: counts() });
  });
  api.routes.set('POST /notifications/read-all', () => {
    const updated = counts().unread;
    rows = rows.map((row) => ({ ...row, isRead: true }));
    return ok({ updated });
  });
  api.routes.set('POST /notifications/insights/refresh', () => {
    rows.unshift(
      notification({ template: 'insight_sip_expiring', params: { count: 3 }, category: 'ai', type: 'warning' }),
    );
    return ok({ issued: 1, counts: counts() });
  });
  for (const row of initial) {
    api.routes.set(`POST /notifications/${row.id}/read`, (request) => {
      const found = rows.find((r) => r.id === idOf(request));
      if (!found) return fail(404, 'NOT_FOUND', 'Tidak ditemukan.');
      found.isRead = true;
      return ok({ notification: found });
    });
    api.routes.set(`DELETE /notifications/${row.id}`, (request) => {
      rows = rows.filter((r) => r.id !== idOf(request));
      return ok({ id: idOf(request) });
    });
  }
  return { rows: () => rows };
}

/** The desktop sidebar; jsdom applies no media queries, so it counts as hidden there. */
const sidebarNav = () => screen.getByRole('navigation', { name: 'Navigasi dashboard', hidden: true });

function renderShell(user: ShellUser, path = '/dashboard', photoUrl: string | null = null) {
  return renderFeature(null, {
    apiBaseUrl: api.baseUrl,
    path,
    routes: [
      {
        path: '*',
        element: (
          <DashboardShell
            user={user}
            photoUrl={photoUrl}
            onLogout={async () => {}}
            renderNotifications={(props) => <NotificationsModal {...props} />}
          >
            <h1>Halaman</h1>
          </DashboardShell>
        ),
      },
    ],
  });
}

describe('dashboard shell', () => {
  beforeEach(() => {
    api.routes.clear();
    api.requests.length = 0;
  });

  it('shows the role sidebar, the user card, live badges and the real unread count on the bell', async () => {
    notificationStore([notification({}), notification({ isRead: true }), notification({})]);
    renderShell(officer);

    const nav = sidebarNav();
    const links = within(nav)
      .getAllByRole('link', { hidden: true })
      .map((link) => link.textContent?.replace(/\d+$/, ''));
    expect(links).toEqual([
      'Ringkasan',
      'Analitik',
      'Daftar Anggota',
      'Registrasi Anggota',
      'Verifikasi Anggota',
      'Daftar Organisasi',
      'Profil Organisasi',
      'Struktur Organisasi',
      'Permohonan Mutasi',
      'Riwayat Mutasi',
      'Persetujuan Mutasi',
      'Manajemen Iuran',
      'Riwayat Pembayaran',
      'Pengingat Tunggakan',
      'Pengaturan Iuran',
      'Pesan Terkirim',
      'Pembayaran Iuran',
      'Profil Saya',
      'Kartu Anggota',
      'Pengaturan Akun',
      'Laporan Keanggotaan',
      'Laporan Keuangan',
      'Pembagian Iuran',
    ]);
    expect(within(nav).getByRole('link', { name: 'Ringkasan', hidden: true }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(screen.getByTestId('sidebar-first-name').textContent).toBe('Budi');
    expect(screen.getByText('Pengurus DPC')).toBeTruthy();
    expect(await screen.findByTestId('badge-pendingVerifications')).toBeTruthy();
    expect(screen.getByTestId('badge-pendingVerifications').textContent).toBe('5');
    expect(screen.queryByTestId('badge-pendingTransferApprovals')).toBeNull();
    expect(await topBar().findByRole('button', { name: 'Notifikasi, 2 belum dibaca' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Keluar', hidden: true })).toBeTruthy();
  });

  it('counts the badges again as soon as a change succeeds on a page (a verification, a decision)', async () => {
    notificationStore([]);
    const { queryClient } = renderShell(officer);
    await screen.findByTestId('badge-pendingVerifications');
    const badgeCalls = () => api.requests.filter((request) => request.path === '/dashboard/badges').length;
    const before = badgeCalls();
    await queryClient
      .getMutationCache()
      .build(queryClient, { mutationFn: async () => 'verified' })
      .execute(undefined);
    await waitFor(() => expect(badgeCalls()).toBe(before + 1));
  });

  it('each badge says what it counts: registrations to verify, transfer requests awaiting your decision', async () => {
    notificationStore([]);
    api.routes.set('GET /dashboard/badges', () =>
      ok({ pendingVerifications: 5, pendingTransferApprovals: 3, unreadNotifications: 0 }),
    );
    renderShell(officer);
    const approvals = await screen.findByTestId('badge-pendingTransferApprovals');
    expect(approvals.textContent).toBe('3');
    expect(approvals.getAttribute('aria-label')).toBe('3 permohonan mutasi menunggu keputusan Anda');
    expect(approvals.getAttribute('title')).toBe('3 permohonan mutasi menunggu keputusan Anda');
    expect(screen.getByTestId('badge-pendingVerifications').getAttribute('aria-label')).toBe(
      '5 pendaftaran menunggu verifikasi Anda',
    );
  });

  it('collapses a sidebar group with the keyboard', async () => {
    const user = userEvent.setup();
    notificationStore([]);
    renderShell(officer);
    const nav = sidebarNav();
    const group = within(nav).getByRole('button', { name: 'Laporan', hidden: true });
    expect(group.getAttribute('aria-expanded')).toBe('true');
    group.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(group.getAttribute('aria-expanded')).toBe('false'));
  });

  it('member: default first name "User", the NAP dotted on the card, no member search', async () => {
    notificationStore([]);
    renderShell(member, '/dashboard/profile');
    expect(screen.getByTestId('sidebar-first-name').textContent).toBe('User');
    expect(screen.getByText('NAP 3273.19.000001')).toBeTruthy();
    expect(screen.queryByRole('searchbox', { name: 'Cari anggota' })).toBeNull();
    const nav = sidebarNav();
    expect(within(nav).getAllByRole('link', { hidden: true })).toHaveLength(7);
  });

  it("shows the member's photo in the user card and the user menu", async () => {
    notificationStore([]);
    const photo = 'http://127.0.0.1:9/storage/v1/object/sign/avatars/x/avatar.png?token=uji';
    renderShell(member, '/dashboard/profile', photo);
    expect(screen.getByTestId('sidebar-photo').getAttribute('src')).toBe(photo);
    expect(screen.getByTestId('user-menu-photo').getAttribute('src')).toBe(photo);
  });

  it('member search jumps to the member list with the term', async () => {
    const user = userEvent.setup();
    notificationStore([]);
    const { router } = renderShell(officer);
    await user.type(screen.getByRole('searchbox', { name: 'Cari anggota' }), 'siti nur{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/members'));
    expect(router.state.location.search).toBe('?search=siti%20nur');
  });

  const barOf = () => screen.getByRole('navigation', { name: /^(Navigasi cepat|Quick navigation)$/ });
  const tabsOf = (bar: HTMLElement) =>
    within(bar)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);

  it('bottom bar: a member’s own tabs from the sidebar, no AI Chat, and the notifications panel', async () => {
    const user = userEvent.setup();
    notificationStore([notification({})]);
    renderShell(member, '/member-dues');
    const bar = barOf();
    expect(tabsOf(bar)).toEqual([
      ['Profil', '/dashboard/profile'],
      ['Iuran', '/member-payments'],
      ['Mutasi', '/dashboard/mutations/requests'],
    ]);
    // The bills under their other name are the Iuran tab's page too.
    expect(within(bar).getByRole('link', { name: 'Iuran' }).getAttribute('aria-current')).toBe('page');
    expect(within(bar).queryByRole('button', { name: /AI Chat/ })).toBeNull();
    const notifications = await within(bar).findByRole('button', { name: 'Notifikasi, 1 belum dibaca' });
    expect(within(bar).getAllByRole('button')).toEqual([notifications]);
    await user.click(notifications);
    expect(await screen.findByRole('dialog', { name: 'Smart Notifications' })).toBeTruthy();
  });

  it('bottom bar: officers get their desks; a tab stays lit across its sidebar group', () => {
    notificationStore([]);
    renderShell(officer, '/dashboard/mutations/history');
    const bar = barOf();
    expect(tabsOf(bar)).toEqual([
      ['Dashboard', '/dashboard'],
      ['Anggota', '/dashboard/members'],
      ['Mutasi', '/dashboard/mutations/approval'],
      ['Iuran', '/dashboard/dues/management'],
    ]);
    expect(within(bar).getByRole('link', { name: 'Mutasi' }).getAttribute('aria-current')).toBe('page');
    expect(within(bar).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBeNull();
    expect(within(bar).getByRole('button', { name: 'Notifikasi' })).toBeTruthy();
  });

  it('bottom bar: in English when the reader reads English', async () => {
    notificationStore([]);
    await i18n.changeLanguage('en');
    try {
      renderShell(member, '/dashboard/profile');
      const bar = barOf();
      expect(tabsOf(bar).map(([name]) => name)).toEqual(['Profile', 'Dues', 'Transfers']);
      expect(within(bar).getByRole('button', { name: 'Notifications' })).toBeTruthy();
    } finally {
      await i18n.changeLanguage('id');
    }
  });
});

describe('Smart Notifications modal', () => {
  beforeEach(() => {
    api.routes.clear();
    api.requests.length = 0;
  });

  const hour = 3_600_000;

  it('tabs with counts, relative times, mark one / all read, delete persisted, per-tab empty states', async () => {
    const user = userEvent.setup();
    const now = Date.now();
    const rows = [
      notification({ timestamp: new Date(now - 10 * 60_000).toISOString() }),
      notification({
        template: 'bill_waived',
        params: { category: 'Iuran Pokok', period: '01-2026', amount: 'Rp150.000' },
        timestamp: new Date(now - 3 * hour).toISOString(),
        isRead: true,
      }),
      notification({
        template: 'insight_overdue_growth',
        params: { previous: 2, count: 5 },
        category: 'ai',
        timestamp: new Date(now - 2 * 24 * hour).toISOString(),
      }),
      notification({
        template: 'membership_expired',
        params: { expiry_date: '31-12-2025' },
        timestamp: '2026-01-05T03:00:00Z',
        isRead: true,
      }),
    ];
    const store = notificationStore(rows);
    renderShell(officer);

    await user.click(await topBar().findByRole('button', { name: 'Notifikasi, 2 belum dibaca' }));
    const dialog = await screen.findByRole('dialog', { name: 'Smart Notifications' });
    await within(dialog).findByText('Pembayaran berhasil');
    expect(
      within(dialog).getByText('Pembayaran iuran sebesar Rp150.000 telah diterima. Nomor kwitansi KW-2026-000001.'),
    ).toBeTruthy();
    expect(within(dialog).getByTestId('tab-count-all').textContent).toBe('4');
    expect(within(dialog).getByTestId('tab-count-unread').textContent).toBe('2');
    expect(within(dialog).getByTestId('tab-count-ai').textContent).toBe('1');
    expect(
      within(dialog)
        .getAllByTestId('notification-time')
        .map((node) => node.textContent),
    ).toEqual(['Baru saja', '3 jam yang lalu', '2 hari yang lalu', '05/01/2026']);
    expect(within(dialog).getByText(/Didukung oleh AI/)).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Tandai dibaca: Pembayaran berhasil' }));
    await waitFor(() => expect(within(dialog).getByTestId('tab-count-unread').textContent).toBe('1'));
    expect(await topBar().findByRole('button', { name: 'Notifikasi, 1 belum dibaca', hidden: true })).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Hapus notifikasi: Keanggotaan kedaluwarsa' }));
    await waitFor(() => expect(within(dialog).getByTestId('tab-count-all').textContent).toBe('3'));
    expect(api.requests.some((r) => r.method === 'DELETE' && r.path === `/notifications/${rows[3]!.id}`)).toBe(true);
    expect(store.rows()).toHaveLength(3);

    await user.click(within(dialog).getByRole('button', { name: 'Tandai semua dibaca' }));
    await waitFor(() => expect(within(dialog).getByTestId('tab-count-unread').textContent).toBe('0'));
    await user.click(within(dialog).getByRole('tab', { name: /Belum Dibaca/ }));
    expect((await within(dialog).findByTestId('notifications-empty')).textContent).toBe(
      'Semua notifikasi sudah dibaca.',
    );
    await waitFor(() => expect(topBar().getByRole('button', { name: 'Notifikasi', hidden: true })).toBeTruthy());
  });

  it('the action link leads to the item URL and marks it read', async () => {
    const user = userEvent.setup();
    const row = notification({
      template: 'nap_claim_awaiting_approval',
      params: { nap: '3273.19.00001', full_name: 'Siti Aminah', email: 'siti@contoh.id' },
      actionUrl: '/dashboard/members/verification',
    });
    notificationStore([row]);
    const { router } = renderShell(officer);
    await user.click(await topBar().findByRole('button', { name: 'Notifikasi, 1 belum dibaca' }));
    const dialog = await screen.findByRole('dialog', { name: 'Smart Notifications' });
    const action = await within(dialog).findByRole('link', { name: 'Tinjau' });
    expect(action.getAttribute('href')).toBe('/dashboard/members/verification');
    await user.click(action);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/members/verification'));
    await waitFor(() => expect(api.requests.some((r) => r.path === `/notifications/${row.id}/read`)).toBe(true));
  });

  it('AI Insights: empty state, then "refresh" computes insights on the server', async () => {
    const user = userEvent.setup();
    notificationStore([]);
    renderShell(officer);
    await user.click(await topBar().findByRole('button', { name: 'Notifikasi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Smart Notifications' });
    expect((await within(dialog).findByTestId('notifications-empty')).textContent).toBe(
      'Belum ada notifikasi untuk Anda.',
    );
    await user.click(within(dialog).getByRole('tab', { name: /AI Insights/ }));
    expect((await within(dialog).findByTestId('notifications-empty')).textContent).toMatch(/^Belum ada AI insight/);
    await user.click(within(dialog).getByRole('button', { name: 'Perbarui AI Insights' }));
    expect(await within(dialog).findByText('SIP anggota akan berakhir')).toBeTruthy();
    expect(within(dialog).getByText('1 insight baru dibuat.')).toBeTruthy();
    expect(within(dialog).getByTestId('tab-count-ai').textContent).toBe('1');
  });
});

describe('notification texts', () => {
  beforeEach(() => {
    api.routes.clear();
  });

  it('are worded from the template in the reader’s language, plurals included; an unknown key reads “Notification”; the role too', async () => {
    const user = userEvent.setup();
    notificationStore([
      notification({
        template: 'transfer_rejected',
        params: { target: 'Kota Bekasi', reason: 'Berkas belum lengkap' },
      }),
      notification({ template: 'insight_sip_expiring', params: { count: 1 }, category: 'ai' }),
      notification({ template: 'not_yet_known', params: {} }),
    ]);
    await i18n.changeLanguage('en');
    try {
      renderShell(officer);
      await user.click(await topBar().findByRole('button', { name: /3 unread/ }));
      const dialog = await screen.findByRole('dialog', { name: 'Smart Notifications' });
      expect(await within(dialog).findByText('Transfer rejected')).toBeTruthy();
      expect(
        within(dialog).getByText('Your transfer request to DPC Kota Bekasi was rejected: Berkas belum lengkap'),
      ).toBeTruthy();
      expect(
        within(dialog).getByText(
          '1 active member has a SIP expiring within the next 90 days. Remind them to renew it.',
        ),
      ).toBeTruthy();
      expect(within(dialog).getByText('Notification')).toBeTruthy();
      expect(within(dialog).getByRole('button', { name: 'Mark as read: Transfer rejected' })).toBeTruthy();
      // The role is named in the reader's language too, not with the session's Indonesian label.
      expect(screen.getAllByText('DPC Officer', { exact: true }).length).toBeGreaterThan(0);
      expect(screen.queryByText('Pengurus DPC', { exact: true })).toBeNull();
    } finally {
      await i18n.changeLanguage('id');
    }
  });
});
