import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { REFRESH_MARGIN_MS } from '../../src/features/auth/session/early-session-check.ts';
import { registerConfirmedAccount } from './support/accounts.ts';
import { signIn, waitForPath } from './support/auth.ts';
import { goto, useBrowser } from './support/browser.ts';

const browser = useBrowser();

// A person the seed does not know, with an account of their own.
const email = `sesi.awal.${Date.now()}@contoh.id`;
const password = 'Rahasia#Sesi2026';

const SUPABASE_JS = '/src/lib/supabase-client.ts';

/** The stored session's `expires_at` (seconds) and the key it is stored under. */
function storedExpiry(page: Page): Promise<{ key: string; expiresAt: number }> {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => /^sb-.+-auth-token$/.test(name))!;
    return { key, expiresAt: (JSON.parse(localStorage.getItem(key)!) as { expires_at: number }).expires_at };
  });
}

/** What the page asks for, in order: the session check (with its token) and supabase-js's code. */
function recordSessionRequests(page: Page) {
  const events: string[] = [];
  const tokens: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.method() === 'GET' && pathname.endsWith('/auth/me')) {
      events.push('session check');
      tokens.push(request.headers().authorization ?? '');
    }
    if (pathname === SUPABASE_JS) events.push('supabase-js');
    if (pathname.endsWith('/auth/v1/token')) events.push('token refresh');
  });
  return { events, tokens };
}

/**
 * A stored session (issue 26 §7): while its access token is good, GET /auth/me goes out with it at
 * once, and the page renders without supabase-js (a large download), which loads only when the
 * session needs it. A token close to its expiry is refreshed by supabase-js first.
 */
describe('a signed-in visit with a stored session', () => {
  it('renders its page without supabase-js while the token is good, and loads it to sign out', async () => {
    await registerConfirmedAccount(email, password, 'Sesi Awal');
    const page = await browser.open('/login');
    await signIn(page, email, password, { rememberMe: true });
    await waitForPath(page, '/dashboard/profile');

    for (const [path, heading] of [
      ['/dashboard/profile', 'Profil Saya'], // a first page main.tsx preloads
      ['/dashboard/mutations/requests', 'Permohonan Mutasi'], // another signed-in page: the auth provider sends it
    ] as const) {
      // Tokens in the browser tests live 120 s: this visit starts well before the refresh margin.
      expect((await storedExpiry(page)).expiresAt * 1000 - Date.now()).toBeGreaterThan(REFRESH_MARGIN_MS + 10_000);
      const { events } = recordSessionRequests(page);
      await goto(page, path);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await page.getByRole('button', { name: 'Keluar' }).waitFor();
      expect(events, path).toEqual(['session check']);
      page.removeAllListeners('request');
    }

    // Signing out needs supabase-js (it forgets the session at the auth server too).
    const { events } = recordSessionRequests(page);
    await page.getByRole('button', { name: 'Keluar' }).click();
    await waitForPath(page, '/login');
    expect(events).toContain('supabase-js');
    expect(await page.evaluate(() => Object.keys(localStorage).filter((name) => name.endsWith('-auth-token')))).toEqual(
      [],
    );
  });

  it('refreshes a token close to its expiry with supabase-js before the session check', async () => {
    const page = await browser.open('/login');
    await signIn(page, email, password, { rememberMe: true });
    await waitForPath(page, '/dashboard/profile');
    // As if the visit came 80 s after the last one: less than the refresh margin left.
    const { key, expiresAt } = await storedExpiry(page);
    await page.evaluate(
      ({ name, at }) => {
        const stored = JSON.parse(localStorage.getItem(name)!) as Record<string, unknown>;
        localStorage.setItem(name, JSON.stringify({ ...stored, expires_at: at }));
      },
      { name: key, at: Math.floor(Date.now() / 1000) + 60 },
    );
    expect(expiresAt).toBeGreaterThan(Date.now() / 1000 + 60);

    const { events, tokens } = recordSessionRequests(page);
    const before = await page.evaluate((name) => localStorage.getItem(name), key);
    await goto(page, '/dashboard/profile');
    await page.getByRole('heading', { level: 1, name: 'Profil Saya' }).waitFor();
    // supabase-js loads and refreshes before the check (its own timer may refresh once more).
    const loaded = events.indexOf('supabase-js');
    const refreshed = events.indexOf('token refresh');
    const checked = events.indexOf('session check');
    expect(loaded).toBe(0);
    expect(refreshed).toBeGreaterThan(loaded);
    expect(checked).toBeGreaterThan(refreshed);
    const { access_token: stale } = JSON.parse(before!) as { access_token: string };
    expect(tokens[0]).toMatch(/^Bearer /);
    expect(tokens[0]).not.toBe(`Bearer ${stale}`);
  });
});
