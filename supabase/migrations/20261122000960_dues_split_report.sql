-- Reports (issue 27 §3): the dues split report.
--
-- Baseline (decision 0016): the current definition of each object below.
--
-- What of the dues collected in a period belongs to DPP, to each DPW and to each DPC, read from the
-- split ledger (public.payment_shares: a credit row per level for every completed payment, the
-- matching reversal rows for what was refunded of it) and reconciled with the payments themselves.
-- A payment and its shares count in the period holding the WIB date it was paid, so a refund
-- lowers the period of the payment it refunds. A report covers the payments collected by the
-- chapters where the caller holds reports.view (a DPC officer: its own, with the DPW and DPP shares
-- of them, what it owes upward; DPW: its DPCs'; DPP: all), as public.financial_report does.
-- tests/db/dues-split-report.test.ts compares it with tests/support/counted-dues-split-report.ts.

-- ---------------------------------------------------------------------------------------------
-- The summary the report reads: per collecting chapter and WIB month of payment, the completed
-- payments net of refunds and the ledger's shares of them. Reading the ledger itself joins three
-- rows per payment to their payments (a national year: millions of rows); a month of a chapter is
-- one row here. Kept by statement triggers with transition tables on payments and payment_shares,
-- like private.payment_totals; the triggers sit here, with the summary they keep, rather than with
-- their tables in …000650_payments.sql. tests/db/dues-split-report.test.ts proves it equal to
-- counting the rows after a burst of payments, refunds, a payment moved and one deleted.
-- ---------------------------------------------------------------------------------------------

create table private.dues_split_totals (
  organization_id uuid not null,
  month date not null,
  -- No check (payments >= 0): INSERT … ON CONFLICT checks the proposed row, which for a removal is negative.
  payments bigint not null,
  paid bigint not null,
  dpp bigint not null,
  dpw bigint not null,
  dpc bigint not null,
  primary key (organization_id, month)
);

comment on table private.dues_split_totals is
  'Per chapter (payments.organization_id) and WIB month of payment_date: the completed payments (refunded ones included) and their amount net of refunds (paid), and the DPP, DPW and DPC shares of all its payments in the split ledger (public.payment_shares, credits less reversals). Kept by the dues_split_totals_* triggers on public.payments and public.payment_shares, read by public.dues_split_report.';
revoke all on private.dues_split_totals from public, anon, authenticated;

create function private.track_dues_split_payments()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_sign constant integer := tg_argv[0]::integer;
begin
  -- A payment carries its ledger rows: moved to another chapter or month, or deleted, they go with it.
  -- A new payment has none of its own yet: rows written for it in the same statement (a settlement
  -- inside a data-modifying WITH) were counted by private.track_dues_split_shares already.
  insert into private.dues_split_totals as t (organization_id, month, payments, paid, dpp, dpw, dpc)
  select p.organization_id, date_trunc('month', p.payment_date at time zone 'Asia/Jakarta')::date,
         v_sign * count(*) filter (where p.status in ('completed', 'refunded')),
         v_sign * coalesce(sum(p.amount - p.refunded_amount) filter (where p.status in ('completed', 'refunded')), 0),
         v_sign * coalesce(sum(s.dpp), 0), v_sign * coalesce(sum(s.dpw), 0), v_sign * coalesce(sum(s.dpc), 0)
  from changed_payments p
  left join lateral (
    select sum(x.amount) filter (where x.level = 'DPP') as dpp, sum(x.amount) filter (where x.level = 'DPW') as dpw,
           sum(x.amount) filter (where x.level = 'DPC') as dpc, count(*) as entries
    from public.payment_shares x where x.payment_id = p.id and tg_op <> 'INSERT'
  ) s on true
  where p.status in ('completed', 'refunded') or s.entries > 0
  group by 1, 2
  -- One order for every writer: concurrent settlements lock the rows they share in the same order.
  order by 1, 2
  on conflict (organization_id, month)
  do update set payments = t.payments + excluded.payments, paid = t.paid + excluded.paid,
                dpp = t.dpp + excluded.dpp, dpw = t.dpw + excluded.dpw, dpc = t.dpc + excluded.dpc;
  return null;
end
$$;

comment on function private.track_dues_split_payments() is
  'Statement trigger on public.payments: adds (argument 1) or removes (argument -1) the changed payments (transition table changed_payments) to or from private.dues_split_totals, an updated or deleted one with the ledger rows it has at that moment (an inserted one''s rows are added by track_dues_split_shares).';
revoke all on function private.track_dues_split_payments() from public;

create function private.track_dues_split_shares()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_sign constant integer := tg_argv[0]::integer;
begin
  insert into private.dues_split_totals as t (organization_id, month, payments, paid, dpp, dpw, dpc)
  select p.organization_id, date_trunc('month', p.payment_date at time zone 'Asia/Jakarta')::date, 0, 0,
         v_sign * coalesce(sum(s.amount) filter (where s.level = 'DPP'), 0),
         v_sign * coalesce(sum(s.amount) filter (where s.level = 'DPW'), 0),
         v_sign * coalesce(sum(s.amount) filter (where s.level = 'DPC'), 0)
  from changed_shares s
  join public.payments p on p.id = s.payment_id
  group by 1, 2
  order by 1, 2
  on conflict (organization_id, month)
  do update set dpp = t.dpp + excluded.dpp, dpw = t.dpw + excluded.dpw, dpc = t.dpc + excluded.dpc;
  return null;
end
$$;

comment on function private.track_dues_split_shares() is
  'Statement trigger on public.payment_shares: adds (argument 1) or removes (argument -1) the changed ledger rows (transition table changed_shares) to or from private.dues_split_totals, under their payment''s chapter and month.';
revoke all on function private.track_dues_split_shares() from public;

-- An update is its old rows removed and its new rows added. TRUNCATE is not tracked.
create trigger dues_split_totals_add_inserted after insert on public.payments
  referencing new table as changed_payments for each statement execute function private.track_dues_split_payments('1');
create trigger dues_split_totals_add_updated after update on public.payments
  referencing new table as changed_payments for each statement execute function private.track_dues_split_payments('1');
create trigger dues_split_totals_remove_updated after update on public.payments
  referencing old table as changed_payments for each statement execute function private.track_dues_split_payments('-1');
create trigger dues_split_totals_remove_deleted after delete on public.payments
  referencing old table as changed_payments for each statement execute function private.track_dues_split_payments('-1');
create trigger dues_split_totals_add_inserted after insert on public.payment_shares
  referencing new table as changed_shares for each statement execute function private.track_dues_split_shares('1');
create trigger dues_split_totals_add_updated after update on public.payment_shares
  referencing new table as changed_shares for each statement execute function private.track_dues_split_shares('1');
create trigger dues_split_totals_remove_updated after update on public.payment_shares
  referencing old table as changed_shares for each statement execute function private.track_dues_split_shares('-1');
create trigger dues_split_totals_remove_deleted after delete on public.payment_shares
  referencing old table as changed_shares for each statement execute function private.track_dues_split_shares('-1');

create function public.dues_split_report(p_period text, p_anchor date default private.today())
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_scope uuid[] := coalesce(private.organization_ids_with_permission('reports.view'), '{}');
  v_start date;
  v_end date;
begin
  if cardinality(v_scope) = 0 then
    raise exception 'Laporan hanya untuk pengurus dengan izin melihat laporan.' using errcode = '42501';
  end if;
  select period_start, period_end into v_start, v_end from private.report_period(p_period, p_anchor);
  if v_start is null then
    raise exception 'Periode laporan tidak dikenal: %', p_period using errcode = '22023';
  end if;

  return (
    with chapters as (
      -- The collecting chapters of the scope (payments are made to a DPC).
      select o.id, o.name, o.parent_id
      from public.organizations o join unnest(v_scope) s (id) on s.id = o.id
      where o.level = 'DPC'
    ), summed as (
      -- The months of the period, per chapter (private.dues_split_totals).
      select t.organization_id as chapter_id, sum(t.payments) as payments, sum(t.paid) as amount,
             sum(t.dpp) as dpp, sum(t.dpw) as dpw, sum(t.dpc) as dpc
      from private.dues_split_totals t join chapters c on c.id = t.organization_id
      where t.month between v_start and v_end
      group by 1
    ), by_chapter as (
      select c.id, c.name, c.parent_id,
             coalesce(t.payments, 0) as payments, coalesce(t.amount, 0) as amount,
             coalesce(t.dpp, 0) as dpp, coalesce(t.dpw, 0) as dpw, coalesce(t.dpc, 0) as dpc
      from chapters c
      left join summed t on t.chapter_id = c.id
    ), by_province as (
      select b.parent_id as id, sum(b.payments) as payments, sum(b.amount) as amount,
             sum(b.dpp) as dpp, sum(b.dpw) as dpw, sum(b.dpc) as dpc
      from by_chapter b
      group by 1
    ), totals as (
      select coalesce(sum(payments), 0) as payments, coalesce(sum(amount), 0) as amount,
             coalesce(sum(dpp), 0) as dpp, coalesce(sum(dpw), 0) as dpw, coalesce(sum(dpc), 0) as dpc
      from by_chapter
    )
    select jsonb_build_object(
      'period', jsonb_build_object('kind', p_period, 'from', v_start, 'to', v_end),
      'totals', (select jsonb_build_object('payments', t.payments, 'amount', t.amount,
                                           'dpp', t.dpp, 'dpw', t.dpw, 'dpc', t.dpc) from totals t),
      'provinces', coalesce((select jsonb_agg(jsonb_build_object(
                                'organizationId', o.id, 'name', o.name, 'payments', b.payments, 'amount', b.amount,
                                'dpp', b.dpp, 'dpw', b.dpw, 'dpc', b.dpc) order by b.amount desc, o.name)
                             from by_province b join public.organizations o on o.id = b.id), '[]'),
      'chapters', coalesce((select jsonb_agg(jsonb_build_object(
                               'organizationId', b.id, 'name', b.name, 'provinceId', o.id, 'provinceName', o.name,
                               'payments', b.payments, 'amount', b.amount, 'dpp', b.dpp, 'dpw', b.dpw, 'dpc', b.dpc)
                               order by b.amount desc, o.name, b.name)
                            from by_chapter b join public.organizations o on o.id = b.parent_id), '[]'),
      'reconciliation', (select jsonb_build_object('payments', t.amount, 'shares', t.dpp + t.dpw + t.dpc,
                                                   'balanced', t.amount = t.dpp + t.dpw + t.dpc) from totals t),
      'asOf', now()
    )
  );
end;
$$;

comment on function public.dues_split_report(text, date) is
  'The dues split report of the payments collected by the chapters where the caller holds reports.view, for the month, quarter or year holding the anchor date (WIB date of payment): per chapter and per province the completed payments net of refunds and the DPP, DPW and DPC shares of them from the split ledger (credits less reversals), the totals, and the reconciliation (the shares sum exactly to the payments, or not). Read from private.dues_split_totals. Restates the payments_select and payment_shares_select policies: it filters the payments and their ledger rows to those chapters itself, which the policies would show an officer anyway.';
revoke all on function public.dues_split_report(text, date) from public, anon;
grant execute on function public.dues_split_report(text, date) to authenticated, service_role;
