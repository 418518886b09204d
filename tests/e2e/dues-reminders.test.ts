// Overdue reminders in the browser (issue 14 §2): dpc.bandung filters the 8–30 day bucket,
// selects three members, previews and sends by WhatsApp; the local message inbox (the stack's
// dispatcher delivers on its timer) shows three messages with their names and amounts; a second
// send within 24 hours reports them skipped.
import postgres from 'postgres';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD } from '../../local/demo-accounts.ts';
import type { InboxMessage } from '../../local/messaging/message-inbox.ts';
import { seriousViolations } from './support/axe.ts';
import { signIn, waitForPath } from './support/auth.ts';
import { useBrowser } from './support/browser.ts';
import { messageName } from '../support/message-name.ts';

const browser = useBrowser();
const sql = postgres(inject('databaseUrl'), { max: 1, onnotice: () => {} });
afterAll(() => sql.end({ timeout: 1 }));

async function whatsappInbox(): Promise<InboxMessage[]> {
  const response = await fetch(new URL('/messaging/inbox/api/messages?channel=whatsapp', inject('gatewayUrl')));
  expect(response.status).toBe(200);
  return ((await response.json()) as { messages: InboxMessage[] }).messages;
}

describe('overdue reminders in the browser', () => {
  it('dpc.bandung sends WhatsApp reminders to three members of the 8–30 day bucket, once per 24 hours', async () => {
    const page = await browser.open('/login');
    await signIn(page, 'dpc.bandung@simk.test', DEMO_PASSWORD);
    await waitForPath(page, '/dashboard');
    await page.goto(new URL('/dashboard/dues/reminders', page.url()).toString());
    await page.getByRole('heading', { level: 1, name: 'Pengingat Tunggakan' }).waitFor();
    await page.getByTestId('overdue-row').first().waitFor();
    // Spec §5: no send button before a member is selected.
    expect(await page.getByTestId('open-send-reminders').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByTestId('overdue-bucket-8-30').click();
    await page.waitForURL((url) => url.searchParams.get('bucket') === '8-30');
    await expect
      .poll(async () => {
        const buckets = await page.getByTestId('overdue-row').evaluateAll((rows) => rows.map((r) => r.dataset.bucket));
        return buckets.length > 0 && buckets.every((b) => b === '8-30');
      })
      .toBe(true);

    // Three members with a phone and no reminder yet.
    const candidates = page
      .getByTestId('overdue-row')
      .filter({ hasNotText: 'Tanpa nomor telepon' })
      .filter({ hasText: 'Belum pernah' });
    expect(await candidates.count()).toBeGreaterThanOrEqual(3);
    // `sent`: the name as WhatsApp carries it (a space after each dot of a title).
    const chosen: { name: string; sent: string; amount: string }[] = [];
    for (let index = 0; index < 3; index += 1) {
      const row = candidates.nth(index);
      const name = (await row.getByTestId('overdue-name').innerText()).trim();
      const digits = (await row.getByTestId('overdue-amount').innerText()).replace(/\D/g, '');
      chosen.push({ name, sent: await messageName(sql, name), amount: `Rp${Number(digits).toLocaleString('id-ID')}` });
    }
    for (const { name } of chosen) {
      await page.getByRole('checkbox', { name: `Pilih ${name}`, exact: true }).check({ force: true });
    }

    await page.getByRole('button', { name: 'Kirim Pengingat (3)' }).click();
    const dialog = page.getByTestId('send-reminders-dialog');
    await dialog.getByText('3 anggota dipilih.').waitFor();
    expect(await dialog.getByRole('radio', { name: 'WhatsApp' }).isChecked()).toBe(true);
    const preview = dialog.getByTestId('reminder-preview');
    await preview.getByText(`Yth. ${chosen[0]!.sent}`, { exact: false }).waitFor();
    await preview.getByText(chosen[0]!.amount, { exact: false }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Kirim ke 3 anggota' }).click();
    await dialog.getByTestId('reminder-result').getByText('3 pengingat masuk antrean pengiriman.').waitFor();

    // The dispatcher of the stack delivers them to the local WhatsApp Cloud.
    const names = new Set(chosen.map((c) => c.sent));
    await expect
      .poll(async () => (await whatsappInbox()).filter((m) => names.has(m.template?.parameters[0] ?? '')).length, {
        timeout: 30_000,
      })
      .toBe(3);
    const received = (await whatsappInbox()).filter((m) => names.has(m.template?.parameters[0] ?? ''));
    for (const { sent, amount } of chosen) {
      const message = received.find((m) => m.template!.parameters[0] === sent)!;
      expect(message.template).toMatchObject({ name: 'simk_pengingat_iuran', language: 'id' });
      expect(message.template!.parameters[2]).toBe(amount);
    }

    await dialog.getByRole('button', { name: 'Selesai' }).click();
    // The list reloaded: each of them now shows one reminder.
    for (const { name } of chosen) {
      await page.getByTestId('overdue-row').filter({ hasText: name }).getByText('1 kali dikirim').waitFor();
    }

    // A second send within 24 hours: the dialog says before sending that all three will be
    // skipped and why, and offers nothing to send (issue 23 §5).
    for (const { name } of chosen) {
      await page.getByRole('checkbox', { name: `Pilih ${name}`, exact: true }).check({ force: true });
    }
    await page.getByRole('button', { name: 'Kirim Pengingat (3)' }).click();
    const outlook = dialog.getByTestId('reminder-outlook');
    await outlook.getByText('3 dari 3 anggota akan dilewati:').waitFor();
    await outlook.getByText('3 sudah diingatkan lewat metode ini dalam 24 jam terakhir').waitFor();
    expect(await dialog.getByRole('button', { name: 'Kirim ke 0 anggota' }).isDisabled()).toBe(true);
    expect((await whatsappInbox()).filter((m) => names.has(m.template?.parameters[0] ?? ''))).toHaveLength(3);

    // The member's detail page lists the reminder with its delivery status.
    await dialog.getByRole('button', { name: 'Batal' }).click();
    const memberId = await page
      .getByTestId('overdue-row')
      .filter({ hasText: chosen[0]!.name })
      .getAttribute('data-member-id');
    await page.goto(new URL(`/members/${memberId}`, page.url()).toString());
    await page.getByRole('tab', { name: 'Pengingat Iuran' }).click();
    const history = page.getByTestId('reminder-history-row');
    await expect.poll(() => history.count()).toBe(1);
    await history.getByText('WhatsApp').waitFor();
    await history.getByText(chosen[0]!.amount).waitFor();
    await history.getByText('Terkirim').waitFor();
  });
});
