import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../local/demo-accounts.ts';
import { signIn, waitForPath } from './support/auth.ts';
import { useBuiltApp } from './support/built-app.ts';

// The production build's index.html (vite.config.ts, firstPagePreloads) asks for a member's first
// page's code while the HTML is read, before the app's own code has run (issue 26 §7).
const app = useBuiltApp();

/** The files index.html's script asked for (`modulepreload`), by their names without the hash. */
function preloaded(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
      new URL(link.href).pathname.replace(/^\/assets\//, '').replace(/-[\w-]{8}\.js$/, ''),
    ),
  );
}

describe("a member's first page in the production build", () => {
  it('preloads the signed-in shell, the session check and the page with a stored session (not supabase-js), and none of it for a visitor', async () => {
    const { page } = await app.open('/member-dues', { viewport: { width: 390, height: 844 } });
    await page.getByRole('heading', { level: 1, name: 'Masuk' }).waitFor();
    const visitor = await preloaded(page);
    expect(visitor).not.toContain('signed-in-layout');
    expect(visitor).not.toContain('supabase-client');
    expect(visitor).not.toContain('member-bills-route');

    await signIn(page, 'anggota@simk.test', DEMO_PASSWORD, { rememberMe: true });
    // Back on the page the guard sent the visitor away from; then a fresh load of it, signed in.
    await waitForPath(page, '/member-dues');
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Iuran Saya' }).waitFor();
    const member = await preloaded(page);
    for (const file of ['signed-in-layout', 'restore-session', 'member-bills-route']) {
      expect(member).toContain(file);
    }
    // A stored token that is still good restores the session without supabase-js.
    expect(member).not.toContain('supabase-client');
  });
});

describe('the API on the production build', () => {
  it("is called on the site's own origin with no preflight, and counts a failed sign-in under the address the host saw", async () => {
    const { page } = await app.open('/login', { viewport: { width: 390, height: 844 } });
    // What a client says of itself in X-Forwarded-For does not choose the address it is counted under.
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': '203.0.113.7' });
    const calls: { method: string; origin: string }[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/functions/v1/api/v1/')) {
        calls.push({ method: request.method(), origin: new URL(request.url()).origin });
      }
    });
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/v1/auth/login'));
    await signIn(page, 'orang.asing@contoh.test', 'salah-sekali-123');
    expect((await answer).status()).toBe(401);
    await page.getByText('Login gagal. Periksa kembali email/NAP dan kata sandi Anda.').waitFor();

    expect(calls.some((call) => call.method === 'POST')).toBe(true);
    expect(new Set(calls.map((call) => call.origin))).toEqual(new Set([app.handle.webUrl]));
    expect(calls.filter((call) => call.method === 'OPTIONS')).toEqual([]);
    const counted = await app.db.sql<{ ip: string }[]>`
      select distinct host(ip) as ip from private.login_failures where identifier ilike 'orang.asing@contoh.test'`;
    expect(counted).toEqual([{ ip: '127.0.0.1' }]);
  });
});
