import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../local/demo-accounts.ts';
import { goto, useBrowser } from './support/browser.ts';
import { signIn, waitForPath } from './support/auth.ts';

const browser = useBrowser();

/**
 * A stored session's check (issue 26 §7): GET /auth/me goes out with the stored access token while
 * supabase-js still loads, not after it. supabase-js (`src/lib/supabase-client.ts`) is held back
 * until /auth/me has been requested: a check that waited for supabase-js would never reach the page.
 */
describe('a signed-in visit checks its stored session without waiting for supabase-js', () => {
  for (const [path, heading] of [
    ['/member-dues', 'Iuran Saya'], // a first page main.tsx preloads
    ['/dashboard/mutations/requests', 'Permohonan Mutasi'], // another signed-in page: the auth provider sends it
  ] as const) {
    it(`sends GET /auth/me before supabase-js has loaded (${path})`, async () => {
      const page = await browser.open('/login', { viewport: { width: 390, height: 844 } });
      await signIn(page, 'anggota@simk.test', DEMO_PASSWORD, { rememberMe: true });
      await waitForPath(page, '/dashboard/profile');

      const events: string[] = [];
      let meRequested!: () => void;
      const meSent = new Promise<void>((resolve) => (meRequested = resolve));
      page.on('request', (request) => {
        if (request.method() === 'GET' && new URL(request.url()).pathname.endsWith('/auth/me')) {
          events.push('session check sent');
          meRequested();
        }
      });
      await page.route(
        (url) => url.pathname === '/src/lib/supabase-client.ts',
        async (route) => {
          await meSent;
          events.push('supabase-js released');
          await route.continue();
        },
      );

      await goto(page, path);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      expect(events.slice(0, 2)).toEqual(['session check sent', 'supabase-js released']);
    });
  }
});
