import type postgres from 'postgres';
import type { InputSchemas } from './input.ts';
import type { Outbox } from './outbox.ts';
import type { Limiter } from './protection.ts';
import type { AuthSettings } from './settings.ts';
import type { TotpAttempts } from './totp-attempts.ts';

/** What every route module of the service shares. */
export interface AuthContext {
  /** A pool on the project database; the service reads and writes the `auth` schema only. */
  sql: postgres.Sql;
  settings: AuthSettings;
  input: InputSchemas;
  outbox: Outbox;
  /** The per-IP limits of `[auth.rate_limit]`, and GoTrue's per-IP limits of MFA challenge and verify. */
  limiters: {
    token: Limiter;
    signInSignUps: Limiter;
    verify: Limiter;
    mfaChallenge: Limiter;
    mfaVerify: Limiter;
  };
  /** Wrong and reused TOTP codes per factor and per challenge. */
  totpAttempts: TotpAttempts;
}
