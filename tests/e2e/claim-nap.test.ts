import postgres from 'postgres';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD } from '../../local/demo-accounts.ts';
import { TURNSTILE_DUMMY_TOKEN } from '../../local/turnstile.ts';
import type { Page } from 'playwright-core';
import { seriousViolations } from './support/axe.ts';
import { useBrowser } from './support/browser.ts';
import { signIn, waitForPath } from './support/auth.ts';

const browser = useBrowser();
const password = 'Klaim#Lama2026';
const sql = postgres(inject('databaseUrl'), { max: 1, onnotice: () => {} });
afterAll(() => sql.end({ timeout: 1 }));

interface LegacyMember {
  id: string;
  nap: string;
  email: string;
  birthDate: string;
}

const api = (path: string) => `${inject('gatewayUrl')}/functions/v1/api/v1${path}`;

/**
 * A legacy member of Kota Bandung (a NAP, no login, an email and a birth date in the register),
 * found the way the DPC's officer would: the member list, then each member's detail.
 */
async function findLegacyMember(): Promise<LegacyMember> {
  const login = await fetch(api('/auth/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      identifier: 'dpc.bandung@simk.test',
      password: DEMO_PASSWORD,
      turnstileToken: TURNSTILE_DUMMY_TOKEN,
    }),
  });
  const token = ((await login.json()) as { data: { tokens: { accessToken: string } } }).data.tokens.accessToken;
  const headers = { authorization: `Bearer ${token}` };
  // A page far down the list, away from the members other browser tests act on.
  const list = (await (await fetch(api('/members?status=ACTIVE&limit=20&page=4'), { headers })).json()) as {
    data: { members: { id: string }[] };
  };
  for (const { id } of list.data.members) {
    const detail = (await (await fetch(api(`/members/${id}`), { headers })).json()) as {
      data: { member: LegacyMember & { hasLogin: boolean } };
    };
    const { member } = detail.data;
    if (!member.hasLogin && member.nap && member.email && member.birthDate) return member;
  }
  throw new Error('no legacy member without a login on that page');
}

/** The claim link in the newest email to `to`, once the outbox dispatcher has sent it. */
async function claimLink(to: string): Promise<string> {
  const mailbox = inject('mailboxUrl');
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const search = (await (await fetch(`${mailbox}/api/v1/search?query=${encodeURIComponent(`to:${to}`)}`)).json()) as {
      messages: { ID: string }[];
    };
    for (const { ID } of search.messages) {
      const message = (await (await fetch(`${mailbox}/api/v1/message/${ID}`)).json()) as { HTML: string };
      const href = /href="([^"]*\/klaim-nap\?token=[0-9a-f]{64})"/.exec(message.HTML)?.[1];
      if (href) return href;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`no claim link in the mailbox for ${to}`);
}

/** The `/klaim-nap?token=…` link of the email with `subject` to `to`, once the dispatcher sent it. */
async function linkOfMail(to: string, subject: string): Promise<string> {
  const mailbox = inject('mailboxUrl');
  let href: string | undefined;
  await expect
    .poll(
      async () => {
        const search = (await (
          await fetch(`${mailbox}/api/v1/search?query=${encodeURIComponent(`to:${to}`)}`)
        ).json()) as { messages: { ID: string; Subject: string }[] };
        const found = search.messages.find((message) => message.Subject === subject);
        if (!found) return false;
        const message = (await (await fetch(`${mailbox}/api/v1/message/${found.ID}`)).json()) as { HTML: string };
        href = /href="([^"]*\/klaim-nap\?token=[0-9a-f]{64})"/.exec(message.HTML)?.[1];
        return href !== undefined;
      },
      { timeout: 30_000, interval: 250, message: `an email "${subject}" to ${to}` },
    )
    .toBe(true);
  return href!;
}

/** No horizontal scrolling at a phone's width. */
const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

const PHONE = { viewport: { width: 390, height: 844 } };

