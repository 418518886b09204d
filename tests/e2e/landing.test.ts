import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { useBrowser } from './support/browser.ts';

const browser = useBrowser();
const numbers = new Intl.NumberFormat('id-ID');
const PHONE = { width: 412, height: 823 };

interface Overview {
  totalMembers: number;
  activeMembers: number;
  totalProvinces: number;
  totalBranches: number;
}
interface Province {
  provinceName: string;
  memberCount: number;
}

/** What the API of the test stack answers, read directly (not through the page). */
async function apiData<T>(path: string): Promise<T> {
  const response = await fetch(`${inject('gatewayUrl')}/functions/v1/api/v1${path}`);
  const body = (await response.json()) as { success: boolean; data: T };
  expect(body.success).toBe(true);
  return body.data;
}

/** Opens `/` and sums the layout shifts the browser reports (CLS without input), from the start. */
async function openLanding(options: { viewport?: { width: number; height: number } } = {}) {
  const page = await browser.open('about:blank', options);
  await page.addInitScript(() => {
    const state = window as unknown as { layoutShift: number };
    state.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) state.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return page;
}

const layoutShift = (page: Page) => page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
const hero = (page: Page) => page.getByRole('region', { name: 'Sorotan SIMK' });
const visibleSlide = (page: Page) => hero(page).getByRole('group', { name: /dari 3$/ });

describe('landing page in the browser', () => {
  it('shows the figures and the top 4 provinces the API returns, without moving the first screen', async () => {
    const [overview, distribution] = await Promise.all([
      apiData<Overview>('/statistics/overview'),
      apiData<Province[]>('/statistics/member-distribution'),
    ]);
    const page = await openLanding({ viewport: PHONE });
    await page.goto(inject('webUrl'));

    // The hero's figure and the DPW list arrive after the first paint, in the room kept for them.
    const activeMembers = numbers.format(overview.activeMembers).replaceAll('.', '\\.');
    await hero(page)
      .getByText(new RegExp(`^${activeMembers}\\s*anggota aktif$`))
      .waitFor();
    await page.getByRole('region', { name: 'Daftar DPW' }).getByRole('listitem').first().waitFor();
    expect(await layoutShift(page)).toBe(0);

    await page.getByRole('heading', { level: 2, name: 'Anggota dalam angka' }).scrollIntoViewIfNeeded();
    for (const key of ['totalMembers', 'activeMembers', 'totalProvinces', 'totalBranches'] as const) {
      await expect
        .poll(() => page.getByTestId(`stat-${key}`).locator('dd').textContent())
        .toBe(numbers.format(overview[key]));
    }

    const collator = new Intl.Collator('id', { sensitivity: 'base' });
    const top = distribution
      .filter((province) => province.memberCount > 0)
      .sort((a, b) => b.memberCount - a.memberCount || collator.compare(a.provinceName, b.provinceName))
      .slice(0, 4);
    expect(top.length).toBeGreaterThan(0);
    const items = page.getByTestId('top-provinces').getByRole('listitem');
    await items.first().waitFor();
    expect(await items.allTextContents()).toEqual(
      top.map((province, index) => expect.stringContaining(`${index + 1}${province.provinceName}`)),
    );
    for (const [index, province] of top.entries()) {
      expect(await items.nth(index).getByTestId('province-count').textContent()).toBe(
        `${numbers.format(province.memberCount)} anggota`,
      );
    }
  });

  it('does not move while the API is slow, nor when it is down', async () => {
    for (const api of ['slow', 'down'] as const) {
      const page = await openLanding({ viewport: PHONE });
      await page.route('**/functions/v1/api/v1/**', async (route) => {
        if (api === 'down') return route.abort('connectionrefused');
        await new Promise((resolve) => setTimeout(resolve, 2500));
        return route.continue();
      });
      await page.goto(inject('webUrl'));
      await hero(page).waitFor();
      if (api === 'down') {
        await page.getByText('Koneksi ke backend terbatas').waitFor({ timeout: 15_000 });
        await page.getByText('Daftar DPW belum dapat dimuat.').waitFor();
      } else {
        await hero(page)
          .getByText(/^[\d.]+\s*anggota aktif$/)
          .waitFor({ timeout: 15_000 });
      }
      expect(await layoutShift(page), `API ${api}`).toBe(0);
      await page.context().close();
    }
  });

  it('keeps the province list when the map tiles cannot be loaded', async () => {
    const page = await openLanding();
    const failedTiles: string[] = [];
    // The map's tile server (VITE_MAP_TILE_URL, OpenStreetMap by default) is unreachable.
    await page.route(/tile\.openstreetmap\.org/, (route) => route.abort('addressunreachable'));
    page.on('requestfailed', (request) => {
      if (request.url().includes('tile.openstreetmap.org')) failedTiles.push(request.url());
    });
    await page.goto(inject('webUrl'));
    await page.getByRole('heading', { level: 2, name: 'Sebaran anggota' }).scrollIntoViewIfNeeded();

    await page.getByRole('region', { name: 'Peta sebaran anggota aktif per provinsi' }).waitFor();
    await expect.poll(() => failedTiles.length).toBeGreaterThan(0);
    const items = page.getByTestId('top-provinces').getByRole('listitem');
    await expect.poll(() => items.count()).toBe(4);
    expect(await page.getByText('Peta tidak dapat ditampilkan').count()).toBe(0);
  });

  it('hero slideshow: pause/play, next and previous from the keyboard', async () => {
    const page = await openLanding();
    await page.goto(inject('webUrl'));
    expect(await visibleSlide(page).getAttribute('aria-label')).toBe('1 dari 3');

    await hero(page).getByRole('button', { name: 'Jeda slide otomatis' }).focus();
    await page.keyboard.press('Enter');
    await hero(page).getByRole('button', { name: 'Putar slide otomatis' }).waitFor();
    await page.keyboard.press('Tab'); // previous
    await page.keyboard.press('Tab'); // dot 1
    await page.keyboard.press('Tab'); // dot 2
    await page.keyboard.press('Tab'); // dot 3
    await page.keyboard.press('Tab'); // next
    await page.keyboard.press('Enter');
    expect(await visibleSlide(page).getAttribute('aria-label')).toBe('2 dari 3');
    await page.keyboard.press('ArrowRight');
    expect(await visibleSlide(page).getAttribute('aria-label')).toBe('3 dari 3');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    expect(await visibleSlide(page).getAttribute('aria-label')).toBe('1 dari 3');
    // Paused: with focus and pointer away from the hero it stays beyond the 7 s period.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.mouse.move(0, 799);
    await page.waitForTimeout(7_500);
    expect(await visibleSlide(page).getAttribute('aria-label')).toBe('1 dari 3');
  });

  it('renders every section without scrolling or keys, for screen readers that list headings', async () => {
    const page = await openLanding();
    await page.goto(inject('webUrl'));
    // The last section, never scrolled to: it mounts when the browser is idle.
    await page.getByRole('heading', { level: 2, name: 'Kata mereka' }).waitFor({ state: 'attached', timeout: 15_000 });
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  it('keeps the language choice under "language" across a reload', async () => {
    const page = await openLanding();
    await page.goto(inject('webUrl'));
    await page.getByRole('button', { name: 'EN English' }).click();
    await page.getByRole('region', { name: 'SIMK highlights' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');

    await page.reload();
    await page.getByRole('region', { name: 'SIMK highlights' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(await page.getByRole('button', { name: 'EN English' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('axe-core: / and /login have no serious or critical violations', async () => {
    const page = await openLanding();
    await page.goto(inject('webUrl'));
    // A key press renders every section below the fold; check the whole page.
    await hero(page).waitFor();
    await page.keyboard.press('Shift');
    await page.getByRole('heading', { level: 2, name: 'Kata mereka' }).waitFor();
    await page.getByTestId('top-provinces').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(new URL('/login', inject('webUrl')).toString());
    await page.getByRole('heading', { level: 1, name: 'Masuk' }).waitFor();
    // The button turns from waiting (disabled) to ready once the security check passes; its colours
    // fade, and a contrast read mid-fade fails. Check the page once the fade has ended.
    const submit = page.getByRole('button', { name: 'Masuk ke SIMK' });
    await expect.poll(() => submit.isEnabled(), { timeout: 15_000 }).toBe(true);
    await submit.evaluate((button) => Promise.all(button.getAnimations().map((fade) => fade.finished)));
    expect(await seriousViolations(page)).toEqual([]);
  });
});
