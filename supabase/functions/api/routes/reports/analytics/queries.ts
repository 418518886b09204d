import type postgres from 'postgres';

/** The trend view as the caller (public.analytics keeps to the chapters with reports.view). */
export async function analytics(tx: postgres.TransactionSql, months: number) {
  const [row] = await tx<{ figures: unknown }[]>`select public.analytics(${months}::int) as figures`;
  return row?.figures;
}
