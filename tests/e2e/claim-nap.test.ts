import { describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD } from '../../local/demo-accounts.ts';
import { TURNSTILE_DUMMY_TOKEN } from '../../local/turnstile.ts';
import { seriousViolations } from './support/axe.ts';
import { useBrowser } from './support/browser.ts';
import { signIn, waitForPath } from './support/auth.ts';

const browser = useBrowser();
const password = 'Klaim#Lama2026';

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
});
