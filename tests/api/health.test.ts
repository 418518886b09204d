import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema, successEnvelopeSchema } from '../../supabase/functions/_shared/envelope.ts';
import {
  healthSchema,
  pingSchema,
  readinessSchema,
  testDbSchema,
} from '../../supabase/functions/_shared/contracts/health.ts';
import { createApp } from '../../supabase/functions/api/app.ts';
import { startGateway } from '../../local/gateway.ts';
import { freePort } from '../../local/postgres.ts';
import { testAppConfig } from '../support/api-config.ts';
import { useTestDatabase } from '../support/test-database.ts';

const db = useTestDatabase();
let gateway: Awaited<ReturnType<typeof startGateway>>;
let api: string;

beforeAll(async () => {
  const app = createApp(testAppConfig(), { sql: db.sql });
  gateway = await startGateway({ port: await freePort(), host: '127.0.0.1', functions: { api: app.fetch } });
  api = `${gateway.url}/functions/v1/api/v1`;
});
afterAll(() => gateway?.close());

describe('health routes through the gateway', () => {
  it('GET /health answers in the success envelope', async () => {
    const response = await fetch(`${api}/health`);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const body = successEnvelopeSchema(healthSchema).parse(await response.json());
    expect(body.data.service).toBe('simk-api');
  });

  it('GET /health/ready reports the database as up', async () => {
    const response = await fetch(`${api}/health/ready`);
    expect(response.status).toBe(200);
    const body = successEnvelopeSchema(readinessSchema).parse(await response.json());
    expect(body.data).toEqual({ status: 'ready', database: 'up' });
  });

  it('GET /auth/ping answers pong', async () => {
    const body = successEnvelopeSchema(pingSchema).parse(await (await fetch(`${api}/auth/ping`)).json());
    expect(body.data.message).toBe('pong');
  });

  it('GET /auth/test-db makes a real round trip to PostgreSQL 17', async () => {
    const [{ now }] = (await db.sql`select now()`) as unknown as [{ now: Date }];
    const response = await fetch(`${api}/auth/test-db`);
    expect(response.status).toBe(200);
    const body = successEnvelopeSchema(testDbSchema).parse(await response.json());
    expect(body.data.postgresVersion).toMatch(/^17\./);
    expect(Math.abs(new Date(body.data.serverTime).getTime() - now.getTime())).toBeLessThan(10_000);
  });

  it('answers unknown paths with a 404 in the error envelope', async () => {
    const response = await fetch(`${api}/no-such-route`);
    expect(response.status).toBe(404);
    const body = errorEnvelopeSchema.parse(await response.json());
    expect(body.error).toEqual({ code: 'NOT_FOUND', message: 'Alamat yang diminta tidak ditemukan.' });
  });

  it('answers an unknown function like Supabase does', async () => {
    const response = await fetch(`${gateway.url}/functions/v1/not-deployed/v1/health`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: 'NOT_FOUND', message: 'Requested function was not found' });
  });

  it('allows the web app origin through CORS, including the preflight', async () => {
    const preflight = await fetch(`${api}/health`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://127.0.0.1:5173',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'authorization,apikey,x-client-source',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('x-client-source');
    // Browsers keep the answer for 10 minutes: a URL asked again (a refetch, the next page) skips it.
    expect(preflight.headers.get('access-control-max-age')).toBe('600');

    const response = await fetch(`${api}/health`, { headers: { Origin: 'http://127.0.0.1:5173' } });
    expect(response.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173');
  });

  it('serves an OpenAPI document generated from the routes', async () => {
    const doc = (await (await fetch(`${api}/openapi.json`)).json()) as {
      openapi: string;
      paths: Record<string, unknown>;
    };
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/v1/health', '/api/v1/health/ready', '/api/v1/auth/ping', '/api/v1/auth/test-db']),
    );
  });
});

describe('when the database is down', () => {
  const deadDatabase = async () =>
    createApp(
      testAppConfig({
        SUPABASE_DB_URL: `postgresql://postgres:postgres@127.0.0.1:${await freePort()}/postgres`,
      }),
      { log: () => {} },
    );
  const unavailable = {
    code: 'DATABASE_UNAVAILABLE',
    message: 'Database tidak dapat dihubungi. Silakan coba lagi nanti.',
  };

  it('GET /auth/test-db reports 503 with an Indonesian message', async () => {
    const response = await (await deadDatabase()).request('/api/v1/auth/test-db');
    expect(response.status).toBe(503);
    expect(errorEnvelopeSchema.parse(await response.json()).error).toEqual(unavailable);
  });

  it('GET /health stays a liveness check (200), while GET /health/ready answers 503', async () => {
    const app = await deadDatabase();
    const live = await app.request('/api/v1/health');
    expect(live.status).toBe(200);
    expect(successEnvelopeSchema(healthSchema).parse(await live.json()).data.status).toBe('ok');

    const ready = await app.request('/api/v1/health/ready');
    expect(ready.status).toBe(503);
    expect(errorEnvelopeSchema.parse(await ready.json()).error).toEqual(unavailable);
  });
});
