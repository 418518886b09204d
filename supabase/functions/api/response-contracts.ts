import type { OpenAPIHono, RouteConfig } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import { mergePath } from 'hono/utils/url';
import type { z } from 'zod';
import { errorEnvelopeSchema } from '../_shared/envelope.ts';
import type { AppEnv } from './app-env.ts';
import { errorBody } from './errors.ts';

type Responses = RouteConfig['responses'];
type Log = (message: string, detail?: unknown) => void;

/** What is wrong with a response, for the log; null when it keeps its contract. */
export type ContractProblem = { status: number; problem: string; issues?: string[] } | null;

/**
 * Every JSON response checked against the schema its route declares for that status, so that the
 * API tests and the fuzz test check every operation's output, not only its input (decision 0053).
 * A response that breaks its contract becomes a 500 `INVALID_RESPONSE` and the details are logged:
 * the browser would have refused it anyway, later and with less to go on.
 *
 * - A declared status: the body must match its JSON schema, and the content type must be declared.
 * - An undeclared error status (400 and up, such as 503 from a database outage): the error envelope.
 * - An undeclared success status: a drift in itself.
 *
 * On in development and tests, off in production (`AppConfig.validateResponses`): it costs a
 * second parse of every body, and production should answer rather than refuse.
 */
export function responseContracts(app: OpenAPIHono<AppEnv>, basePath: string, log: Log): MiddlewareHandler<AppEnv> {
  // Built at the first request: the routes are mounted after this middleware.
  let contracts: Map<string, Responses> | undefined;
  return async (c, next) => {
    await next();
    contracts ??= routeContracts(app, basePath);
    const responses = matchedRoutes(c)
      .map((route) => contracts!.get(`${route.method} ${route.path}`))
      .find((found) => found !== undefined);
    if (!responses || c.req.method === 'HEAD') return;
    const problem = await checkResponse(responses, c.res);
    if (!problem) return;
    log(`[${c.get('requestId')}] ${c.req.method} ${c.req.path}: the response breaks its contract`, problem);
    c.res = undefined;
    c.res = c.json(errorBody('INVALID_RESPONSE'), 500);
  };
}

/** `GET /api/v1/payments/:paymentId` → its declared responses, from the app's OpenAPI registry. */
export function routeContracts(app: OpenAPIHono<AppEnv>, basePath: string): Map<string, Responses> {
  const contracts = new Map<string, Responses>();
  for (const definition of app.openAPIRegistry.definitions) {
    if (definition.type !== 'route') continue;
    const { method, path, responses } = definition.route;
    const routingPath = mergePath(basePath, path.replaceAll(/\/{(.+?)}/g, '/:$1'));
    contracts.set(`${method.toUpperCase()} ${routingPath}`, responses);
  }
  return contracts;
}

const mediaType = (contentType: string | null) => contentType?.split(';')[0]?.trim().toLowerCase() ?? '';

/** Checks one response against a route's declared responses. */
export async function checkResponse(responses: Responses, response: Response): Promise<ContractProblem> {
  const { status } = response;
  const declared = responses[status] ?? responses[String(status)];
  const type = mediaType(response.headers.get('content-type'));
  const content = declared && 'content' in declared ? (declared.content ?? {}) : undefined;
  if (content && type && !(type in content)) {
    return { status, problem: `sent ${type}; the contract declares ${Object.keys(content).join(', ') || 'no body'}` };
  }
  if (type !== 'application/json') return null;

  let schema: z.ZodType | undefined;
  if (declared) {
    const media = content?.['application/json'];
    const declaredSchema = media && 'schema' in media ? media.schema : undefined;
    if (!isZodSchema(declaredSchema)) return { status, problem: 'the contract declares no JSON schema' };
    schema = declaredSchema;
  } else if (status >= 400) {
    schema = errorEnvelopeSchema;
  } else {
    return { status, problem: `status ${status} is not declared (${Object.keys(responses).join(', ')})` };
  }

  let body: unknown;
  try {
    body = await response.clone().json();
  } catch {
    return { status, problem: 'the body is not JSON' };
  }
  const result = schema.safeParse(body);
  if (result.success) return null;
  return {
    status,
    problem: 'the body does not match the declared schema',
    issues: result.error.issues
      .slice(0, 10)
      .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message} [${issue.code}]`),
  };
}

function isZodSchema(schema: unknown): schema is z.ZodType {
  return typeof (schema as { safeParse?: unknown } | undefined)?.safeParse === 'function';
}
