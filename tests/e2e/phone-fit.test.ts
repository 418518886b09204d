// Issue 26 §3 "pages that fit": at 390 × 844 no member page, and none of the officers' most used
// pages, scrolls sideways, and the key figures of a list (amount, status) are on screen, not off
// to the right inside a table. Lists are stacked cards below `md` (DataTable), each line a cell
// named by `data-column`.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { useBrowser } from './support/browser.ts';

const browser = useBrowser();
const PHONE = { viewport: { width: 390, height: 844 } };
const PAGE_TIMEOUT_MS = 20_000;

/**
 * A route, and the list columns whose first cell must be on screen (the seed has rows there). Each
 * page differs from the one before it (the home comes last): `visit` waits for the page to change.
 */
type Fit = readonly [path: string, figures: readonly string[]];

/** Every page a member may open (features/auth/session/access.ts), once per page component. */
const memberPages: Fit[] = [
  ['/dashboard/profile/settings', []],
  ['/dashboard/mutations/requests', ['status']],
  ['/dashboard/mutations/history', []],
  ['/dashboard/dues/history', ['amount', 'status']],
  ['/member-dues', ['amount', 'status']],
  ['/documents', []],
  ['/profile/complete', []],
  ['/profile/legacy', []],
  ['/payment-qris', []],
  ['/dashboard/profile', []],
];

/** The officers' most used pages (issue 26 §3), as a DPC officer. */
const officerPages: Fit[] = [
  ['/dashboard/members', ['status']],
  ['/dashboard/members/verification', []],
  ['/dashboard/dues/history', ['amount', 'status']],
  ['/dashboard/dues/reminders', ['amount']],
  ['/dashboard/dues/management', ['amount', 'status']],
  ['/dashboard/mutations/requests', ['status']],
  ['/dashboard/mutations/approval', []],
  ['/dashboard/mutations/history', ['status']],
  ['/dashboard', []],
];

/**
 * Opens `path` inside the app (a client-side navigation, as a tap on a link does), once its page
 * has replaced the previous one (whose heading stays while the next page's code loads).
 */
async function visit(page: Page, path: string): Promise<void> {
  const previous = await page.getByRole('heading', { level: 1 }).first().elementHandle();
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect
    .poll(() => page.locator('[data-route]').getAttribute('data-route'), { timeout: PAGE_TIMEOUT_MS, message: path })
    .toBe(path);
  await page.waitForFunction((heading) => !heading.isConnected, previous, { timeout: PAGE_TIMEOUT_MS });
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: PAGE_TIMEOUT_MS });
  // Loaded: no skeleton, spinner or busy mark (tiles and lists mark a refetch so) is left.
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(
    () => !document.querySelector('.chakra-skeleton, .chakra-spinner, [aria-busy="true"]'),
    null,
    { timeout: PAGE_TIMEOUT_MS },
  );
}

/**
 * What does not fit on the page shown: its width beyond the viewport, figures off screen or
 * missing, and the list's serious accessibility violations.
 */
async function misfits(page: Page, path: string, figures: readonly string[]): Promise<string[]> {
  const shown = await Promise.all(
    figures.map((column) =>
      page
        .locator(`[data-column="${column}"]`)
        .first()
        .waitFor({ timeout: PAGE_TIMEOUT_MS })
        .then(
          () => null,
          () => `${path}: no ${column} shown`,
        ),
    ),
  );
  const measured = await page.evaluate((columns) => {
    const width = window.innerWidth;
    const wide = document.documentElement.scrollWidth;
    const off = columns.filter((column) => {
      const box = document.querySelector(`[data-column="${column}"]`)?.getBoundingClientRect();
      return box && !(box.left >= 0 && box.right <= width && box.width > 0);
    });
    return { width, wide, off };
  }, figures);
  // The cards stay an accessible table (headers, names, contrast) where a list is shown.
  const violations = figures.length ? await seriousViolations(page) : [];
  return [
    ...violations.map((violation) => `${path}: ${violation}`),
    ...(measured.wide > measured.width ? [`${path}: ${measured.wide} px wide on a ${measured.width} px screen`] : []),
    ...measured.off.map((column) => `${path}: ${column} off screen`),
    ...shown.filter((problem) => problem !== null),
  ];
}

