import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { preview, type PreviewServer } from 'vite';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { host, rootDir } from '../../../local/config.ts';
import { freePort } from '../../../local/postgres.ts';
import { forwardingHost } from '../../../local/host-forward.ts';
import { startBackend, webAppEnvironment, type Backend } from '../../../local/services.ts';
import { useTestDatabase } from '../../support/test-database.ts';
import { launchChromium } from './browser.ts';

/**
 * The production build served as a host serves it (`vite build`, then `vite preview` with the
 * build's `_headers`, forwarding the API on the site's origin: decision 0060), against a backend
 * of its own on a clone of the test template. The e2e
 * stack serves the Vite dev server, which has no service worker; what the service worker does
 * (decision 0054) is tried here. `open(path)` gives a fresh page (own context, Indonesian locale,
 * Jakarta time) on it; contexts are closed after each test. `db`: the backend's database.
 */
export function useBuiltApp() {
  const db = useTestDatabase();
  const handle = { webUrl: '' };
  let backend: Backend | undefined;
  let server: PreviewServer | undefined;
  let outDir: string | undefined;
  let browser: Browser | undefined;
  const contexts = new Set<BrowserContext>();

  beforeAll(async () => {
    const webPort = await freePort();
    handle.webUrl = `http://${host}:${webPort}`;
    const staticHost = forwardingHost();
    backend = await startBackend({
      databaseUrl: db.url,
      gatewayPort: await freePort(),
      webUrl: handle.webUrl,
      trustedProxy: staticHost.trustedProxy,
    });
    outDir = await mkdtemp(path.join(tmpdir(), 'simk-built-app-'));
    // As `npm run build` does, in a process of its own: this one runs with NODE_ENV=test, which
    // Vite would build a development bundle for. `benchmark`: the mode with local values
    // (.env.benchmark); the VITE_* variables point the app at this backend.
    await promisify(execFile)(
      process.execPath,
      [path.join(rootDir, 'node_modules/vite/bin/vite.js'), 'build', '--mode', 'benchmark', '--outDir', outDir],
      {
        cwd: rootDir,
        env: { ...process.env, NODE_ENV: 'production', ...webAppEnvironment(backend), ...staticHost.buildEnvironment },
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    server = await preview({
      root: rootDir,
      logLevel: 'warn',
      build: { outDir },
      plugins: [staticHost.forward(backend.gatewayUrl)],
      preview: { host, port: webPort, strictPort: true },
    });
    browser = await launchChromium();
  }, 180_000);

  afterEach(async () => {
    await Promise.all([...contexts].map((context) => context.close()));
    contexts.clear();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await backend?.stop();
    if (outDir) await rm(outDir, { recursive: true, force: true });
  });

  async function open(
    pathname = '/',
    {
      viewport = { width: 1280, height: 800 },
      deviceScaleFactor = 1,
    }: { viewport?: { width: number; height: number }; deviceScaleFactor?: number } = {},
  ): Promise<{ page: Page; context: BrowserContext }> {
    const context = await browser!.newContext({
      locale: 'id-ID',
      timezoneId: 'Asia/Jakarta',
      viewport,
      deviceScaleFactor,
    });
    contexts.add(context);
    const page = await context.newPage();
    await page.goto(new URL(pathname, handle.webUrl).toString());
    return { page, context };
  }

  return { handle, open, db };
}

/** Until the page is controlled by the app's service worker, which has precached the build by then. */
export async function serviceWorkerInControl(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
    );
  });
}

/** The names of the page's Cache Storage caches, and the addresses each holds. */
export function cacheContents(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const contents: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      contents[name] = (await (await caches.open(name)).keys()).map((request) => request.url);
    }
    return contents;
  });
}
