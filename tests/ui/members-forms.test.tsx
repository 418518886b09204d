import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MemberDetail, MemberProfile } from '@shared/contracts/members';
import MemberDetailPage from '@/features/members/routes/member-detail-page';
import MemberRegistrationPage from '@/features/members/routes/member-registration-page';
import { ok, startFakeApi, type FakeApiServer } from './support/fake-api-server';
import { chapter, cimahi, profile } from './support/member-fixtures';
import { renderFeature } from './support/render-feature';

let api: FakeApiServer;
beforeAll(async () => {
  api = await startFakeApi([]);
});
afterAll(() => api.close());

const officer = ['members.create', 'members.edit', 'members.export', 'members.verify', 'members.view'];

const bandung = chapter(2, 'Kota Bandung', 'Jawa Barat');
const surabaya = chapter(3, 'Kota Surabaya', 'Jawa Timur');

beforeEach(() => {
  api.routes.clear();
  api.requests.length = 0;
  api.routes.set('GET /profile/permissions', ok({ permissions: officer }));
});

describe('registration by an officer', () => {
  it('a DPW or national officer picks the DPC from their scope, grouped by province', async () => {
    const user = userEvent.setup();
    api.routes.set('GET /members/chapters', ok({ organizations: [bandung, cimahi, surabaya] }));
    api.routes.set('POST /members', (request) => ({
      status: 201,
      body: { success: true, data: { member: profile({ fullName: JSON.parse(request.body).fullName }) } },
    }));
    renderFeature(<MemberRegistrationPage />, { apiBaseUrl: api.baseUrl, path: '/dashboard/members/registration' });

    const picker = await screen.findByLabelText(/DPC anggota/);
    await waitFor(() => expect(picker.querySelectorAll('optgroup')).toHaveLength(2));
    const groups = [...picker.querySelectorAll('optgroup')];
    expect(groups.map((group) => group.label)).toEqual(['Jawa Barat', 'Jawa Timur']);
    expect([...groups[0]!.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Kota Bandung',
      'Kota Cimahi',
    ]);

    await user.type(screen.getByLabelText(/Nama lengkap/), 'Nadia Rahmawati');
    await user.click(screen.getByRole('button', { name: 'Daftarkan Anggota' }));
    expect(await screen.findByText('Pilih DPC anggota')).toBeTruthy();
    expect(document.activeElement).toBe(picker);
    expect(api.requests.some((request) => request.method === 'POST')).toBe(false);

    await user.selectOptions(picker, cimahi.id);
    await user.click(screen.getByRole('button', { name: 'Daftarkan Anggota' }));
    expect((await screen.findByTestId('registration-done')).textContent).toBe(
      'Nadia Rahmawati terdaftar di Kota Cimahi dan menunggu verifikasi.',
    );
    const post = api.requests.find((request) => request.method === 'POST');
    expect(JSON.parse(post!.body)).toMatchObject({ fullName: 'Nadia Rahmawati', organizationId: cimahi.id });
  });

  it('a DPC officer gets their own DPC preselected', async () => {
    const user = userEvent.setup();
    api.routes.set('GET /members/chapters', ok({ organizations: [bandung] }));
    api.routes.set('POST /members', { status: 201, body: { success: true, data: { member: profile() } } });
    renderFeature(<MemberRegistrationPage />, { apiBaseUrl: api.baseUrl, path: '/member-registration' });
    const picker = (await screen.findByLabelText(/DPC anggota/)) as HTMLSelectElement;
    await waitFor(() => expect(picker.value).toBe(bandung.id));
    expect(screen.getByText('Anggota didaftarkan di DPC Anda.')).toBeTruthy();
    await user.type(screen.getByLabelText(/Nama lengkap/), 'Nadia Rahmawati');
    await user.click(screen.getByRole('button', { name: 'Daftarkan Anggota' }));
    await screen.findByTestId('registration-done');
    const post = api.requests.find((request) => request.method === 'POST');
    expect(JSON.parse(post!.body).organizationId).toBe(bandung.id);
  });

  it('says so to a role without members.create, and loads no chapters', async () => {
    api.routes.set('GET /profile/permissions', ok({ permissions: ['members.edit', 'members.export', 'members.view'] }));
    renderFeature(<MemberRegistrationPage />, { apiBaseUrl: api.baseUrl, path: '/member-registration' });
    expect((await screen.findByTestId('no-access')).textContent).toContain('tidak memiliki akses');
    expect(screen.queryByRole('button', { name: 'Daftarkan Anggota' })).toBeNull();
    expect(api.requests.some((request) => request.path === '/members/chapters')).toBe(false);
  });
});

