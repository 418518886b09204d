import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Where the API lives behind the Supabase gateway; the fake keeps the same layout. */
export const API_PREFIX = '/functions/v1/api/v1';

export interface RecordedRequest {
  method: string;
  path: string;
  search: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface FakeResponse {
  status?: number;
  /** Serialised as JSON unless it is already a string. */
  body?: unknown;
  delayMs?: number;
}

export type FakeRoute = FakeResponse | ((request: RecordedRequest) => FakeResponse);

export interface FakeApiServer {
  /** Pass this to `createApiClient({ baseUrl })`. */
  baseUrl: string;
  /** Keyed by `METHOD /path` relative to the API prefix, e.g. `GET /health`; change them at will. */
  routes: Map<string, FakeRoute>;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

export function ok(data: unknown): FakeResponse {
  return { status: 200, body: { success: true, data } };
}

export function fail(status: number, code: string, message: string): FakeResponse {
  return { status, body: { success: false, error: { code, message } } };
}

/** The three health routes answering in the shape of the `_shared/contracts/health` schemas. */
export function healthyRoutes(): [string, FakeRoute][] {
  return [
    ['GET /health', () => ok({ status: 'ok', service: 'simk-api', version: 'test', time: new Date().toISOString() })],
    ['GET /auth/ping', () => ok({ message: 'pong', time: new Date().toISOString() })],
    [
      'GET /auth/test-db',
      () =>
        ok({
          database: 'connected',
          serverTime: new Date().toISOString(),
          postgresVersion: 'PostgreSQL 17',
          latencyMs: 1.5,
        }),
    ],
  ];
}

const corsHeaders = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': 'authorization, apikey, content-type, accept, x-client-source',
};

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** A real HTTP server on 127.0.0.1 (random port) that speaks the `{ success, data, error }` envelope. */
export async function startFakeApi(initialRoutes: [string, FakeRoute][] = healthyRoutes()): Promise<FakeApiServer> {
  const routes = new Map<string, FakeRoute>(initialRoutes);
  const requests: RecordedRequest[] = [];

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    void (async () => {
      if (request.method === 'OPTIONS') {
        response.writeHead(204, corsHeaders).end();
        return;
      }
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      const path = url.pathname.startsWith(API_PREFIX) ? url.pathname.slice(API_PREFIX.length) : url.pathname;
      const recorded: RecordedRequest = {
        method: request.method ?? 'GET',
        path,
        search: url.search,
        headers: request.headers,
        body: await readBody(request),
      };
      requests.push(recorded);

      const route = routes.get(`${recorded.method} ${path}`);
      const answer =
        typeof route === 'function' ? route(recorded) : (route ?? fail(404, 'NOT_FOUND', 'Tidak ditemukan.'));
      if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
      if (response.destroyed) return;
      const body = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body ?? null);
      response.writeHead(answer.status ?? 200, { ...corsHeaders, 'Content-Type': 'application/json' }).end(body);
    })();
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}${API_PREFIX}`,
    routes,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
