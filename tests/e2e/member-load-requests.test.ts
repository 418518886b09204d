import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { goto, useBrowser } from './support/browser.ts';

declare global {
  interface Window {
    layoutShift: number;
  }
}

const browser = useBrowser();
const phone = { viewport: { width: 390, height: 844 } };
const healthChecks = ['/health', '/auth/ping', '/auth/test-db'];

/** The backend GETs of the page, with when they were sent and answered (in the page's order). */
function recordBackendGets(page: Page) {
  const events: { path: string; event: 'sent' | 'answered' }[] = [];
  const pathOf = (url: string) => new URL(url).pathname.replace(/^.*\/functions\/v1\/api\/v1/, '');
  page.on('request', (request) => {
    if (request.method() === 'GET' && request.url().startsWith(inject('gatewayUrl'))) {
      events.push({ path: pathOf(request.url()), event: 'sent' });
    }
  });
  page.on('response', (response) => {
    const request = response.request();
    if (request.method() === 'GET' && request.url().startsWith(inject('gatewayUrl'))) {
      events.push({ path: pathOf(request.url()), event: 'answered' });
    }
  });
  return events;
}

describe("a member's page load on a phone (issue 26 §7)", () => {
  it('preconnects to the API origin from index.html, before any script runs', async () => {
    const page = await browser.open('/login');
    const link = await page.evaluate(() => {
      const element = document.querySelector<HTMLLinkElement>('head > link[rel="preconnect"]');
      return element && { href: element.href, crossOrigin: element.getAttribute('crossorigin') };
    });
    expect(link).toEqual({ href: `${new URL(inject('gatewayUrl')).origin}/`, crossOrigin: '' });
  });

  it('Profil Saya asks /profile/summary once per load, and the card (kept for offline) once, after the page', async () => {
    const page = await browser.signedIn('anggota@simk.test', '/dashboard/profile', phone);
    const events = recordBackendGets(page);
    const cardAsked = page.waitForResponse((response) => response.url().endsWith('/profile/card'));
    await page.reload();
    await page.getByTestId('home-valid-until').waitFor();
    // The profile's tabs: the last part of the page to render.
    await page.getByRole('tab', { name: 'Data Profesi' }).waitFor();
    await cardAsked;
    await page.waitForLoadState('networkidle');
    const sent = (path: string) => events.filter((entry) => entry.path === path && entry.event === 'sent');
    expect(sent('/profile/summary')).toHaveLength(1);
    expect(sent('/profile/card')).toHaveLength(1);
    const answered = (path: string) => events.findIndex((entry) => entry.path === path && entry.event === 'answered');
    expect(events.indexOf(sent('/profile/card')[0]!)).toBeGreaterThan(
      Math.max(answered('/profile'), answered('/profile/summary')),
    );
  });

  it("Profil Saya's first reads go out beside the session check, not after its answer (early-reads.ts)", async () => {
    const page = await browser.signedIn('anggota@simk.test', '/dashboard/profile', phone);
    const events = recordBackendGets(page);
    await page.reload();
    await page.getByTestId('home-valid-until').waitFor();
    await page.waitForLoadState('networkidle');
    const first = (path: string, event: 'sent' | 'answered') =>
      events.findIndex((entry) => entry.path === path && entry.event === event);
    expect(first('/auth/me', 'answered')).toBeGreaterThan(-1);
    expect(first('/profile', 'sent')).toBeLessThan(first('/auth/me', 'answered'));
    expect(first('/profile/summary', 'sent')).toBeLessThan(first('/auth/me', 'answered'));
    // Taken by the page, not asked twice.
    expect(events.filter((entry) => entry.path === '/profile' && entry.event === 'sent')).toHaveLength(1);
  });

  it('the card page asks /profile/card once per load', async () => {
    const page = await browser.signedIn('anggota@simk.test', '/dashboard/profile', phone);
    await goto(page, '/dashboard/profile/card');
    await page.getByTestId('member-card-nap').waitFor();
    const events = recordBackendGets(page);
    await page.reload();
    await page.getByTestId('member-card-nap').waitFor();
    await page.waitForLoadState('networkidle');
    expect(events.filter((entry) => entry.path === '/profile/card' && entry.event === 'sent')).toHaveLength(1);
  });

  it("runs the health checks once the page's data is in, not beside it", async () => {
    const page = await browser.signedIn('anggota@simk.test', '/dashboard/profile', phone);
    const events = recordBackendGets(page);
    const checked = page.waitForResponse((response) => response.url().endsWith('/auth/test-db'));
    await page.reload();
    await page.getByTestId('home-valid-until').waitFor();
    // The checks still run (spec §7: at start), after the page.
    await checked;

    const lastPageAnswer = Math.max(
      ...['/profile', '/profile/summary'].map((path) =>
        events.findIndex((entry) => entry.path === path && entry.event === 'answered'),
      ),
    );
    for (const path of healthChecks) {
      const sent = events.filter((entry) => entry.path === path && entry.event === 'sent');
      expect(sent, path).toHaveLength(1);
      expect(events.indexOf(sent[0]!), path).toBeGreaterThan(lastPageAnswer);
    }
  });

  it('the bills page does not move its pay bar when the bills arrive (no layout shift)', async () => {
    const page = await browser.signedIn('anggota@simk.test', '/dashboard/profile', phone);
    // The bills' answer is held until the loading state is on screen, as on a slow connection.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/dues\/bills\?/, async (route) => {
      await held;
      await route.continue();
    });
    // Every shift from the start of the load, as Lighthouse adds them up (CLS), input-led ones aside.
    await page.addInitScript(() => {
      window.layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) window.layoutShift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await goto(page, '/member-dues');
    await page.getByTestId('bill-skeleton').first().waitFor();
    release();
    await page.getByTestId('pay-bar').waitFor();
    await page.getByTestId('bill-skeleton').first().waitFor({ state: 'detached' });

    // The frame after the last change: its shifts, if any, are reported by then.
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(window.layoutShift)))),
    );
    expect(shift).toBeLessThan(0.01);
  });
});
