import type { z } from 'zod';
import type * as Envelope from '@shared/envelope';
import type { ApiIssue } from '@shared/envelope';
import { API_TIMEOUT_MS, CLIENT_SOURCE_HEADER, WEB_CLIENT_SOURCE } from '@shared/constants';
import { messageKey, type MessageParams } from '@shared/message-keys';
import { apiErrorText } from '@/lib/api-error-text';
import { keepEarlyRead, takeEarlyRead } from '@/lib/early-reads';
import { env } from '@/lib/env';
import { API_PATH } from '@/lib/env-defaults';

/**
 * Base URL of the `/api/v1` contract, served by the `api` edge function (ARCHITECTURE §1): under
 * the Supabase URL, or on the site's own origin where the host forwards it (decision 0060).
 */
export const apiBaseUrl = env.apiUrl;

/** The gateway (the Supabase URL) an API base URL sits under: `http://127.0.0.1:54321` locally. */
export function gatewayUrlOf(baseUrl: string): string {
  const trimmed = baseUrl.replace(/\/+$/, '');
  return trimmed.endsWith(API_PATH) ? trimmed.slice(0, -API_PATH.length) : new URL(trimmed).origin;
}

/**
 * Codes the client itself produces; server codes come from the error catalogue in `_shared/errors`.
 * The texts of both are the `errors` locale files.
 */
export const clientErrorCodes = {
  network: 'NETWORK_ERROR',
  timeout: 'TIMEOUT',
  invalidResponse: 'INVALID_RESPONSE',
  http: 'HTTP_ERROR',
} as const;

/** What the server said beside its code: a keyed message and the problems of a refused input. */
export interface ApiErrorDetails {
  key?: string;
  params?: MessageParams;
  issues?: ApiIssue[];
}

