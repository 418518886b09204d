import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../local/demo-accounts.ts';
import { useBrowser } from './support/browser.ts';
import { signIn, waitForPath } from './support/auth.ts';

const browser = useBrowser();

const dashboard = ['Ringkasan', 'Analitik'];
const transfers = ['Permohonan Mutasi', 'Riwayat Mutasi', 'Persetujuan Mutasi'];
const dues = [
  'Manajemen Iuran',
  'Riwayat Pembayaran',
  'Pengingat Tunggakan',
  'Pengaturan Iuran',
  'Pesan Terkirim',
  'Pembayaran Iuran',
];
const profile = ['Profil Saya', 'Kartu Anggota', 'Pengaturan Akun'];
const reports = ['Laporan Keanggotaan', 'Laporan Keuangan', 'Pembagian Iuran'];
const allMembership = [
  'Daftar Anggota',
  'Registrasi Anggota',
  'Verifikasi Anggota',
  'Daftar Organisasi',
  'Profil Organisasi',
  'Struktur Organisasi',
];
const system = ['Manajemen Peran', 'Pembayaran', 'Jejak Audit', 'Diagnostik Sistem'];

/** Spec §6 "Sidebar by role", as the links of the sidebar read top to bottom. */
const expectedSidebar: [email: string, home: string, links: string[]][] = [
  [
    'superadmin@simk.test',
    '/dashboard',
    [...dashboard, ...allMembership, ...transfers, ...dues, ...profile, ...reports, ...system],
  ],
  [
    'dpw.jabar@simk.test',
    '/dashboard',
    [...dashboard, ...allMembership, ...transfers, ...dues, ...profile, ...reports],
  ],
  [
    'dpc.bandung@simk.test',
    '/dashboard',
    [...dashboard, ...allMembership, ...transfers, ...dues, ...profile, ...reports],
  ],
  [
    'anggota@simk.test',
    '/dashboard/profile',
    ['Permohonan Mutasi', 'Riwayat Mutasi', 'Riwayat Pembayaran', 'Pembayaran Iuran', ...profile],
  ],
];

describe('dashboard shell in the browser', () => {
  it.each(expectedSidebar)('%s sees exactly the sidebar of the role', async (email, home, links) => {
    const page = await browser.open('/login');
    await signIn(page, email, DEMO_PASSWORD);
    await waitForPath(page, home);
    const nav = page.getByRole('navigation', { name: 'Navigasi dashboard' });
    await nav.getByRole('link').first().waitFor();
    const names = (await nav.getByRole('link').allInnerTexts()).map((text) => text.replace(/\s*\d+$/, '').trim());
    expect(names).toEqual(links);
  });

  it('the officer home shows live tiles and recent activity, and no system status', async () => {
    const page = await browser.open('/login');
    await signIn(page, 'dpc.bandung@simk.test', DEMO_PASSWORD);
    await waitForPath(page, '/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    const total = page.getByTestId('tile-total-members-value');
    await total.waitFor();
    expect(Number((await total.innerText()).replace(/\D/g, ''))).toBeGreaterThan(0);
    await page.getByRole('heading', { level: 2, name: 'Aktivitas Terbaru' }).waitFor();
    // A chapter officer cannot act on the database's latency: the panel is the system administrator's.
    expect(await page.getByRole('heading', { name: 'Status Sistem' }).count()).toBe(0);
    expect(await page.getByTestId('system-database').count()).toBe(0);
    expect(await page.getByText('Error Loading Dashboard').count()).toBe(0);
  });

  it("the system administrator's home shows the system status from the real health checks", async () => {
    const page = await browser.open('/login');
    await signIn(page, 'superadmin@simk.test', DEMO_PASSWORD);
    await waitForPath(page, '/dashboard');
    await page.getByRole('heading', { level: 2, name: 'Status Sistem' }).waitFor();
    await page.getByTestId('system-database').getByText('Online').waitFor();
  });

  it("after the landing page, the payments tile is the officer's scope, not the anonymous answer kept", async () => {
    // The landing page asks GET /statistics/overview anonymously; the browser keeps that answer.
    const page = await browser.open('/');
    await page.getByTestId('stat-totalMembers').locator('dd').getByText(/\d/).waitFor();
    await signIn(page, 'dpc.bandung@simk.test', DEMO_PASSWORD);
    await waitForPath(page, '/dashboard');
    const total = await page.getByTestId('tile-total-payments-value').innerText();
    expect(total).toMatch(/^Rp\s?[\d.]+$/);
    expect(Number(total.replace(/\D/g, ''))).toBeGreaterThan(0);
    await page
      .getByTestId('tile-total-payments')
      .getByText(/^[\d.]+ transaksi$/)
      .waitFor();
  });

  it('an unknown dashboard path shows the overview; the search jumps to the member list', async () => {
    const page = await browser.open('/login');
    await signIn(page, 'dpw.jabar@simk.test', DEMO_PASSWORD);
    await waitForPath(page, '/dashboard');
    await page.goto(new URL('/dashboard/tidak-ada', page.url()).toString());
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();

    await page.getByRole('searchbox', { name: 'Cari anggota' }).fill('siti');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/dashboard/members' && url.searchParams.get('search') === 'siti');
  });

  it('the bell opens Smart Notifications with tab counts; the mobile bar opens it too', async () => {
    const page = await browser.open('/login', { viewport: { width: 390, height: 844 } });
    await signIn(page, 'dpc.bandung@simk.test', DEMO_PASSWORD);
    await waitForPath(page, '/dashboard');
    // On a phone the sidebar is in the drawer behind the menu button, not beside the page.
    expect(await page.getByRole('navigation', { name: 'Navigasi dashboard' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Buka menu navigasi' }).click();
    const drawerNav = page.getByRole('navigation', { name: 'Navigasi dashboard' });
    await drawerNav.getByRole('link', { name: 'Daftar Anggota' }).click();
    await waitForPath(page, '/dashboard/members');
    await page
      .getByRole('navigation', { name: 'Navigasi cepat' })
      .getByRole('button', { name: /^Notifikasi/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Smart Notifications' });
    await dialog.getByRole('tab', { name: /Semua/ }).waitFor();
    await dialog.getByRole('button', { name: 'Perbarui AI Insights' }).click();
    await dialog.getByRole('tab', { name: /AI Insights/ }).click();
    await dialog.getByText(/Didukung oleh AI/).waitFor();
  });
});
