import type { RequestIdVariables } from 'hono/request-id';
import type { PaymentGateway } from '../_shared/payments/gateway.ts';
import type { AccessClaims } from './auth/access-token.ts';
import type { AuthDependencies } from './auth/log-in.ts';
import type { AppConfig } from './config.ts';
import type { Caller } from './db.ts';

/**
 * What handlers work with, built once by `createApp` and set on every request's context
 * (`c.var.deps`), so that handlers are plain exported functions.
 */
export interface ApiDeps extends AuthDependencies {
  config: AppConfig;
  log: (message: string, detail?: unknown) => void;
  /** Midtrans's Core API (or the local simulator); null when QRIS payments are not configured. */
  paymentGateway: PaymentGateway | null;
}

/** Hono context typing shared by every route module. */
export type AppEnv = {
  Variables: RequestIdVariables & {
    deps: ApiDeps;
    /** Set by `signedIn` and `can` (routes/_shared/permissions.ts): the verified claims and the raw token. */
    claims: AccessClaims;
    accessToken: string;
    /** Who this request's queries run as: set by `signedIn`, `can` and `optionalUser`. */
    caller: Caller;
    /** Set by `trustedProxyCheck` (client-ip.ts) on every request. */
    trustedHops: number;
  };
};
