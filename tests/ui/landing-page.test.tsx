import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { NewsItem } from '@shared/contracts/news';
import { healthyRoutes, ok, startFakeApi, type FakeApiServer, type FakeRoute } from './support/fake-api-server';
import { renderApp } from './support/render-app';

const overview = {
  totalMembers: 12_345,
  activeMembers: 11_002,
  totalLegacyMembers: 40,
  newMembersThisYear: 321,
  totalProvinces: 38,
  totalBranches: 514,
  totalPayments: null,
  paymentCount: null,
};

const distribution = [
  { provinceName: 'Jawa Tengah', provinceCode: '33', memberCount: 2100, latitude: -7.15, longitude: 110.14 },
  { provinceName: 'Jawa Barat', provinceCode: '32', memberCount: 3400, latitude: -6.92, longitude: 107.6 },
  { provinceName: 'Bali', provinceCode: '51', memberCount: 300, latitude: -8.4, longitude: 115.19 },
  { provinceName: 'Jawa Timur', provinceCode: '35', memberCount: 2900, latitude: -7.54, longitude: 112.24 },
  { provinceName: 'Sumatera Utara', provinceCode: '12', memberCount: 1200, latitude: 2.11, longitude: 99.54 },
  { provinceName: 'Papua', provinceCode: '91', memberCount: 0, latitude: -4.27, longitude: 138.08 },
];

function newsItem(index: number, overrides: Partial<NewsItem> = {}): NewsItem {
  return {
    id: `00000000-0000-4000-8000-00000000000${index}`,
    slug: `berita-${index}`,
    title: `Berita nomor ${index}`,
    excerpt: `Ringkasan berita ${index}`,
    content: 'Isi',
    image: null,
    author: 'Humas DPP',
    publishedAt: new Date(Date.UTC(2026, 10, 20 - index)).toISOString(),
    category: 'Pengumuman',
    tags: [],
    views: 100 * index,
    featured: false,
    priority: 'NORMAL',
    ...overrides,
  };
}

const news: NewsItem[] = [
  newsItem(1, { priority: 'URGENT', views: 3250 }),
  newsItem(2, { priority: 'HIGH', views: 1000 }),
  newsItem(3, { priority: 'NORMAL', views: 5120 }),
  newsItem(4, { priority: 'LOW', views: 12 }),
  newsItem(5),
];

function landingRoutes(newsItems: NewsItem[] = news): [string, FakeRoute][] {
  return [
    ...healthyRoutes(),
    ['GET /statistics/overview', ok(overview)],
    ['GET /statistics/member-distribution', ok(distribution)],
    [
      'GET /content/news',
      ok({ news: newsItems, pagination: { page: 1, limit: 8, total: newsItems.length, pages: 1 } }),
    ],
    [
      'GET /organizations',
      ok({
        organizations: [
          {
            id: '10000000-0000-4000-8000-000000000032',
            name: 'DPW Jawa Barat',
            level: 'DPW',
            bpsCode: '32',
            parentId: null,
            provinceName: 'Jawa Barat',
          },
        ],
      }),
    ],
  ];
}

let api: FakeApiServer;
beforeAll(async () => {
  api = await startFakeApi(landingRoutes());
});
afterAll(() => api.close());
afterEach(() => {
  vi.useRealTimers();
  api.routes.clear();
  for (const [key, route] of landingRoutes()) api.routes.set(key, route);
});

function hero() {
  return screen.getByRole('region', { name: 'Sorotan SIMK' });
}

function visibleSlide() {
  return within(hero()).getByRole('group');
}

async function openLanding() {
  renderApp('/', { apiBaseUrl: api.baseUrl });
  await screen.findByRole('region', { name: 'Sorotan SIMK' }, { timeout: 5000 });
}

// The sections below the first screen load after the first paint, one by one (slow in jsdom).
const LATER = { timeout: 10_000 };

