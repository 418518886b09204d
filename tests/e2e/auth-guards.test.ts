import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../local/demo-accounts.ts';
import { useBrowser } from './support/browser.ts';
import { signIn, waitForPath } from './support/auth.ts';

const browser = useBrowser();

describe('route guards in the browser', () => {
  it('sends a signed-out visitor of a signed-in page to /login, and back there after login', async () => {
    const page = await browser.open('/dashboard/members');
    await waitForPath(page, '/login');
    await signIn(page, 'dpc.bandung@simk.test', DEMO_PASSWORD);
    await waitForPath(page, '/dashboard/members');
    await page.getByRole('heading', { level: 1, name: 'Daftar Anggota' }).waitFor();
  });

  it('sends a signed-in user who opens /login or /register to /dashboard', async () => {
    const page = await browser.open('/login');
    await signIn(page, 'dpw.jabar@simk.test', DEMO_PASSWORD);
    await waitForPath(page, '/dashboard');

    await page.goto(new URL('/login', page.url()).toString());
    await waitForPath(page, '/dashboard');
    await page.goto(new URL('/register', page.url()).toString());
    await waitForPath(page, '/dashboard');
  });

  it('keeps a member on the member pages: /dashboard/members and /dashboard land on the profile', async () => {
    const page = await browser.open('/login');
    await signIn(page, 'anggota@simk.test', DEMO_PASSWORD);
    await waitForPath(page, '/dashboard/profile');

    await page.goto(new URL('/dashboard/members', page.url()).toString());
    await waitForPath(page, '/dashboard/profile');
    await page.getByRole('heading', { level: 1, name: 'Profil Saya' }).waitFor();

    await page.goto(new URL('/dashboard', page.url()).toString());
    await waitForPath(page, '/dashboard/profile');

    await page.goto(new URL('/dashboard/dues/history', page.url()).toString());
    await page.getByRole('heading', { level: 1, name: 'Riwayat Pembayaran' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard/dues/history');
  });

  it('shows role management only to SUPER_ADMIN', async () => {
    const officer = await browser.open('/login');
    await signIn(officer, 'dpc.bandung@simk.test', DEMO_PASSWORD);
    await waitForPath(officer, '/dashboard');
    await officer.goto(new URL('/dashboard/role-management', officer.url()).toString());
    await waitForPath(officer, '/dashboard');
    await officer.context().close();

    const admin = await browser.open('/login');
    await signIn(admin, 'superadmin@simk.test', DEMO_PASSWORD);
    await waitForPath(admin, '/dashboard');
    await admin.goto(new URL('/dashboard/role-management', admin.url()).toString());
    await admin.getByRole('heading', { level: 1, name: 'Manajemen Peran' }).waitFor();
  });

  it('shows "Memuat..." while the session is checked, then the page', async () => {
    const page = await browser.open('/login');
    await signIn(page, 'dpc.bandung@simk.test', DEMO_PASSWORD, { rememberMe: true });
    await waitForPath(page, '/dashboard');
    // Hold GET /auth/me back so the check is visible.
    await page.route('**/api/v1/auth/me', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.reload();
    await page.getByText('Memuat...', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Keluar' }).waitFor();
  });
});
