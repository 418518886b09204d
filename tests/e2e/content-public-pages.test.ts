import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser.ts';

const browser = useBrowser();

const md5 = (text: string) => createHash('md5').update(text).digest('hex');
/** The seed's ids and certificate codes are md5-derived (supabase/seed.sql: pg_temp.id, certifications). */
function seedCertificateCode(email: string): string {
  const hex = md5(`simk:member:${email}`);
  const id = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  return md5(`${id}:verify`).slice(0, 12);
}

describe('public content pages with live data', () => {
  it('lists news with priority labels and k-suffixed views, and opens one item from the list and the landing page', async () => {
    const page = await browser.open('/berita');
    await page.getByRole('heading', { level: 1, name: 'Berita' }).waitFor();
    const list = page.getByRole('list', { name: 'Daftar berita' });
    const first = list.getByRole('article').first();
    await first.getByText('Mendesak').waitFor();
    expect(await first.getByText('3.3k').count()).toBe(1);
    const title = 'Pendaftaran Uji Kompetensi ATLM Periode II Dibuka';
    await first.getByRole('link', { name: title }).click();
    await page.waitForURL((url) => url.pathname === '/berita/pembukaan-pendaftaran-uji-kompetensi-atlm-2026');
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByText('Pendaftaran dilakukan melalui DPC', { exact: false }).waitFor();

    await page.goto(new URL('/', page.url()).toString());
    // The sections below the fold mount on approach or at the first key press.
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.keyboard.press('End');
    const slide = page.getByRole('region', { name: 'Berita pilihan' }).getByRole('link').first();
    expect(await slide.getAttribute('href')).toMatch(/^\/berita\/[a-z0-9-]+$/);
  });

  it('shows upcoming and past events and one event with its registration details', async () => {
    const page = await browser.open('/events');
    await page.getByRole('heading', { level: 1, name: 'Agenda Acara' }).waitFor();
    const upcoming = page.getByRole('list', { name: 'Daftar kegiatan' });
    await upcoming.getByRole('link', { name: 'Webinar Keselamatan dan Kesehatan Kerja di Laboratorium' }).waitFor();
    expect(await upcoming.getByText('Kongres Nasional 2024').count()).toBe(0);

    await page.getByRole('link', { name: 'Telah berlangsung' }).click();
    await page.getByRole('link', { name: 'Kongres Nasional 2024' }).click();
    await page.waitForURL((url) => url.pathname === '/events/kongres-nasional-2024');
    await page.getByRole('heading', { level: 1, name: 'Kongres Nasional 2024' }).waitFor();
    await page.getByText('Jakarta Convention Center').waitFor();
    await page.getByText('Kegiatan ini telah berlangsung.').waitFor();
  });

  it('shows the structure on a phone: 38 DPW, searchable, provinces expand to their DPCs', async () => {
    const page = await browser.open('/struktur', { viewport: { width: 390, height: 844 } });
    await page.getByRole('heading', { level: 1, name: 'Struktur Organisasi' }).waitFor();
    expect(await page.getByTestId('structure-summary').innerText()).toMatch(/^1 DPP · 38 DPW · \d+ DPC$/);
    await page.getByRole('searchbox', { name: 'Cari DPW atau DPC' }).fill('bandung');
    await page.getByText('1 DPW sesuai pencarian').waitFor();
    const jabar = page.getByRole('button', { name: /Jawa Barat/ });
    expect(await jabar.getAttribute('aria-expanded')).toBe('true');
    await page.getByText('Kota Bandung', { exact: true }).waitFor();
    await jabar.click();
    await expect.poll(() => jabar.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });

  it('verifies a certificate by its code and explains a missing or unknown one', async () => {
    const page = await browser.open('/document-verification');
    await page.getByRole('heading', { level: 1, name: 'Verifikasi Dokumen' }).waitFor();
    const code = page.getByRole('textbox', { name: 'Kode verifikasi' });
    const submit = page.getByRole('button', { name: 'Periksa dokumen' });

    await submit.click();
    await page.getByText('Kode verifikasi wajib diisi.').waitFor();

    await code.fill('ffffffffffff');
    await submit.click();
    await page.getByText('Dokumen tidak ditemukan', { exact: true }).waitFor();

    await code.fill(seedCertificateCode('anggota@simk.test'));
    await submit.click();
    await page.getByText('Dokumen terdaftar di SIMK').waitFor();
    await page.getByText('Siti Nurhaliza, A.Md.AK.').waitFor();
  });
});
