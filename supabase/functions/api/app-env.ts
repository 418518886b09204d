import type { RequestIdVariables } from 'hono/request-id';
import type { AccessClaims } from './auth/access-token.ts';

/** Hono context typing shared by every route module. */
export type AppEnv = {
  Variables: RequestIdVariables & {
    /** Set by `requireUser`: the verified claims and the raw access token. */
    claims: AccessClaims;
    accessToken: string;
  };
};
