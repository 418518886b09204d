import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { NewsSummary, OrganizationStructure } from '@shared/contracts/content';
import { contentMessages } from '@shared/contracts/content';
import { fail, healthyRoutes, ok, startFakeApi, type FakeApiServer } from './support/fake-api-server';
import { renderApp } from './support/render-app';
import { indonesianText } from '../../supabase/functions/_shared/indonesian-text.ts';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function summary(n: number, overrides: Partial<NewsSummary> = {}): NewsSummary {
  return {
    id: uuid(n),
    slug: `berita-${n}`,
    title: `Berita nomor ${n}`,
    excerpt: `Ringkasan ${n}`,
    image: null,
    author: 'Humas DPP',
    publishedAt: '2026-11-20T03:00:00+00:00',
    category: 'Pengumuman',
    tags: [],
    views: 10,
    featured: false,
    priority: 'NORMAL',
    ...overrides,
  };
}

const chapter = (n: number, name: string, bpsCode: string) => ({
  id: uuid(n),
  name,
  bpsCode,
  address: null,
  phone: null,
  email: `dpc${bpsCode}@simk.test`,
  bankName: null,
  bankAccountNumber: null,
  bankAccountName: null,
  logoPath: null,
  officers: [],
});

const structure: OrganizationStructure = {
  national: { ...chapter(1, 'Dewan Pengurus Pusat', ''), bpsCode: null },
  provinces: [
    { ...chapter(32, 'Jawa Barat', '32'), branches: [chapter(3273, 'Kota Bandung', '3273')] },
    { ...chapter(35, 'Jawa Timur', '35'), branches: [chapter(3578, 'Kota Surabaya', '3578')] },
  ],
};

let api: FakeApiServer;
beforeAll(async () => {
  api = await startFakeApi();
});
beforeEach(() => {
  api.routes.clear();
  for (const [key, route] of healthyRoutes()) api.routes.set(key, route);
  api.requests.length = 0;
});
afterAll(() => api.close());

describe('/berita', () => {
  it('recovers from an error with "Coba Lagi", then shows priority labels, k-suffixed views and page links', async () => {
    const user = userEvent.setup();
    api.routes.set('GET /content/news', fail(500, 'INTERNAL_ERROR', 'Terjadi kesalahan pada server.'));
    const { router } = renderApp('/berita', { apiBaseUrl: api.baseUrl });

    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert.textContent).toContain('Berita belum dapat dimuat.');
    api.routes.set('GET /content/news', (request) => {
      const page = Number(new URLSearchParams(request.search).get('page'));
      return ok({
        news: [summary(page, { priority: 'URGENT', views: 3250 }), summary(page + 10, { priority: 'LOW' })],
        pagination: { page, limit: 9, total: 11, pages: 2 },
      });
    });
    await user.click(within(alert).getByRole('button', { name: 'Coba Lagi' }));

    const list = await screen.findByRole('list', { name: 'Daftar berita' });
    expect(within(list).getByText('Mendesak')).toBeTruthy();
    expect(within(list).getByText('Rendah')).toBeTruthy();
    expect(within(list).getByText('3.3k')).toBeTruthy();
    expect(within(list).getByRole('link', { name: 'Berita nomor 1' }).getAttribute('href')).toBe('/berita/berita-1');
    const pages = screen.getByRole('navigation', { name: 'Navigasi halaman' });
    expect(pages.textContent).toContain('Halaman 1 dari 2');

    await user.click(within(pages).getByRole('link', { name: 'Berikutnya' }));
    expect(await screen.findByRole('link', { name: 'Berita nomor 2' })).toBeTruthy();
    expect(router.state.location.search).toBe('?page=2');
  });

  it('says so when nothing is published', async () => {
    api.routes.set('GET /content/news', ok({ news: [], pagination: { page: 1, limit: 9, total: 0, pages: 0 } }));
    renderApp('/berita', { apiBaseUrl: api.baseUrl });
    expect(await screen.findByText('Belum ada berita untuk ditampilkan', {}, { timeout: 5000 })).toBeTruthy();
  });

  it("shows the API's Indonesian message for an unknown item, without a retry", async () => {
    api.routes.set(
      'GET /content/news/tidak-ada',
      fail(404, 'RECORD_NOT_FOUND', indonesianText(contentMessages.newsNotFound)),
    );
    renderApp('/berita/tidak-ada', { apiBaseUrl: api.baseUrl });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Berita tidak ditemukan' }, { timeout: 5000 }),
    ).toBeTruthy();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(indonesianText(contentMessages.newsNotFound));
    expect(within(alert).queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', { name: 'Kembali ke daftar berita' }).getAttribute('href')).toBe('/berita');
  });
});

describe('/struktur', () => {
  it('opens the provinces a search finds and says when nothing matches', async () => {
    const user = userEvent.setup();
    api.routes.set('GET /content/structure', ok(structure));
    renderApp('/struktur', { apiBaseUrl: api.baseUrl });

    expect((await screen.findByTestId('structure-summary', {}, { timeout: 5000 })).textContent).toBe(
      '1 DPP · 2 DPW · 2 DPC',
    );
    const search = screen.getByRole('searchbox', { name: 'Cari DPW atau DPC' });
    await user.type(search, 'surabaya');
    const timur = screen.getByRole('button', { name: /Jawa Timur/ });
    await waitFor(() => expect(timur.getAttribute('aria-expanded')).toBe('true'));
    expect(await screen.findByText('Kota Surabaya')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Jawa Barat/ })).toBeNull();

    await user.clear(search);
    await user.type(search, 'atlantis');
    expect(screen.getByText('Tidak ada DPW atau DPC yang sesuai dengan "atlantis".')).toBeTruthy();
  });
});

