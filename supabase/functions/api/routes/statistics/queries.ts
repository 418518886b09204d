import type postgres from 'postgres';

export function memberDistribution(tx: postgres.TransactionSql) {
  return tx`
    select province_name as "provinceName", bps_code as "provinceCode", member_count::int as "memberCount",
           latitude::float8 as latitude, longitude::float8 as longitude
    from public.member_distribution()
  `;
}

export async function statisticsOverview(tx: postgres.TransactionSql): Promise<Record<string, number> | undefined> {
  const [row] = await tx<{ overview: Record<string, number> }[]>`select public.statistics_overview() as overview`;
  return row?.overview;
}

/** Completed payments in the caller's scope. */
export async function paymentsReceived(tx: postgres.TransactionSql) {
  const [totals] = await tx<{ total: number; count: number }[]>`
    select total_amount::float8 as total, payment_count::int as count from public.payments_received()`;
  return totals ?? null;
}

export function memberGrowth(tx: postgres.TransactionSql, months: number) {
  return tx`
    select month::text as month, new_members::int as "newMembers", total_members::int as "totalMembers"
    from public.member_growth(${months})
  `;
}

export function paymentStatistics(tx: postgres.TransactionSql, year: number) {
  return tx<{ month: number; paymentCount: number; totalAmount: number }[]>`
    select month, payment_count::int as "paymentCount", total_amount::float8 as "totalAmount"
    from public.payment_statistics(${year})
  `;
}
