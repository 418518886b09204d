import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../local/demo-accounts.ts';
import { goto, useBrowser } from './support/browser.ts';
import { signIn, waitForPath } from './support/auth.ts';

const browser = useBrowser();

describe('a signed-in visit that starts on a member page (issue 26 §7)', () => {
  it("loads the signed-in shell's and the page's code during the session check, not after it", async () => {
    const page = await browser.open('/login', { viewport: { width: 390, height: 844 } });
    await signIn(page, 'anggota@simk.test', DEMO_PASSWORD, { rememberMe: true });
    await waitForPath(page, '/dashboard/profile');

    const events: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname === '/src/app/layouts/signed-in-layout.tsx') events.push('shell requested');
      if (pathname === '/src/app/pages/member-bills-route.tsx') events.push('page requested');
    });
    page.on('response', (response) => {
      const request = response.request();
      if (request.method() === 'GET' && new URL(request.url()).pathname.endsWith('/auth/me')) {
        events.push('session checked');
      }
    });
    await goto(page, '/member-dues');
    await page.getByRole('heading', { level: 1, name: 'Iuran Saya' }).waitFor();

    expect(events).toContain('session checked');
    const checked = events.indexOf('session checked');
    expect(events.indexOf('shell requested')).toBeGreaterThanOrEqual(0);
    expect(events.indexOf('shell requested')).toBeLessThan(checked);
    expect(events.indexOf('page requested')).toBeGreaterThanOrEqual(0);
    expect(events.indexOf('page requested')).toBeLessThan(checked);
  });
});
