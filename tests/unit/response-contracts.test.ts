// Every JSON response is checked against its route's declared contract in development and tests
// (decision 0053): a route whose handler drifts from its schema answers 500 INVALID_RESPONSE and
// the details are logged, instead of the browser failing later on INVALID_RESPONSE of its own.
import { createRoute, z } from '@hono/zod-openapi';
import { describe, expect, it } from 'vitest';
import { errorEnvelopeSchema, successEnvelopeSchema } from '../../supabase/functions/_shared/envelope.ts';
import { createApp } from '../../supabase/functions/api/app.ts';
import { AppError } from '../../supabase/functions/api/errors.ts';
import { routeContracts } from '../../supabase/functions/api/response-contracts.ts';
import { failure, ok } from '../../supabase/functions/api/routes/_shared/openapi-helpers.ts';
import { createRouter } from '../../supabase/functions/api/routes/_shared/router.ts';
import { testAppConfig } from '../support/api-config.ts';

const itemSchema = z.object({ id: z.number().int(), name: z.string() });
const route = (path: string, responses: Parameters<typeof createRoute>[0]['responses']) =>
  createRoute({ method: 'get', path, responses });

/** A router with one honest route and several that break their contract in different ways. */
function contractTestRouter() {
  return createRouter()
    .openapi(route('/contract-test/honest', { 200: ok(itemSchema, 'An item') }), (c) =>
      c.json({ success: true as const, data: { id: 1, name: 'Satu' } }, 200),
    )
    .openapi(route('/contract-test/wrong-shape', { 200: ok(itemSchema, 'An item') }), (c) =>
      // The drift under test: a string id where the contract says an integer.
      c.json({ success: true as const, data: { id: '1', name: 'Satu' } }, 200),
    )
    .openapi(route('/contract-test/undeclared-status', { 200: ok(itemSchema, 'An item') }), (c) =>
      // The drift under test: 201 is not declared.
      c.json({ success: true as const, data: { id: 1, name: 'Satu' } }, 201),
    )
    .openapi(route('/contract-test/thrown-error', { 200: ok(itemSchema, 'An item'), 404: failure('None') }), () => {
      throw new AppError('RECORD_NOT_FOUND');
    })
    .openapi(route('/contract-test/bad-error', { 200: ok(itemSchema, 'An item') }), (c) =>
      // The drift under test: an error without the envelope.
      c.json({ message: 'nope' }, 409),
    );
}

function appWith(environment: string) {
  const logged: unknown[] = [];
  const app = createApp(testAppConfig({ SIMK_ENVIRONMENT: environment }), {
    log: (message, detail) => logged.push({ message, detail }),
  });
  app.route('/v1', contractTestRouter());
  const get = async (path: string) => {
    const response = await app.request(`/api/v1/contract-test/${path}`);
    return { status: response.status, body: (await response.json()) as unknown };
  };
  return { get, logged };
}

const invalidResponse = { success: false, error: { code: 'INVALID_RESPONSE', message: expect.any(String) } };

describe('responses checked against their contracts (development and tests)', () => {
  it('passes a response that keeps its contract', async () => {
    const { get, logged } = appWith('test');
    const answer = await get('honest');
    expect(answer.status).toBe(200);
    expect(successEnvelopeSchema(itemSchema).parse(answer.body).data).toEqual({ id: 1, name: 'Satu' });
    expect(logged).toEqual([]);
  });

  it('turns a body of the wrong shape into 500 INVALID_RESPONSE and logs which field', async () => {
    const { get, logged } = appWith('development');
    const answer = await get('wrong-shape');
    expect(answer).toEqual({ status: 500, body: invalidResponse });
    expect(logged).toEqual([
      {
        message: expect.stringMatching(/GET \/api\/v1\/contract-test\/wrong-shape: the response breaks its contract/),
        detail: expect.objectContaining({ status: 200, issues: [expect.stringMatching(/^data\.id: .*invalid_type/)] }),
      },
    ]);
  });

  it('refuses a success status the route does not declare', async () => {
    const { get, logged } = appWith('test');
    expect(await get('undeclared-status')).toEqual({ status: 500, body: invalidResponse });
    expect(logged).toEqual([
      expect.objectContaining({ detail: expect.objectContaining({ problem: expect.stringMatching(/201/) }) }),
    ]);
  });

  it('checks error answers too: the envelope of onError passes, a bare error body does not', async () => {
    const { get } = appWith('test');
    const thrown = await get('thrown-error');
    expect(thrown.status).toBe(404);
    expect(errorEnvelopeSchema.parse(thrown.body).error.code).toBe('RECORD_NOT_FOUND');
    expect(await get('bad-error')).toEqual({ status: 500, body: invalidResponse });
  });

  it('is off in production: the response goes out as the handler wrote it', async () => {
    const { get, logged } = appWith('production');
    expect(await get('wrong-shape')).toEqual({ status: 200, body: { success: true, data: { id: '1', name: 'Satu' } } });
    expect(logged).toEqual([]);
  });
});

describe('the contracts the middleware knows', () => {
  it('are those of every operation of the OpenAPI document, by the path Hono routes', async () => {
    const app = createApp(testAppConfig());
    const document = (await (await app.request('/api/v1/openapi.json')).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path.replaceAll(/\{([^}]+)\}/g, ':$1')}`),
    );
    expect(operations.length).toBeGreaterThan(100);
    expect([...routeContracts(app, '/api').keys()].sort()).toEqual(operations.sort());
  });
});