describe('/document-verification', () => {
  it('validates the code in the browser and shows a document the API confirms', async () => {
    const user = userEvent.setup();
    api.routes.set(
      'POST /verification/documents',
      ok({
        type: 'document',
        documentKind: 'str',
        title: 'Surat Tanda Registrasi',
        holderName: 'Siti Nurhaliza',
        organizationName: 'Kota Bandung',
        issuedOrganizationName: 'Kota Bandung',
        issuedOn: '2026-01-15',
      }),
    );
    renderApp('/document-verification', { apiBaseUrl: api.baseUrl });
    const submit = await screen.findByRole('button', { name: 'Periksa dokumen' }, { timeout: 5000 });

    await user.type(screen.getByRole('textbox', { name: /Kode verifikasi/ }), 'a!');
    await user.click(submit);
    expect(screen.getByText(indonesianText(contentMessages.codeInvalid))).toBeTruthy();
    expect(api.requests.some((request) => request.path === '/verification/documents')).toBe(false);

    await user.clear(screen.getByRole('textbox', { name: /Kode verifikasi/ }));
    await user.type(screen.getByRole('textbox', { name: /Kode verifikasi/ }), ' SR-2026-ABCD ');
    await user.click(submit);
    expect(await screen.findByText('Dokumen terdaftar di SIMK')).toBeTruthy();
    expect(screen.getByText('Surat Tanda Registrasi (STR)')).toBeTruthy();
    expect(screen.getByText('15 Januari 2026')).toBeTruthy();
    const request = api.requests.find((r) => r.path === '/verification/documents');
    expect(JSON.parse(request!.body)).toEqual({ code: 'SR-2026-ABCD' });
  });
});

describe('/document-verification after a change (decision 0045)', () => {
  it('names the current DPC and, after a transfer, the DPC that verified it', async () => {
    const user = userEvent.setup();
    api.routes.set(
      'POST /verification/documents',
      ok({
        type: 'document',
        documentKind: 'sip',
        title: 'Surat Izin Praktik',
        holderName: 'Siti Nurhaliza',
        organizationName: 'Kota Surabaya',
        issuedOrganizationName: 'Kota Bandung',
        issuedOn: '2026-01-15',
      }),
    );
    renderApp('/document-verification', { apiBaseUrl: api.baseUrl });
    await user.type(
      await screen.findByRole('textbox', { name: /Kode verifikasi/ }, { timeout: 5000 }),
      'DOK-SIP-0A1B2C3D',
    );
    await user.click(screen.getByRole('button', { name: 'Periksa dokumen' }));
    expect(await screen.findByText('Dokumen terdaftar di SIMK')).toBeTruthy();
    expect(screen.getByText('DPC saat ini').nextElementSibling?.textContent).toBe('Kota Surabaya');
    expect(screen.getByText('DPC saat diverifikasi').nextElementSibling?.textContent).toBe('Kota Bandung');
  });

  it('says a withdrawn code is no longer valid, without the holder', async () => {
    api.routes.set(
      'POST /verification/documents',
      ok({ type: 'withdrawn_document', documentKind: 'sip', title: 'Surat Izin Praktik', withdrawnOn: '2026-11-20' }),
    );
    renderApp('/document-verification?code=DOK-SIP-0A1B2C3D', { apiBaseUrl: api.baseUrl });
    expect(await screen.findByText('Kode ini tidak berlaku lagi', undefined, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('Surat Izin Praktik (SIP)')).toBeTruthy();
    expect(screen.getByText('20 November 2026')).toBeTruthy();
    expect(screen.queryByText('Dokumen terdaftar di SIMK')).toBeNull();
    expect(screen.queryByText('Nama pemegang')).toBeNull();
  });
});

describe('/panduan-pembayaran', () => {
  it('lists the live dues categories in rupiah with their period, in Indonesian and English', async () => {
    api.routes.set(
      'GET /content/dues-categories',
      ok({
        categories: [
          {
            id: uuid(1),
            name: 'Iuran Pokok',
            amount: 150000,
            period: 'monthly',
            description: 'Iuran bulanan',
            lastUpdated: '2026-11-01T00:00:00+00:00',
          },
        ],
      }),
    );
    renderApp('/panduan-pembayaran', { apiBaseUrl: api.baseUrl });
    const table = await screen.findByRole('table', { name: 'Kategori iuran yang berlaku' }, { timeout: 5000 });
    const row = within(table).getByRole('row', { name: /Iuran Pokok/ });
    expect(row.textContent?.replace(/\s/g, ' ')).toMatch(/Rp150\.000.*Bulanan/);
    expect(screen.getByText('Pindai kode QR')).toBeTruthy();

    await userEvent.setup().click(screen.getByRole('button', { name: 'EN English' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'How to pay' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Monthly' })).toBeTruthy();
  });
});
