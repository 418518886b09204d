import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { useBrowser } from './support/browser.ts';

const browser = useBrowser();

describe('the web app against the running stack', () => {
  it('renders the landing page and its health checks reach the API', async () => {
    const page = await browser.open('about:blank');
    const testDb = page.waitForResponse((r) => r.url().endsWith('/functions/v1/api/v1/auth/test-db'));
    await page.goto(inject('webUrl'));
    const response = await testDb;
    expect(response.url().startsWith(inject('gatewayUrl'))).toBe(true);
    expect(response.status()).toBe(200);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('id');
    expect(await page.getByText('Koneksi ke backend terbatas').count()).toBe(0);
  });

  it('redirects unknown paths to the landing page', async () => {
    const page = await browser.open('/halaman-yang-tidak-ada');
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('serves the claim at /klaim-nap; the spec route /test/claim-nap redirects there with its token', async () => {
    const page = await browser.open('/klaim-nap');
    await page.getByRole('heading', { level: 1, name: 'Klaim NAP' }).waitFor();

    const old = await browser.open('/test/claim-nap?token=abc');
    await old.waitForURL((url) => url.pathname === '/klaim-nap' && url.search === '?token=abc');
    await old.getByRole('heading', { level: 1, name: 'Buat Kata Sandi' }).waitFor();
  });

  it('leads a legacy member from /register-old to the claim, not to a coming-soon page', async () => {
    const page = await browser.open('/register-old');
    await page.getByRole('heading', { level: 1, name: 'Anggota Lama' }).waitFor();
    expect(await page.getByText('Segera hadir').count()).toBe(0);
    await page.getByRole('link', { name: 'Klaim NAP' }).click();
    await page.waitForURL((url) => url.pathname === '/klaim-nap');
    await page.getByRole('heading', { level: 1, name: 'Klaim NAP' }).waitFor();
  });

  it('sends signed-out visitors of the dashboard to the login page', async () => {
    const page = await browser.open('/dashboard');
    await page.waitForURL((url) => url.pathname === '/login');
  });
});
