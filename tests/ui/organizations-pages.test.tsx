// The chapters' screens against a fake API (issue 28 §3): the chapter list searches and pages, the
// chapter profile is edited in its dialog by the chapter's own officers (a bad account number is
// refused before anything is sent), and the structure tree fetches a level when it is opened.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ChapterListItem, ChapterProfile, StructureNode } from '@shared/contracts/organizations';
import OrganizationProfilePage from '@/features/organizations/routes/organization-profile-page';
import OrganizationStructurePage from '@/features/organizations/routes/organization-structure-page';
import OrganizationsPage from '@/features/organizations/routes/organizations-page';
import { ok, startFakeApi, type FakeApiServer } from './support/fake-api-server';
import { renderFeature } from './support/render-feature';

let api: FakeApiServer;
beforeAll(async () => {
  api = await startFakeApi([]);
});
afterAll(() => api.close());
beforeEach(() => {
  api.routes.clear();
  api.requests.length = 0;
});

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const chapterRow = (n: number, name: string, bpsCode: string, members: number): ChapterListItem => ({
  id: uuid(n),
  name,
  level: bpsCode.length === 2 ? 'DPW' : 'DPC',
  bpsCode,
  parentId: bpsCode.length === 2 ? uuid(1) : uuid(32),
  parentName: bpsCode.length === 2 ? 'Dewan Pengurus Pusat' : 'Jawa Barat',
  isActive: true,
  members,
  activeMembers: members - 2,
  pendingMembers: 2,
  unpaidAmount: 1_250_000,
});

const bandung: ChapterProfile = {
  id: uuid(3273),
  name: 'Kota Bandung',
  level: 'DPC',
  bpsCode: '3273',
  parentId: uuid(32),
  parentName: 'Jawa Barat',
  address: null,
  phone: null,
  email: 'dpc3273@simk.test',
  bankName: null,
  bankAccountNumber: null,
  bankAccountName: null,
  logoPath: null,
  officers: [{ fullName: 'Rina Pengurus', roleName: 'PENGURUS_DPC', roleDisplayName: 'Pengurus DPC' }],
  canEdit: true,
};

describe('/organizations', () => {
  it('lists the chapters in scope with their member counts and searches by name or code', async () => {
    api.routes.set(
      'GET /organizations/chapters',
      ok({
        chapters: [chapterRow(32, 'Jawa Barat', '32', 1234), chapterRow(3273, 'Kota Bandung', '3273', 456)],
        pagination: { page: 1, limit: 20, total: 2, pages: 1 },
      }),
    );
    renderFeature(<OrganizationsPage />, { apiBaseUrl: api.baseUrl, path: '/organizations' });

    const table = await screen.findByRole('table', { name: 'Daftar organisasi' });
    expect(await within(table).findByText('Kota Bandung')).toBeTruthy();
    expect(within(table).getByText('1.234')).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'Profil Kota Bandung' }).getAttribute('href')).toBe(
      `/organization-profile?organizationId=${uuid(3273)}`,
    );
    expect(screen.getByText('Halaman 1 dari 1 · 2 organisasi')).toBeTruthy();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Cari organisasi' }), 'bandung{Enter}');
    await waitFor(() =>
      expect(
        api.requests.some(
          (r) => r.path === '/organizations/chapters' && new URLSearchParams(r.search).get('search') === 'bandung',
        ),
      ).toBe(true),
    );
  });

  it('says so when nothing matches, and clears the search', async () => {
    api.routes.set(
      'GET /organizations/chapters',
      ok({ chapters: [], pagination: { page: 1, limit: 20, total: 0, pages: 0 } }),
    );
    renderFeature(<OrganizationsPage />, { apiBaseUrl: api.baseUrl, path: '/organizations?search=zzz' });
    expect(await screen.findByText('Tidak ada organisasi yang cocok')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hapus pencarian' })).toBeTruthy();
  });
});

