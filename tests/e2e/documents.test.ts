import postgres from 'postgres';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { calendarDate } from '../../supabase/functions/_shared/calendar.ts';
import { seriousViolations } from './support/axe.ts';
import { goto, useBrowser } from './support/browser.ts';

const browser = useBrowser();
const sql = postgres(inject('databaseUrl'), { max: 1, onnotice: () => {} });
afterAll(() => sql.end({ timeout: 1 }));

/** A date `days` from today in WIB, as `YYYY-MM-DD`. */
function daysFromToday(days: number): string {
  return calendarDate(new Date(Date.now() + days * 86_400_000));
}

describe('documents in the browser', () => {
  it('the member enters the SIP, uploads its PDF on /documents and opens it; the Dokumen tab shows the same', async () => {
    const page = await browser.signedIn('anggota@simk.test', '/dashboard/profile');
    await goto(page, '/documents');
    await page.getByRole('heading', { level: 1, name: 'Dokumen Saya' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Surat Izin Praktik (SIP)' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // The SIP, ending in 60 days: the reminder is computed and carries the badge.
    await page.getByRole('button', { name: 'Ubah Data STR & SIP' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ubah Data STR & SIP' });
    await dialog.getByLabel('Nomor STR').fill('STR-E2E-3273-001');
    await dialog.getByLabel('Masa Berlaku STR').fill('');
    await dialog.getByLabel('Nomor SIP').fill('SIP/E2E/3273/2026/001');
    await dialog.getByLabel('Masa Berlaku SIP').fill(daysFromToday(60));
    await dialog.getByLabel('Tempat Praktik').fill('Laboratorium Klinik Dago');
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await page.getByText('Data STR dan SIP tersimpan.').waitFor();
    const reminder = page.getByTestId('sip-reminder');
    await reminder.getByText(/^SIP Anda berakhir dalam (1|2) bulan \(\d{2}\/\d{2}\/\d{4}\)\.$/).waitFor();
    await reminder.getByText('Segera berakhir').waitFor();
    expect(await reminder.getByRole('link', { name: 'Panduan perpanjangan SIP' }).getAttribute('href')).toBe(
      '/sertifikasi',
    );
    await page.getByText('Laboratorium Klinik Dago').waitFor();
    await page.getByText('Seumur hidup', { exact: true }).waitFor();

    // The PDF goes to member-documents with the member's own session.
    await page.getByLabel('Unggah dokumen SIP (PDF, JPG atau PNG, maksimal 5 MB)').setInputFiles({
      name: 'sip.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n% SIP uji e2e\n%%EOF\n'),
    });
    await page.getByText('Dokumen SIP terunggah.').waitFor();
    const sip = page.getByRole('region', { name: 'Surat Izin Praktik (SIP)' });
    // Saying who verifies it: the officers of the member's DPC (issue 23 §4).
    await sip.getByText('Menunggu verifikasi', { exact: true }).waitFor();
    // The member's current DPC: the shared stack's transfer test may have moved them before this file.
    const [dpc] = await sql<{ name: string }[]>`
      select o.name from public.members m join public.organizations o on o.id = m.organization_id
      where m.email = 'anggota@simk.test'`;
    await sip.getByText(`Diverifikasi oleh pengurus DPC ${dpc!.name}.`, { exact: true }).waitFor();

    // Lihat Dokumen opens a short-lived signed URL in a new tab (headless Chromium then downloads
    // the PDF instead of showing it, so the test reads the bytes from the same URL).
    const popup = page.waitForEvent('popup');
    const signedRequest = page
      .context()
      .waitForEvent(
        'request',
        (request) =>
          request.method() === 'GET' && /\/storage\/v1\/object\/sign\/member-documents\/.*\?token=/.test(request.url()),
      );
    await page.getByRole('button', { name: 'Lihat Dokumen SIP' }).click();
    const tab = await popup;
    const signedUrl = (await signedRequest).url();
    expect(signedUrl).toMatch(
      /\/storage\/v1\/object\/sign\/member-documents\/[0-9a-f-]{36}\/sip-[0-9a-f-]{36}\.pdf\?token=/,
    );
    const file = await page.request.get(signedUrl);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe('application/pdf');
    expect(await file.text()).toContain('SIP uji e2e');
    expect(await page.getByText(/tidak dapat dibuka/).count()).toBe(0);
    await tab.close();

    // A file the bucket refuses is refused in the page, in Indonesian, before any upload.
    await page.getByLabel('Unggah dokumen STR (PDF, JPG atau PNG, maksimal 5 MB)').setInputFiles({
      name: 'str.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('bukan dokumen'),
    });
    await page.getByText('Dokumen harus berformat PDF, JPG atau PNG').waitFor();

    // Profil Saya's Dokumen tab is the same panel.
    await goto(page, '/dashboard/profile');
    await page.getByRole('tab', { name: 'Dokumen' }).click();
    await page.getByText('SIP/E2E/3273/2026/001').waitFor();
    await page.getByRole('button', { name: 'Lihat Dokumen SIP' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