describe('landing page', () => {
  it('shows live statistics, the top 4 provinces and the partner chapters from the API', async () => {
    await openLanding();

    await waitFor(() => expect(screen.getByTestId('stat-totalMembers').textContent).toContain('12.345'), LATER);
    expect(screen.getByTestId('stat-activeMembers').textContent).toContain('11.002');
    expect(screen.getByTestId('stat-totalProvinces').textContent).toContain('38');
    expect(screen.getByTestId('stat-totalBranches').textContent).toContain('514');

    const top = await screen.findByTestId('top-provinces', {}, LATER);
    const names = within(top)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(names).toHaveLength(4);
    expect(names[0]).toContain('Jawa Barat');
    expect(names[0]).toContain('3.400 anggota');
    expect(names[1]).toContain('Jawa Timur');
    expect(names[2]).toContain('Jawa Tengah');
    expect(names[3]).toContain('Sumatera Utara');
    expect(screen.getByText('Lihat semua 5 provinsi')).toBeTruthy();
    expect(await screen.findByText('DPW Jawa Barat')).toBeTruthy();
  });

  it('hero slideshow advances every 7 s and has pause/play, previous/next and dots', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const user = userEvent.setup();
    await openLanding();

    expect(visibleSlide().getAttribute('aria-label')).toBe('1 dari 3');
    act(() => vi.advanceTimersByTime(6_999));
    expect(visibleSlide().getAttribute('aria-label')).toBe('1 dari 3');
    act(() => vi.advanceTimersByTime(1));
    expect(visibleSlide().getAttribute('aria-label')).toBe('2 dari 3');
    act(() => vi.advanceTimersByTime(7_000));
    expect(visibleSlide().getAttribute('aria-label')).toBe('3 dari 3');
    act(() => vi.advanceTimersByTime(7_000));
    expect(visibleSlide().getAttribute('aria-label')).toBe('1 dari 3');

    await user.click(within(hero()).getByRole('button', { name: 'Slide berikutnya' }));
    expect(visibleSlide().getAttribute('aria-label')).toBe('2 dari 3');
    await user.click(within(hero()).getByRole('button', { name: 'Slide sebelumnya' }));
    await user.click(within(hero()).getByRole('button', { name: 'Slide sebelumnya' }));
    expect(visibleSlide().getAttribute('aria-label')).toBe('3 dari 3');
    const dot = within(hero()).getByRole('button', { name: 'Tampilkan slide 2' });
    await user.click(dot);
    expect(visibleSlide().getAttribute('aria-label')).toBe('2 dari 3');
    expect(dot.getAttribute('aria-current')).toBe('true');

    await user.click(within(hero()).getByRole('button', { name: 'Jeda slide otomatis' }));
    expect(within(hero()).getByRole('button', { name: 'Putar slide otomatis' })).toBeTruthy();
    // Move pointer and focus away: a paused slideshow stays put.
    await user.unhover(hero());
    act(() => (document.activeElement as HTMLElement | null)?.blur());
    act(() => vi.advanceTimersByTime(21_000));
    expect(visibleSlide().getAttribute('aria-label')).toBe('2 dari 3');

    await user.click(within(hero()).getByRole('button', { name: 'Putar slide otomatis' }));
    await user.unhover(hero());
    act(() => (document.activeElement as HTMLElement | null)?.blur());
    act(() => vi.advanceTimersByTime(7_000));
    expect(visibleSlide().getAttribute('aria-label')).toBe('3 dari 3');
  });

  it('hero slideshow is keyboard operable and holds while focused', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const user = userEvent.setup();
    await openLanding();

    within(hero()).getByRole('button', { name: 'Slide berikutnya' }).focus();
    await user.keyboard('{Enter}');
    expect(visibleSlide().getAttribute('aria-label')).toBe('2 dari 3');
    await user.keyboard('{ArrowRight}');
    expect(visibleSlide().getAttribute('aria-label')).toBe('3 dari 3');
    await user.keyboard('{ArrowLeft}');
    expect(visibleSlide().getAttribute('aria-label')).toBe('2 dari 3');
    act(() => vi.advanceTimersByTime(14_000));
    expect(visibleSlide().getAttribute('aria-label')).toBe('2 dari 3');
  });

  it('does not auto-advance when the visitor prefers reduced motion', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    })) as typeof window.matchMedia;
    try {
      await openLanding();
      expect(within(hero()).getByRole('button', { name: 'Putar slide otomatis' })).toBeTruthy();
      act(() => vi.advanceTimersByTime(30_000));
      expect(visibleSlide().getAttribute('aria-label')).toBe('1 dari 3');
    } finally {
      window.matchMedia = original;
    }
  });

  it('news carousel advances every 5 s, lists 3 other news with priority labels and k views', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    await openLanding();

    const carousel = await screen.findByRole('region', { name: 'Berita pilihan' }, LATER);
    const article = () => within(carousel).getByRole('article');
    expect(within(article()).getByRole('link', { name: 'Berita nomor 1' })).toBeTruthy();
    expect(within(article()).getByText('Mendesak')).toBeTruthy();
    expect(within(article()).getByText('3.3k')).toBeTruthy();

    const others = () =>
      within(screen.getByTestId('other-news'))
        .getAllByRole('listitem')
        .map((item) => item.textContent ?? '');
    expect(others()).toHaveLength(3);
    expect(others()[0]).toContain('Berita nomor 2');
    expect(others()[0]).toContain('Penting');
    expect(others()[0]).toContain('1000');
    expect(others()[1]).toContain('Normal');
    expect(others()[1]).toContain('5.1k');
    expect(others()[2]).toContain('Rendah');
    expect(others()[2]).toContain('12');

    act(() => vi.advanceTimersByTime(4_999));
    expect(within(article()).getByRole('link', { name: 'Berita nomor 1' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(within(article()).getByRole('link', { name: 'Berita nomor 2' })).toBeTruthy();
    expect(others().map((text) => text.match(/Berita nomor \d/)?.[0])).toEqual([
      'Berita nomor 3',
      'Berita nomor 4',
      'Berita nomor 5',
    ]);
    act(() => vi.advanceTimersByTime(5_000 * 4));
    expect(within(article()).getByRole('link', { name: 'Berita nomor 1' })).toBeTruthy();
  });

  it('shows "Belum ada berita untuk ditampilkan" when no news is published', async () => {
    api.routes.set('GET /content/news', ok({ news: [], pagination: { page: 1, limit: 8, total: 0, pages: 0 } }));
    await openLanding();
    expect(await screen.findByText('Belum ada berita untuk ditampilkan', {}, LATER)).toBeTruthy();
    expect(
      api.requests.some((request) => request.path === '/content/news' && request.search === '?page=1&limit=8'),
    ).toBe(true);
  });

  it('switches to English and keeps the choice under "language"', async () => {
    const user = userEvent.setup();
    await openLanding();
    await user.click(screen.getByRole('button', { name: 'EN English' }));
    expect(await screen.findByRole('region', { name: 'SIMK highlights' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Members in numbers' }, LATER)).toBeTruthy();
    expect(localStorage.getItem('language')).toBe('en');
  });

  it('has the mobile bottom bar in the reader’s language: Beranda, Profil, Berita, Kegiatan, Masuk', async () => {
    await openLanding();
    const bar = screen.getByRole('navigation', { name: 'Navigasi cepat' });
    expect(
      within(bar)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Beranda', 'Profil', 'Berita', 'Kegiatan', 'Masuk']);
  });
});
