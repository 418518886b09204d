// The sent messages screen against a fake API: each tile counts what its filter lists (the queue
// without the messages being sent, which are named under it), a tile filters, and "Kirim ulang
// semua" sends the filter's failed messages again after a confirmation, for dues.remind only.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  messageTemplates,
  type MessageList,
  type MessageStatusCounts,
  type OutboxMessage,
} from '@shared/contracts/messages';
import SentMessagesPage from '@/features/messages/routes/sent-messages-page';
import { fail, ok, startFakeApi, type FakeApiServer } from './support/fake-api-server';
import { renderFeature } from './support/render-feature';

let api: FakeApiServer;
beforeAll(async () => {
  api = await startFakeApi([]);
});
afterAll(() => api.close());

const listWith = (counts: MessageStatusCounts): MessageList => ({
  messages: [],
  counts,
  pagination: { page: 1, limit: 20, total: 0, pages: 0 },
});

beforeEach(() => {
  api.routes.clear();
  api.requests.length = 0;
  api.routes.set('GET /profile/permissions', ok({ permissions: ['messages.read', 'dues.remind'] }));
});

const counts = (failed: number): MessageStatusCounts => ({
  all: 100 + failed,
  queued: 0,
  sending: 0,
  sent: 100,
  failed,
  cancelled: 0,
});

describe('sent messages tiles', () => {
  it('counts the queue without the messages being sent, and names those under it', async () => {
    api.routes.set(
      'GET /messages',
      ok(listWith({ all: 1316, queued: 3, sending: 2, sent: 1300, failed: 11, cancelled: 0 })),
    );
    renderFeature(<SentMessagesPage />, { apiBaseUrl: api.baseUrl, path: '/dashboard/messages' });

    const queued = await screen.findByTestId('message-tile-queued');
    await waitFor(() => expect(within(queued).getByText('3')).toBeTruthy());
    expect(within(queued).getByText('2 sedang dikirim')).toBeTruthy();
    expect(within(screen.getByTestId('message-tile-all')).getByText('1.316')).toBeTruthy();
    expect(within(screen.getByTestId('message-tile-failed')).getByText('11')).toBeTruthy();

    await userEvent.click(queued);
    await waitFor(() =>
      expect(
        api.requests.some((r) => r.path === '/messages' && new URLSearchParams(r.search).get('status') === 'queued'),
      ).toBe(true),
    );
  });

  it('names no sending line when nothing is being sent', async () => {
    api.routes.set('GET /messages', ok(listWith({ all: 5, queued: 5, sending: 0, sent: 0, failed: 0, cancelled: 0 })));
    renderFeature(<SentMessagesPage />, { apiBaseUrl: api.baseUrl, path: '/dashboard/messages' });

    const queued = await screen.findByTestId('message-tile-queued');
    await waitFor(() => expect(within(queued).getByText('5')).toBeTruthy());
    expect(within(queued).queryByText(/sedang dikirim/)).toBeNull();
    // Nothing failed: nothing to resend.
    expect(screen.queryByTestId('retry-failed')).toBeNull();
  });
});

