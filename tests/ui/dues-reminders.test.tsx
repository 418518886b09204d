// The overdue reminders screen against a fake API: designed loading, empty and error states; the
// send button only once a member is ticked (spec §5); select-all across the filter sends the
// filter, not ids; the preview the server rendered; the result with skip reasons; the spec's
// alert when sending fails; and what a send will do (who is skipped and why), said before it is sent.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OverdueList, OverdueMember } from '@shared/contracts/reminders';
import OverdueRemindersPage from '@/features/dues/routes/overdue-reminders-page';
import { fail, ok, startFakeApi, type FakeApiServer } from './support/fake-api-server';
import { renderFeature } from './support/render-feature';

let api: FakeApiServer;
beforeAll(async () => {
  api = await startFakeApi([]);
});
afterAll(() => api.close());

function member(index: number, overrides: Partial<OverdueMember> = {}): OverdueMember {
  return {
    id: `00000000-0000-4000-8000-00000000000${index}`,
    memberName: `Anggota ${index}`,
    memberNAP: null,
    phone: '+6281234567890',
    email: `anggota${index}@example.com`,
    organizationId: '00000000-0000-4000-8000-000000000099',
    organizationName: 'DPC Kota Bandung',
    duesCategory: 'Iuran Pokok',
    billCount: 1,
    amount: 150000,
    dueDate: '2026-11-05',
    daysOverdue: 20,
    bucket: '8-30',
    priority: 'medium',
    lastReminderSent: null,
    reminderCount: 0,
    ...overrides,
  };
}

const bandung = '00000000-0000-4000-8000-000000000099';
const surabaya = '00000000-0000-4000-8000-000000000098';
const chapter = (id: string, name: string, provinceName: string) => ({
  id,
  name,
  level: 'DPC' as const,
  bpsCode: null,
  parentId: null,
  provinceName,
});

function listOf(members: OverdueMember[], total = members.length): OverdueList {
  return {
    members,
    buckets: { '1-7': 0, '8-30': total, '>30': 0 },
    pagination: { page: 1, limit: 20, total, pages: Math.ceil(total / 20) },
  };
}

const render = (path = '/dashboard/dues/reminders') =>
  renderFeature(<OverdueRemindersPage />, { apiBaseUrl: api.baseUrl, path });

beforeEach(() => {
  api.routes.clear();
  api.requests.length = 0;
  api.routes.set('GET /profile/permissions', ok({ permissions: ['dues.remind'] }));
  api.routes.set('GET /dues/overdue', ok(listOf([member(1), member(2)], 45)));
  api.routes.set('GET /dues/overdue/chapters', ok({ organizations: [chapter(bandung, 'Kota Bandung', 'Jawa Barat')] }));
  // By default every member the send covers would get the reminder.
  api.routes.set('POST /dues/send-reminders/preview', (request) => {
    const body = JSON.parse(request.body) as { memberIds?: string[] };
    const requested = body.memberIds?.length ?? 45;
    return ok({ requested, queued: requested, fallback: 0, skippedByReason: {} });
  });
  for (const index of [1, 2]) {
    api.routes.set(
      `GET /dues/overdue/${member(index).id}/reminder-preview`,
      ok({
        channel: 'whatsapp',
        subject: null,
        text: `Yth. Anggota ${index}, pembayaran Iuran Pokok sebesar Rp150.000`,
        html: null,
      }),
    );
  }
});

