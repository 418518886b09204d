import { afterAll, beforeAll } from 'vitest';
import { freePort } from '../../local/postgres.ts';
import { startBackend, type Backend, type BackendOptions } from '../../local/services.ts';
import type { TestDatabase } from './test-database.ts';

export const TEST_SITE_URL = 'http://127.0.0.1:5173';

export interface TestBackend extends Backend {
  /** `<gateway>/functions/v1/api/v1` */
  api: string;
  /** POST/GET/PATCH a JSON body to the API, with an optional bearer token. */
  call(
    method: string,
    path: string,
    options?: { body?: unknown; token?: string; headers?: Record<string, string> },
  ): Promise<{ status: number; headers: Headers; body: ApiBody }>;
  /** The newest email sent to `to`. */
  latestMail(to: string): { Subject: string; Text: string; HTML: string } | undefined;
}

export type ApiBody = {
  success: boolean;
  data?: Record<string, unknown> & { [key: string]: unknown };
  error?: { code: string; message: string };
};

/**
 * Everything Supabase would host (gateway, auth service, `api` function, Turnstile stand-in,
 * mailbox) on free ports, against the test file's database.
 */
export function useBackend(
  db: TestDatabase,
  apiEnvironment: Record<string, string> = {},
  auth?: BackendOptions['auth'],
  options: Pick<BackendOptions, 'backgroundJobs' | 'trustedProxy'> = {},
): TestBackend {
  const handle = {} as TestBackend;
  beforeAll(async () => {
    const backend = await startBackend({
      databaseUrl: db.url,
      gatewayPort: await freePort(),
      webUrl: TEST_SITE_URL,
      apiEnvironment: { SIMK_ENVIRONMENT: 'test', ...apiEnvironment },
      auth,
      ...options,
    });
    const api = `${backend.gatewayUrl}/functions/v1/api/v1`;
    Object.assign(handle, backend, {
      api,
      async call(
        method: string,
        path: string,
        options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
      ) {
        const headers: Record<string, string> = { ...options.headers };
        if (options.body !== undefined) headers['content-type'] = 'application/json';
        if (options.token) headers.authorization = `Bearer ${options.token}`;
        const response = await fetch(`${api}${path}`, {
          method,
          headers,
          body: options.body === undefined ? undefined : JSON.stringify(options.body),
        });
        return { status: response.status, headers: response.headers, body: (await response.json()) as ApiBody };
      },
      latestMail(to: string) {
        return backend.mailbox.list(`to:${to}`)[0];
      },
    });
  });
  afterAll(() => handle.stop?.());
  return handle;
}
