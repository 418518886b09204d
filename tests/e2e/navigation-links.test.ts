// Every link a signed-in person is offered leads to the page of its route: the sidebar, the
// dashboard's quick actions and the notifications' actions, for each demo role.
import { readdirSync, readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD, demoAccounts } from '../../local/demo-accounts.ts';
import { useBrowser } from './support/browser.ts';
import { signIn, waitForPath } from './support/auth.ts';
import { expectPageOf } from './support/route-page.ts';

const browser = useBrowser();
// Eight roles' sidebars (SUPER_ADMIN's has 27 links) walked beside the rest of the suite: 282 s
// alone on 2026-11-28's slower host, and over 360 s in a CI run beside other work.
const WALK_TIMEOUT_MS = 720_000;

const migrationsDir = new URL('../../supabase/migrations/', import.meta.url);
const seedFile = new URL('../../supabase/seed.sql', import.meta.url);

/** The action URL that ends a notification's arguments, or `null`. */
const ACTION_AT_END = /(?:'(\/[^'\s]*)'|null)\s*$/;

/**
 * Every action URL the SQL can give a notification: the `private.notify` and
 * `private.issue_ai_insight` calls of the migrations, and the seed's notifications.
 */
function notificationActionUrlsInSql(): string[] {
  const urls = new Set<string>();
  for (const file of readdirSync(migrationsDir).filter((name) => name.endsWith('.sql'))) {
    const sql = readFileSync(new URL(file, migrationsDir), 'utf8');
    for (const call of sql.matchAll(/(?:perform|\+)\s+private\.(?:notify|issue_ai_insight)\(([\s\S]*?)\);/g)) {
      const action = ACTION_AT_END.exec(call[1]!);
      expect(action, `${file}: a notification whose action URL is not a literal path:\n${call[0]}`).not.toBeNull();
      if (action?.[1]) urls.add(action[1]);
    }
  }
  const seed = readFileSync(seedFile, 'utf8');
  const block = /insert into public\.notifications[\s\S]*?\) as n\(/.exec(seed)?.[0] ?? '';
  const rows = [...block.matchAll(/\n\s*\(('[^\n]*)\),?(?=\n)/g)];
  expect(rows.length, 'the seed notifications').toBeGreaterThan(0);
  for (const [, row] of rows) {
    const action = /(?:'(\/[^'\s]*)'|null)\s*,\s*(?:true|false)\s*,\s*interval/.exec(row!);
    expect(action, `seed.sql: a notification row without a literal action URL:\n${row}`).not.toBeNull();
    if (action?.[1]) urls.add(action[1]);
  }
  return [...urls];
}

async function signedIn(email: string): Promise<Page> {
  const page = await browser.open('/login');
  await signIn(page, email, DEMO_PASSWORD);
  await page.waitForURL((url) => url.pathname !== '/login');
  return page;
}

async function openNotifications(page: Page) {
  await page
    .getByRole('button', { name: /^Notifikasi/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Smart Notifications' });
  await dialog.getByTestId('tab-count-all').waitFor();
  return dialog;
}

async function hrefsIn(scope: ReturnType<Page['locator']>): Promise<string[]> {
  return scope.locator('a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
}

/** Every sidebar link, quick action and notification action of one demo account leads to its page. */
async function walkLinksOf(email: string, role: string): Promise<void> {
  const page = await signedIn(email);
  const nav = page.getByRole('navigation', { name: 'Navigasi dashboard' });
  await nav.getByRole('link').first().waitFor();
  const sidebar = await hrefsIn(nav);
  expect(sidebar.length).toBeGreaterThan(0);
  for (const href of sidebar) {
    await nav.locator(`a[href="${href}"]`).click();
    await expectPageOf(page, href);
  }

  if (role !== 'ANGGOTA') {
    await nav.locator('a[href="/dashboard"]').click();
    await expectPageOf(page, '/dashboard');
    const quickActions = page.getByRole('region', { name: 'Aksi Cepat' });
    const actions = await hrefsIn(quickActions);
    expect(actions).toHaveLength(3);
    for (const href of actions) {
      await nav.locator('a[href="/dashboard"]').click();
      await quickActions.locator(`a[href="${href}"]`).click();
      await expectPageOf(page, href);
    }
  }

  // The notifications this person has, with today's AI insights computed first; each action
  // followed from the panel, as the person would (following one closes the panel).
  const dialog = await openNotifications(page);
  await dialog.getByRole('button', { name: 'Perbarui AI Insights' }).click();
  await dialog.getByText(/insight baru dibuat|AI Insights sudah terbaru/).waitFor();
  await dialog.getByTestId('notification-item').first().waitFor();
  const actions = [...new Set(await hrefsIn(dialog.getByRole('list')))];
  expect(actions.length).toBeGreaterThan(0);
  await page.keyboard.press('Escape');
  for (const href of actions) {
    const panel = await openNotifications(page);
    await panel.getByTestId('notification-item').first().waitFor();
    await panel.getByRole('list').locator(`a[href="${href}"]`).first().click();
    await expectPageOf(page, href);
    await panel.waitFor({ state: 'detached' });
  }
}

describe('links of the signed-in app lead to real pages', () => {
  // The roles walk side by side, each in its own browser context: they share nothing, and a walk
  // spends most of its time waiting for pages.
  it(
    'every demo account: every sidebar link, quick action and notification action',
    async () => {
      const walks = demoAccounts.map(({ email, role }) =>
        walkLinksOf(email, role).then(
          () => null,
          (error: unknown) => `${email} (${role}): ${error instanceof Error ? error.message : String(error)}`,
        ),
      );
      expect((await Promise.all(walks)).filter((failure) => failure !== null)).toEqual([]);
    },
    WALK_TIMEOUT_MS,
  );

  it(
    'every action URL the SQL gives a notification is a page of its own (as super admin)',
    async () => {
      const urls = notificationActionUrlsInSql();
      expect(urls).toEqual(expect.arrayContaining(['/dashboard/dues/reminders', '/dashboard/dues/management']));
      const page = await signedIn('superadmin@simk.test');
      await waitForPath(page, '/dashboard');
      for (const href of urls) {
        await page.goto(new URL(href, inject('webUrl')).toString());
        await expectPageOf(page, href);
      }
    },
    WALK_TIMEOUT_MS,
  );

  it('an unknown dashboard path is told apart: it renders the overview as the fallback route', async () => {
    const page = await signedIn('dpc.bandung@simk.test');
    await page.goto(new URL('/dashboard/dues/overdue', inject('webUrl')).toString());
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    expect(await page.locator('[data-route]').getAttribute('data-route')).toBe('/dashboard/*');
  });

  it('/members/1 and an unknown uuid show the not-found state with a way back; no id that is not a uuid is asked for', async () => {
    const page = await signedIn('dpc.bandung@simk.test');
    await waitForPath(page, '/dashboard');
    const memberCalls: { url: string; status: number }[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin === new URL(inject('gatewayUrl')).origin && /\/members\/[^/]+$/.test(url.pathname)) {
        memberCalls.push({ url: url.pathname, status: response.status() });
      }
    });

    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const id of ['1', unknown]) {
      await page.goto(new URL(`/members/${id}`, inject('webUrl')).toString());
      await page.getByRole('heading', { level: 1, name: 'Anggota tidak ditemukan' }).waitFor();
      expect(await page.locator('[data-route]').getAttribute('data-route')).toBe('/members/:id');
      expect(await page.getByText(/GUID/).count()).toBe(0);
    }
    await page.waitForLoadState('networkidle');
    expect(memberCalls).toEqual([{ url: `/functions/v1/api/v1/members/${unknown}`, status: 404 }]);

    await page.getByRole('link', { name: 'Kembali ke daftar anggota' }).click();
    await expectPageOf(page, '/dashboard/members');
  });
});
