import type postgres from 'postgres';

export async function dashboardBadges(tx: postgres.TransactionSql): Promise<unknown> {
  const [row] = await tx<{ badges: unknown }[]>`select public.dashboard_badges() as badges`;
  return row?.badges;
}
