import { OpenAPIHono, type OpenAPIHonoOptions, type RouteConfig, type RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../app-env.ts';
import { errorBody } from '../../errors.ts';

/** Invalid input: the first problem's message, in Indonesian (zod's `id` locale or ours). */
export const validationHook: OpenAPIHonoOptions<AppEnv>['defaultHook'] = (result, c) => {
  if (!result.success) return c.json(errorBody('VALIDATION_ERROR', result.error.issues[0]?.message), 400);
};

/** A resource's router: its routes with their handlers, mounted by app.ts. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
}

/** The type of a handler of route `R`: a plain function of the context (dependencies in `c.var.deps`). */
export type AppRouteHandler<R extends RouteConfig> = RouteHandler<R, AppEnv>;
