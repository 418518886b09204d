import type postgres from 'postgres';

type Tx = postgres.TransactionSql;

/** public.profile_summary() as the caller; null for a login without a member row. */
export async function ownSummary(tx: Tx): Promise<unknown> {
  const [row] = await tx<{ summary: unknown }[]>`select public.profile_summary() as summary`;
  return row?.summary ?? null;
}
