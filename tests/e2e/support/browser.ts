import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { chromiumExecutablePath } from '../../../local/chromium.ts';
import { DEMO_PASSWORD } from '../../../local/demo-accounts.ts';
import { signIn, waitForPath } from './auth.ts';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

export async function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: await chromiumExecutablePath(), headless: true, args: chromiumArgs });
}

/**
 * One browser per test file. `open(path)` gives a fresh page (own context, Indonesian locale,
 * Jakarta time) on the web app of the e2e stack; the fixture closes its context after the test.
 */
export function useBrowser() {
  let browser: Browser;
  const contexts = new Set<BrowserContext>();
  beforeAll(async () => {
    browser = await launchChromium();
  });
  // Every context a test opened is closed after it, whether it passed or failed.
  afterEach(async () => {
    await Promise.all([...contexts].map((context) => context.close()));
    contexts.clear();
  });
  afterAll(() => browser?.close());

  async function open(path = '/', options: { viewport?: { width: number; height: number } } = {}): Promise<Page> {
    const context = await browser.newContext({
      locale: 'id-ID',
      timezoneId: 'Asia/Jakarta',
      viewport: options.viewport ?? { width: 1280, height: 800 },
    });
    contexts.add(context);
    const page = await context.newPage();
    await page.goto(new URL(path, inject('webUrl')).toString());
    return page;
  }

  /** A fresh page signed in as a demo account (demo password), once the app has landed on `landing`. */
  async function signedIn(
    identifier: string,
    landing: string,
    options: { viewport?: { width: number; height: number } } = {},
  ): Promise<Page> {
    const page = await open('/login', options);
    await signIn(page, identifier, DEMO_PASSWORD);
    await waitForPath(page, landing);
    return page;
  }

  return { open, signedIn };
}

/** Another path of the same web app, in the same page. */
export async function goto(page: Page, path: string): Promise<void> {
  await page.goto(new URL(path, page.url()).toString());
}
