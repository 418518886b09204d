// The officers' sent messages in the browser: dpc.bandung finds a WhatsApp reminder that failed
// after all its attempts, sends it again with "Kirim ulang", and the stack's dispatcher delivers it
// to the local message inbox once. axe on the page and on the message's detail.
import postgres from 'postgres';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { goto, useBrowser } from './support/browser.ts';
import { waitForPath } from './support/auth.ts';
import { messageName } from '../support/message-name.ts';

const browser = useBrowser();
const sql = postgres(inject('databaseUrl'), { max: 1, onnotice: () => {} });
afterAll(() => sql.end({ timeout: 1 }));

const inbox = async (to: string) => {
  const response = await fetch(`${inject('gatewayUrl')}/messaging/inbox/api/messages?channel=whatsapp`);
  const { messages } = (await response.json()) as { messages: Array<{ to: string; text: string }> };
  return messages.filter((message) => message.to === to);
};

/**
 * A WhatsApp reminder about a Kota Bandung member that used up its attempts (what an outage of the
 * provider leaves behind: tests/api/messages.test.ts drives that path through the dispatcher).
 */
async function failedReminder() {
  const phone = `+62813${String(Date.now()).slice(-8)}`;
  const [row] = await sql<{ id: string; full_name: string }[]>`
    with member as (
      select m.id, m.full_name, m.organization_id from public.members m
      join public.organizations o on o.id = m.organization_id
      where o.bps_code = '3273' and m.user_id is null order by m.id limit 1
    ), queued as (
      select private.queue_message('whatsapp', ${phone}, 'dues_reminder',
        jsonb_build_object('full_name', member.full_name, 'category_name', 'Iuran Pokok', 'amount', 'Rp150.000',
                           'due_date', '31/10/2026', 'dues_url', 'http://127.0.0.1:5173/member-dues'),
        member.id, member.organization_id) as id, member.full_name
      from member
    )
    select id, full_name from queued`;
  await sql`
    update public.outbox_messages
    set status = 'failed', attempts = max_attempts, last_error = 'WhatsApp 503 Service Unavailable'
    where id = ${row!.id}`;
  return { ...row!, phone };
}

describe('sent messages in the browser', () => {
  it('dpc.bandung sends a failed reminder again and it is delivered once', async () => {
    const message = await failedReminder();
    const page = await browser.signedIn('dpc.bandung@simk.test', '/dashboard');
    await page.getByRole('link', { name: 'Pesan Terkirim' }).first().click();
    await waitForPath(page, '/dashboard/messages');
    await page.getByRole('heading', { level: 1, name: 'Pesan Terkirim' }).waitFor();
    await page.getByTestId('message-row').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // The failed tile filters the list, and the filter is in the URL.
    await page.getByTestId('message-tile-failed').click();
    await page.waitForURL((url) => url.searchParams.get('status') === 'failed');
    const row = page.getByTestId('message-row').filter({ hasText: message.phone });
    await row.getByText('Gagal', { exact: true }).waitFor();
    await row.getByText('WhatsApp 503 Service Unavailable').waitFor();

    // The detail shows the full text and the error.
    await row.getByRole('button', { name: `Detail pesan untuk ${message.full_name}` }).click();
    const detail = page.getByTestId('message-detail');
    const sentName = await messageName(sql, message.full_name);
    await detail.getByTestId('message-text').getByText(sentName, { exact: false }).waitFor();
    await detail.getByTestId('message-lastError').getByText('WhatsApp 503 Service Unavailable').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await detail.getByRole('button', { name: 'Tutup' }).last().click();
    await detail.waitFor({ state: 'hidden' });

    await row.getByRole('button', { name: `Kirim ulang pesan untuk ${message.full_name}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Kirim ulang pesan?' });
    await confirm.getByText(message.phone, { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Kirim ulang' }).click();
    await page
      .getByTestId('message-notice')
      .getByText(/masuk antrean lagi dan segera dikirim/)
      .waitFor();
    // No longer failed: it leaves the filtered list.
    await row.waitFor({ state: 'detached' });

    const to = message.phone.slice(1);
    await expect.poll(() => inbox(to), { timeout: 20_000 }).toHaveLength(1);

    await goto(page, `/dashboard/messages?search=${encodeURIComponent(message.phone)}`);
    const sent = page.getByTestId('message-row').filter({ hasText: message.phone });
    await sent.getByText('Terkirim', { exact: true }).waitFor();
    expect(await inbox(to)).toHaveLength(1);
  });
});
