import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { chromiumExecutablePath } from '../../../local/chromium.ts';

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
 * Jakarta time) on the web app of the e2e stack.
 */
export function useBrowser() {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  return {
    async open(path = '/', options: { viewport?: { width: number; height: number } } = {}): Promise<Page> {
      const context = await browser.newContext({
        locale: 'id-ID',
        timezoneId: 'Asia/Jakarta',
        viewport: options.viewport ?? { width: 1280, height: 800 },
      });
      const page = await context.newPage();
      await page.goto(new URL(path, inject('webUrl')).toString());
      return page;
    },
  };
}
