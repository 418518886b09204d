import type { RequestIdVariables } from 'hono/request-id';

/** Hono context typing shared by every route module. */
export type AppEnv = { Variables: RequestIdVariables };