describe('the overdue reminders screen', () => {
  it('shows skeletons, then the buckets and rows; the send button only after a member is ticked', async () => {
    api.routes.set('GET /dues/overdue', { ...ok(listOf([member(1), member(2)], 45)), delayMs: 300 });
    const user = userEvent.setup();
    render();
    expect((await screen.findAllByTestId('overdue-skeleton')).length).toBe(4);
    expect(await screen.findAllByTestId('overdue-row')).toHaveLength(2);
    expect(screen.getByTestId('overdue-bucket-8-30').textContent).toContain('45');
    expect(screen.queryByTestId('open-send-reminders')).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Pilih Anggota 1' }));
    expect(screen.getByTestId('open-send-reminders').textContent).toBe('Kirim Pengingat (1)');
  });

  it('sends the bucket and the search to the API', async () => {
    const user = userEvent.setup();
    render();
    await screen.findAllByTestId('overdue-row');
    await user.click(screen.getByTestId('overdue-bucket-8-30'));
    await user.type(screen.getByRole('searchbox', { name: 'Cari anggota menunggak' }), 'budi{Enter}');
    await waitFor(() => {
      const last = api.requests.filter((r) => r.path === '/dues/overdue').at(-1)!;
      expect(new URLSearchParams(last.search).get('bucket')).toBe('8-30');
      expect(new URLSearchParams(last.search).get('search')).toBe('budi');
    });
  });

  it('offers no chapter filter to an officer of one chapter', async () => {
    render();
    await screen.findAllByTestId('overdue-row');
    await waitFor(() => expect(api.requests.some((r) => r.path === '/dues/overdue/chapters')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 100)); // the answer reaches the screen
    expect(screen.getByRole('combobox', { name: 'Kelompok tunggakan' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'DPC' })).toBeNull();
  });

  it('narrows the list to the chosen chapter, and a send to all of the filter to it', async () => {
    api.routes.set(
      'GET /dues/overdue/chapters',
      ok({
        organizations: [
          chapter(surabaya, 'Kota Surabaya', 'Jawa Timur'),
          chapter(bandung, 'Kota Bandung', 'Jawa Barat'),
        ],
      }),
    );
    api.routes.set('POST /dues/send-reminders', (request) => {
      expect(JSON.parse(request.body)).toEqual({ filter: { organizationId: surabaya }, reminderType: 'whatsapp' });
      return ok({ requested: 45, queued: 45, fallback: [], skipped: [], skippedByReason: {} });
    });
    const user = userEvent.setup();
    render();
    await screen.findAllByTestId('overdue-row');
    const select = await screen.findByRole('combobox', { name: 'DPC' });
    // Grouped by province (Jawa Barat before Jawa Timur), after "every chapter".
    expect([...select.querySelectorAll('optgroup')].map((g) => g.label)).toEqual(['Jawa Barat', 'Jawa Timur']);
    await user.selectOptions(select, 'Kota Surabaya');
    await waitFor(() => {
      const last = api.requests.filter((r) => r.path === '/dues/overdue').at(-1)!;
      expect(new URLSearchParams(last.search).get('organizationId')).toBe(surabaya);
    });
    await user.click(screen.getByRole('checkbox', { name: 'Pilih semua anggota di halaman ini' }));
    await user.click(screen.getByRole('button', { name: 'Pilih semua 45 anggota pada filter ini' }));
    await user.click(screen.getByRole('button', { name: 'Kirim Pengingat (45)' }));
    const dialog = await screen.findByTestId('send-reminders-dialog');
    await user.click(await within(dialog).findByRole('button', { name: 'Kirim ke 45 anggota' }));
    expect((await within(dialog).findByTestId('reminder-result')).textContent).toContain('45 pengingat');
  });

  it('selects every member of the filter and sends the filter; shows the skip reasons', async () => {
    api.routes.set('POST /dues/send-reminders', (request) => {
      expect(JSON.parse(request.body)).toEqual({ filter: {}, reminderType: 'sms' });
      return ok({
        requested: 45,
        queued: 40,
        fallback: [],
        skipped: Array.from({ length: 5 }, (_, i) => ({ memberId: member(i).id, reason: 'recently_reminded' })),
        skippedByReason: { recently_reminded: 5 },
      });
    });
    const user = userEvent.setup();
    render();
    await screen.findAllByTestId('overdue-row');
    await user.click(screen.getByRole('checkbox', { name: 'Pilih semua anggota di halaman ini' }));
    await user.click(screen.getByRole('button', { name: 'Pilih semua 45 anggota pada filter ini' }));
    await user.click(screen.getByRole('button', { name: 'Kirim Pengingat (45)' }));
    const dialog = await screen.findByTestId('send-reminders-dialog');
    expect(await within(dialog).findByText(/Yth\. Anggota 1/)).toBeTruthy();
    await user.click(within(dialog).getByRole('radio', { name: 'SMS' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Kirim ke 45 anggota' }));
    const result = await within(dialog).findByTestId('reminder-result');
    expect(result.textContent).toContain('40 pengingat masuk antrean pengiriman.');
    expect(result.textContent).toContain('5 sudah diingatkan lewat metode ini dalam 24 jam terakhir');
  });

  it("shows the spec's alert when sending fails", async () => {
    api.routes.set('POST /dues/send-reminders', fail(500, 'INTERNAL_ERROR', 'Terjadi kesalahan pada server.'));
    const user = userEvent.setup();
    render();
    await screen.findAllByTestId('overdue-row');
    await user.click(screen.getByRole('checkbox', { name: 'Pilih Anggota 2' }));
    await user.click(screen.getByRole('button', { name: 'Kirim Pengingat (1)' }));
    const dialog = await screen.findByTestId('send-reminders-dialog');
    await user.click(await within(dialog).findByRole('button', { name: 'Kirim ke 1 anggota' }));
    const alert = await within(dialog).findByTestId('reminder-send-error');
    expect(alert.textContent).toContain('Gagal mengirim pengingat. Silakan coba lagi.');
    const sent = api.requests.find((r) => r.path === '/dues/send-reminders')!;
    expect(JSON.parse(sent.body)).toEqual({ memberIds: [member(2).id], reminderType: 'whatsapp' });
  });

  it('says before sending who will be skipped and why, and the button names who will really get it', async () => {
    api.routes.set('POST /dues/send-reminders/preview', (request) => {
      const body = JSON.parse(request.body) as { memberIds: string[]; reminderType: string };
      expect(body.memberIds).toHaveLength(2);
      return body.reminderType === 'whatsapp'
        ? ok({ requested: 2, queued: 1, fallback: 1, skippedByReason: { recently_reminded: 1 } })
        : ok({ requested: 2, queued: 0, fallback: 0, skippedByReason: { preference: 1, no_contact: 1 } });
    });
    const user = userEvent.setup();
    render();
    await screen.findAllByTestId('overdue-row');
    await user.click(screen.getByRole('checkbox', { name: 'Pilih semua anggota di halaman ini' }));
    await user.click(screen.getByRole('button', { name: 'Kirim Pengingat (2)' }));
    const dialog = await screen.findByTestId('send-reminders-dialog');
    expect(within(dialog).getByText('2 anggota dipilih.')).toBeTruthy();
    const send = await within(dialog).findByRole('button', { name: 'Kirim ke 1 anggota' });
    const outlook = within(dialog).getByTestId('reminder-outlook');
    expect(outlook.textContent).toContain('1 dari 2 anggota akan dilewati:');
    expect(outlook.textContent).toContain('1 sudah diingatkan lewat metode ini dalam 24 jam terakhir');
    expect(outlook.textContent).toContain('1 anggota tanpa nomor telepon akan menerima pengingat lewat email.');
    expect(send.hasAttribute('disabled')).toBe(false);

    // Another channel: asked again; nobody would get it, so there is nothing to send.
    await user.click(within(dialog).getByRole('radio', { name: 'SMS' }));
    await waitFor(() =>
      expect(within(dialog).getByTestId('reminder-outlook').textContent).toContain(
        'Tidak ada pengingat yang akan dikirim',
      ),
    );
    const none = within(dialog).getByRole('button', { name: 'Kirim ke 0 anggota' });
    expect(none.hasAttribute('disabled')).toBe(true);
    expect(within(dialog).getByTestId('reminder-outlook').textContent).toContain(
      '1 tidak memiliki nomor telepon maupun email',
    );
    expect(api.requests.some((r) => r.path === '/dues/send-reminders')).toBe(false);
  });

  it('still lets the officer send when the check fails, without promising a count', async () => {
    api.routes.set('POST /dues/send-reminders/preview', fail(500, 'INTERNAL_ERROR', 'Terjadi kesalahan pada server.'));
    api.routes.set(
      'POST /dues/send-reminders',
      ok({ requested: 1, queued: 1, fallback: [], skipped: [], skippedByReason: {} }),
    );
    const user = userEvent.setup();
    render();
    await screen.findAllByTestId('overdue-row');
    await user.click(screen.getByRole('checkbox', { name: 'Pilih Anggota 1' }));
    await user.click(screen.getByRole('button', { name: 'Kirim Pengingat (1)' }));
    const dialog = await screen.findByTestId('send-reminders-dialog');
    expect(
      (await within(dialog).findByTestId('reminder-outlook-failed', {}, { timeout: 10_000 })).textContent,
    ).toContain('Jumlah penerima belum dapat diperiksa');
    const send = within(dialog).getByRole('button', { name: 'Kirim Pengingat' });
    await waitFor(() => expect(send.hasAttribute('disabled')).toBe(false));
    await user.click(send);
    expect((await within(dialog).findByTestId('reminder-result')).textContent).toContain('1 pengingat');
  });

  it('shows the designed empty state', async () => {
    api.routes.set('GET /dues/overdue', ok(listOf([])));
    render();
    expect((await screen.findByTestId('overdue-empty')).textContent).toContain('Tidak ada anggota yang menunggak');
  });

  it('shows the designed error state with a retry', async () => {
    api.routes.set('GET /dues/overdue', fail(500, 'INTERNAL_ERROR', 'Terjadi kesalahan pada server.'));
    render();
    const alert = await screen.findByTestId('overdue-error', {}, { timeout: 10_000 });
    expect(alert.textContent).toContain('Gagal memuat data tunggakan.');
    expect(within(alert).getByRole('button', { name: 'Coba lagi' })).toBeTruthy();
  });
});
