import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD } from '../../local/demo-accounts.ts';
import { useBrowser } from './support/browser.ts';
import { signIn, waitForPath } from './support/auth.ts';

const browser = useBrowser();

/** The GETs a page load sends to the backend (API and auth), in the order they went out. */
async function backendGetsOfLoad(page: Page, load: () => Promise<unknown>, ready: () => Promise<unknown>) {
  const gets: string[] = [];
  const record = (request: { method(): string; url(): string }) => {
    if (request.method() === 'GET' && request.url().startsWith(inject('gatewayUrl'))) gets.push(request.url());
  };
  page.on('request', record);
  await load();
  await ready();
  await page.waitForLoadState('networkidle');
  page.off('request', record);
  return gets;
}

function repeated(urls: string[]): string[] {
  return urls.filter((url, index) => urls.indexOf(url) !== index);
}

describe('requests of a page load (Vite dev server, React StrictMode)', () => {
  it('the landing page sends each GET once', async () => {
    const page = await browser.open('/');
    const gets = await backendGetsOfLoad(
      page,
      () => page.reload(),
      () => page.getByRole('region', { name: 'Daftar DPW' }).getByRole('listitem').first().waitFor(),
    );
    for (const path of ['/health', '/auth/ping', '/auth/test-db', '/organizations', '/statistics/overview']) {
      expect(
        gets.filter((url) => new URL(url).pathname.endsWith(path)),
        path,
      ).toHaveLength(1);
    }
    expect(repeated(gets)).toEqual([]);
  });

  it('the dashboard home and the member list each send every GET once', async () => {
    const page = await browser.open('/login');
    // SUPER_ADMIN: the one dashboard with the Status Sistem panel, whose checks load with the page.
    await signIn(page, 'superadmin@simk.test', DEMO_PASSWORD);
    await waitForPath(page, '/dashboard');

    const home = await backendGetsOfLoad(
      page,
      () => page.reload(),
      async () => {
        await page.getByTestId('tile-total-payments-value').waitFor();
        await page.getByTestId('system-database').getByText('Online').waitFor();
      },
    );
    for (const path of ['/health', '/auth/ping', '/auth/test-db', '/members/stats/overview', '/statistics/overview']) {
      expect(
        home.filter((url) => new URL(url).pathname.endsWith(path)),
        path,
      ).toHaveLength(1);
    }
    expect(repeated(home)).toEqual([]);

    const list = await backendGetsOfLoad(
      page,
      () => page.goto(new URL('/dashboard/members', page.url()).toString()),
      () => page.getByTestId('member-row').first().waitFor(),
    );
    expect(list.some((url) => new URL(url).pathname.endsWith('/members'))).toBe(true);
    expect(repeated(list)).toEqual([]);
  });
});
