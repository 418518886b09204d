import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import MemberDetailPage from '@/features/members/routes/member-detail-page';
import { fail, ok, startFakeApi, type FakeApiServer } from './support/fake-api-server';
import { renderFeature } from './support/render-feature';

let api: FakeApiServer;
beforeAll(async () => {
  api = await startFakeApi([]);
});
afterAll(() => api.close());

beforeEach(() => {
  api.routes.clear();
  api.requests.length = 0;
  api.routes.set('GET /profile/permissions', ok({ permissions: ['members.view'] }));
  api.routes.set('GET /members', ok({ members: [], pagination: { page: 1, limit: 10, total: 0, pages: 0 } }));
});

function renderDetail(path: string) {
  return renderFeature(<MemberDetailPage />, {
    apiBaseUrl: api.baseUrl,
    path,
    routes: [
      { path: '/members/:id', element: <MemberDetailPage /> },
      { path: '/dashboard/members', element: <h1>Daftar Anggota</h1> },
    ],
  });
}

const memberRequests = () => api.requests.filter((request) => request.path.startsWith('/members/'));

describe('member detail for an id that names no member', () => {
  it('/members/1 shows the not-found state without asking the API, and the keyboard leads back', async () => {
    const user = userEvent.setup();
    const { router } = renderDetail('/members/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Anggota tidak ditemukan' })).toBeTruthy();
    expect(
      screen.getByText(
        'Anggota tidak ditemukan atau di luar cakupan Anda. Periksa tautannya, atau cari anggota di daftar anggota.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/GUID/)).toBeNull();

    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Kembali ke daftar anggota' }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/members'));
    expect(memberRequests()).toEqual([]);
  });

  it('an unknown uuid: the API answers 404 and the page shows the same state, with no retry', async () => {
    const id = '00000000-0000-4000-8000-00000000dead';
    api.routes.set(`GET /members/${id}`, fail(404, 'NOT_FOUND', 'Anggota tidak ditemukan.'));
    renderDetail(`/members/${id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Anggota tidak ditemukan' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Kembali ke daftar anggota' }).getAttribute('href')).toBe(
      '/dashboard/members',
    );
    expect(screen.queryByRole('button', { name: 'Coba lagi' })).toBeNull();
    expect(memberRequests().map((request) => request.path)).toEqual([`/members/${id}`]);
  });

  it('a server failure is not "not found": it says so and offers a retry', async () => {
    const id = '00000000-0000-4000-8000-00000000beef';
    api.routes.set(`GET /members/${id}`, fail(500, 'INTERNAL', 'Kesalahan server.'));
    renderDetail(`/members/${id}`);
    expect(await screen.findByText('Kesalahan server.', {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Data anggota gagal dimuat.' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Coba lagi' })).toBeTruthy();
  });
});
