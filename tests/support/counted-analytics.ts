import type postgres from 'postgres';
import type { ReportScope } from './counted-membership-report.ts';

/**
 * `public.analytics(months)` counted without its summaries: the register at each month's end is the
 * running sum of the membership events ledger up to it (the rows, not the monthly sums, and not
 * public.membership_report), the collection rate and the arrears are counted from public.bills, the
 * registrations and verifications from the ledger's rows, the median wait from public.members. Run
 * as the tables' owner with the scope asked as the caller (`reportScope`). The overdue buckets are
 * written out again here. Without `asOf`.
 */
export function countedAnalytics(sql: postgres.Sql, scope: ReportScope, months: number) {
  return sql<{ counted: Record<string, unknown> }[]>`
    with bounds as (
      select (date_trunc('month', private.today()) - make_interval(months => ${months}::int - 1))::date as first,
             date_trunc('month', private.today())::date as last, private.today() as today
    ), chapters as (
      select unnest(${scope.organizationIds}::uuid[]) as id
    ), months as (
      select generate_series(b.first, b.last, interval '1 month')::date as month,
             (generate_series(b.first, b.last, interval '1 month') + interval '1 month')::date - 1 as month_end
      from bounds b
    ), events as (
      select e.* from private.membership_events e join chapters c on c.id = e.organization_id
    ), member_months as (
      select m.month,
             (select coalesce(sum(e.delta), 0) from events e
              where e.effective_date <= m.month_end and e.membership_status not in ('PENDING', 'REJECTED'))::int as total,
             (select coalesce(sum(e.delta), 0) from events e
              where e.effective_date <= m.month_end and e.membership_status = 'ACTIVE')::int as active,
             x.joins, x.exits, x.returns, x.transfers_in, x.transfers_out
      from months m
      cross join lateral (
        select coalesce(sum(e.delta) filter (where e.kind = 'join'), 0)::int as joins,
               (-coalesce(sum(e.delta) filter (where e.kind = 'exit' and e.membership_status = 'ACTIVE'), 0))::int as exits,
               coalesce(sum(e.delta) filter (where e.kind = 'return' and e.membership_status = 'ACTIVE'), 0)::int as returns,
               coalesce(sum(e.delta) filter (where e.kind = 'transfer_in'), 0)::int as transfers_in,
               (-coalesce(sum(e.delta) filter (where e.kind = 'transfer_out'), 0))::int as transfers_out
        from events e
        where e.effective_date between m.month and m.month_end and e.membership_status not in ('PENDING', 'REJECTED')
      ) x
    ), bills as (
      select b.* from public.bills b join chapters c on c.id = b.organization_id
    ), ages as (
      select case when t.days <= 7 then '1-7' when t.days <= 30 then '8-30' else '>30' end as bucket, t.*
      from (select (select today from bounds) - b.due_date as days, b.member_id, b.amount
            from bills b where b.status = 'unpaid' and b.due_date < (select today from bounds)) t
    ), oldest as (
      select case when max(a.days) <= 7 then '1-7' when max(a.days) <= 30 then '8-30' else '>30' end as bucket
      from ages a group by a.member_id
    ), verified as (
      select date_trunc('month', m.verified_at at time zone 'Asia/Jakarta')::date as month,
             extract(epoch from m.verified_at - m.created_at) / 86400.0 as days
      from public.members m join chapters c on c.id = m.organization_id, bounds b
      where (m.verified_at at time zone 'Asia/Jakarta')::date between b.first and (b.last + interval '1 month')::date - 1
    )
    select jsonb_build_object(
      'months', ${months}::int,
      'from', (select first from bounds),
      'to', (select (last + interval '1 month')::date - 1 from bounds),
      'members', (select jsonb_agg(jsonb_build_object(
                     'month', m.month, 'total', m.total, 'active', m.active, 'joins', m.joins, 'exits', m.exits,
                     'transfersIn', m.transfers_in, 'transfersOut', m.transfers_out,
                     'net', m.joins + m.returns + m.transfers_in - m.exits - m.transfers_out) order by m.month)
                  from member_months m),
      'collection', (select jsonb_agg(jsonb_build_object(
                        'month', m.month, 'billed', x.billed, 'collected', x.collected,
                        'rate', case when x.billed = 0 then null else round(100.0 * x.collected / x.billed, 1) end)
                        order by m.month)
                     from months m cross join lateral (
                       select coalesce(sum(b.amount), 0)::bigint as billed,
                              coalesce(sum(b.amount) filter (where b.status = 'paid'), 0)::bigint as collected
                       from bills b where b.status <> 'waived' and b.due_date between m.month and m.month_end) x),
      'collectionTotal', (select jsonb_build_object(
                             'billed', x.billed, 'collected', x.collected,
                             'rate', case when x.billed = 0 then null else round(100.0 * x.collected / x.billed, 1) end)
                          from (select coalesce(sum(b.amount), 0)::bigint as billed,
                                       coalesce(sum(b.amount) filter (where b.status = 'paid'), 0)::bigint as collected
                                from bills b, bounds w
                                where b.status <> 'waived'
                                  and b.due_date between w.first and (w.last + interval '1 month')::date - 1) x),
      'arrears', (select jsonb_agg(jsonb_build_object(
                     'bucket', k.bucket,
                     'members', (select count(*) from oldest o where o.bucket = k.bucket),
                     'bills', (select count(*) from ages a where a.bucket = k.bucket),
                     'amount', (select coalesce(sum(a.amount), 0) from ages a where a.bucket = k.bucket)) order by k.ordinal)
                  from unnest(array['1-7', '8-30', '>30']) with ordinality k (bucket, ordinal)),
      'registrations', (select jsonb_agg(jsonb_build_object(
                           'month', m.month,
                           'applications', (select count(*) from events e where e.kind = 'application' and e.delta = 1
                                            and e.effective_date between m.month and m.month_end),
                           'verifications', (select count(*) from events e where e.kind = 'join' and e.delta = -1
                                             and e.membership_status = 'PENDING'
                                             and e.effective_date between m.month and m.month_end),
                           'rejections', (select count(*) from events e where e.kind = 'rejection' and e.delta = 1
                                          and e.membership_status = 'REJECTED'
                                          and e.effective_date between m.month and m.month_end),
                           'verifiedWithDates', (select count(*) from verified v where v.month = m.month),
                           'medianDays', (select round((percentile_cont(0.5) within group (order by v.days))::numeric, 1)
                                          from verified v where v.month = m.month)) order by m.month)
                        from months m),
      'medianDays', (select round((percentile_cont(0.5) within group (order by v.days))::numeric, 1) from verified v)
    ) as counted`;
}
