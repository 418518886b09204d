-- The membership report (issue 27 §1) and the island groups it filters by.
--
-- Baseline (decision 0016): the current definition of each object below.
--
-- The report covers the DPCs of the chapters where the caller holds reports.view (a DPC officer:
-- the DPC; DPW: its DPCs; DPP: all), optionally one island group. It reads the register as it is
-- now from private.member_totals and goes back in time with the membership events
-- (private.membership_event_totals by month, private.membership_events for the days of a month
-- that a period boundary splits): the register at a date is the register now minus the events after
-- it. tests/db/membership-report.test.ts compares it with counting the ledger and the register.

-- ---------------------------------------------------------------------------------------------
-- Island groups
-- ---------------------------------------------------------------------------------------------

-- The first digit of a BPS province code is its island group (1, 2: Sumatera and its islands;
-- 3: Jawa; 5: Bali and Nusa Tenggara; 6: Kalimantan; 7: Sulawesi; 8: Maluku; 9: Papua), and a
-- city or regency code starts with its province's. The one home of the grouping: the report's
-- filter and rows ask here, and the API's contract lists the same keys
-- (_shared/contracts/membership-report.ts MEMBERSHIP_REGIONS, compared by the report's test).
create function private.region_of(p_bps_code text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case left(p_bps_code, 1)
    when '1' then 'sumatera'
    when '2' then 'sumatera'
    when '3' then 'jawa'
    when '5' then 'bali_nusa_tenggara'
    when '6' then 'kalimantan'
    when '7' then 'sulawesi'
    when '8' then 'maluku_papua'
    when '9' then 'maluku_papua'
  end
$$;

comment on function private.region_of(text) is
  'The island group of a BPS province (2 digits) or city/regency (4 digits) code: jawa, sumatera, kalimantan, sulawesi, bali_nusa_tenggara, maluku_papua; null for another code. The one home of the grouping (the membership report''s region filter).';
revoke all on function private.region_of(text) from public;
grant execute on function private.region_of(text) to authenticated, service_role;

create function private.regions()
returns table (region text, ordinal integer)
language sql
immutable
parallel safe
set search_path = ''
as $$
  select r.region, r.ordinal::integer
  from unnest(array['jawa', 'sumatera', 'kalimantan', 'sulawesi', 'bali_nusa_tenggara', 'maluku_papua'])
    with ordinality as r (region, ordinal)
$$;

comment on function private.regions() is
  'The island groups private.region_of gives, in the order the report''s filter lists them (Jawa and Sumatera first).';
revoke all on function private.regions() from public;
grant execute on function private.regions() to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Report periods
-- ---------------------------------------------------------------------------------------------

-- A week is Monday to Sunday (ISO), months, quarters and years are calendar ones (WIB dates); a
-- custom range is its own days. The previous period has the same length: the previous week, month,
-- quarter or year, or the same number of days just before a custom range.
create function private.membership_report_period(p_period text, p_anchor date, p_from date, p_to date)
returns table (period_start date, period_end date, previous_start date, previous_end date)
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_start date;
  v_end date;
  v_months integer;
begin
  if p_period = 'custom' then
    if p_from is null or p_to is null or p_from > p_to then
      raise exception 'Rentang tanggal laporan tidak valid: dari % sampai %', p_from, p_to using errcode = '22023';
    end if;
    return query select p_from, p_to, p_from - (p_to - p_from + 1), p_from - 1;
    return;
  end if;
  if p_anchor is null then
    raise exception 'Tanggal acuan laporan wajib diisi' using errcode = '22023';
  end if;
  if p_period = 'week' then
    v_start := date_trunc('week', p_anchor)::date;
    return query select v_start, v_start + 6, v_start - 7, v_start - 1;
    return;
  end if;
  v_months := case p_period when 'month' then 1 when 'quarter' then 3 when 'year' then 12 end;
  if v_months is null then
    raise exception 'Periode laporan tidak dikenal: %', p_period using errcode = '22023';
  end if;
  v_start := date_trunc(p_period, p_anchor)::date;
  v_end := (v_start + make_interval(months => v_months))::date - 1;
  return query select v_start, v_end, (v_start - make_interval(months => v_months))::date, v_start - 1;
end
$$;

comment on function private.membership_report_period(text, date, date, date) is
  'The days of a membership report period and of the previous period of the same length: week (Monday to Sunday), month, quarter or year holding p_anchor, or custom (p_from to p_to, the same number of days before it). 22023 for another kind, a custom range without both dates or reversed, or no anchor.';
revoke all on function private.membership_report_period(text, date, date, date) from public;

-- ---------------------------------------------------------------------------------------------
-- The report
-- ---------------------------------------------------------------------------------------------

create function public.membership_report(
  p_period text,
  p_anchor date default private.today(),
  p_from date default null,
  p_to date default null,
  p_region text default null,
  -- The growth months up to the period's end: 12 on the report; public.analytics asks for its
  -- 24-month window in one call rather than two of twelve.
  p_growth_months integer default 12
)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_scope uuid[] := coalesce(private.organization_ids_with_permission('reports.view'), '{}');
  v_national boolean := private.has_national_scope();
  v_today date := private.today();
  p record;
  v_growth_first date;
  v_growth_last date;
  v_from date;
  v_split date[];
  v_split_first date;
  v_split_end date;
begin
  if cardinality(v_scope) = 0 then
    raise exception 'Laporan hanya untuk pengurus dengan izin melihat laporan.' using errcode = '42501';
  end if;
  if p_region is not null and not exists (select 1 from private.regions() r where r.region = p_region) then
    raise exception 'Wilayah laporan tidak dikenal: %', p_region using errcode = '22023';
  end if;
  if p_growth_months is null or p_growth_months not between 1 and 24 then
    raise exception 'Jumlah bulan pertumbuhan tidak valid: % (1 sampai 24)', p_growth_months using errcode = '22023';
  end if;
  select * into p from private.membership_report_period(p_period, p_anchor, p_from, p_to);
  -- The monthly growth: the p_growth_months calendar months up to the one holding the period's end.
  v_growth_last := date_trunc('month', p.period_end)::date;
  v_growth_first := (v_growth_last - make_interval(months => p_growth_months - 1))::date;
  -- The first month whose sums are read (dates compared with dates: the indexes serve them).
  v_from := date_trunc('month', least(p.previous_start, v_growth_first))::date;
  -- Months a period boundary cuts are read from the ledger's days; every other month from its sums.
  v_split := array(
    select distinct date_trunc('month', b)::date
    from unnest(array[p.previous_start, p.period_start, p.period_end + 1]) b
    where b <> date_trunc('month', b)::date
  );
  -- Their days as one date range (read through membership_events_effective_date_idx), then each month.
  select min(m), (max(m) + interval '1 month')::date into v_split_first, v_split_end from unnest(v_split) m;

  return (
    with chapters as (
      -- The DPCs in scope (members belong to DPCs), in the island group asked for; a DPP officer
      -- sees them per province.
      select o.id, case when v_national then o.parent_id else o.id end as row_id
      from public.organizations o
      join unnest(v_scope) s (id) on s.id = o.id
      where o.level = 'DPC' and (p_region is null or private.region_of(o.bps_code) = p_region)
    ), changes as materialized (
      -- The register now ('now' rows), and the events since v_from: whole months from their sums,
      -- split months day by day. A row's day lies on the same side of every boundary as its events.
      select t.organization_id, t.membership_status as status, t.membership_type as type, 'now' as kind,
             null::date as day, sum(t.members) as n
      from private.member_totals t join chapters c on c.id = t.organization_id
      group by 1, 2, 3
      union all
      select t.organization_id, t.membership_status, t.membership_type, t.kind, t.month, t.members
      from private.membership_event_totals t join chapters c on c.id = t.organization_id
      where t.month >= v_from and t.month <> all (v_split)
      union all
      select e.organization_id, e.membership_status, e.membership_type, e.kind, e.effective_date, sum(e.delta)
      from private.membership_events e
      join chapters c on c.id = e.organization_id
      where e.effective_date >= v_split_first and e.effective_date < v_split_end
        and date_trunc('month', e.effective_date)::date = any (v_split)
      group by 1, 2, 3, 4, 5
    ), keyed as (
      -- Per chapter, status and type: the members at the end of each period (now minus what came
      -- after) and the joins in each.
      select x.organization_id, x.status, x.type,
             coalesce(sum(x.n) filter (where x.kind = 'now'), 0)
               - coalesce(sum(x.n) filter (where x.kind <> 'now' and x.day > p.period_end), 0) as at_end,
             coalesce(sum(x.n) filter (where x.kind = 'now'), 0)
               - coalesce(sum(x.n) filter (where x.kind <> 'now' and x.day > p.previous_end), 0) as at_previous_end,
             coalesce(sum(x.n) filter (where x.kind = 'join' and x.day between p.period_start and p.period_end), 0) as joins,
             coalesce(sum(x.n) filter (where x.kind = 'join' and x.day between p.previous_start and p.previous_end), 0)
               as previous_joins
      from changes x
      where x.status not in ('PENDING', 'REJECTED')
      group by 1, 2, 3
    ), cards as (
      select jsonb_build_object(
               'total', coalesce(sum(k.at_end), 0),
               'new', coalesce(sum(k.joins), 0),
               'active', coalesce(sum(k.at_end) filter (where k.status = 'ACTIVE'), 0),
               'inactive', coalesce(sum(k.at_end) filter (where k.status <> 'ACTIVE'), 0)) as current,
             jsonb_build_object(
               'total', coalesce(sum(k.at_previous_end), 0),
               'new', coalesce(sum(k.previous_joins), 0),
               'active', coalesce(sum(k.at_previous_end) filter (where k.status = 'ACTIVE'), 0),
               'inactive', coalesce(sum(k.at_previous_end) filter (where k.status <> 'ACTIVE'), 0)) as previous,
             jsonb_build_object(
               'ACTIVE', coalesce(sum(k.at_end) filter (where k.status = 'ACTIVE'), 0),
               'INACTIVE', coalesce(sum(k.at_end) filter (where k.status = 'INACTIVE'), 0),
               'EXPIRED', coalesce(sum(k.at_end) filter (where k.status = 'EXPIRED'), 0),
               'SUSPENDED', coalesce(sum(k.at_end) filter (where k.status = 'SUSPENDED'), 0)) as by_status
      from keyed k
    ), distribution as (
      select c.row_id,
             coalesce(sum(k.at_end), 0) as total,
             coalesce(sum(k.at_end) filter (where k.status = 'ACTIVE'), 0) as active,
             coalesce(sum(k.joins), 0) as joins
      from chapters c left join keyed k on k.organization_id = c.id
      group by c.row_id
    ), monthly as (
      -- Each month's events since the first growth month, in the register (verified members) and
      -- among the active members.
      select date_trunc('month', x.day)::date as month,
             coalesce(sum(x.n) filter (where x.kind = 'join'), 0) as joins,
             -coalesce(sum(x.n) filter (where x.kind = 'exit' and x.status = 'ACTIVE'), 0) as exits,
             coalesce(sum(x.n) filter (where x.kind = 'return' and x.status = 'ACTIVE'), 0) as returns,
             coalesce(sum(x.n) filter (where x.kind = 'transfer_in'), 0) as transfers_in,
             -coalesce(sum(x.n) filter (where x.kind = 'transfer_out'), 0) as transfers_out,
             sum(x.n) as verified_change,
             coalesce(sum(x.n) filter (where x.status = 'ACTIVE'), 0) as active_change
      from changes x
      where x.kind <> 'now' and x.status not in ('PENDING', 'REJECTED') and x.day >= v_growth_first
      group by 1
    ), months as (
      -- The growth months, and every later month with events (each end is now minus them).
      select coalesce(g.month, m.month) as month,
             coalesce(m.joins, 0) as joins, coalesce(m.exits, 0) as exits, coalesce(m.returns, 0) as returns,
             coalesce(m.transfers_in, 0) as transfers_in, coalesce(m.transfers_out, 0) as transfers_out,
             coalesce(m.verified_change, 0) as verified_change, coalesce(m.active_change, 0) as active_change
      from (select generate_series(v_growth_first, v_growth_last, interval '1 month')::date as month) g
      full join monthly m on m.month = g.month
    ), now_counts as (
      select coalesce(sum(k.n), 0) as total, coalesce(sum(k.n) filter (where k.status = 'ACTIVE'), 0) as active
      from changes k where k.kind = 'now' and k.status not in ('PENDING', 'REJECTED')
    ), growth as (
      -- At the end of each month: now minus the changes of the months after it.
      select m.*,
             n.total - (sum(m.verified_change) over later - m.verified_change) as total,
             n.active - (sum(m.active_change) over later - m.active_change) as active
      from months m cross join now_counts n
      window later as (order by m.month desc)
    )
    select jsonb_build_object(
      'period', jsonb_build_object(
        'kind', p_period, 'from', p.period_start, 'to', p.period_end,
        'previousFrom', p.previous_start, 'previousTo', p.previous_end),
      'region', p_region,
      'cards', (select jsonb_build_object('current', c.current, 'previous', c.previous) from cards c),
      'byStatus', (select c.by_status from cards c),
      'types', (select jsonb_agg(jsonb_build_object(
                  'type', t.type,
                  'total', coalesce((select sum(k.at_end) from keyed k where k.type = t.type), 0),
                  'active', coalesce((select sum(k.at_end) from keyed k where k.type = t.type and k.status = 'ACTIVE'), 0),
                  'new', coalesce((select sum(k.joins) from keyed k where k.type = t.type), 0))
                  order by t.type)
                from unnest(enum_range(null::public.membership_type)) t (type)),
      'distribution', jsonb_build_object(
        'level', case when v_national then 'province' else 'chapter' end,
        'rows', coalesce((select jsonb_agg(jsonb_build_object(
                            'organizationId', o.id, 'name', o.name, 'bpsCode', o.bps_code,
                            'region', private.region_of(o.bps_code),
                            'latitude', o.latitude, 'longitude', o.longitude,
                            'total', d.total, 'active', d.active, 'new', d.joins)
                            order by d.total desc, o.name)
                          from distribution d join public.organizations o on o.id = d.row_id), '[]')),
      'months', (select jsonb_agg(jsonb_build_object(
                   'month', g.month, 'joins', g.joins, 'exits', g.exits, 'returns', g.returns,
                   'transfersIn', g.transfers_in, 'transfersOut', g.transfers_out,
                   'net', g.joins + g.returns + g.transfers_in - g.exits - g.transfers_out,
                   'total', g.total, 'active', g.active,
                   'previousTotal', g.total - g.verified_change, 'previousActive', g.active - g.active_change)
                   order by g.month)
                 from growth g where g.month between v_growth_first and v_growth_last),
      'expiringSoon', (
        -- Active members whose membership ends within 30 days from today (not the period: a call to act).
        select count(*) from public.members m join chapters c on c.id = m.organization_id
        where m.membership_status = 'ACTIVE' and m.expiry_date between v_today and v_today + 30),
      'pendingApplications', (select coalesce(sum(x.n), 0) from changes x where x.kind = 'now' and x.status = 'PENDING'),
      'asOf', now()
    )
  );
end;
$$;

comment on function public.membership_report(text, date, date, date, text, integer) is
  'The membership report of the DPCs of the chapters where the caller holds reports.view (42501 without), optionally of one island group (private.region_of): members (verified), new (joined), active and inactive at the end of the period and of the previous one of the same length (private.membership_report_period); the members at the end per status and per type; the distribution per DPC (per province for a national officer); the p_growth_months months (12 by default, 1–24) up to the period''s end with joins, exits and returns of active members, transfers in and out and the net change; and, as of today, active members expiring within 30 days and applications waiting. Read from private.member_totals and the membership events, which it filters to those chapters itself: it restates the members_select policy (an officer sees no more than the members of the chapters they administer).';
revoke all on function public.membership_report(text, date, date, date, text, integer) from public, anon;
grant execute on function public.membership_report(text, date, date, date, text, integer) to authenticated, service_role;

-- Active members whose membership ends soon (the report's expiringSoon), read by expiry date.
create index members_active_expiry_date_idx on public.members (expiry_date) where membership_status = 'ACTIVE';
