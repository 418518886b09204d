import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';

// A route's first visit has the dev server compile its code; beside the rest of the suite on two
// cores (eight walks at once in navigation-links) that took over 15 s in CI.
const PAGE_TIMEOUT_MS = 45_000;

/**
 * The page shows the route `href` names, not a fallback or a redirect, and has rendered. An
 * unknown dashboard path silently shows the overview (spec §2), and a member is sent to the
 * profile from an officer's page; the page's `data-route` (the route table's pattern) tells.
 */
export async function expectPageOf(page: Page, href: string): Promise<void> {
  const target = new URL(href, inject('webUrl'));
  // A route's code loads on its first visit, and the previous page stays until it is there.
  const patience = { timeout: PAGE_TIMEOUT_MS };
  await expect
    .poll(() => new URL(page.url()).pathname, { ...patience, message: `${href}: where it landed` })
    .toBe(target.pathname);
  await expect
    .poll(() => page.locator('[data-route]').getAttribute('data-route'), {
      ...patience,
      message: `${href}: the route it rendered`,
    })
    .toBe(target.pathname);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
}
