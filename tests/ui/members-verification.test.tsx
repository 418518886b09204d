import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ApplicationDuplicate } from '@shared/contracts/members';
import MemberVerificationPage from '@/features/members/routes/member-verification-page';
import { ok, startFakeApi, type FakeApiServer } from './support/fake-api-server';
import { profile } from './support/member-fixtures';
import { renderFeature } from './support/render-feature';

let api: FakeApiServer;
beforeAll(async () => {
  api = await startFakeApi([]);
});
afterAll(() => api.close());

const pagination = (total: number) => ({ page: 1, limit: 20, total, pages: 1 });

const agus = profile({
  id: '00000000-0000-4000-8000-00000000b001',
  fullName: 'Agus Permadi',
  email: 'agus.permadi@contoh.id',
  phone: '+6281234567890',
  organizationName: 'Kota Bandung',
  // 23:30 WIB on 24 November.
  createdAt: '2026-11-24T16:30:00Z',
});
const nadia = profile({
  id: '00000000-0000-4000-8000-00000000b002',
  fullName: 'Nadia Rahmawati',
  email: 'nadia@contoh.id',
});
const holder: ApplicationDuplicate = {
  id: '00000000-0000-4000-8000-00000000c001',
  nap: '327318000006',
  fullName: 'Agus Permadi',
  email: 'agus.permadi@contoh.id',
  phone: '+6281234567890',
  strNumber: null,
  birthDate: '1990-05-01',
  membershipStatus: 'ACTIVE',
  organizationName: 'Kota Bandung',
  hasLogin: false,
  canLink: true,
  matchedOn: ['email', 'phone'],
};

function queue(applications: Array<ReturnType<typeof profile> & { duplicates?: ApplicationDuplicate[] }>) {
  return ok({
    applications: applications.map((application) => ({ documents: [], missing: [], duplicates: [], ...application })),
    pagination: pagination(applications.length),
  });
}

beforeEach(() => {
  api.routes.clear();
  api.requests.length = 0;
  api.routes.set('GET /profile/permissions', ok({ permissions: ['members.verify', 'members.view'] }));
});

const posts = () => api.requests.filter((request) => request.method === 'POST');

