// The sent messages screen's status tiles against a fake API: each tile counts what its filter
// lists (the queue without the messages being sent, which are named under it), and a tile filters.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MessageList, MessageStatusCounts } from '@shared/contracts/messages';
import SentMessagesPage from '@/features/messages/routes/sent-messages-page';
import { ok, startFakeApi, type FakeApiServer } from './support/fake-api-server';
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
  });
});
