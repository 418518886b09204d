// The applicant file (issue 28 §4) in the screens: the verification card says what the file lacks
// and opens it (profile, documents through signed URLs, what is missing); verifying an incomplete
// file names what is missing first; the queue filters lengkap / belum lengkap through the API. The
// applicant's own pages say what to upload. What is missing always comes from the server.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import DocumentsPage from '@/features/profile/routes/documents-page';
import MemberVerificationPage from '@/features/members/routes/member-verification-page';
import { API_PREFIX, ok, startFakeApi, type FakeApiServer } from './support/fake-api-server';
import { ownProfile, profile } from './support/member-fixtures';
import { renderFeature } from './support/render-feature';

let api: FakeApiServer;
beforeAll(async () => {
  api = await startFakeApi([]);
});
afterAll(() => api.close());

const strPath = '00000000-0000-4000-8000-00000000b001/str-00000000-0000-4000-8000-0000000000f1.pdf';
const dewi = {
  ...profile({
    id: '00000000-0000-4000-8000-00000000b001',
    fullName: 'Dewi Anggraini',
    email: 'dewi@contoh.id',
    birthDate: '1995-03-14',
    gender: 'female',
    workplace: 'Laboratorium Klinik Prodia',
    strNumber: 'STR-3273-0099',
    organizationName: 'Kota Bandung',
    createdAt: '2026-11-24T03:00:00Z',
  }),
  documents: [
    {
      id: '00000000-0000-4000-8000-0000000000d1',
      kind: 'str',
      title: 'Surat Tanda Registrasi',
      storagePath: strPath,
      mimeType: 'application/pdf',
      createdAt: '2026-11-24T04:00:00Z',
      verifiedAt: null,
    },
  ],
  missing: ['diploma_document'],
  duplicates: [],
};
const rudi = {
  ...profile({ id: '00000000-0000-4000-8000-00000000b002', fullName: 'Rudi Hartono' }),
  documents: [],
  missing: ['str_number', 'str_document', 'diploma_document'],
  duplicates: [],
};
const ratna = {
  ...profile({ id: '00000000-0000-4000-8000-00000000b003', fullName: 'Ratna Sari', strNumber: 'STR-1' }),
  documents: [],
  missing: [],
  duplicates: [],
};

const queue = (applications: unknown[]) =>
  ok({ applications, pagination: { page: 1, limit: 20, total: applications.length, pages: 1 } });

beforeEach(() => {
  api.routes.clear();
  api.requests.length = 0;
  api.routes.set('GET /profile/permissions', ok({ permissions: ['members.verify', 'members.view'] }));
});
afterEach(() => vi.restoreAllMocks());

const renderDesk = (path = '/dashboard/members/verification') =>
  renderFeature(<MemberVerificationPage />, { apiBaseUrl: api.baseUrl, path, authStorageKey: 'applicant-file-test' });

