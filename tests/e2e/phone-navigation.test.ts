// Issue 26 §1 on a phone (390 × 844): each role's bottom bar is its own navigation, in the
// reader's language, and every tab opens a page the role may see; no tab does nothing. The
// public site's bar too, and the on-screen member card (its own page) shows its words whole.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { goto, useBrowser } from './support/browser.ts';
import { expectPageOf } from './support/route-page.ts';

const browser = useBrowser();
const PHONE = { viewport: { width: 390, height: 844 } };
const ROLE_TIMEOUT_MS = 120_000;

const officerTabs: [string, string][] = [
  ['Dashboard', '/dashboard'],
  ['Anggota', '/dashboard/members'],
  ['Mutasi', '/dashboard/mutations/approval'],
  ['Iuran', '/dashboard/dues/management'],
];

/** Each demo role, where it lands, and its bar's links (name, path) before the Notifikasi button. */
const barByRole: [email: string, home: string, tabs: [string, string][]][] = [
  [
    'anggota@simk.test',
    '/dashboard/profile',
    [
      ['Profil', '/dashboard/profile'],
      ['Iuran', '/member-payments'],
      ['Mutasi', '/dashboard/mutations/requests'],
    ],
  ],
  ['dpc.bandung@simk.test', '/dashboard', officerTabs],
  ['dpw.jabar@simk.test', '/dashboard', officerTabs],
  ['superadmin@simk.test', '/dashboard', officerTabs],
];

const quickNav = (page: Page) => page.getByRole('navigation', { name: 'Navigasi cepat' });

/** The bar's entries as a person reads them: each link's name and path, then the buttons' names. */
async function barEntries(page: Page) {
  const bar = quickNav(page);
  await bar.getByRole('link').first().waitFor();
  const links = await bar
    .getByRole('link')
    .evaluateAll((elements) => elements.map((link) => [link.textContent!.trim(), link.getAttribute('href')!]));
  const buttons = await bar.getByRole('button').evaluateAll((elements) => elements.map((b) => b.textContent!.trim()));
  return { links, buttons };
}

/** Every element of the bar lies inside the viewport: nothing of it is cut off on the right. */
async function barFitsViewport(page: Page) {
  return quickNav(page)
    .locator('li')
    .evaluateAll((items) => items.every((item) => item.getBoundingClientRect().right <= window.innerWidth));
}

describe('the phone bottom bar by role (390 × 844)', () => {
  it.each(barByRole)(
    '%s: the role’s own tabs, each opening its page, and Notifikasi opening the panel',
    async (email, home, tabs) => {
      const page = await browser.signedIn(email, home, PHONE);
      expect(await barEntries(page)).toEqual({ links: tabs, buttons: ['Notifikasi'] });
      expect(await barFitsViewport(page)).toBe(true);

      for (const [name, path] of tabs) {
        await quickNav(page).getByRole('link', { name, exact: true }).click();
        await expectPageOf(page, path);
        expect(await quickNav(page).locator('[aria-current="page"]').allTextContents()).toEqual([name]);
      }

      await quickNav(page)
        .getByRole('button', { name: /^Notifikasi/ })
        .click();
      await page.getByRole('dialog', { name: 'Smart Notifications' }).getByTestId('tab-count-all').waitFor();
    },
    ROLE_TIMEOUT_MS,
  );

  it('a member’s Iuran tab stays lit on the payment history and the bills under their other name', async () => {
    const page = await browser.signedIn('anggota@simk.test', '/dashboard/profile', PHONE);
    const lit = () => quickNav(page).locator('[aria-current="page"]').allTextContents();
    await page.getByRole('button', { name: 'Buka menu navigasi' }).click();
    await page
      .getByRole('navigation', { name: 'Navigasi dashboard' })
      .getByRole('link', { name: 'Riwayat Pembayaran' })
      .click();
    await expectPageOf(page, '/dashboard/dues/history');
    expect(await lit()).toEqual(['Iuran']);
    await page.goto(new URL('/member-dues', page.url()).toString());
    await expectPageOf(page, '/member-dues');
    await expect.poll(lit).toEqual(['Iuran']);
  });
});

describe('the sidebar, only where it shows', () => {
  it('none on a phone until the menu opens (then the drawer’s), the fixed one once the screen is wide', async () => {
    const page = await browser.signedIn('anggota@simk.test', '/dashboard/profile', PHONE);
    await quickNav(page).getByRole('link').first().waitFor();
    const sidebars = page.getByRole('navigation', { name: 'Navigasi dashboard' });
    expect(await sidebars.count()).toBe(0);

    await page.getByRole('button', { name: 'Buka menu navigasi' }).click();
    await page.getByRole('dialog').getByRole('navigation', { name: 'Navigasi dashboard' }).waitFor();
    expect(await sidebars.count()).toBe(1);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.locator('aside').getByRole('navigation', { name: 'Navigasi dashboard' }).waitFor();
  });
});

describe('the public site’s phone bar (390 × 844)', () => {
  it('speaks the reader’s language and leads to its pages', async () => {
    const page = await browser.open('/', PHONE);
    const indonesian: [string, string][] = [
      ['Beranda', '/'],
      ['Profil', '/profil'],
      ['Berita', '/berita'],
      ['Kegiatan', '/events'],
      ['Masuk', '/login'],
    ];
    expect(await barEntries(page)).toEqual({ links: indonesian, buttons: [] });
    expect(await barFitsViewport(page)).toBe(true);
    // The bar is the landing page's: each of its links followed from there.
    for (const [name, path] of indonesian.slice(1)) {
      await quickNav(page).getByRole('link', { name, exact: true }).click();
      await page.waitForURL((url) => url.pathname === path);
      await goto(page, '/');
    }

    await page.getByRole('button', { name: 'EN English' }).click();
    const english = page.getByRole('navigation', { name: 'Quick navigation' });
    await english.getByRole('link', { name: 'Home', exact: true }).waitFor();
    expect(await english.getByRole('link').allTextContents()).toEqual([
      'Home',
      'Profile',
      'News',
      'Activities',
      'Sign in',
    ]);
  });
});

describe('the on-screen member card on a phone (390 × 844)', () => {
  it('shows every word of the card whole (association, name, DPC, type, status, date), and nothing is cut off', async () => {
    const page = await browser.signedIn('anggota@simk.test', '/dashboard/profile', PHONE);
    // The card's own page, from the menu's profile group.
    await page.getByRole('button', { name: 'Buka menu navigasi' }).click();
    await page
      .getByRole('dialog')
      .getByRole('navigation', { name: 'Navigasi dashboard' })
      .getByRole('link', { name: 'Kartu Anggota', exact: true })
      .click();
    await expectPageOf(page, '/dashboard/profile/card');
    const card = page.getByTestId('member-card');
    await card.getByText('Anggota Biasa', { exact: true }).waitFor();
    await card.getByText(/^(Kota|Kabupaten) \S+/).waitFor();
    const clipped = await card.evaluate((element) => {
      const cut = (box: Element) => box.scrollWidth > box.clientWidth || box.scrollHeight > box.clientHeight;
      const texts = [...element.querySelectorAll('p, dt, dd')].filter(cut).map((text) => text.textContent);
      return { texts, card: cut(element), right: element.getBoundingClientRect().right > window.innerWidth };
    });
    expect(clipped).toEqual({ texts: [], card: false, right: false });
  });
});
