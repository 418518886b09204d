import postgres from 'postgres';

export type Sql = postgres.Sql;

/**
 * One pool per function instance. `prepare: false` keeps it compatible with Supabase's
 * transaction-mode pooler (Supavisor, port 6543).
 */
export function createDatabase(url: string): Sql {
  return postgres(url, {
    prepare: false,
    max: 5,
    idle_timeout: 20,
    connect_timeout: 5,
    // postgres.js's own backoff between failed connects, capped at 2 s instead of 20 s: once the
    // database is back (decision 0012), the pool finds out within seconds.
    backoff: (retries: number) => (0.5 + Math.random() / 2) * Math.min(3 ** retries / 100, 2),
    onnotice: () => {},
  });
}

export interface Caller {
  role: 'anon' | 'authenticated' | 'service_role';
  claims: Record<string, unknown>;
}

export const anonymousCaller: Caller = { role: 'anon', claims: { role: 'anon' } };
/** The platform's own jobs (payment notifications, reconciliation): RLS does not apply to it. */
export const serviceCaller: Caller = { role: 'service_role', claims: { role: 'service_role' } };

/**
 * Runs `work` in one transaction as the caller, exactly as PostgREST does: the database role and
 * the verified JWT claims are set locally, so row-level security decides what the caller sees.
 */
export function asCaller<T>(sql: Sql, caller: Caller, work: (tx: postgres.TransactionSql) => Promise<T>): Promise<T> {
  return sql.begin(async (tx) => {
    await tx`
      select set_config('role', ${caller.role}, true),
             set_config('request.jwt.claims', ${JSON.stringify(caller.claims)}, true)
    `;
    return work(tx);
  }) as Promise<T>;
}

/**
 * Errors that mean the database could not be reached or went away, rather than a failing query:
 * socket failures, postgres.js's own connection codes, and the SQLSTATEs PostgreSQL sends while
 * it stops, crashes or recovers (class 57P: `admin_shutdown` is what a backend says when its
 * postmaster was killed; `cannot_connect_now` while it replays WAL) and class 08 (connection).
 */
export function isConnectionError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return false;
  return (
    [
      'ECONNREFUSED',
      'ECONNRESET',
      'EPIPE',
      'ETIMEDOUT',
      'CONNECT_TIMEOUT',
      'CONNECTION_CLOSED',
      'CONNECTION_ENDED',
      'CONNECTION_DESTROYED',
      '57P01',
      '57P02',
      '57P03',
    ].includes(code) || /^08[0-9A-Z]{3}$/.test(code)
  );
}