async function expectPagesFit(email: string, home: string, pages: readonly Fit[]): Promise<void> {
  const page = await browser.signedIn(email, home, PHONE);
  const problems: string[] = [];
  for (const [path, figures] of pages) {
    await visit(page, path);
    problems.push(...(await misfits(page, path, figures)));
  }
  // Every page is measured before the verdict, so that one run names all that do not fit.
  expect(problems).toEqual([]);
}

/** What of the open dialog does not fit: its box beyond the screen, or content scrolling sideways in it. */
async function dialogMisfits(page: Page, name: string, open: () => Promise<void>): Promise<string[]> {
  await open();
  const dialog = page.getByRole('dialog').last();
  await dialog.waitFor({ timeout: PAGE_TIMEOUT_MS });
  // A dialog opens with a zoom-in; measured once it has its full size.
  await dialog.evaluate((element) =>
    Promise.all(element.getAnimations({ subtree: true }).map((a) => a.finished.catch(() => null))),
  );
  const problems = await dialog.evaluate((element, label) => {
    const width = window.innerWidth;
    const box = element.getBoundingClientRect();
    const inside = [element, ...element.querySelectorAll('*')].filter(
      (part) =>
        part.scrollWidth > part.clientWidth + 1 &&
        ['auto', 'scroll'].includes(getComputedStyle(part).overflowX) &&
        !['INPUT', 'TEXTAREA'].includes(part.tagName),
    );
    return [
      ...(box.left < 0 || box.right > width ? [`${label}: spans ${box.left}-${box.right} px of ${width}`] : []),
      ...(document.documentElement.scrollWidth > width
        ? [`${label}: page ${document.documentElement.scrollWidth} px wide`]
        : []),
      ...inside.map((part) => `${label}: ${part.tagName.toLowerCase()} scrolls sideways`),
    ];
  }, name);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached', timeout: PAGE_TIMEOUT_MS });
  return problems;
}

describe('pages fit a 390 px phone', () => {
  it('every member page: no sideways scroll; bills and payments show amount and status', async () => {
    await expectPagesFit('anggota@simk.test', '/dashboard/profile', memberPages);
  }, 180_000);

  it("the officers' lists: no sideways scroll; amount and status on screen", async () => {
    await expectPagesFit('dpc.bandung@simk.test', '/dashboard', officerPages);
  }, 180_000);

  it('dialogs fit the phone: payment detail and recording, reminders, transfer request and its detail', async () => {
    const officer = await browser.signedIn('dpc.bandung@simk.test', '/dashboard', PHONE);
    const problems: string[] = [];
    await visit(officer, '/dashboard/dues/history');
    await officer.locator('[data-column="actions"] button').first().waitFor({ timeout: PAGE_TIMEOUT_MS });
    problems.push(
      ...(await dialogMisfits(officer, 'payment detail', () =>
        officer.locator('[data-column="actions"] button').first().click(),
      )),
      ...(await dialogMisfits(officer, 'record payment', () =>
        officer.getByRole('button', { name: 'Catat Pembayaran' }).click(),
      )),
    );
    await visit(officer, '/dashboard/dues/reminders');
    // Ticked from the keyboard: a click could land on the bottom bar over the row.
    const tick = officer.getByTestId('overdue-row').first().getByRole('checkbox');
    await tick.focus();
    await officer.keyboard.press('Space');
    await expect.poll(() => tick.isChecked()).toBe(true);
    problems.push(
      ...(await dialogMisfits(officer, 'send reminders', () =>
        officer.getByRole('button', { name: /^Kirim Pengingat/ }).click(),
      )),
    );
    await visit(officer, '/dashboard/mutations/requests');
    problems.push(
      ...(await dialogMisfits(officer, 'transfer detail', () =>
        officer.locator('[data-column="actions"] button').first().click(),
      )),
    );

    const member = await browser.signedIn('anggota@simk.test', '/dashboard/profile', PHONE);
    await visit(member, '/dashboard/mutations/requests');
    problems.push(
      ...(await dialogMisfits(member, 'transfer request form', () =>
        member.getByRole('button', { name: 'Ajukan Mutasi' }).click(),
      )),
    );
    expect(problems).toEqual([]);
  }, 180_000);
});
