import type postgres from 'postgres';
import type { ReportPeriod } from './counted-financial-report.ts';

const MONTHS: Record<ReportPeriod, number> = { month: 1, quarter: 3, year: 12 };

/**
 * `public.dues_split_report(period, anchor)` computed again over the payments and split ledger rows
 * the caller sees (RLS), for the payments of the DPCs where the caller holds reports.view whose WIB
 * payment date lies in the period: the reference tests/db/dues-split-report.test.ts compares the
 * report with. Without `asOf` (the time of the answer). Written apart from the report: it dates by
 * `private.calendar_date(paid_at)` rather than a range of instants, and pivots the ledger per row.
 */
export function countedDuesSplitReport(tx: postgres.TransactionSql, period: ReportPeriod, anchor: string) {
  return tx<{ counted: Record<string, unknown> }[]>`
    with bounds as (
      select date_trunc(${period}, ${anchor}::date)::date as from_day,
             (date_trunc(${period}, ${anchor}::date) + make_interval(months => ${MONTHS[period]}))::date - 1 as to_day
    ), chapters as (
      select o.id, o.name, o.parent_id from public.organizations o
      where o.level = 'DPC' and o.id = any (coalesce(private.organization_ids_with_permission('reports.view'), '{}'))
    ), in_period as (
      select p.* from public.payments p, bounds b
      where p.organization_id in (select id from chapters)
        and private.calendar_date(p.paid_at) between b.from_day and b.to_day
    ), rows as (
      -- One row per chapter and figure: the net of each completed payment, and each ledger row.
      select p.organization_id as chapter_id, 'payment' as figure, p.amount - p.refunded_amount as amount, 1 as n
      from in_period p where p.status in ('completed', 'refunded')
      union all
      select p.organization_id, s.level::text, s.amount, 0
      from public.payment_shares s join in_period p on p.id = s.payment_id
    ), by_chapter as (
      select c.id, c.name, c.parent_id,
             coalesce(sum(r.n), 0) as payments,
             coalesce(sum(r.amount) filter (where r.figure = 'payment'), 0) as amount,
             coalesce(sum(r.amount) filter (where r.figure = 'DPP'), 0) as dpp,
             coalesce(sum(r.amount) filter (where r.figure = 'DPW'), 0) as dpw,
             coalesce(sum(r.amount) filter (where r.figure = 'DPC'), 0) as dpc
      from chapters c left join rows r on r.chapter_id = c.id
      group by c.id, c.name, c.parent_id
    )
    select jsonb_build_object(
      'period', (select jsonb_build_object('kind', ${period}::text, 'from', from_day, 'to', to_day) from bounds),
      'totals', (select jsonb_build_object('payments', coalesce(sum(payments), 0), 'amount', coalesce(sum(amount), 0),
                                           'dpp', coalesce(sum(dpp), 0), 'dpw', coalesce(sum(dpw), 0),
                                           'dpc', coalesce(sum(dpc), 0)) from by_chapter),
      'provinces', coalesce((select jsonb_agg(jsonb_build_object(
                                'organizationId', o.id, 'name', o.name, 'payments', x.payments, 'amount', x.amount,
                                'dpp', x.dpp, 'dpw', x.dpw, 'dpc', x.dpc) order by x.amount desc, o.name)
                             from (select parent_id, sum(payments) as payments, sum(amount) as amount, sum(dpp) as dpp,
                                          sum(dpw) as dpw, sum(dpc) as dpc
                                   from by_chapter group by parent_id) x
                             join public.organizations o on o.id = x.parent_id), '[]'),
      'chapters', coalesce((select jsonb_agg(jsonb_build_object(
                               'organizationId', b.id, 'name', b.name, 'provinceId', o.id, 'provinceName', o.name,
                               'payments', b.payments, 'amount', b.amount, 'dpp', b.dpp, 'dpw', b.dpw, 'dpc', b.dpc)
                               order by b.amount desc, o.name, b.name)
                            from by_chapter b join public.organizations o on o.id = b.parent_id), '[]'),
      'reconciliation', (select jsonb_build_object(
                           'payments', coalesce(sum(amount) filter (where figure = 'payment'), 0),
                           'shares', coalesce(sum(amount) filter (where figure <> 'payment'), 0),
                           'balanced', coalesce(sum(amount) filter (where figure = 'payment'), 0)
                                       = coalesce(sum(amount) filter (where figure <> 'payment'), 0))
                         from rows)
    ) as counted`;
}
