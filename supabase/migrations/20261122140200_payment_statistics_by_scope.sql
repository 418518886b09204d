-- Payment statistics that scale: one range scan per call instead of a scan per month.
--
-- payment_statistics(year) joined twelve generated months to payments with a range condition each,
-- which at 3 million payments became twelve passes under RLS (≈ 20 s for SUPER_ADMIN). It now
-- reads the year once, grouped by month in Asia/Jakarta, with the caller's scope as an explicit
-- filter that covering indexes serve with index-only scans. payment_totals() gives the dashboard's
-- total of completed payments the same way. Both are security invoker: RLS stays the guard.

-- Covering indexes of completed payments: sums by chapter and by period become index-only scans
-- (amount, and the columns the payments_select policy reads, are included).
create index payments_completed_organization_paid_at_idx on public.payments (organization_id, paid_at)
  include (amount, member_id) where status = 'completed';
create index payments_completed_paid_at_covering_idx on public.payments (paid_at)
  include (amount, organization_id, member_id) where status = 'completed';

create or replace function public.payment_statistics(p_year integer default extract(year from current_date)::integer)
returns table (month integer, payment_count bigint, total_amount bigint)
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_scope uuid[];
  v_filter text := 'true';
begin
  if not private.has_national_scope() then
    v_scope := coalesce(private.administered_organization_ids(), '{}');
    v_filter := case when cardinality(v_scope) > 0 then 'p.organization_id = any ($2)'
                     else 'p.member_id = (select private.current_member_id())' end;
  end if;
  return query execute
    'select mo.m, coalesce(x.n, 0)::bigint, coalesce(x.total, 0)::bigint
     from generate_series(1, 12) as mo(m)
     left join (
       select extract(month from p.paid_at at time zone ''Asia/Jakarta'')::integer as m, count(*) as n, sum(p.amount) as total
       from public.payments p
       where p.status = ''completed''
         and p.paid_at >= make_timestamptz($1, 1, 1, 0, 0, 0, ''Asia/Jakarta'')
         and p.paid_at < make_timestamptz($1 + 1, 1, 1, 0, 0, 0, ''Asia/Jakarta'')
         and ' || v_filter || '
       group by 1
     ) x on x.m = mo.m
     order by mo.m'
    using p_year, v_scope;
end;
$$;

create function public.payment_totals()
returns table (total_amount bigint, payment_count bigint)
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_scope uuid[];
  v_filter text := 'true';
begin
  if not private.has_national_scope() then
    v_scope := coalesce(private.administered_organization_ids(), '{}');
    v_filter := case when cardinality(v_scope) > 0 then 'p.organization_id = any ($1)'
                     else 'p.member_id = (select private.current_member_id())' end;
  end if;
  return query execute
    'select coalesce(sum(p.amount), 0)::bigint, count(*) from public.payments p where p.status = ''completed'' and '
    || v_filter
    using v_scope;
end;
$$;

comment on function public.payment_totals() is
  'Completed payments (rupiah total and count) within the caller''s scope (RLS): the dashboard''s total payments.';
revoke all on function public.payment_totals() from public, anon;
grant execute on function public.payment_totals() to authenticated, service_role;