describe('verification queue', () => {
  it('asks before verifying, naming the person and the DPC; the result takes the card’s place and the focus', async () => {
    const user = userEvent.setup();
    api.routes.set('GET /members/verification', queue([agus, nadia]));
    api.routes.set(`POST /members/${nadia.id}/verify`, () => {
      api.routes.set('GET /members/verification', queue([agus]));
      return ok({ member: { ...nadia, membershipStatus: 'ACTIVE', nap: '320126000021' } });
    });
    renderFeature(<MemberVerificationPage />, { apiBaseUrl: api.baseUrl });

    // Registered at 23:30 WIB: the queue shows the WIB date.
    const cards = await screen.findAllByTestId('verification-item');
    expect(within(cards[0]!).getByText('Mendaftar 24/11/2026')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Verifikasi Nadia Rahmawati' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Verifikasi Nadia Rahmawati?' });
    expect(dialog.textContent).toContain('Nadia Rahmawati akan menjadi anggota Kota Cimahi dan menerima NAP baru');
    expect(dialog.textContent).toContain('nadia@contoh.id');
    await user.click(within(dialog).getAllByRole('button', { name: 'Batal' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(posts()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Verifikasi Nadia Rahmawati' }));
    await user.click(await screen.findByRole('button', { name: 'Ya, verifikasi' }));
    const message = await screen.findByTestId('verification-message');
    expect(message.textContent).toContain('Nadia Rahmawati terverifikasi dengan NAP 3201.26.000021.');
    expect(message.getAttribute('role')).toBe('status');
    await waitFor(() => expect(screen.getAllByTestId('verification-item')).toHaveLength(1));
    // Second in the list before, second in the list now: where the officer was looking.
    const list = message.parentElement!;
    expect([...list.children].indexOf(message)).toBe(1);
    await waitFor(() => expect(document.activeElement).toBe(message));
  });

  it('flags an application that matches a NAP holder: no verify button, a side-by-side comparison, and linking', async () => {
    const user = userEvent.setup();
    api.routes.set('GET /members/verification', queue([{ ...agus, duplicates: [holder] }]));
    api.routes.set(`POST /members/${agus.id}/link`, () => {
      api.routes.set('GET /members/verification', queue([]));
      return ok({ member: { ...agus, id: holder.id, nap: holder.nap, membershipStatus: 'ACTIVE', hasLogin: true } });
    });
    renderFeature(<MemberVerificationPage />, { apiBaseUrl: api.baseUrl });

    const card = await screen.findByTestId('verification-item');
    expect(within(card).queryByRole('button', { name: 'Verifikasi Agus Permadi' })).toBeNull();
    expect(within(card).getByTestId('duplicate-warning').textContent).toContain(
      'NAP 3273.18.000006 · Agus Permadi (Kota Bandung), sama pada email, nomor telepon.',
    );

    await user.click(within(card).getByRole('button', { name: 'Bandingkan Agus Permadi dengan anggota ber-NAP' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bandingkan Agus Permadi dengan anggota ber-NAP' });
    const rows = within(dialog).getAllByRole('row');
    const emailRow = rows.find((row) => row.textContent?.startsWith('Email'))!;
    expect(emailRow.textContent).toBe('Emailagus.permadi@contoh.idagus.permadi@contoh.id sama');
    const napRow = rows.find((row) => row.textContent?.startsWith('NAP'))!;
    expect(napRow.textContent).toBe('NAPbelum ada3273.18.000006');

    await user.click(within(dialog).getByRole('button', { name: 'Tautkan ke NAP 3273.18.000006 (Agus Permadi)' }));
    const message = await screen.findByTestId('verification-message');
    expect(message.textContent).toContain('Pendaftaran Agus Permadi ditautkan ke NAP 3273.18.000006.');
    expect(JSON.parse(posts()[0]!.body)).toEqual({ memberId: holder.id });
    expect(posts().map((request) => request.path)).toEqual([`/members/${agus.id}/link`]);
  });

  it('a match that cannot be linked says why, and the comparison leads to rejection', async () => {
    const user = userEvent.setup();
    api.routes.set(
      'GET /members/verification',
      queue([{ ...agus, duplicates: [{ ...holder, hasLogin: true, canLink: false }] }]),
    );
    renderFeature(<MemberVerificationPage />, { apiBaseUrl: api.baseUrl });
    await user.click(await screen.findByRole('button', { name: /^Bandingkan Agus Permadi/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('button', { name: /^Tautkan/ })).toBeNull();
    expect(dialog.textContent).toContain('NAP 3273.18.000006 sudah memiliki akun');
    await user.click(within(dialog).getByRole('button', { name: 'Tolak pendaftaran' }));
    expect(await screen.findByRole('alertdialog', { name: 'Tolak pendaftaran Agus Permadi?' })).toBeTruthy();
  });

  it('rejection needs a reason: an empty one is refused in the form and nothing is sent', async () => {
    const user = userEvent.setup();
    api.routes.set('GET /members/verification', queue([nadia]));
    api.routes.set(`POST /members/${nadia.id}/reject`, ok({ member: { ...nadia, membershipStatus: 'REJECTED' } }));
    renderFeature(<MemberVerificationPage />, { apiBaseUrl: api.baseUrl });
    await user.click(await screen.findByRole('button', { name: 'Tolak Nadia Rahmawati' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.type(within(dialog).getByLabelText(/Alasan/), '  ');
    await user.click(within(dialog).getByRole('button', { name: 'Tolak pendaftaran' }));
    expect(await within(dialog).findByText('Alasan wajib diisi (minimal 3 karakter)')).toBeTruthy();
    expect(posts()).toEqual([]);
    await user.type(within(dialog).getByLabelText(/Alasan/), 'STR tidak terbaca');
    await user.click(within(dialog).getByRole('button', { name: 'Tolak pendaftaran' }));
    expect((await screen.findByTestId('verification-message')).textContent).toContain(
      'Pendaftaran Nadia Rahmawati ditolak.',
    );
    expect(JSON.parse(posts()[0]!.body)).toEqual({ reason: 'STR tidak terbaca' });
  });
});
