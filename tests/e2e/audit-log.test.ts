// The audit viewer and /debug in the browser (issue 28 §2, §5): a DPC officer verifies an
// applicant; SUPER_ADMIN finds that action in the audit log with its before and after, field by
// field; /debug shows the system information to SUPER_ADMIN and sends an officer away. axe on both.
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { waitForPath } from './support/auth.ts';
import { goto, useBrowser } from './support/browser.ts';

const browser = useBrowser();

describe('the audit log in the browser', () => {
  it('shows a DPC officer’s verification to SUPER_ADMIN with a readable before and after', async () => {
    const officer = await browser.signedIn('dpc.surabaya@simk.test', '/dashboard');
    await goto(officer, '/dashboard/members/verification');
    await officer.getByRole('heading', { level: 1, name: 'Verifikasi Anggota' }).waitFor();
    const item = officer.getByTestId('verification-item').first();
    const button = item.getByRole('button', { name: /^Verifikasi / });
    const label = (await button.getAttribute('aria-label'))!;
    const applicant = label.replace(/^Verifikasi /, '');
    await button.click();
    await officer.getByRole('alertdialog').getByRole('button', { name: 'Ya, verifikasi' }).click();
    await officer
      .getByTestId('verification-message')
      .getByText(/terverifikasi dengan NAP/)
      .waitFor();

    const page = await browser.signedIn('superadmin@simk.test', '/dashboard');
    await page.getByRole('link', { name: 'Jejak Audit' }).first().click();
    await waitForPath(page, '/dashboard/audit-log');
    await page.getByRole('heading', { level: 1, name: 'Jejak Audit' }).waitFor();
    await page.getByTestId('audit-entry').first().waitFor();
    await page.getByRole('combobox', { name: 'Aksi' }).selectOption({ label: 'Anggota diverifikasi' });
    await page.waitForURL((url) => url.searchParams.get('action') === 'members.verify');
    const entry = page.getByTestId('audit-entry').filter({ hasText: 'Kota Surabaya' }).first();
    await entry.getByText('Anggota diverifikasi').waitFor();
    await entry.getByRole('button', { name: 'Lihat perubahan' }).click();
    const diff = entry.getByTestId('audit-diff');
    await diff.getByRole('row', { name: /Status keanggotaan PENDING ACTIVE/ }).waitFor();
    await diff.getByRole('cell', { name: 'NAP', exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(applicant.length).toBeGreaterThan(2);
  }, 120_000);

  it('refuses an officer without system.view_audit with a clear message', async () => {
    const page = await browser.signedIn('dpc.bandung@simk.test', '/dashboard');
    await goto(page, '/dashboard/audit-log');
    await page.getByTestId('audit-error').getByText('Anda tidak memiliki izin untuk melihat jejak audit.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

describe('/debug in the browser', () => {
  it('shows SUPER_ADMIN versions, services, outbox, daily job and storage', async () => {
    const page = await browser.signedIn('superadmin@simk.test', '/dashboard');
    await goto(page, '/debug');
    await page.getByRole('heading', { level: 1, name: 'Diagnostik Sistem' }).waitFor();
    await page.getByTestId('debug-versions').getByText('PostgreSQL').waitFor();
    await page.getByTestId('debug-services').getByText('Autentikasi').waitFor();
    await page.getByTestId('debug-outbox').getByText('Gagal (24 jam terakhir)').waitFor();
    await page.getByTestId('debug-storage').getByText('member-documents').waitFor();
    await page.getByTestId('debug-daily-job').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('sends an officer to the overview', async () => {
    const page = await browser.signedIn('dpw.jabar@simk.test', '/dashboard');
    await goto(page, '/debug');
    await waitForPath(page, '/dashboard');
  });
});
