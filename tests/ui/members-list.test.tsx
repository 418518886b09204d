import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MemberListItem } from '@shared/contracts/members';
import MemberListPage from '@/features/members/routes/member-list-page';
import { i18n } from '@/lib/i18n';
import { fail, ok, startFakeApi, type FakeApiServer } from './support/fake-api-server';
import { renderFeature } from './support/render-feature';

let api: FakeApiServer;
beforeAll(async () => {
  api = await startFakeApi([]);
});
afterAll(() => api.close());

function member(index: number): MemberListItem {
  return {
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    fullName: `Anggota ${index}`,
    memberNumber: `3273190000${String(index).padStart(2, '0')}`,
    email: `anggota${index}@contoh.id`,
    phone: '+6281234567890',
    position: 'Anggota',
    city: 'Bandung',
    membershipStatus: 'ACTIVE',
    membershipType: 'BIASA',
    joinDate: '2024-01-15',
    expiryDate: '2029-01-15',
    organizationId: '00000000-0000-4000-8000-00000000aaaa',
    organizationName: 'DPC Kota Bandung',
  };
}

const stats = {
  totalMembers: 23,
  activeMembers: 20,
  pendingMembers: 2,
  inactiveMembers: 1,
  expiredMembers: 0,
  suspendedMembers: 0,
  recentJoins: 1,
  legacyMembers: 0,
  membersByType: { BIASA: 23, LUAR_BIASA: 0, KEHORMATAN: 0 },
};

function listRoute() {
  api.routes.set('GET /members', (request) => {
    const params = new URLSearchParams(request.search);
    const page = Number(params.get('page') ?? 1);
    const search = params.get('search') ?? '';
    const all = Array.from({ length: 23 }, (_, i) => member(i + 1)).filter((row) => row.fullName.includes(search));
    const rows = all.slice((page - 1) * 10, page * 10);
    return ok({ members: rows, pagination: { page, limit: 10, total: all.length, pages: Math.ceil(all.length / 10) } });
  });
}

const officerPermissions = ['members.create', 'members.edit', 'members.export', 'members.verify', 'members.view'];

const lastListQuery = () =>
  new URLSearchParams(api.requests.filter((request) => request.path === '/members').at(-1)?.search);
const lastExportQuery = () =>
  new URLSearchParams(api.requests.filter((request) => request.path === '/members/export').at(-1)?.search);

