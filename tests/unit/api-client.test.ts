import { z } from 'zod';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, setAccessTokenGetter } from '@/lib/api-client';
import { forgetEarlyReads } from '@/lib/early-reads';
import { fail, ok, startFakeApi, type FakeApiServer } from '../ui/support/fake-api-server';

const itemSchema = z.object({ id: z.string(), amount: z.number().int() });

let api: FakeApiServer;
beforeAll(async () => {
  api = await startFakeApi([]);
});
afterAll(() => api.close());
afterEach(() => {
  api.routes.clear();
  api.requests.length = 0;
  setAccessTokenGetter(() => null);
});

function client(timeoutMs?: number) {
  return createApiClient({ baseUrl: api.baseUrl, publishableKey: 'pk-test', timeoutMs });
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}

describe('api client', () => {
  it('returns the validated data of a success envelope and sends the client headers', async () => {
    api.routes.set('GET /items/1', ok({ id: '1', amount: 150000 }));

    await expect(client().get('/items/1', itemSchema)).resolves.toEqual({ id: '1', amount: 150000 });

    const [request] = api.requests;
    expect(request?.headers['apikey']).toBe('pk-test');
    expect(request?.headers['x-client-source']).toBe('simk-web');
    expect(request?.headers['authorization']).toBeUndefined();
  });

  it('adds the bearer token from the registered token getter', async () => {
    api.routes.set('GET /items/1', ok({ id: '1', amount: 1 }));
    setAccessTokenGetter(async () => 'token-123');

    await client().get('/items/1', itemSchema);
    expect(api.requests[0]?.headers['authorization']).toBe('Bearer token-123');
  });

  it('sends no token for an anonymous call, though a session is there', async () => {
    api.routes.set('GET /items/1', ok({ id: '1', amount: 1 }));
    setAccessTokenGetter(async () => 'token-123');

    await client().get('/items/1', itemSchema, { anonymous: true });
    expect(api.requests[0]?.headers['authorization']).toBeUndefined();
    expect(api.requests[0]?.headers['apikey']).toBe('pk-test');
  });

  it('sends JSON bodies and query parameters', async () => {
    api.routes.set('POST /items', (request) => ok({ id: JSON.parse(request.body).id, amount: 2 }));

    await expect(
      client().post('/items', { id: 'x' }, itemSchema, { query: { page: 2, search: 'ani', skip: undefined } }),
    ).resolves.toEqual({ id: 'x', amount: 2 });
    expect(api.requests[0]?.headers['content-type']).toBe('application/json');
    expect(api.requests[0]?.search).toBe('?page=2&search=ani');
  });

  it('turns an error envelope into an ApiError with its code, message and status', async () => {
    api.routes.set('GET /items/1', fail(403, 'FORBIDDEN', 'Anda tidak memiliki akses untuk tindakan ini.'));

    const error = await rejection(client().get('/items/1', itemSchema));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 'FORBIDDEN',
      message: 'Anda tidak memiliki akses untuk tindakan ini.',
      status: 403,
    });
  });

  it('reports a non-envelope HTTP failure as HTTP_ERROR', async () => {
    api.routes.set('GET /items/1', { status: 502, body: '<html>Bad gateway</html>' });

    await expect(client().get('/items/1', itemSchema)).rejects.toMatchObject({ code: 'HTTP_ERROR', status: 502 });
  });

  it('rejects data that does not match the schema', async () => {
    api.routes.set('GET /items/1', ok({ id: 1 }));

    await expect(client().get('/items/1', itemSchema)).rejects.toMatchObject({ code: 'INVALID_RESPONSE', status: 200 });
  });

  it('validates with a schema loaded on demand, and turns a failed load into a NETWORK_ERROR', async () => {
    api.routes.set('GET /items/1', ok({ id: '1', amount: 150000 }));
    await expect(client().get('/items/1', () => Promise.resolve(itemSchema))).resolves.toEqual({
      id: '1',
      amount: 150000,
    });

    api.routes.set('GET /items/2', ok({ id: 2 }));
    expect(await rejection(client().get('/items/2', () => Promise.resolve(itemSchema)))).toMatchObject({
      code: 'INVALID_RESPONSE',
    });

    const failedLoad = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    expect(await rejection(client().get('/items/1', failedLoad))).toMatchObject({ code: 'NETWORK_ERROR' });
  });

  it('times out with an Indonesian message', async () => {
    api.routes.set('GET /slow', { ...ok({ id: '1', amount: 1 }), delayMs: 500 });

    const error = await rejection(client(50).get('/slow', itemSchema));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 'TIMEOUT',
      status: 0,
      message: 'Server tidak merespons tepat waktu. Silakan coba lagi.',
    });
  });

  it('reports an unreachable server as NETWORK_ERROR', async () => {
    const closed = await startFakeApi([]);
    await closed.close();
    const unreachable = createApiClient({ baseUrl: closed.baseUrl });

    await expect(unreachable.get('/health', itemSchema)).rejects.toMatchObject({
      code: 'NETWORK_ERROR',
      status: 0,
      message: 'Tidak dapat terhubung ke server. Periksa koneksi internet Anda lalu coba lagi.',
    });
  });

  it('passes a caller cancellation through instead of wrapping it', async () => {
    api.routes.set('GET /slow', { ...ok({ id: '1', amount: 1 }), delayMs: 500 });
    const controller = new AbortController();

    const pending = client().get('/slow', itemSchema, { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    const error = await rejection(pending);
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe('AbortError');
  });

  it('sends nothing when the call is cancelled while the access token is read', async () => {
    // React's development double effects cancel a query in the same tick it started.
    api.routes.set('GET /items/1', ok({ id: '1', amount: 1 }));
    setAccessTokenGetter(async () => 'token-123');
    const controller = new AbortController();

    const pending = client().get('/items/1', itemSchema, { signal: controller.signal });
    controller.abort();
    expect(((await rejection(pending)) as Error).name).toBe('AbortError');
    const download = client().download('/items/1', { signal: AbortSignal.abort() });
    expect(((await rejection(download)) as Error).name).toBe('AbortError');
    expect(api.requests).toHaveLength(0);
  });

  describe('early reads (a first page sends its GETs before it renders)', () => {
    afterEach(() => forgetEarlyReads());

    it('answers the first GET of the path with the same token from the early request, once', async () => {
      let served = 0;
      api.routes.set('GET /items/1', () => ok({ id: '1', amount: ++served }));
      setAccessTokenGetter(() => 'token-early');
      const early = client();
      early.sendEarly('/items/1', 'token-early');

      await expect(early.get('/items/1', itemSchema)).resolves.toEqual({ id: '1', amount: 1 });
      expect(api.requests).toHaveLength(1);
      expect(api.requests[0]?.headers['authorization']).toBe('Bearer token-early');
      expect(api.requests[0]?.headers['apikey']).toBe('pk-test');
      // Taken once: the next reader asks the network.
      await expect(early.get('/items/1', itemSchema)).resolves.toEqual({ id: '1', amount: 2 });
      expect(api.requests).toHaveLength(2);
    });

    it('is not handed to a reader with another token, nor after the session ended', async () => {
      api.routes.set('GET /items/1', (request) => ok({ id: request.headers['authorization'] ?? '-', amount: 1 }));
      const early = client();
      early.sendEarly('/items/1', 'token-old');
      await vi.waitFor(() => expect(api.requests).toHaveLength(1));
      setAccessTokenGetter(() => 'token-new');
      await expect(early.get('/items/1', itemSchema)).resolves.toMatchObject({ id: 'Bearer token-new' });
      expect(api.requests).toHaveLength(2);

      early.sendEarly('/items/1', 'token-new');
      await vi.waitFor(() => expect(api.requests).toHaveLength(3));
      forgetEarlyReads();
      await early.get('/items/1', itemSchema);
      expect(api.requests).toHaveLength(4);
    });

    it('still lets the reader cancel while the early answer is under way', async () => {
      api.routes.set('GET /items/1', { ...ok({ id: '1', amount: 1 }), delayMs: 200 });
      setAccessTokenGetter(() => 'token-early');
      const early = client();
      early.sendEarly('/items/1', 'token-early');
      const controller = new AbortController();
      const read = early.get('/items/1', itemSchema, { signal: controller.signal });
      controller.abort(new DOMException('cancelled', 'AbortError'));
      await expect(rejection(read)).resolves.toMatchObject({ name: 'AbortError' });
    });
  });
});