/**
 * Every failed call surfaces as an `ApiError`; `status` is 0 when no HTTP response arrived.
 * `message` is in the reader's language (`apiErrorText`); the server's own is the fallback.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: string;
  readonly status: number;
  readonly key: string | undefined;
  readonly params: MessageParams | undefined;
  readonly issues: ApiIssue[] | undefined;

  constructor(code: string, message: string, status: number, details: ApiErrorDetails = {}) {
    super(message);
    this.code = code;
    this.status = status;
    this.key = details.key;
    this.params = details.params;
    this.issues = details.issues;
  }
}

/** An ApiError whose message is the text of its code (or key) in the reader's language. */
async function failure(
  code: string,
  status: number,
  serverMessage?: string,
  details: ApiErrorDetails = {},
): Promise<ApiError> {
  const message = await apiErrorText({ code, serverMessage, key: details.key, params: details.params ?? { status } });
  return new ApiError(code, message, status, details);
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export type AccessTokenGetter = () => string | null | undefined | Promise<string | null | undefined>;

let currentAccessTokenGetter: AccessTokenGetter = () => null;

/** The auth feature registers how to read the current access token; until then calls are anonymous. */
export function setAccessTokenGetter(getter: AccessTokenGetter): void {
  currentAccessTokenGetter = getter;
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  timeoutMs?: number;
  /** Cancellation from the caller (TanStack Query passes one); it is rethrown as is, not as an ApiError. */
  signal?: AbortSignal;
  query?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  /**
   * The browser cache mode. `no-store` for an answer that depends on who asks, at a URL whose
   * anonymous answer is publicly cacheable: the browser would otherwise hand a signed-in caller
   * the anonymous answer it kept (it is not told the answer varies with `Authorization`).
   */
  cache?: RequestCache;
  /**
   * Sent without the caller's token: the public answer, the same for every visitor (the landing
   * page's national figures, which a signed-in officer would otherwise get for their chapters).
   */
  anonymous?: boolean;
}

export interface ApiClientConfig {
  baseUrl: string;
  publishableKey?: string;
  getAccessToken?: AccessTokenGetter;
  timeoutMs?: number;
}

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The schema of the `data` an answer must carry, or a function that loads it. A loader lets the
 * first page keep zod and the contracts out of its bundle: the module is fetched with the response
 * (e.g. `() => import('@shared/contracts/news').then((m) => m.newsHeadlinesSchema)`).
 */
export type SchemaSource<T extends z.ZodType> = T | (() => Promise<T>);

type Call = <T extends z.ZodType>(
  path: string,
  schema: SchemaSource<T>,
  options?: RequestOptions,
) => Promise<z.output<T>>;
type CallWithBody = <T extends z.ZodType>(
  path: string,
  body: unknown,
  schema: SchemaSource<T>,
  options?: RequestOptions,
) => Promise<z.output<T>>;

export interface ApiClient {
  readonly baseUrl: string;
  get: Call;
  delete: Call;
  post: CallWithBody;
  put: CallWithBody;
  patch: CallWithBody;
  /**
   * A GET whose answer is not a JSON envelope (a file download): the caller reads the streamed
   * body. Failures still surface as ApiError; no timeout applies once the headers have arrived.
   */
  download(path: string, options?: RequestOptions): Promise<Response>;
  /**
   * Sends a GET now with this access token; the first `get` of the same path with the same token
   * takes its answer (see early-reads.ts). For a first page's reads, before the page renders.
   */
  sendEarly(path: string, accessToken: string): void;
}

/** A base URL that is a path (the API on the site's origin, decision 0060) is on the page's origin. */
function buildUrl(baseUrl: string, path: string, query: RequestOptions['query']): string {
  const url = new URL(`${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`, globalThis.location?.origin);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
  }
  return url.toString();
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

type EnvelopeModule = typeof Envelope;
let envelopeModule: Promise<EnvelopeModule> | undefined;

// The envelope schemas (and with them zod) load with the first request, not with the first page.
function loadEnvelope(): Promise<EnvelopeModule> {
  envelopeModule ??= import('@shared/envelope');
  return envelopeModule;
}

function loadSchema<T extends z.ZodType>(schema: SchemaSource<T>): Promise<T> {
  return typeof schema === 'function' ? schema() : Promise.resolve(schema);
}

/** The ApiError of a response that is not a success: the server's error envelope, or its status. */
function errorOf({ errorEnvelopeSchema }: EnvelopeModule, payload: unknown, status: number): Promise<ApiError> {
  const refused = errorEnvelopeSchema.safeParse(payload);
  if (!refused.success) return failure(clientErrorCodes.http, status);
  const { code, message, key, params, issues } = refused.data.error;
  // A field issue's message as the form's own checks give it, keyed, so the form shows it translated.
  const keyed = issues?.map((issue) =>
    issue.key ? { ...issue, message: messageKey(issue.key, issue.params) } : issue,
  );
  return failure(code, status, message, { key, params, issues: keyed });
}

async function parseEnvelope<T extends z.ZodType>(
  envelope: EnvelopeModule,
  payload: unknown,
  status: number,
  ok: boolean,
  schema: T,
): Promise<z.output<T>> {
  if (!ok || envelope.errorEnvelopeSchema.safeParse(payload).success) throw await errorOf(envelope, payload, status);
  const success = envelope.successEnvelopeSchema(schema).safeParse(payload);
  if (!success.success) throw await failure(clientErrorCodes.invalidResponse, status);
  // zod cannot resolve the generic envelope's shape statically; the schema above guarantees it.
  return (success.data as { data: z.output<T> }).data;
}

/** The answer, unless the signal aborts first (an early read was sent without the reader's signal). */
function untilAborted(response: Promise<Response>, signal: AbortSignal): Promise<Response> {
  return new Promise((resolve, reject) => {
    const abort = () => reject(signal.reason);
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    response.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

export function createApiClient(config: ApiClientConfig): ApiClient {
  const getAccessToken = config.getAccessToken ?? (() => currentAccessTokenGetter());

  /** What every call carries: the client's source, the publishable key and the caller's token. */
  function clientHeaders(token: string | null | undefined, extra: Record<string, string> = {}) {
    const headers: Record<string, string> = { [CLIENT_SOURCE_HEADER]: WEB_CLIENT_SOURCE, ...extra };
    if (config.publishableKey) headers.apikey = config.publishableKey;
    if (token) headers.Authorization = `Bearer ${token}`;
    return headers;
  }

  async function request<T extends z.ZodType>(
    method: HttpMethod,
    path: string,
    schemaSource: SchemaSource<T>,
    body: unknown,
    options: RequestOptions = {},
  ): Promise<z.output<T>> {
    const callerSignal = options.signal;
    callerSignal?.throwIfAborted();

    const token = options.anonymous ? null : await getAccessToken();
    const headers = clientHeaders(token, { Accept: 'application/json', ...options.headers });
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    // Cancelled while the token was read: nothing goes out. React's development double effects
    // (StrictMode) cancel a query this way and start it again; without this check the cancelled
    // request still reached the network, so every query of a page load was sent twice.
    callerSignal?.throwIfAborted();

    // One controller covers both our timeout and the caller's cancellation, and it stays armed
    // while the body is read, so a server that stalls mid-response also times out.
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(
      () => {
        timedOut = true;
        controller.abort();
      },
      options.timeoutMs ?? config.timeoutMs ?? API_TIMEOUT_MS,
    );
    const forwardAbort = () => controller.abort();
    callerSignal?.addEventListener('abort', forwardAbort, { once: true });

    try {
      const url = buildUrl(config.baseUrl, path, options.query);
      const early = method === 'GET' && !options.headers?.Authorization ? takeEarlyRead(url, token) : undefined;
      const response = await (early
        ? untilAborted(early, controller.signal)
        : fetch(url, {
            method,
            headers,
            body: body === undefined ? undefined : JSON.stringify(body),
            signal: controller.signal,
            ...(options.cache ? { cache: options.cache } : {}),
          }));
      // The schemas load while the body is read, not before: a page's first paint does not wait
      // for them, nor for the requests its first render starts.
      const validation = Promise.all([loadEnvelope(), loadSchema(schemaSource)]);
      validation.catch(() => {}); // awaited below; not an unhandled rejection meanwhile
      const payload = await readJson(response);
      const [envelope, schema] = await validation;
      return await parseEnvelope(envelope, payload, response.status, response.ok, schema);
    } catch (error) {
      if (error instanceof ApiError) throw error;
      if (timedOut) throw await failure(clientErrorCodes.timeout, 0);
      if (callerSignal?.aborted) throw callerSignal.reason ?? error;
      throw await failure(clientErrorCodes.network, 0);
    } finally {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', forwardAbort);
    }
  }

  async function download(path: string, options: RequestOptions = {}): Promise<Response> {
    const headers = clientHeaders(await getAccessToken(), options.headers);
    options.signal?.throwIfAborted();
    let response: Response;
    try {
      response = await fetch(buildUrl(config.baseUrl, path, options.query), { headers, signal: options.signal });
    } catch (error) {
      if (options.signal?.aborted) throw options.signal.reason ?? error;
      throw await failure(clientErrorCodes.network, 0);
    }
    if (!response.ok) throw await errorOf(await loadEnvelope(), await readJson(response), response.status);
    return response;
  }

  function sendEarly(path: string, accessToken: string): void {
    const headers = clientHeaders(accessToken, { Accept: 'application/json' });
    const url = buildUrl(config.baseUrl, path, undefined);
    keepEarlyRead(
      url,
      accessToken,
      fetch(url, { headers, signal: AbortSignal.timeout(config.timeoutMs ?? API_TIMEOUT_MS) }),
    );
  }

  return {
    baseUrl: config.baseUrl,
    download,
    sendEarly,
    get: (path, schema, options) => request('GET', path, schema, undefined, options),
    delete: (path, schema, options) => request('DELETE', path, schema, undefined, options),
    post: (path, body, schema, options) => request('POST', path, schema, body, options),
    put: (path, body, schema, options) => request('PUT', path, schema, body, options),
    patch: (path, body, schema, options) => request('PATCH', path, schema, body, options),
  };
}

/** The app-wide client; components reach it through `useApiClient()` so tests can inject another. */
export const apiClient = createApiClient({ baseUrl: apiBaseUrl, publishableKey: env.supabasePublishableKey });

export const apiGet: ApiClient['get'] = (path, schema, options) => apiClient.get(path, schema, options);
export const apiDelete: ApiClient['delete'] = (path, schema, options) => apiClient.delete(path, schema, options);
export const apiPost: ApiClient['post'] = (path, body, schema, options) => apiClient.post(path, body, schema, options);
export const apiPut: ApiClient['put'] = (path, body, schema, options) => apiClient.put(path, body, schema, options);
export const apiPatch: ApiClient['patch'] = (path, body, schema, options) =>
  apiClient.patch(path, body, schema, options);
