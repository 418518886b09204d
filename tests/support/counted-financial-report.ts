import type postgres from 'postgres';

export type ReportPeriod = 'month' | 'quarter' | 'year';
const MONTHS: Record<ReportPeriod, number> = { month: 1, quarter: 3, year: 12 };

/**
 * `public.financial_report(period, anchor)` counted over the bills and payments rows the caller sees
 * (RLS), in the chapters where the caller holds reports.view, without the summaries (the revenue per
 * dues category sums payment_bills of the completed payments, by the category of the bill): the reference
 * tests/db/financial-report.test.ts compares the report with, and the "counted" column of
 * `npm run bench -- --only statistics`. Without `asOf` (the time of the answer).
 */
export function countedFinancialReport(tx: postgres.TransactionSql, period: ReportPeriod, anchor: string) {
  return tx<{ counted: Record<string, unknown> }[]>`
    with chapters as (
      select o.id, o.name, o.level, o.parent_id from public.organizations o
      where o.id = any (coalesce(private.organization_ids_with_permission('reports.view'), '{}'))
    ), bounds as (
      select date_trunc(${period}, ${anchor}::date)::date as from_day,
             (date_trunc(${period}, ${anchor}::date) + make_interval(months => ${MONTHS[period]}))::date - 1 as to_day,
             ${MONTHS[period]}::int as months
    ), periods as (
      select 'current' as name, from_day, to_day from bounds
      union all select 'previous', (from_day - make_interval(months => months))::date, from_day - 1 from bounds
      union all select 'lastYear', (from_day - interval '1 year')::date, (to_day - interval '1 year')::date from bounds
    ), paid as (
      select p.method, date_trunc('month', p.payment_date at time zone 'Asia/Jakarta')::date as month, p.amount
      from public.payments p join chapters c on c.id = p.organization_id
      where p.status = 'completed'
    ), due as (
      select b.status, b.due_date, b.amount from public.bills b join chapters c on c.id = b.organization_id
      where b.status <> 'waived'
    ), by_period as (
      select p.name,
             (select coalesce(sum(x.amount), 0) from paid x where x.month between p.from_day and p.to_day) as revenue,
             (select count(*) from paid x where x.month between p.from_day and p.to_day) as payments,
             (select coalesce(sum(d.amount), 0) from due d where d.due_date between p.from_day and p.to_day) as billed,
             (select coalesce(sum(d.amount), 0) from due d
              where d.status = 'paid' and d.due_date between p.from_day and p.to_day) as collected
      from periods p
    ), roots as (
      select c.id from chapters c where c.parent_id is null or c.parent_id not in (select id from chapters)
    ), goals as (
      -- A target counts for the scope when its chapter is, or lies under, one of the scope's
      -- highest chapters and no chapter between them (that one included) has its own for the month.
      select t.month, t.amount, x.path, (select min(i) from generate_subscripts(x.path, 1) i
                                         where x.path[i] in (select id from roots)) as top
      from (select organization_id, make_date(year, month, 1) as month, amount from public.revenue_targets) t
      join public.organizations o on o.id = t.organization_id
      left join public.organizations p on p.id = o.parent_id
      cross join lateral (select array[o.id, o.parent_id, p.parent_id] as path) x
    ), counted_goals as (
      select g.month, g.amount from goals g
      where g.top is not null
        and not exists (select 1 from public.revenue_targets u
                        where make_date(u.year, u.month, 1) = g.month and u.organization_id = any (g.path[2:g.top]))
    ), settled as (
      select b.category_id, pb.amount
      from public.payments p join chapters c on c.id = p.organization_id
      join public.payment_bills pb on pb.payment_id = p.id
      join public.bills b on b.id = pb.bill_id, bounds
      where p.status = 'completed'
        and p.payment_date >= from_day::timestamp at time zone 'Asia/Jakarta'
        and p.payment_date < (to_day + 1)::timestamp at time zone 'Asia/Jakarta'
    ), overdue as (
      select case when private.has_national_scope() and c.level = 'DPC' then c.parent_id else c.id end as chapter_id,
             b.member_id, b.amount
      from public.bills b join chapters c on c.id = b.organization_id
      where b.status = 'unpaid' and b.due_date < private.today()
    )
    select jsonb_build_object(
      'period', (select jsonb_build_object('kind', ${period}::text, 'from', from_day, 'to', to_day) from bounds),
      'revenue', (select jsonb_object_agg(b.name, jsonb_build_object('amount', b.revenue, 'payments', b.payments)) from by_period b),
      'collection', (select jsonb_object_agg(b.name, jsonb_build_object(
                        'billed', b.billed, 'collected', b.collected,
                        'rate', case when b.billed = 0 then null else round(100.0 * b.collected / b.billed, 1) end))
                     from by_period b),
      'months', (select jsonb_agg(jsonb_build_object(
                    'month', m.month::date,
                    'amount', (select coalesce(sum(x.amount), 0) from paid x where x.month = m.month),
                    'payments', (select count(*) from paid x where x.month = m.month),
                    'target', (select sum(g.amount) from counted_goals g where g.month = m.month)) order by m.month)
                 from bounds, generate_series(from_day, to_day, interval '1 month') as m (month)),
      'methods', coalesce((select jsonb_agg(jsonb_build_object('method', x.method, 'amount', x.amount, 'payments', x.payments)
                                            order by x.amount desc, x.method)
                           from (select method, sum(amount) as amount, count(*) as payments from paid, bounds
                                 where month between from_day and to_day group by method) x), '[]'),
      'categories', coalesce((select jsonb_agg(jsonb_build_object(
                                'categoryId', k.id, 'name', k.name, 'amount', x.amount, 'bills', x.bills,
                                'share', round(100.0 * x.amount / x.total, 1))
                                order by x.amount desc, k.name)
                              from (select category_id, sum(amount) as amount, count(*) as bills,
                                           sum(sum(amount)) over () as total
                                    from settled group by category_id) x
                              join public.dues_categories k on k.id = x.category_id), '[]'),
      'arrears', jsonb_build_object(
        'amount', (select coalesce(sum(amount), 0) from overdue),
        'bills', (select count(*) from overdue),
        'members', (select count(distinct member_id) from overdue)),
      'arrearsByChapter', coalesce((select jsonb_agg(jsonb_build_object(
                                      'organizationId', o.id, 'name', o.name, 'level', o.level,
                                      'amount', x.amount, 'bills', x.bills, 'members', x.members)
                                      order by x.amount desc, o.name)
                                    from (select chapter_id, sum(amount) as amount, count(*) as bills,
                                                 count(distinct member_id) as members
                                          from overdue group by chapter_id) x
                                    join public.organizations o on o.id = x.chapter_id), '[]')
    ) as counted`;
}
