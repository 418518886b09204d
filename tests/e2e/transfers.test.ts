import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { goto, useBrowser } from './support/browser.ts';

const browser = useBrowser();

const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n%%EOF\n') });

/** Opens the approval desk and the review modal of Siti's card. */
async function review(page: Page) {
  await goto(page, '/dashboard/mutations/approval');
  await page.getByRole('heading', { level: 1, name: 'Persetujuan Mutasi' }).waitFor();
  const card = page.getByTestId('transfer-approval-card').filter({ hasText: 'Siti Nurhaliza' });
  await card.waitFor();
  expect(await seriousViolations(page)).toEqual([]);
  await card.getByRole('button', { name: 'Tinjau' }).click();
  const dialog = page.getByTestId('transfer-detail');
  await dialog.getByTestId('transfer-timeline').waitFor();
  return dialog;
}

describe('member transfers in the browser', () => {
  it('Kota Bandung → Kota Surabaya: request with two documents, the third later, release, acceptance, history', async () => {
    // 1. The member asks, with two of the three documents.
    const member = await browser.signedIn('anggota@simk.test', '/dashboard/profile');
    await goto(member, '/dashboard/mutations/requests');
    await member.getByRole('heading', { level: 1, name: 'Permohonan Mutasi' }).waitFor();
    // The list, not its loading state, is what axe checks.
    await member.getByTestId('transfer-requests').waitFor();
    expect(await seriousViolations(member)).toEqual([]);
    await member.getByRole('button', { name: 'Ajukan Mutasi' }).click();
    const form = member.getByRole('dialog', { name: 'Ajukan Mutasi' });
    await form.getByLabel('DPC tujuan').selectOption({ label: 'Kota Surabaya' });
    await form.getByLabel('Alasan mutasi').fill('Diterima bekerja di RSUD Dr. Soetomo Surabaya');
    await form.getByLabel('Prioritas').selectOption({ label: 'Tinggi' });
    // The Chakra pickers: the label names the hidden file input, the button opens it.
    await form.getByLabel('SIP di lokasi saat ini', { exact: true }).setInputFiles(pdf('sip-bandung.pdf'));
    await form.getByLabel('SIP di lokasi tujuan', { exact: true }).setInputFiles(pdf('sip-surabaya.pdf'));
    await form.getByText('sip-surabaya.pdf').waitFor();
    expect(await seriousViolations(member)).toEqual([]);
    await form.getByRole('button', { name: 'Kirim Permohonan' }).click();
    await form.waitFor({ state: 'hidden' });
    const row = member.getByTestId('transfer-requests').getByRole('row').filter({ hasText: 'Kota Surabaya' }).first();
    await row.getByText('Menunggu').waitFor();

    // The desk of the origin shows the card with Setujui disabled.
    const bandung = await browser.signedIn('dpc.bandung@simk.test', '/dashboard');
    let dialog = await review(bandung);
    expect(await dialog.getByRole('button', { name: 'Setujui' }).isDisabled()).toBe(true);
    expect(await dialog.getByRole('button', { name: 'Tolak' }).isEnabled()).toBe(true);
    expect(await seriousViolations(bandung)).toEqual([]);
    await bandung.keyboard.press('Escape');

    // 2. The member adds the third document.
    await row.getByRole('button', { name: 'Detail' }).click();
    const own = member.getByTestId('transfer-detail');
    await own.getByLabel('Unggah Surat rekomendasi', { exact: true }).setInputFiles(pdf('rekomendasi.pdf'));
    await own.getByRole('button', { name: 'Lihat Dokumen' }).nth(2).waitFor();
    await member.keyboard.press('Escape');

    // 3. dpc.bandung releases.
    dialog = await review(bandung);
    await dialog.getByLabel('Catatan').fill('Tidak ada tunggakan iuran');
    await dialog.getByRole('button', { name: 'Setujui' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await bandung.getByRole('status').filter({ hasText: 'disetujui dan diteruskan ke Kota Surabaya' }).waitFor();

    // 4. dpc.surabaya accepts.
    const surabaya = await browser.signedIn('dpc.surabaya@simk.test', '/dashboard');
    dialog = await review(surabaya);
    await dialog.getByText('Dilepas DPC asal').waitFor();
    // The member's standing in the member screens' words, not the database's.
    await dialog.getByText('Aktif', { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Setujui' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await surabaya.getByRole('status').filter({ hasText: 'kini terdaftar di Kota Surabaya' }).waitFor();

    // 5. The member's profile: Kota Surabaya, the same NAP.
    await goto(member, '/dashboard/profile');
    await member.getByText('Kota Surabaya').first().waitFor();
    await member
      .getByText(/3273\.?19\.?000001/)
      .first()
      .waitFor();

    // 6. The history and its export show the request.
    await goto(surabaya, '/dashboard/mutations/history');
    await surabaya.getByRole('heading', { level: 1, name: 'Riwayat Mutasi' }).waitFor();
    await surabaya.getByTestId('transfer-history').getByText('Siti Nurhaliza, A.Md.AK.').first().waitFor();
    expect(await seriousViolations(surabaya)).toEqual([]);
    const download = surabaya.waitForEvent('download');
    await surabaya.getByRole('button', { name: 'Ekspor CSV' }).click();
    const csv = await readFile((await (await download).path())!, 'utf8');
    expect(csv).toContain('Siti Nurhaliza, A.Md.AK.');
    expect(csv).toContain('Kota Bandung,Kota Surabaya');
    // Three sessions and eight pages: longer than one page's default minute on a loaded machine.
  }, 120_000);

  it('the history in English once the officer chooses English', async () => {
    const page = await browser.signedIn('dpc.surabaya@simk.test', '/dashboard');
    const chooseLanguage = async (language: 'id' | 'en', tab: string, label: string, save: string) => {
      await goto(page, '/dashboard/profile/settings');
      await page.getByRole('tab', { name: tab }).click();
      await page.getByLabel(label).selectOption(language);
      await page.getByRole('button', { name: save }).click();
      await page.waitForFunction((lang) => document.documentElement.lang === lang, language);
    };
    await chooseLanguage('en', 'Preferensi', 'Bahasa', 'Simpan Pengaturan');
    try {
      await goto(page, '/dashboard/mutations/history');
      await page.getByRole('heading', { level: 1, name: 'Transfer History' }).waitFor();
      const row = page.getByTestId('transfer-history').getByRole('row').filter({ hasText: 'Siti Nurhaliza' }).first();
      await row.getByText('Completed').waitFor();
      await page.getByRole('button', { name: 'Export CSV' }).waitFor();
      await page.getByLabel('Filter by period').waitFor();
      await row.getByRole('button', { name: 'Details' }).click();
      const dialog = page.getByRole('dialog', { name: 'Transfer History Details' });
      await dialog.getByText('Released by').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
    } finally {
      // The e2e stack is shared with the files that run after this one: Indonesian again.
      await chooseLanguage('id', 'Preferences', 'Language', 'Save Settings');
    }
  });
});
