import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../local/demo-accounts.ts';
import { seriousViolations } from './support/axe.ts';
import { useBrowser } from './support/browser.ts';
import { signIn, waitForPath } from './support/auth.ts';

const browser = useBrowser();
const WORKPLACE = 'RSUP Dr. Hasan Sadikin Bandung';

describe('profile completion in the browser', () => {
  it('a missing field brings the banner; the guided form fills it and the banner is gone', async () => {
    const page = await browser.open('/login');
    await signIn(page, 'anggota@simk.test', DEMO_PASSWORD);
    await waitForPath(page, '/dashboard/profile');
    await page.getByRole('heading', { level: 1, name: 'Profil Saya' }).waitFor();
    const banner = page.getByTestId('profile-completion-banner');
    expect(await banner.count()).toBe(0);

    // The member empties a required field on Profil Saya.
    await page.getByRole('button', { name: 'Edit Profil' }).click();
    await page.getByRole('tab', { name: 'Data Profesi' }).click();
    await page.getByLabel('Tempat Kerja').fill('');
    await page.getByRole('button', { name: 'Simpan', exact: true }).click();
    await page.getByText('Profil berhasil disimpan.').waitFor();
    await banner.getByText('Profil Anda belum lengkap').waitFor();
    await banner.getByText('10 dari 11 data terisi.').waitFor();

    await banner.getByRole('link', { name: 'Lengkapi Profil' }).click();
    await waitForPath(page, '/profile/complete');
    await page.getByRole('heading', { level: 1, name: 'Lengkapi Profil' }).waitFor();
    const form = page.getByRole('form', { name: 'Lengkapi Profil' });
    await page.getByText('10 dari 11 data terisi', { exact: true }).waitFor();
    expect(await form.getByRole('textbox').count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);

    await form.getByRole('button', { name: 'Simpan dan Lanjutkan' }).click();
    await form.getByText('Isi semua data yang ditandai.').waitFor();
    await form.getByLabel('Tempat Kerja').fill(WORKPLACE);
    await page.getByText('11 dari 11 data terisi', { exact: true }).waitFor();
    await form.getByRole('button', { name: 'Simpan dan Lanjutkan' }).click();

    await waitForPath(page, '/dashboard/profile');
    await page.getByRole('heading', { level: 1, name: 'Profil Saya' }).waitFor();
    await page.getByRole('tab', { name: 'Data Profesi' }).click();
    await page.getByText(WORKPLACE).waitFor();
    expect(await banner.count()).toBe(0);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Profil Saya' }).waitFor();
    // The profile's tabs: the last part of the page to render.
    await page.getByRole('tab', { name: 'Data Profesi' }).waitFor();
    expect(await banner.count()).toBe(0);
  });

  it('the dashboard shows an officer the banner for their own member record until it is complete', async () => {
    const page = await browser.open('/login');
    await signIn(page, 'dpc.bandung@simk.test', DEMO_PASSWORD);
    await waitForPath(page, '/dashboard');
    const banner = page.getByTestId('profile-completion-banner');
    expect(await banner.count()).toBe(0);

    await page.goto(new URL('/dashboard/profile', page.url()).toString());
    await page.getByRole('button', { name: 'Edit Profil' }).click();
    await page.getByRole('tab', { name: 'Data Profesi' }).click();
    const workplace = (await page.getByLabel('Tempat Kerja').inputValue()) || WORKPLACE;
    await page.getByLabel('Tempat Kerja').fill('');
    await page.getByRole('button', { name: 'Simpan', exact: true }).click();
    await page.getByText('Profil berhasil disimpan.').waitFor();

    await page.goto(new URL('/dashboard', page.url()).toString());
    await banner.getByText('Profil Anda belum lengkap').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await banner.getByRole('link', { name: 'Lengkapi Profil' }).click();
    await waitForPath(page, '/profile/complete');
    await page.getByLabel('Tempat Kerja').fill(workplace);
    await page.getByRole('button', { name: 'Simpan dan Lanjutkan' }).click();
    await waitForPath(page, '/dashboard/profile');
    await page.goto(new URL('/dashboard', page.url()).toString());
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await banner.count()).toBe(0);
  });
});
