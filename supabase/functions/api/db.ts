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
    onnotice: () => {},
  });
}

export interface Caller {
  role: 'anon' | 'authenticated' | 'service_role';
  claims: Record<string, unknown>;
}

export const anonymousCaller: Caller = { role: 'anon', claims: { role: 'anon' } };

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

/** Errors that mean the database could not be reached at all, rather than a failing query. */
export function isConnectionError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return (
    typeof code === 'string' &&
    [
      'ECONNREFUSED',
      'ECONNRESET',
      'ETIMEDOUT',
      'CONNECT_TIMEOUT',
      'CONNECTION_CLOSED',
      'CONNECTION_ENDED',
      'CONNECTION_DESTROYED',
      '57P03',
    ].includes(code)
  );
}
