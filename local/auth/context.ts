import type postgres from 'postgres';
import type { InputSchemas } from './input.ts';
import type { Outbox } from './outbox.ts';
import type { RateLimiter } from './protection.ts';
import type { AuthSettings } from './settings.ts';

/** What every route module of the service shares. */
export interface AuthContext {
  /** A pool on the project database; the service reads and writes the `auth` schema only. */
  sql: postgres.Sql;
  settings: AuthSettings;
  input: InputSchemas;
  outbox: Outbox;
  /** The per-IP limits of `[auth.rate_limit]`. */
  limiters: { token: RateLimiter; signInSignUps: RateLimiter; verify: RateLimiter };
}