describe('member list', () => {
  beforeEach(() => {
    api.routes.clear();
    api.requests.length = 0;
    api.routes.set('GET /members/stats/overview', ok(stats));
    api.routes.set('GET /profile/permissions', ok({ permissions: officerPermissions }));
    listRoute();
  });

  it('pages of 10 with the spec columns, stat tiles, select-all and pagination', async () => {
    const user = userEvent.setup();
    renderFeature(<MemberListPage />, { apiBaseUrl: api.baseUrl, path: '/dashboard/members' });
    expect(await screen.findAllByTestId('member-row')).toHaveLength(10);
    expect(lastListQuery().get('limit')).toBe('10');
    expect(screen.getByText('3273.19.000001')).toBeTruthy();
    expect((await screen.findByTestId('member-stat-total')).textContent).toContain('23');
    const table = screen.getByRole('table', { name: 'Tabel anggota' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers.slice(1)).toEqual([
      'NAP & Nama',
      'Kontak',
      'Jabatan',
      'Kota',
      'Status',
      'Bergabung',
      'Berlaku hingga',
      'Aksi',
    ]);

    await user.click(screen.getByLabelText('Pilih semua anggota di halaman ini'));
    expect(await screen.findByText('10 anggota dipilih')).toBeTruthy();
    await user.click(screen.getByLabelText('Pilih Anggota 3'));
    expect(await screen.findByText('9 anggota dipilih')).toBeTruthy();

    expect(screen.getByTestId('member-pagination').textContent).toBe('Halaman 1 dari 3 · 23 anggota');
    await user.click(screen.getByRole('button', { name: 'Berikutnya' }));
    await waitFor(() =>
      expect(screen.getByTestId('member-pagination').textContent).toBe('Halaman 2 dari 3 · 23 anggota'),
    );
    expect(lastListQuery().get('page')).toBe('2');
  });

  it('status filter and debounced search go to the API; no match shows the spec text', async () => {
    const user = userEvent.setup();
    renderFeature(<MemberListPage />, { apiBaseUrl: api.baseUrl, path: '/members' });
    await screen.findAllByTestId('member-row');
    await user.selectOptions(screen.getByLabelText('Status keanggotaan'), 'EXPIRED');
    await waitFor(() => expect(lastListQuery().get('status')).toBe('EXPIRED'));

    await user.type(screen.getByRole('searchbox', { name: 'Cari anggota' }), 'tidak ada');
    await waitFor(() => expect(lastListQuery().get('search')).toBe('tidak ada'));
    expect((await screen.findByTestId('member-list-empty')).textContent).toBe('Tidak ada data anggota yang ditemukan');
  });

  it('takes the search from the URL (the top bar jumps here with ?search=)', async () => {
    renderFeature(<MemberListPage />, { apiBaseUrl: api.baseUrl, path: '/dashboard/members?search=Anggota%202' });
    expect(await screen.findAllByTestId('member-row')).toHaveLength(5);
    expect((screen.getByRole('searchbox', { name: 'Cari anggota' }) as HTMLInputElement).value).toBe('Anggota 2');
  });

  it('lists one chapter from the structure tree’s link, exports it, and goes back to every chapter', async () => {
    const user = userEvent.setup();
    const bandung = '00000000-0000-4000-8000-00000000aaaa';
    api.routes.set('GET /members', (request) => {
      const chapter = new URLSearchParams(request.search).get('organizationId');
      const pagination = { page: 1, limit: 10, total: 2, pages: 1 };
      return ok({
        members: [member(1), member(2)],
        pagination,
        ...(chapter ? { chapter: { id: chapter, name: 'Kota Bandung' } } : {}),
      });
    });
    // jsdom has no object URLs and cannot follow a download link; the dialog saves through both.
    Object.assign(URL, { createObjectURL: () => 'blob:ekspor', revokeObjectURL: () => {} });
    const saved = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    api.routes.set('GET /members/export', { status: 200, body: 'NAP,Nama Lengkap\r\n' });
    renderFeature(<MemberListPage />, { apiBaseUrl: api.baseUrl, path: `/dashboard/members?organization=${bandung}` });
    const chip = await screen.findByTestId('member-chapter-filter');
    await within(chip).findByText('Anggota Kota Bandung dan chapter di bawahnya');
    expect(lastListQuery().get('organizationId')).toBe(bandung);

    await user.click(screen.getByRole('button', { name: 'Ekspor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ekspor Anggota' });
    await user.click(within(dialog).getByRole('button', { name: 'Unduh' }));
    await within(dialog).findByTestId('export-done');
    expect(lastExportQuery().get('organizationId')).toBe(bandung);
    await user.click(within(dialog).getAllByRole('button', { name: 'Tutup' })[0]!);
    saved.mockRestore();

    await user.click(within(chip).getByRole('button', { name: 'Semua chapter' }));
    await waitFor(() => expect(screen.queryByTestId('member-chapter-filter')).toBeNull());
    expect(lastListQuery().get('organizationId')).toBeNull();
  });

  it('shows an error with a retry', async () => {
    const user = userEvent.setup();
    api.routes.set('GET /members', fail(500, 'INTERNAL', 'Kesalahan server.'));
    renderFeature(<MemberListPage />, { apiBaseUrl: api.baseUrl, path: '/members' });
    const alert = await screen.findByRole('alert', {}, { timeout: 8000 });
    expect(within(alert).getByText('Data anggota gagal dimuat.')).toBeTruthy();
    listRoute();
    await user.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findAllByTestId('member-row')).toHaveLength(10);
  });

  it('shows Export, Import and Add only with their permissions; the name opens the detail', async () => {
    renderFeature(<MemberListPage />, { apiBaseUrl: api.baseUrl, path: '/dashboard/members' });
    expect(await screen.findByRole('button', { name: 'Ekspor' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Impor' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Tambah Anggota' }).getAttribute('href')).toBe(
      '/dashboard/members/registration',
    );
    // The permissions and the list answer separately: wait for the row, not only the buttons.
    expect((await screen.findByRole('link', { name: 'Anggota 1' })).getAttribute('href')).toBe(
      `/members/${member(1).id}`,
    );
  });

  it('hides the officer actions a role does not have (export only: no Import, no Add)', async () => {
    api.routes.set('GET /profile/permissions', ok({ permissions: ['members.edit', 'members.export', 'members.view'] }));
    renderFeature(<MemberListPage />, { apiBaseUrl: api.baseUrl, path: '/dashboard/members' });
    expect(await screen.findByRole('button', { name: 'Ekspor' })).toBeTruthy();
    await screen.findAllByTestId('member-row');
    expect(screen.queryByRole('button', { name: 'Impor' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Tambah Anggota' })).toBeNull();
  });

  it('exports the current filter in the UI language', async () => {
    const user = userEvent.setup();
    // jsdom has no object URLs and cannot follow a download link; the dialog saves through both.
    Object.assign(URL, { createObjectURL: () => 'blob:ekspor', revokeObjectURL: () => {} });
    const saved = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    api.routes.set('GET /members/export', { status: 200, body: 'NAP,Nama Lengkap\r\n' });
    renderFeature(<MemberListPage />, { apiBaseUrl: api.baseUrl, path: '/dashboard/members?search=Anggota' });

    await user.click(await screen.findByRole('button', { name: 'Ekspor' }));
    let dialog = await screen.findByRole('dialog', { name: 'Ekspor Anggota' });
    await user.click(within(dialog).getByRole('button', { name: 'Unduh' }));
    await within(dialog).findByTestId('export-done');
    expect(Object.fromEntries(lastExportQuery())).toEqual({ format: 'csv', search: 'Anggota', lang: 'id' });
    await user.click(within(dialog).getAllByRole('button', { name: 'Tutup' })[0]!);

    await i18n.changeLanguage('en');
    await user.click(await screen.findByRole('button', { name: 'Export' }));
    dialog = await screen.findByRole('dialog', { name: 'Export Members' });
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));
    await within(dialog).findByTestId('export-done');
    expect(lastExportQuery().get('lang')).toBe('en');
    expect(saved).toHaveBeenCalledTimes(2);
    saved.mockRestore();
  });
});
