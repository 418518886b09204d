import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  fail,
  healthyRoutes,
  startFakeApi,
  type FakeApiServer,
  type FakeResponse,
  type RecordedRequest,
} from './support/fake-api-server';
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

    await waitFor(() => expect(healthQueryStatuses(queryClient)).toEqual(['success', 'success', 'success']), {
      timeout: 5000,
    });
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

  it('shows it while the database is down: /health alive, /auth/test-db answering 503', async () => {
    api.routes.set(
      'GET /auth/test-db',
      fail(503, 'DATABASE_UNAVAILABLE', 'Database tidak dapat dihubungi. Silakan coba lagi nanti.'),
    );
    renderApp('/', { apiBaseUrl: api.baseUrl });

    expect(await screen.findByText(BANNER_TEXT, {}, { timeout: 5000 })).toBeTruthy();
    expect(api.requests.filter((request) => request.path === '/health').length).toBeGreaterThan(0);
  });

  it('checks again at once when another call reports DATABASE_UNAVAILABLE, without waiting 5 minutes', async () => {
    // The database goes down after the checks at start passed: later calls get 503.
    let databaseUp = true;
    const [, healthyTestDb] = healthyRoutes().find(([route]) => route === 'GET /auth/test-db')!;
    const down = fail(503, 'DATABASE_UNAVAILABLE', 'Database tidak dapat dihubungi. Silakan coba lagi nanti.');
    api.routes.set('GET /auth/test-db', (request) =>
      databaseUp ? (healthyTestDb as (request: RecordedRequest) => FakeResponse)(request) : down,
    );
    const { queryClient } = renderApp('/', { apiBaseUrl: api.baseUrl });
    await waitFor(() => expect(healthQueryStatuses(queryClient)).toEqual(['success', 'success', 'success']), {
      timeout: 5000,
    });
    expect(screen.queryByText(BANNER_TEXT)).toBeNull();
    // The page has asked for its data (on a loaded machine the checks can pass before it renders).
    const pageData = ['/content/news', '/organizations', '/statistics/overview', '/statistics/member-distribution'];
    await waitFor(() => expect(api.requests.some((request) => pageData.includes(request.path))).toBe(true), {
      timeout: 5000,
    });

    databaseUp = false;
    for (const path of pageData) api.routes.set(`GET ${path}`, down);
    const before = api.requests.length;
    await queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'system-health' });
    expect(api.requests.slice(before).some((request) => pageData.includes(request.path))).toBe(true);

    expect(await screen.findByText(BANNER_TEXT, {}, { timeout: 8000 })).toBeTruthy();
    expect(api.requests.filter((request) => request.path === '/auth/test-db').length).toBeGreaterThan(1);
  });

  it('treats a response that breaks the contract as a failed check', async () => {
    api.routes.set('GET /auth/test-db', { status: 200, body: { success: true, data: { database: 'down' } } });
    renderApp('/register-old', { apiBaseUrl: api.baseUrl });

    expect(await screen.findByText(BANNER_TEXT, {}, { timeout: 5000 })).toBeTruthy();
  });
});
