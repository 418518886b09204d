// The web app under its own security headers (src/app/security-headers.ts, decision 0013): the
// headers are served, and the landing map, the login page with Turnstile and the dashboard work
// without a single Content-Security-Policy violation.
import type { Page, Response } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD } from '../../local/demo-accounts.ts';
import { useBrowser } from './support/browser.ts';
import { signIn, waitForPath } from './support/auth.ts';
import { watchPolicyViolations } from './support/policy-watch.ts';

const browser = useBrowser();
// A 1×1 transparent PNG: the tile server is outside this machine.
const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/**
 * A page that records every CSP violation (the `securitypolicyviolation` event, in every document
 * it loads) and every console error about a policy.
 */
async function watchedPage() {
  const page = await browser.open('about:blank');
  const problems = await watchPolicyViolations(page);
  await page.route(/tile\.openstreetmap\.org/, (route) => route.fulfill({ contentType: 'image/png', body: TILE }));
  return { page, problems };
}

async function visit(page: Page, path: string): Promise<Response> {
  const response = await page.goto(new URL(path, inject('webUrl')).toString());
  expect(response?.status()).toBe(200);
  return response!;
}

function expectSecurityHeaders(headers: Record<string, string>) {
  const csp = headers['content-security-policy'] ?? '';
  const directive = (name: string) => csp.match(new RegExp(`(?:^|; )${name} ([^;]*)`))?.[1]?.split(' ') ?? [];
  const gateway = new URL(inject('gatewayUrl')).origin;

  expect(directive('default-src')).toEqual(["'self'"]);
  expect(directive('frame-ancestors')).toEqual(["'none'"]);
  expect(directive('object-src')).toEqual(["'none'"]);
  // The API and auth (VITE_SUPABASE_URL), and the Turnstile stand-in on the same gateway.
  expect(directive('connect-src')).toContain(gateway);
  expect(directive('script-src')).toContain(gateway);
  expect(directive('frame-src')).toEqual([gateway]);
  // Members' photos: signed URLs of the storage behind the same gateway, and nothing else of it.
  expect(directive('img-src')).toEqual([
    "'self'",
    'data:',
    `${gateway}/storage/v1/`,
    'https://*.tile.openstreetmap.org',
  ]);
  // Inline scripts only by hash; nothing evaluated from strings.
  expect(directive('script-src')).not.toContain("'unsafe-inline'");
  expect(csp).not.toContain("'unsafe-eval'");
  expect(directive('script-src').some((source) => source.startsWith("'sha256-"))).toBe(true);

  expect(headers).toMatchObject({
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'strict-transport-security': 'max-age=63072000; includeSubDomains',
    'cross-origin-opener-policy': 'same-origin',
  });
  expect(headers['permissions-policy']).toContain('camera=()');
}

describe('security headers of the web app', () => {
  it('the landing page and its map load under the policy', async () => {
    const { page, problems } = await watchedPage();
    expectSecurityHeaders(await (await visit(page, '/')).allHeaders());

    await page.getByRole('heading', { level: 2, name: 'Sebaran anggota' }).scrollIntoViewIfNeeded();
    const map = page.getByRole('region', { name: 'Peta sebaran anggota aktif per provinsi' });
    await map.waitFor();
    await expect.poll(() => map.locator('img.leaflet-tile-loaded').count()).toBeGreaterThan(0);
    // The vendored heat layer (src/vendor/leaflet-heat) draws its canvas over the tiles.
    await expect.poll(() => map.locator('canvas.leaflet-heatmap-layer').count()).toBe(1);
    await page.getByTestId('top-provinces').getByRole('listitem').first().waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('the login page renders the Turnstile widget from its own origin', async () => {
    const { page, problems } = await watchedPage();
    expectSecurityHeaders(await (await visit(page, '/login')).allHeaders());
    await page.getByText('Terverifikasi (Turnstile lokal)').waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('an officer signs in and works in the dashboard and the member list', async () => {
    const { page, problems } = await watchedPage();
    await visit(page, '/login');
    await signIn(page, 'dpc.bandung@simk.test', DEMO_PASSWORD);
    await waitForPath(page, '/dashboard');
    await page.getByRole('button', { name: 'Keluar' }).waitFor();

    expectSecurityHeaders(await (await visit(page, '/dashboard/members')).allHeaders());
    await page.getByRole('heading', { level: 1, name: 'Daftar Anggota' }).waitFor();
    await page.getByTestId('member-row').first().waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('serves the icons index.html declares, and /favicon.ico, from the site itself', async () => {
    const { page, problems } = await watchedPage();
    await visit(page, '/');
    const icons = await page
      .locator('link[rel="icon"]')
      .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
    expect(icons.map((href) => new URL(href).pathname)).toEqual(['/favicon.ico', '/favicon.svg']);
    for (const href of [...icons, new URL('/favicon.ico', inject('webUrl')).toString()]) {
      // Same origin: the policy's img-src 'self' admits it.
      expect(new URL(href).origin).toBe(new URL(inject('webUrl')).origin);
      const response = await page.request.get(href);
      expect(response.status(), href).toBe(200);
      expect(response.headers()['content-type'], href).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon|svg\+xml)/);
    }
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('blocks what the policy does not allow, and the watch above sees it', async () => {
    const { page, problems } = await watchedPage();
    await visit(page, '/login');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.head.appendChild(script);
      const image = document.createElement('img');
      image.src = 'https://tracker.example/pixel.png';
      document.body.appendChild(image);
    });
    await expect.poll(() => problems.length).toBeGreaterThanOrEqual(2);
    expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
    expect(problems.join('\n')).toMatch(/script-src-elem blocked inline/);
    expect(problems.join('\n')).toMatch(/img-src blocked https:\/\/tracker\.example/);
    await page.context().close();
  });

  it('refuses to be framed by another site', async () => {
    // The framing page: another origin on this machine (the gateway), which sends no policy.
    const { page } = await watchedPage();
    await page.goto(inject('gatewayUrl'));
    const served = page.waitForResponse((response) => response.url().endsWith('/login'));
    await page.evaluate(
      (src) => {
        const frame = document.createElement('iframe');
        frame.src = src;
        document.body.appendChild(frame);
      },
      `${inject('webUrl')}/login`,
    );
    expect((await served).status()).toBe(200);
    const frame = page.frames().find((candidate) => candidate !== page.mainFrame())!;
    await frame.waitForLoadState('load');
    // A framed page would have index.html's #root; the browser shows its error page instead.
    const framed = await frame.evaluate(() => ({ url: location.href, root: document.getElementById('root') !== null }));
    expect(framed).toEqual({ url: 'chrome-error://chromewebdata/', root: false });
    await page.context().close();
  });
});
