import type postgres from 'postgres';

export type MembershipPeriod = 'week' | 'month' | 'quarter' | 'year' | 'custom';

export interface MembershipReportAsked {
  period: MembershipPeriod;
  anchor: string;
  from?: string | null;
  to?: string | null;
  region?: string | null;
}

/** Who asks: the chapters where they hold reports.view, and whether they see the whole country. */
export interface ReportScope {
  organizationIds: string[];
  national: boolean;
}

/** The caller's report scope, asked as the caller (run inside their transaction). */
export async function reportScope(tx: postgres.TransactionSql): Promise<ReportScope> {
  const [row] = await tx<{ ids: string[] | null; national: boolean }[]>`
    select private.organization_ids_with_permission('reports.view') as ids, private.has_national_scope() as national`;
  return { organizationIds: row!.ids ?? [], national: row!.national };
}

/**
 * `public.membership_report(...)` counted without its summaries: the register at a date is the
 * running sum of the membership events ledger up to that date, the joins and other changes are its
 * rows in the period, the expiring members and applications are counted from the members table.
 * Run as the tables' owner (the ledger is out of reach of API roles) with the scope asked as the
 * caller (`reportScope`). The island groups are written out here again, from the BPS codes'
 * first digit, so the reference does not borrow private.region_of. Without `asOf`.
 */
