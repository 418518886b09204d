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
