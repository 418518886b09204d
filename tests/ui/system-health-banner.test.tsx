import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fail, healthyRoutes, startFakeApi, type FakeApiServer } from './support/fake-api-server';
import { renderApp, TEST_PUBLISHABLE_KEY } from './support/render-app';

const BANNER_TEXT = 'Koneksi ke backend terbatas';

let api: FakeApiServer;
beforeEach(async () => {
  api = await startFakeApi();
});
afterEach(() => api.close());

function healthQueryStatuses(queryClient: QueryClient) {
  return queryClient
    .getQueryCache()
    .findAll({ queryKey: ['system-health'] })
    .map((query) => query.state.status);
}

describe('backend health banner', () => {
  it('stays hidden when /health, /auth/ping and /auth/test-db all succeed', async () => {
    const { queryClient } = renderApp('/', { apiBaseUrl: api.baseUrl });

    await waitFor(() => expect(healthQueryStatuses(queryClient)).toEqual(['success', 'success', 'success']));
    expect(screen.queryByText(BANNER_TEXT)).toBeNull();

    // The page itself asks for its own data too; the checks are these three.
    const checks = api.requests.filter((request) => ['/auth/ping', '/auth/test-db', '/health'].includes(request.path));
    expect(checks.map((request) => request.path).sort()).toEqual(['/auth/ping', '/auth/test-db', '/health']);
    for (const request of checks) {
      expect(request.headers['apikey']).toBe(TEST_PUBLISHABLE_KEY);
      expect(request.headers['x-client-source']).toBe('simk-web');
      expect(request.headers['authorization']).toBeUndefined();
    }
  });

  it('shows "Koneksi ke backend terbatas" when the health endpoint answers 503, and hides it after a successful re-check', async () => {
    const user = userEvent.setup();
    api.routes.set('GET /health', fail(503, 'DATABASE_UNAVAILABLE', 'Database tidak dapat dihubungi.'));
    renderApp('/', { apiBaseUrl: api.baseUrl });

    // The check is retried once (after ~1 s) before it counts as failed.
    const banner = (await screen.findByText(BANNER_TEXT, {}, { timeout: 5000 })).closest('[role=status]');
    expect(banner).toBeTruthy();
    expect(screen.getByText(BANNER_TEXT)).toBeTruthy();
    expect(api.requests.filter((request) => request.path === '/health')).toHaveLength(2);

    api.routes.set('GET /health', healthyRoutes()[0]![1]);
    await user.click(screen.getByRole('button', { name: 'Periksa lagi' }));
    await waitFor(() => expect(screen.queryByText(BANNER_TEXT)).toBeNull());
  });

  it('treats a response that breaks the contract as a failed check', async () => {
    api.routes.set('GET /auth/test-db', { status: 200, body: { success: true, data: { database: 'down' } } });
    renderApp('/test/claim-nap', { apiBaseUrl: api.baseUrl });

    expect(await screen.findByText(BANNER_TEXT, {}, { timeout: 5000 })).toBeTruthy();
  });
});