describe('the applicant file on the verification desk', () => {
  it('each card says what the file lacks; the file shows the profile, the documents and what is missing', async () => {
    const user = userEvent.setup();
    api.routes.set('GET /members/verification', queue([dewi, rudi, ratna]));
    api.routes.set(`POST /storage/v1/object/sign/member-documents/${strPath}`, {
      status: 200,
      body: { signedURL: `/object/sign/member-documents/${strPath}?token=uji` },
    });
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    renderDesk();

    const cards = await screen.findAllByTestId('verification-item');
    expect(within(cards[0]!).getByTestId('application-completeness').textContent).toBe(
      'Belum ada: Ijazah atau sertifikat',
    );
    expect(within(cards[1]!).getByTestId('application-completeness').textContent).toBe(
      'Belum ada: Nomor STR, Berkas STR, Ijazah atau sertifikat',
    );
    expect(within(cards[2]!).getByTestId('application-completeness').textContent).toBe('Berkas lengkap');

    await user.click(within(cards[0]!).getByRole('button', { name: 'Buka berkas Dewi Anggraini' }));
    const file = await screen.findByRole('dialog', { name: 'Berkas Dewi Anggraini' });
    expect(within(file).getByTestId('application-file-missing').textContent).toContain('Ijazah atau sertifikat');
    expect(within(file).getByText('Laboratorium Klinik Prodia')).toBeTruthy();
    expect(within(file).getByText('14/03/1995')).toBeTruthy();
    expect(within(file).getByText('Perempuan')).toBeTruthy();
    // No expiry on an STR with a number: lifelong (UU 17/2023).
    expect(within(file).getByText('Seumur hidup')).toBeTruthy();

    await user.click(within(file).getByRole('button', { name: 'Lihat Surat Tanda Registrasi' }));
    await waitFor(() =>
      expect(tab.location.href).toBe(
        `${api.baseUrl.slice(0, -API_PREFIX.length)}/storage/v1/object/sign/member-documents/${strPath}?token=uji`,
      ),
    );
  });

  it('verifying an incomplete file names what is missing before the NAP is issued', async () => {
    const user = userEvent.setup();
    api.routes.set('GET /members/verification', queue([rudi]));
    renderDesk();
    await user.click(await screen.findByRole('button', { name: 'Buka berkas Rudi Hartono' }));
    const file = await screen.findByRole('dialog', { name: 'Berkas Rudi Hartono' });
    expect(within(file).getByText('Pendaftar belum mengunggah dokumen.')).toBeTruthy();
    await user.click(within(file).getByRole('button', { name: 'Verifikasi' }));

    const confirm = await screen.findByRole('alertdialog', { name: 'Verifikasi Rudi Hartono?' });
    expect(within(confirm).getByTestId('verify-missing').textContent).toContain(
      'Belum ada: Nomor STR, Berkas STR, Ijazah atau sertifikat.',
    );
    expect(api.requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('a complete file is verified without the warning', async () => {
    const user = userEvent.setup();
    api.routes.set('GET /members/verification', queue([ratna]));
    renderDesk();
    await user.click(await screen.findByRole('button', { name: 'Verifikasi Ratna Sari' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Verifikasi Ratna Sari?' });
    expect(within(confirm).queryByTestId('verify-missing')).toBeNull();
  });

  it('filters lengkap / belum lengkap through the API, with its own empty state', async () => {
    const user = userEvent.setup();
    api.routes.set('GET /members/verification', (request) =>
      queue(new URLSearchParams(request.search).get('completeness') === 'complete' ? [] : [dewi, rudi]),
    );
    renderDesk();
    await screen.findAllByTestId('verification-item');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kelengkapan berkas' }), 'lengkap');
    expect(await screen.findByText('Tidak ada pendaftaran dengan berkas lengkap.')).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kelengkapan berkas' }), 'belum-lengkap');
    await waitFor(() => expect(screen.getAllByTestId('verification-item')).toHaveLength(2));
    const asked = api.requests
      .filter((request) => request.path === '/members/verification')
      .map((request) => new URLSearchParams(request.search).get('completeness'));
    expect(asked).toEqual([null, 'complete', 'incomplete']);
  });
});

describe("the applicant's own Dokumen Saya", () => {
  it('a pending applicant is told which DPC verifies and what to upload, as the server says', async () => {
    api.routes.set('GET /profile', ok({ profile: ownProfile({ nap: null, membershipStatus: 'PENDING' }) }));
    api.routes.set('GET /profile/documents', ok({ documents: [] }));
    api.routes.set(
      'GET /profile/application',
      ok({
        application: {
          organizationName: 'Kota Bandung',
          createdAt: '2026-11-24T03:00:00Z',
          missing: ['str_number', 'str_document', 'diploma_document'],
        },
      }),
    );
    renderFeature(<DocumentsPage />, { apiBaseUrl: api.baseUrl, path: '/documents', authStorageKey: 'applicant-docs' });
    const notice = await screen.findByTestId('application-notice');
    expect(notice.textContent).toContain('Pendaftaran Anda menunggu verifikasi pengurus DPC Kota Bandung');
    expect(notice.textContent).toContain('Nomor STR, Berkas STR, Ijazah atau sertifikat');
    expect(screen.getByRole('region', { name: 'Ijazah atau Sertifikat' })).toBeTruthy();
    expect(screen.getByLabelText('Unggah dokumen Ijazah/Sertifikat (PDF, JPG atau PNG, maksimal 5 MB)')).toBeTruthy();
  });

  it('a verified member is not asked about an application', async () => {
    api.routes.set('GET /profile', ok({ profile: ownProfile() }));
    api.routes.set('GET /profile/documents', ok({ documents: [] }));
    renderFeature(<DocumentsPage />, { apiBaseUrl: api.baseUrl, path: '/documents', authStorageKey: 'member-docs' });
    await screen.findByRole('region', { name: 'Ijazah atau Sertifikat' });
    expect(screen.queryByTestId('application-notice')).toBeNull();
    expect(api.requests.map((request) => request.path)).not.toContain('/profile/application');
  });
});
