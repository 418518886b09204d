import type { Sql } from '../db.ts';

// Server-side access by design: the failure counters are not the caller's data, and the caller
// is not signed in yet. The functions live in the unexposed `private` schema.

/** Seconds the caller must wait before trying this identifier or IP again; 0 when allowed. */
export async function loginRetryAfter(sql: Sql, identifier: string, ip: string | null): Promise<number> {
  const [row] = await sql<
    { seconds: number }[]
  >`select private.login_retry_after(${identifier}, ${ip}::inet) as seconds`;
  return row?.seconds ?? 0;
}

export async function recordLoginFailure(sql: Sql, identifier: string, ip: string | null): Promise<void> {
  await sql`select private.record_login_failure(${identifier}, ${ip}::inet)`;
}

export async function clearLoginFailures(sql: Sql, identifier: string): Promise<void> {
  await sql`select private.clear_login_failures(${identifier})`;
}

/** Login's three counters in seconds to wait, 0 when not reached (decision 0010). */
export interface LoginThrottle {
  /** 20 failures from this IP in 15 minutes: refused outright. */
  ipWait: number;
  /** 100 failures on this account in an hour (OWASP ASVS V2.2.1's ceiling): refused outright. */
  accountWait: number;
  /** 5 failures on this account in 15 minutes: a soft lockout (only a right password gets through). */
  lockWait: number;
}

export async function loginThrottle(sql: Sql, identifier: string, ip: string | null): Promise<LoginThrottle> {
  const [row] = await sql<LoginThrottle[]>`
    select private.login_retry_after(${identifier}, ${ip}::inet, interval '15 minutes', 2147483647, 20) as "ipWait",
           private.login_retry_after(${identifier}, null, interval '1 hour', 100) as "accountWait",
           private.login_retry_after(${identifier}, null) as "lockWait"
  `;
  return row ?? { ipWait: 0, accountWait: 0, lockWait: 0 };
}