describe('claiming a legacy NAP in the browser', () => {
  it('asks for the link, follows it from the mailbox, lands signed in and confirms the register data', async () => {
    const member = await findLegacyMember();
    const page = await browser.open('/login');
    await page.getByRole('link', { name: 'Klaim NAP' }).click();
    await waitForPath(page, '/klaim-nap');
    await page.getByRole('heading', { level: 1, name: 'Klaim NAP' }).waitFor();
    await page.locator('[data-security-check="verified"]').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page
      .getByRole('textbox', { name: 'NAP' })
      .fill(`${member.nap.slice(0, 4)}.${member.nap.slice(4, 6)}.${member.nap.slice(6)}`);
    await page.getByLabel('Tanggal lahir').fill(member.birthDate);
    await page.getByLabel('Email').fill(member.email);
    const submit = page.getByRole('button', { name: 'Kirim tautan klaim' });
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/v1/claims'));
    await submit.click();
    expect((await answer).status()).toBe(202);
    await page.getByText('Periksa email Anda', { exact: true }).waitFor();

    await page.goto(await claimLink(member.email));
    await page.getByRole('heading', { level: 1, name: 'Buat Kata Sandi' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel('Kata sandi baru', { exact: true }).fill(password);
    await page.getByLabel('Ulangi kata sandi baru').fill(password);
    await page.getByRole('button', { name: 'Simpan dan masuk' }).click();

    await waitForPath(page, '/profile/legacy');
    await page.getByRole('heading', { level: 1, name: 'Data Register Lama' }).waitFor();
    await page.getByText('Anda belum mengonfirmasi data register ini.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    const workplace = 'RS Immanuel Bandung';
    await page.getByLabel('Tempat Kerja').fill(workplace);
    await page.getByRole('button', { name: 'Simpan dan konfirmasi data' }).click();
    await page.getByText('Data tersimpan dan dikonfirmasi.').waitFor();
    await page.getByText(/^Data dikonfirmasi pada /).waitFor();

    await page.reload();
    await page.getByText(/^Data dikonfirmasi pada /).waitFor();
    expect(await page.getByLabel('Tempat Kerja').inputValue()).toBe(workplace);

    // The DPC's officer sees the claim, linked, on the member's page.
    const officer = await browser.open('/login');
    await signIn(officer, 'dpc.bandung@simk.test', DEMO_PASSWORD);
    await waitForPath(officer, '/dashboard');
    await officer.goto(new URL(`/members/${member.id}`, officer.url()).toString());
    await officer.getByRole('heading', { level: 2, name: 'Klaim NAP' }).waitFor();
    await officer.getByTestId('nap-claim-row').getByText('Terhubung').waitFor();
    expect(await seriousViolations(officer)).toEqual([]);
  });

  it('a register row without email: the claimant waits for the DPC, whose officer approves from the desk on a phone', async () => {
    // A Kota Bandung register row with a NAP, no login and no claim, away from the rows the other
    // browser tests take (the first page of the list, the last NAP); its email is cleared.
    const [member] = await sql<{ id: string; nap: string; fullName: string; birthDate: string }[]>`
      update public.members set email = null
      where id = (
        select m.id from public.members m join public.organizations o on o.id = m.organization_id
        where o.bps_code = '3273' and m.membership_status = 'ACTIVE' and m.user_id is null and m.nap is not null
          and m.birth_date is not null and not exists (select 1 from public.nap_claims c where c.member_id = m.id)
        order by m.nap desc offset 3 limit 1)
      returning id, nap, full_name as "fullName", to_char(birth_date, 'YYYY-MM-DD') as "birthDate"`;
    expect(member).toBeDefined();
    const address = `pemohon.${member!.nap}@contoh.id`;

    const claimant = await browser.open('/klaim-nap', PHONE);
    await claimant.locator('[data-security-check="verified"]').waitFor();
    await claimant
      .getByRole('textbox', { name: 'NAP' })
      .fill(`${member!.nap.slice(0, 4)}.${member!.nap.slice(4, 6)}.${member!.nap.slice(6)}`);
    await claimant.getByLabel('Tanggal lahir').fill(member!.birthDate);
    await claimant.getByLabel('Email').fill(address);
    await claimant.getByRole('button', { name: 'Kirim tautan klaim' }).click();
    await claimant.getByText('Periksa email Anda', { exact: true }).waitFor();

    // The email's link shows the status: no password form before the DPC approves.
    await claimant.goto(await linkOfMail(address, 'Klaim NAP menunggu persetujuan DPC'));
    await claimant.getByRole('heading', { level: 1, name: 'Menunggu persetujuan DPC' }).waitFor();
    await claimant.getByText(/menunggu persetujuan pengurus DPC Kota Bandung/).waitFor();
    expect(await claimant.getByLabel('Kata sandi baru', { exact: true }).count()).toBe(0);
    expect(await seriousViolations(claimant)).toEqual([]);
    expect(await fitsWidth(claimant)).toBe(true);

    // The DPC's officer, on a phone: the desk's tab "Klaim NAP" shows what to check.
    const officer = await browser.open('/login', PHONE);
    await signIn(officer, 'dpc.bandung@simk.test', DEMO_PASSWORD);
    await waitForPath(officer, '/dashboard');
    await officer.goto(new URL('/dashboard/members/verification?tab=klaim-nap', officer.url()).toString());
    await officer.getByRole('tab', { name: /Klaim NAP/, selected: true }).waitFor();
    const card = officer.getByTestId('nap-claim-request').filter({ hasText: member!.fullName });
    await card.getByText(`Email pemohon: ${address}`).waitFor();
    await card.getByText(/Kota Bandung/).waitFor();
    expect(await seriousViolations(officer)).toEqual([]);
    expect(await fitsWidth(officer)).toBe(true);

    await card.getByRole('button', { name: `Setujui klaim ${member!.fullName}` }).click();
    const dialog = officer.getByRole('alertdialog', { name: `Setujui klaim NAP ${member!.fullName}?` });
    await dialog.getByText(new RegExp(`dikirim ke ${address.replaceAll('.', '\\.')}`)).waitFor();
    await dialog.getByLabel('Cara identitas diperiksa').fill('KTP dicocokkan di sekretariat DPC');
    await dialog.getByRole('button', { name: 'Ya, setujui' }).click();
    await officer
      .getByText(`Klaim ${member!.fullName} disetujui. Tautan untuk membuat kata sandi dikirim ke ${address}.`)
      .waitFor();
    await card.waitFor({ state: 'detached' });

    // The approval's link sets the password and signs the claimant in.
    await claimant.goto(await linkOfMail(address, 'Klaim NAP disetujui'));
    await claimant.getByRole('heading', { level: 1, name: 'Buat Kata Sandi' }).waitFor();
    await claimant.getByLabel('Kata sandi baru', { exact: true }).fill(password);
    await claimant.getByLabel('Ulangi kata sandi baru').fill(password);
    await claimant.getByRole('button', { name: 'Simpan dan masuk' }).click();
    await waitForPath(claimant, '/profile/legacy');
  });
});