describe('resending every failed message', () => {
  it('confirms with the count, sends the filter, and tells what was queued and skipped', async () => {
    api.routes.set('GET /messages', ok(listWith(counts(11))));
    api.routes.set('POST /messages/retry-failed', (request) => {
      expect(JSON.parse(request.body)).toEqual({ channel: 'sms', period: 'all' });
      return ok({ retried: 9, skipped: 2 });
    });
    const user = userEvent.setup();
    renderFeature(<SentMessagesPage />, { apiBaseUrl: api.baseUrl, path: '/dashboard/messages?channel=sms' });

    await user.click(await screen.findByRole('button', { name: 'Kirim ulang 11 pesan gagal' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('11 pesan gagal pada filter ini akan masuk antrean lagi');
    expect(api.requests.some((r) => r.path === '/messages/retry-failed')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Kirim ulang semua' }));
    const notice = await screen.findByTestId('message-notice');
    expect(notice.textContent).toContain('9 pesan masuk antrean lagi dan segera dikirim.');
    expect(notice.textContent).toContain('2 pesan dilewati');
  });

  it('keeps the dialog open with the reason when the server refuses', async () => {
    api.routes.set('GET /messages', ok(listWith(counts(1500))));
    api.routes.set(
      'POST /messages/retry-failed',
      fail(422, 'MESSAGE_RETRY_TOO_MANY', 'Terlalu banyak pesan gagal pada filter ini.'),
    );
    const user = userEvent.setup();
    renderFeature(<SentMessagesPage />, { apiBaseUrl: api.baseUrl, path: '/dashboard/messages' });
    await user.click(await screen.findByRole('button', { name: 'Kirim ulang 1.500 pesan gagal' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Kirim ulang semua' }));
    expect(await within(dialog).findByText(/Terlalu banyak pesan gagal/)).toBeTruthy();
  });

  it('offers no resend without dues.remind', async () => {
    api.routes.set('GET /profile/permissions', ok({ permissions: ['messages.read'] }));
    api.routes.set('GET /messages', ok(listWith(counts(4))));
    renderFeature(<SentMessagesPage />, { apiBaseUrl: api.baseUrl, path: '/dashboard/messages' });
    await within(await screen.findByTestId('message-tile-failed')).findByText('4');
    expect(screen.queryByTestId('retry-failed')).toBeNull();
  });
});

describe('message types', () => {
  const message = (template: OutboxMessage['template'], index: number): OutboxMessage => ({
    id: `00000000-0000-4000-8000-00000000010${index}`,
    channel: 'whatsapp',
    fallbackFrom: null,
    recipient: '+6281234567890',
    memberId: null,
    memberName: `Anggota ${index}`,
    memberNAP: null,
    organizationName: 'Kota Bandung',
    template,
    subject: null,
    text: 'Yth. Anggota',
    textTruncated: false,
    status: 'sent',
    attempts: 1,
    maxAttempts: 8,
    nextAttemptAt: null,
    lastError: null,
    provider: 'whatsapp_cloud',
    providerMessageId: 'wamid.1',
    deliveryStatus: null,
    deliveryStatusAt: null,
    deliveryError: null,
    queuedBy: null,
    createdAt: '2026-11-20T03:00:00.000Z',
    sentAt: '2026-11-20T03:00:02.000Z',
  });

  it('labels every type the outbox holds, in the rows and in the type filter', async () => {
    api.routes.set(
      'GET /messages',
      ok({
        ...listWith(counts(0)),
        messages: [message('payment_confirmation', 1), message('sip_expiry_reminder', 2)],
        pagination: { page: 1, limit: 20, total: 2, pages: 1 },
      }),
    );
    renderFeature(<SentMessagesPage />, { apiBaseUrl: api.baseUrl, path: '/dashboard/messages' });

    expect(await screen.findByText('Konfirmasi pembayaran')).toBeTruthy();
    expect(screen.getByText('Pengingat SIP berakhir')).toBeTruthy();
    expect(screen.queryByText(/payment_confirmation|sip_expiry_reminder/)).toBeNull();

    const filter = screen.getByRole('combobox', { name: 'Jenis pesan' });
    const options = [...filter.querySelectorAll('option')].map((o) => [o.value, o.textContent]);
    expect(options.map(([value]) => value)).toEqual(['all', ...messageTemplates]);
    expect(options.every(([value, label]) => label !== value && label !== '')).toBe(true);
    await userEvent.selectOptions(filter, 'Konfirmasi pembayaran');
    await waitFor(() =>
      expect(
        api.requests.some(
          (r) => r.path === '/messages' && new URLSearchParams(r.search).get('template') === 'payment_confirmation',
        ),
      ).toBe(true),
    );
  });
});