describe('member detail actions', () => {
  function detail(member: MemberProfile, actions: MemberDetail['actions']): MemberDetail {
    return {
      member,
      bills: [],
      payments: [
        {
          id: '00000000-0000-4000-8000-00000000b001',
          amount: 150000,
          method: 'transfer',
          status: 'completed',
          transactionId: null,
          paidAt: '2026-11-01T03:00:00Z',
          createdAt: '2026-11-01T03:00:00Z',
        },
      ],
      transfers: [],
      documents: [],
      summary: { unpaidBills: 0, arrears: 0, totalPaid: 150000 },
      actions,
    };
  }
  const path = `/members/${profile().id}`;

  it('offers verify and reject on a pending application the officer may verify, and no deactivation', async () => {
    api.routes.set(
      `GET /members/${profile().id}`,
      ok(detail(profile(), { edit: true, deactivate: false, activate: false, verify: true })),
    );
    renderFeature(<MemberDetailPage />, {
      apiBaseUrl: api.baseUrl,
      path,
      routes: [{ path: '/members/:id', element: <MemberDetailPage /> }],
    });
    expect(await screen.findByRole('button', { name: 'Verifikasi' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tolak' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ubah Data' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Nonaktifkan' })).toBeNull();
  });

  it('an applicant of 23:30 WIB, verified at once, joined on the same date the queue showed', async () => {
    // The queue shows createdAt 2026-11-24T16:30:00Z as "Mendaftar 24/11/2026" (members-verification
    // test); verify_member dates the join on the WIB day (tests/db/platform-calendar.test.ts).
    const member = profile({
      membershipStatus: 'ACTIVE',
      nap: '320126000021',
      createdAt: '2026-11-24T16:30:00Z',
      joinDate: '2026-11-24',
    });
    api.routes.set(
      `GET /members/${member.id}`,
      ok(detail(member, { edit: false, deactivate: false, activate: false, verify: false })),
    );
    renderFeature(<MemberDetailPage />, {
      apiBaseUrl: api.baseUrl,
      path,
      routes: [{ path: '/members/:id', element: <MemberDetailPage /> }],
    });
    const label = await screen.findByText('Tanggal bergabung');
    expect(label.nextElementSibling?.textContent).toBe('24/11/2026');
  });

  it('edits SIP dates: an expiry needs a number, a past expiry is kept with a warning', async () => {
    const user = userEvent.setup();
    const member = profile({ membershipStatus: 'ACTIVE', nap: '327319000009' });
    api.routes.set(
      `GET /members/${member.id}`,
      ok(detail(member, { edit: true, deactivate: true, activate: false, verify: false })),
    );
    api.routes.set(`PATCH /members/${member.id}`, (request) =>
      ok({ member: { ...member, ...JSON.parse(request.body) } }),
    );
    renderFeature(<MemberDetailPage />, {
      apiBaseUrl: api.baseUrl,
      path,
      routes: [{ path: '/members/:id', element: <MemberDetailPage /> }],
    });
    await user.click(await screen.findByRole('button', { name: 'Ubah Data' }));
    const dialog = await screen.findByRole('dialog');
    const expiry = within(dialog).getByLabelText('Masa berlaku SIP');
    await user.type(expiry, '2024-01-31');
    expect(within(dialog).getByTestId('sipExpiryDate-warning').textContent).toContain('Masa berlaku SIP sudah lewat');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await within(dialog).findByText('Isi nomor SIP untuk tanggal berlaku SIP ini')).toBeTruthy();
    expect(api.requests.some((request) => request.method === 'PATCH')).toBe(false);

    await user.type(within(dialog).getByLabelText('Nomor SIP'), '503/12/SIP-ATLM/2019');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(api.requests.some((request) => request.method === 'PATCH')).toBe(true));
    const patch = api.requests.find((request) => request.method === 'PATCH')!;
    expect(JSON.parse(patch.body)).toEqual({ sipNumber: '503/12/SIP-ATLM/2019', sipExpiryDate: '2024-01-31' });
  });

  it('shows no officer action the API would refuse, and payments in words', async () => {
    const user = userEvent.setup();
    api.routes.set(
      `GET /members/${profile().id}`,
      ok(
        detail(profile({ membershipStatus: 'ACTIVE', nap: '327319000009' }), {
          edit: false,
          deactivate: false,
          activate: false,
          verify: false,
        }),
      ),
    );
    renderFeature(<MemberDetailPage />, {
      apiBaseUrl: api.baseUrl,
      path,
      routes: [{ path: '/members/:id', element: <MemberDetailPage /> }],
    });
    await screen.findByRole('heading', { level: 1, name: 'Nadia Rahmawati' });
    for (const name of ['Verifikasi', 'Tolak', 'Ubah Data', 'Nonaktifkan']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    await user.click(screen.getByRole('tab', { name: 'Pembayaran' }));
    expect(await screen.findByText('Transfer Bank')).toBeTruthy();
    expect(screen.getByText('Berhasil')).toBeTruthy();
  });
});
