import type postgres from 'postgres';

/**
 * GET /dues/stats's figures counted over the bills and payments the caller sees (RLS), as
 * `public.dues_statistics()` computed them before it read the summaries (issue 27 §5): the
 * reference its tests compare with, and the "counted" column of `npm run bench -- --only statistics`.
 */
export function countedDuesStatistics(tx: postgres.TransactionSql) {
  return tx<{ counted: Record<string, number | null> }[]>`
    with b as (
      select
        count(*) filter (where status = 'unpaid' and due_date < private.today()) as overdue_bills,
        count(distinct member_id) filter (where status = 'unpaid' and due_date < private.today()) as overdue_members,
        coalesce(sum(amount) filter (where status = 'unpaid' and due_date < private.today()), 0) as arrears,
        coalesce(sum(amount) filter (where due_date < private.today() and status <> 'waived'), 0) as billed_due,
        coalesce(sum(amount) filter (where due_date < private.today() and status = 'paid'), 0) as paid_due
      from public.bills
    ), p as (
      select
        coalesce(sum(amount) filter (where status = 'completed'), 0) as revenue,
        count(*) filter (where status = 'pending' and (expires_at is null or expires_at > now())) as pending,
        coalesce(sum(amount) filter (
          where status = 'completed'
            and date_trunc('month', paid_at at time zone 'Asia/Jakarta') = date_trunc('month', private.today())
        ), 0) as this_month
      from public.payments
    )
    select jsonb_build_object(
             'totalRevenue', p.revenue, 'pendingPayments', p.pending, 'overdueCount', b.overdue_members,
             'overdueBills', b.overdue_bills, 'arrears', b.arrears, 'thisMonthCollection', p.this_month,
             'collectionRate', case when b.billed_due = 0 then null else round(100.0 * b.paid_due / b.billed_due, 1) end
           ) as counted
    from b, p`;
}
