import { describe, expect, it } from 'vitest';
import { demoAccounts, DEMO_PASSWORD } from '../../local/demo-accounts.ts';
import { useBrowser } from './support/browser.ts';
import { signIn, waitForPath } from './support/auth.ts';

const browser = useBrowser();

const memberEmail = 'anggota@simk.test';

describe('login in the browser', () => {
  it.each(demoAccounts.map((account) => [account.email, account.role] as const))(
    '%s (%s) logs in by email and lands on the page for the role',
    async (email, role) => {
      const page = await browser.open('/login');
      await page.getByRole('heading', { level: 1, name: 'Masuk' }).waitFor();
      // The button waits for the security check before it can be used.
      await signIn(page, email, DEMO_PASSWORD);
      await waitForPath(page, role === 'ANGGOTA' ? '/dashboard/profile' : '/dashboard');
      await page.getByRole('button', { name: 'Keluar' }).waitFor();
      await page.context().close();
    },
  );

  it.each(['327319000001', '3273.19.000001'])('the member logs in with the NAP %s', async (nap) => {
    const page = await browser.open('/login');
    await signIn(page, nap, DEMO_PASSWORD);
    await waitForPath(page, '/dashboard/profile');
    await page.getByRole('heading', { level: 1, name: 'Profil Saya' }).waitFor();
  });

  it('shows the spec message for a wrong password and asks for a new security check', async () => {
    const page = await browser.open('/login');
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/v1/auth/login'));
    await signIn(page, 'dpc.surabaya@simk.test', 'salah-sekali-123');
    expect((await answer).status()).toBe(401);

    await page.getByText('Login gagal. Periksa kembali email/NAP dan kata sandi Anda.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    // The widget was reset: the token of the failed attempt is spent, a new one is issued.
    await page.getByRole('button', { name: 'Masuk ke SIMK' }).waitFor();
    await page.getByLabel('Kata sandi', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Masuk ke SIMK' }).click();
    await waitForPath(page, '/dashboard');
  });

  it('shows the validation messages of spec §5', async () => {
    const page = await browser.open('/login');
    await page.getByRole('button', { name: 'Masuk ke SIMK' }).click();
    await page.getByText('Email atau NAP harus diisi').waitFor();
    await page.getByText('Kata sandi harus diisi').waitFor();
  });

  it('logout ends the session: back to /login, and the back button does not bring it back', async () => {
    const page = await browser.open('/login');
    await signIn(page, memberEmail, DEMO_PASSWORD);
    await waitForPath(page, '/dashboard/profile');
    await page.goto(new URL('/dashboard/mutations/history', page.url()).toString());
    await page.getByRole('heading', { level: 1, name: 'Riwayat Mutasi' }).waitFor();

    // Signing out is quiet: no console error, and no request the auth server refuses (issue 23 §7:
    // supabase-js used to sign out again at the auth server with the session the API had just ended).
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400)
        refused.push(`${response.status()} ${response.request().method()} ${response.url()}`);
    });
    const logout = page.waitForResponse((response) => response.url().endsWith('/api/v1/auth/logout'));
    await page.getByRole('button', { name: 'Keluar' }).click();
    expect((await logout).status()).toBe(200);
    await waitForPath(page, '/login');
    await page.getByRole('heading', { level: 1, name: 'Masuk' }).waitFor();
    // The login page is settled (its security check has run) before anything is judged missing.
    await page.getByRole('button', { name: 'Masuk ke SIMK' }).waitFor();
    expect(refused).toEqual([]);
    expect(consoleErrors).toEqual([]);

    await page.goBack();
    await waitForPath(page, '/login');
    await page.getByRole('heading', { level: 1, name: 'Masuk' }).waitFor();
    expect(await page.getByRole('button', { name: 'Keluar' }).count()).toBe(0);

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Masuk' }).waitFor();
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
    expect(stored).not.toContain('access_token');
  });

  it('keeps the session across a reload; only with remember-me does it live in localStorage', async () => {
    const page = await browser.open('/login');
    await signIn(page, memberEmail, DEMO_PASSWORD, { rememberMe: true });
    await waitForPath(page, '/dashboard/profile');
    const where = await page.evaluate(() => ({
      local: Object.keys(localStorage).some((key) => key.endsWith('-auth-token')),
      session: Object.keys(sessionStorage).some((key) => key.endsWith('-auth-token')),
    }));
    expect(where).toEqual({ local: true, session: false });

    await page.reload();
    await page.getByRole('button', { name: 'Keluar' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard/profile');
    await page.context().close();

    const other = await browser.open('/login');
    await signIn(other, memberEmail, DEMO_PASSWORD);
    await waitForPath(other, '/dashboard/profile');
    const whereWithout = await other.evaluate(() => ({
      local: Object.keys(localStorage).some((key) => key.endsWith('-auth-token')),
      session: Object.keys(sessionStorage).some((key) => key.endsWith('-auth-token')),
    }));
    expect(whereWithout).toEqual({ local: false, session: true });
  });
});