describe('/organization-profile', () => {
  it('shows the own chapter and lets its officer edit it, refusing a bad account number first', async () => {
    api.routes.set('GET /organizations/profile', ok({ chapter: bandung }));
    const saved: ChapterProfile = {
      ...bandung,
      address: 'Jl. Pasteur No. 38',
      bankName: 'Bank Uji',
      bankAccountNumber: '1234567890',
      bankAccountName: 'DPC Kota Bandung',
    };
    api.routes.set(`PUT /organizations/profile/${bandung.id}`, ok({ chapter: saved }));
    renderFeature(<OrganizationProfilePage />, { apiBaseUrl: api.baseUrl, path: '/organization-profile' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Kota Bandung' })).toBeTruthy();
    expect(screen.getByText('Rina Pengurus')).toBeTruthy();
    expect(screen.getByText('Belum ada rekening untuk transfer manual.')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Ubah Profil' }));
    const form = await screen.findByRole('dialog', { name: 'Ubah Profil Kota Bandung' });
    await userEvent.type(within(form).getByLabelText('Alamat'), 'Jl. Pasteur No. 38');
    await userEvent.type(within(form).getByLabelText('Nama Bank'), 'Bank Uji');
    await userEvent.type(within(form).getByLabelText('Nomor Rekening'), '12ab');
    await userEvent.type(within(form).getByLabelText('Nama Pemilik Rekening'), 'DPC Kota Bandung');
    await userEvent.click(within(form).getByRole('button', { name: 'Simpan' }));
    expect(await within(form).findByText('Nomor rekening harus 5–20 angka.')).toBeTruthy();
    expect(api.requests.some((r) => r.method === 'PUT')).toBe(false);

    const number = within(form).getByLabelText('Nomor Rekening');
    await userEvent.clear(number);
    await userEvent.type(number, '1234 5678 90');
    await userEvent.click(within(form).getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByTestId('chapter-profile-saved')).toBeTruthy();
    const put = api.requests.find((r) => r.method === 'PUT');
    expect(JSON.parse(put!.body)).toMatchObject({
      address: 'Jl. Pasteur No. 38',
      bankName: 'Bank Uji',
      bankAccountNumber: '1234567890',
      email: 'dpc3273@simk.test',
      logoPath: null,
    });
  });

  it('offers no edit to an officer above the chapter, and says when a chapter does not exist', async () => {
    api.routes.set('GET /organizations/profile', ok({ chapter: { ...bandung, canEdit: false } }));
    const view = renderFeature(<OrganizationProfilePage />, {
      apiBaseUrl: api.baseUrl,
      path: `/organization-profile?organizationId=${bandung.id}`,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Kota Bandung' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ubah Profil' })).toBeNull();
    expect(new URLSearchParams(api.requests[0]!.search).get('organizationId')).toBe(bandung.id);
    view.unmount();

    renderFeature(<OrganizationProfilePage />, {
      apiBaseUrl: api.baseUrl,
      path: '/organization-profile?organizationId=bukan-id',
    });
    expect(await screen.findByText('Organisasi tidak ditemukan')).toBeTruthy();
  });
});

describe('/organization-structure', () => {
  const node = (n: number, name: string, level: StructureNode['level'], children: number): StructureNode => ({
    id: uuid(n),
    name,
    level,
    bpsCode: level === 'DPP' ? null : String(n),
    isActive: true,
    children,
    members: 100,
    activeMembers: 90,
    pendingMembers: 3,
    unpaidBills: 4,
    unpaidAmount: 600_000,
    overdueAmount: 150_000,
    paidAmount: 9_000_000,
    officers: [{ fullName: 'Budi Wilayah', roleName: 'PENGURUS_DPW', roleDisplayName: 'Pengurus DPW' }],
  });

  it('starts at the top chapter, open, and drills down a level at a time', async () => {
    api.routes.set('GET /organizations/structure', (request) =>
      ok({
        chapters: new URLSearchParams(request.search).get('parentId')
          ? [node(3273, 'Kota Bandung', 'DPC', 0)]
          : [node(32, 'Jawa Barat', 'DPW', 1)],
      }),
    );
    renderFeature(<OrganizationStructurePage />, { apiBaseUrl: api.baseUrl, path: '/organization-structure' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Struktur Organisasi' })).toBeTruthy();
    const dpc = await screen.findByTestId(`structure-${uuid(3273)}`);
    expect(within(dpc).getByRole('link', { name: 'Lihat anggota Kota Bandung' }).getAttribute('href')).toBe(
      `/dashboard/members?organization=${uuid(3273)}`,
    );
    expect(within(dpc).getByRole('link', { name: 'Tunggakan Kota Bandung' }).getAttribute('href')).toBe(
      `/dashboard/dues/reminders?organization=${uuid(3273)}`,
    );
    expect(within(screen.getByTestId(`structure-${uuid(32)}`)).getAllByText(/600\.000/).length).toBeGreaterThan(0);
    expect(api.requests.some((r) => new URLSearchParams(r.search).get('parentId') === uuid(32))).toBe(true);

    const toggle = screen.getByRole('button', { name: '1 organisasi di bawahnya, Jawa Barat' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-expanded')).toBe('false'));
  });
});
