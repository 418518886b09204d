import { describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD } from '../../local/demo-accounts.ts';
import { useBrowser } from './support/browser.ts';
import { signIn } from './support/auth.ts';
import { ACCESS_TOKEN_LIFETIME_SECONDS } from './support/stack-setup.ts';

const browser = useBrowser();

describe('session refresh', () => {
  it(
    'renews the access token before it expires, without the user noticing',
    async () => {
      const page = await browser.open('/login');
      const login = page.waitForResponse((response) => response.url().endsWith('/functions/v1/api/v1/auth/login'));
      await signIn(page, 'dpc.bandung@simk.test', DEMO_PASSWORD);
      const issued = ((await (await login).json()) as { data: { tokens: { accessToken: string } } }).data.tokens;
      await page.waitForURL((url) => url.pathname === '/dashboard');

      // supabase-js refreshes when fewer than 90 s remain; tokens here live 120 s.
      const refresh = await page.waitForResponse(
        (response) => response.url().startsWith(`${inject('gatewayUrl')}/auth/v1/token?grant_type=refresh_token`),
        { timeout: (ACCESS_TOKEN_LIFETIME_SECONDS - 30) * 1000 },
      );
      expect(refresh.status()).toBe(200);

      // The app keeps working on renewed tokens: the next API call no longer carries the token
      // issued at login, and the API accepts it.
      const me = page.waitForResponse((response) => response.url().endsWith('/functions/v1/api/v1/auth/me'));
      await page.reload();
      const answer = await me;
      expect(answer.status()).toBe(200);
      expect(answer.request().headers().authorization).not.toBe(`Bearer ${issued.accessToken}`);
      await page.getByRole('button', { name: 'Keluar' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/dashboard');
      await page.context().close();
    },
    ACCESS_TOKEN_LIFETIME_SECONDS * 1000,
  );
});
