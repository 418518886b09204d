import { OpenAPIHono, type OpenAPIHonoOptions, type RouteConfig, type RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../app-env.ts';
import type { z } from 'zod';
import { errorBody, messageFields } from '../../errors.ts';

/** Every problem of a refused input, with its Indonesian text and the key the web app translates. */
export function issuesOf(error: z.ZodError) {
  return error.issues.map((issue) => ({
    path: issue.path.map((part) => (typeof part === 'symbol' ? String(part) : part)),
    ...messageFields(issue.message),
  }));
}

/** Invalid input: the first problem's message in Indonesian as `message`, and every problem as `issues`. */
export const validationHook: OpenAPIHonoOptions<AppEnv>['defaultHook'] = (result, c) => {
  if (!result.success) {
    return c.json(errorBody('VALIDATION_ERROR', result.error.issues[0]?.message, issuesOf(result.error)), 400);
  }
};

/** A resource's router: its routes with their handlers, mounted by app.ts. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
}

/** The type of a handler of route `R`: a plain function of the context (dependencies in `c.var.deps`). */
export type AppRouteHandler<R extends RouteConfig> = RouteHandler<R, AppEnv>;
