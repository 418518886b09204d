// Appointing a chapter's officers from its page (issue 28 §3): dpw.jabar appoints a stranger
// PENGURUS_DPC of Kota Bandung, the stranger's sidebar follows at their next request, the audit
// log shows the appointment in words, and it ends after a confirmation; on Kota Surabaya's page
// (Jawa Timur) and on Jawa Barat's own (the DPP appoints a DPW's officers) it is offered no
// appointing at all.
import type { Page } from 'playwright-core';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { registerConfirmedAccount } from './support/accounts.ts';
import { seriousViolations } from './support/axe.ts';
import { offersMemberList, signIn, waitForPath } from './support/auth.ts';
import { goto, useBrowser } from './support/browser.ts';

const browser = useBrowser();
const sql = postgres(inject('databaseUrl'), { max: 1, onnotice: () => {} });
afterAll(() => sql.end({ timeout: 1 }));

const newcomer = {
  email: `pengurus.bandung.${Date.now().toString(36)}@contoh.id`,
  password: 'Lab-Kota-Bandung-2026',
  fullName: 'Wulan Pengurus Bandung',
};
const chapterIds: Record<string, string> = {};

beforeAll(async () => {
  for (const row of await sql<{ bps: string; id: string }[]>`
    select bps_code as bps, id from public.organizations where bps_code in ('32', '3273', '3578')`)
    chapterIds[row.bps] = row.id;
});

const chapterPage = async (page: Page, bps: string) => {
  await goto(page, `/organization-profile?organizationId=${chapterIds[bps]}`);
};

describe("a chapter's officers, appointed from the chapter above", () => {
  it('dpw.jabar appoints a stranger PENGURUS_DPC of Kota Bandung, then ends it after confirming', async () => {
    await registerConfirmedAccount(newcomer.email, newcomer.password, newcomer.fullName, { chapter: 'Kota Bandung' });
    const own = await browser.open('/login');
    await signIn(own, newcomer.email, newcomer.password);
    await waitForPath(own, '/dashboard/profile');
    expect(await offersMemberList(own)).toBe(false);

    const page = await browser.signedIn('dpw.jabar@simk.test', '/dashboard');
    await chapterPage(page, '3273');
    await page.getByRole('heading', { level: 1, name: 'Kota Bandung' }).waitFor();
    const panel = page.getByTestId('chapter-officers');
    const appoint = panel.getByRole('button', { name: 'Angkat pengurus' });
    await expect.poll(() => appoint.isEnabled()).toBe(true);
    await appoint.click();
    const form = page.getByTestId('assign-role-form');
    await form.getByTestId('user-search').fill(newcomer.email);
    await form.getByRole('button', { name: new RegExp(newcomer.fullName) }).click();
    const roles = form.getByLabel('Peran');
    expect(await roles.locator('option', { hasText: 'PENGURUS_DPW' }).count()).toBe(0);
    await roles.selectOption({ label: 'Pengurus DPC (PENGURUS_DPC)' });
    expect(await seriousViolations(page)).toEqual([]);
    await form.getByRole('button', { name: 'Tugaskan' }).click();
    await page
      .getByTestId('chapter-officers-notice')
      .getByText(`Pengurus DPC ditugaskan kepada ${newcomer.fullName}.`)
      .waitFor();
    const row = panel.getByTestId('chapter-officer-row').filter({ hasText: newcomer.fullName });
    await row.getByText('Never').waitFor();
    expect(await offersMemberList(own)).toBe(true);

    // The audit log names the appointment in words, with its fields before and after.
    const auditor = await browser.signedIn('superadmin@simk.test', '/dashboard');
    await goto(auditor, '/dashboard/audit-log');
    await auditor.getByTestId('audit-entry').first().waitFor();
    await auditor.getByRole('combobox', { name: 'Aksi' }).selectOption({ label: 'Peran diberikan' });
    await auditor.waitForURL((url) => url.searchParams.get('action') === 'role_assignments.assign');
    const entry = auditor.getByTestId('audit-entry').filter({ hasText: 'Kota Bandung' }).first();
    await entry.getByText('Peran diberikan').waitFor();
    await entry.getByRole('button', { name: 'Lihat perubahan' }).click();
    await entry.getByTestId('audit-diff').getByRole('cell', { name: 'Peran', exact: true }).waitFor();
    expect(await seriousViolations(auditor)).toEqual([]);

    await row.getByRole('button', { name: `Cabut Pengurus DPC dari ${newcomer.fullName}` }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText(/Kota Bandung dicabut/).waitFor();
    await confirm.getByRole('button', { name: 'Cabut peran' }).click();
    await page
      .getByTestId('chapter-officers-notice')
      .getByText(`Pengurus DPC dicabut dari ${newcomer.fullName}.`)
      .waitFor();
    await expect.poll(() => row.count()).toBe(0);
    expect(await offersMemberList(own)).toBe(false);
    // Two sessions, a registration and three reloads: over the default minute on a loaded machine.
  }, 180_000);

  it('dpw.jabar appoints nobody in Jawa Timur, nor a fellow officer of Jawa Barat', async () => {
    const page = await browser.signedIn('dpw.jabar@simk.test', '/dashboard');
    for (const [bps, name] of [
      ['3578', 'Kota Surabaya'],
      ['32', 'Jawa Barat'],
    ] as const) {
      await chapterPage(page, bps);
      await page.getByRole('heading', { level: 1, name }).waitFor();
      // The chapter's own officer list (public) is there; the appointing panel is not.
      await page.getByTestId('chapter-officer-list').waitFor();
      expect(await page.getByTestId('chapter-officers').count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Angkat pengurus' }).count()).toBe(0);
    }
    expect(await seriousViolations(page)).toEqual([]);
  });
});