export function countedMembershipReport(sql: postgres.Sql, scope: ReportScope, asked: MembershipReportAsked) {
  const from = asked.from ?? null;
  const to = asked.to ?? null;
  const region = asked.region ?? null;
  return sql<{ counted: Record<string, unknown> }[]>`
    with bounds as (
      select b.period_start, b.period_end,
             case ${asked.period}
               when 'month' then (b.period_start - interval '1 month')::date
               when 'quarter' then (b.period_start - interval '3 months')::date
               when 'year' then (b.period_start - interval '1 year')::date
               else b.period_start - (b.period_end - b.period_start + 1)
             end as previous_start,
             b.period_start - 1 as previous_end
      from (
        select case ${asked.period}
                 when 'custom' then ${from}::date
                 when 'week' then ${asked.anchor}::date - (extract(isodow from ${asked.anchor}::date)::int - 1)
                 when 'month' then make_date(extract(year from ${asked.anchor}::date)::int, extract(month from ${asked.anchor}::date)::int, 1)
                 when 'quarter' then make_date(extract(year from ${asked.anchor}::date)::int,
                                              3 * ((extract(month from ${asked.anchor}::date)::int - 1) / 3) + 1, 1)
                 when 'year' then make_date(extract(year from ${asked.anchor}::date)::int, 1, 1)
               end as period_start,
               case ${asked.period}
                 when 'custom' then ${to}::date
                 when 'week' then ${asked.anchor}::date - (extract(isodow from ${asked.anchor}::date)::int - 1) + 6
                 when 'month' then (make_date(extract(year from ${asked.anchor}::date)::int, extract(month from ${asked.anchor}::date)::int, 1)
                                    + interval '1 month')::date - 1
                 when 'quarter' then (make_date(extract(year from ${asked.anchor}::date)::int,
                                               3 * ((extract(month from ${asked.anchor}::date)::int - 1) / 3) + 1, 1)
                                      + interval '3 months')::date - 1
                 when 'year' then make_date(extract(year from ${asked.anchor}::date)::int, 12, 31)
               end as period_end
      ) b
    ), chapters as (
      select o.id, case when ${scope.national} then o.parent_id else o.id end as row_id
      from public.organizations o
      where o.level = 'DPC' and o.id = any (${scope.organizationIds}::uuid[])
        and (${region}::text is null or ${region}::text = case
               when left(o.bps_code, 1) in ('1', '2') then 'sumatera'
               when left(o.bps_code, 1) = '3' then 'jawa'
               when left(o.bps_code, 1) = '5' then 'bali_nusa_tenggara'
               when left(o.bps_code, 1) = '6' then 'kalimantan'
               when left(o.bps_code, 1) = '7' then 'sulawesi'
               else 'maluku_papua' end)
    ), events as (
      select e.*, c.row_id from private.membership_events e join chapters c on c.id = e.organization_id
      where e.membership_status not in ('PENDING', 'REJECTED')
    ), at_end as (
      select e.row_id, e.membership_status as status, e.membership_type as type,
             sum(e.delta) filter (where e.effective_date <= b.period_end) as now_n,
             sum(e.delta) filter (where e.effective_date <= b.previous_end) as before_n,
             sum(e.delta) filter (where e.kind = 'join' and e.effective_date between b.period_start and b.period_end) as joins,
             sum(e.delta) filter (where e.kind = 'join' and e.effective_date between b.previous_start and b.previous_end)
               as previous_joins
      from events e cross join bounds b
      group by 1, 2, 3
    ), card as (
      select coalesce(sum(now_n), 0) as total, coalesce(sum(joins), 0) as joins,
             coalesce(sum(now_n) filter (where status = 'ACTIVE'), 0) as active,
             coalesce(sum(before_n), 0) as previous_total, coalesce(sum(previous_joins), 0) as previous_joins,
             coalesce(sum(before_n) filter (where status = 'ACTIVE'), 0) as previous_active
      from at_end
    ), months as (
      select generate_series(date_trunc('month', b.period_end) - interval '11 months', date_trunc('month', b.period_end),
                             interval '1 month')::date as month
      from bounds b
    )
    select jsonb_build_object(
      'period', (select jsonb_build_object('kind', ${asked.period}::text, 'from', b.period_start, 'to', b.period_end,
                                           'previousFrom', b.previous_start, 'previousTo', b.previous_end) from bounds b),
      'region', ${region}::text,
      'cards', (select jsonb_build_object(
                  'current', jsonb_build_object('total', c.total, 'new', c.joins, 'active', c.active,
                                                'inactive', c.total - c.active),
                  'previous', jsonb_build_object('total', c.previous_total, 'new', c.previous_joins,
                                                 'active', c.previous_active, 'inactive', c.previous_total - c.previous_active))
                from card c),
      'byStatus', (select jsonb_object_agg(s.status, (select coalesce(sum(a.now_n), 0) from at_end a where a.status::text = s.status))
                   from unnest(array['ACTIVE', 'INACTIVE', 'EXPIRED', 'SUSPENDED']) s (status)),
      'types', (select jsonb_agg(jsonb_build_object(
                  'type', t.type,
                  'total', (select coalesce(sum(a.now_n), 0) from at_end a where a.type::text = t.type),
                  'active', (select coalesce(sum(a.now_n), 0) from at_end a where a.type::text = t.type and a.status = 'ACTIVE'),
                  'new', (select coalesce(sum(a.joins), 0) from at_end a where a.type::text = t.type)) order by t.i)
                from unnest(array['BIASA', 'LUAR_BIASA', 'KEHORMATAN']) with ordinality t (type, i)),
      'distribution', jsonb_build_object(
        'level', case when ${scope.national} then 'province' else 'chapter' end,
        'rows', coalesce((select jsonb_agg(jsonb_build_object(
                            'organizationId', o.id, 'name', o.name, 'bpsCode', o.bps_code,
                            'region', case
                               when left(o.bps_code, 1) in ('1', '2') then 'sumatera'
                               when left(o.bps_code, 1) = '3' then 'jawa'
                               when left(o.bps_code, 1) = '5' then 'bali_nusa_tenggara'
                               when left(o.bps_code, 1) = '6' then 'kalimantan'
                               when left(o.bps_code, 1) = '7' then 'sulawesi'
                               else 'maluku_papua' end,
                            'latitude', o.latitude, 'longitude', o.longitude,
                            'total', r.total, 'active', r.active, 'new', r.joins) order by r.total desc, o.name)
                          from (select c.row_id,
                                       (select coalesce(sum(a.now_n), 0) from at_end a where a.row_id = c.row_id) as total,
                                       (select coalesce(sum(a.now_n), 0) from at_end a
                                        where a.row_id = c.row_id and a.status = 'ACTIVE') as active,
                                       (select coalesce(sum(a.joins), 0) from at_end a where a.row_id = c.row_id) as joins
                                from (select distinct row_id from chapters) c) r
                          join public.organizations o on o.id = r.row_id), '[]')),
      'months', (select jsonb_agg(jsonb_build_object(
                   'month', m.month,
                   'joins', x.joins, 'exits', x.exits, 'returns', x.returns,
                   'transfersIn', x.transfers_in, 'transfersOut', x.transfers_out,
                   'net', x.joins + x.returns + x.transfers_in - x.exits - x.transfers_out,
                   'total', x.total, 'active', x.active, 'previousTotal', x.previous_total, 'previousActive', x.previous_active)
                   order by m.month)
                 from months m
                 cross join lateral (
                   select coalesce(sum(e.delta) filter (where e.kind = 'join' and e.effective_date >= m.month
                                                        and e.effective_date < m.month + interval '1 month'), 0) as joins,
                          -coalesce(sum(e.delta) filter (where e.kind = 'exit' and e.membership_status = 'ACTIVE'
                                                         and e.effective_date >= m.month
                                                         and e.effective_date < m.month + interval '1 month'), 0) as exits,
                          coalesce(sum(e.delta) filter (where e.kind = 'return' and e.membership_status = 'ACTIVE'
                                                        and e.effective_date >= m.month
                                                        and e.effective_date < m.month + interval '1 month'), 0) as returns,
                          coalesce(sum(e.delta) filter (where e.kind = 'transfer_in' and e.effective_date >= m.month
                                                        and e.effective_date < m.month + interval '1 month'), 0) as transfers_in,
                          -coalesce(sum(e.delta) filter (where e.kind = 'transfer_out' and e.effective_date >= m.month
                                                         and e.effective_date < m.month + interval '1 month'), 0) as transfers_out,
                          coalesce(sum(e.delta) filter (where e.effective_date < m.month + interval '1 month'), 0) as total,
                          coalesce(sum(e.delta) filter (where e.membership_status = 'ACTIVE'
                                                        and e.effective_date < m.month + interval '1 month'), 0) as active,
                          coalesce(sum(e.delta) filter (where e.effective_date < m.month), 0) as previous_total,
                          coalesce(sum(e.delta) filter (where e.membership_status = 'ACTIVE' and e.effective_date < m.month), 0)
                            as previous_active
                   from events e) x),
      'expiringSoon', (select count(*) from public.members m join chapters c on c.id = m.organization_id
                       where m.membership_status = 'ACTIVE' and m.expiry_date >= private.today()
                         and m.expiry_date <= private.today() + 30),
      'pendingApplications', (select count(*) from public.members m join chapters c on c.id = m.organization_id
                              where m.membership_status = 'PENDING')
    ) as counted`;
}
