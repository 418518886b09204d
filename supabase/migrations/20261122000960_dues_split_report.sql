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
  v_from timestamptz;
  v_to timestamptz;
begin
  if cardinality(v_scope) = 0 then
    raise exception 'Laporan hanya untuk pengurus dengan izin melihat laporan.' using errcode = '42501';
  end if;
  select period_start, period_end into v_start, v_end from private.report_period(p_period, p_anchor);
  if v_start is null then
    raise exception 'Periode laporan tidak dikenal: %', p_period using errcode = '22023';
  end if;
  -- The period's WIB days as instants: a range on paid_at, which the payments indexes serve.
  v_from := v_start::timestamp at time zone 'Asia/Jakarta';
  v_to := (v_end + 1)::timestamp at time zone 'Asia/Jakarta';

  return (
    with chapters as (
      -- The collecting chapters of the scope (payments are made to a DPC).
      select o.id, o.name, o.parent_id
      from public.organizations o join unnest(v_scope) s (id) on s.id = o.id
      where o.level = 'DPC'
    ), paid as (
      -- Completed payments (a refunded one is a completed one refunded in full), net of refunds.
      select p.organization_id as chapter_id, count(*) as payments, sum(p.amount - p.refunded_amount) as amount
      from public.payments p join chapters c on c.id = p.organization_id
      where p.status in ('completed', 'refunded') and p.paid_at >= v_from and p.paid_at < v_to
      group by 1
    ), shares as (
      -- The ledger rows of the same payments, whatever their status says: credits and reversals.
      select p.organization_id as chapter_id,
             sum(s.amount) filter (where s.level = 'DPP') as dpp,
             sum(s.amount) filter (where s.level = 'DPW') as dpw,
             sum(s.amount) filter (where s.level = 'DPC') as dpc
      from public.payment_shares s
      join public.payments p on p.id = s.payment_id
      join chapters c on c.id = p.organization_id
      where p.paid_at >= v_from and p.paid_at < v_to
      group by 1
    ), by_chapter as (
      select c.id, c.name, c.parent_id,
             coalesce(pd.payments, 0) as payments, coalesce(pd.amount, 0) as amount,
             coalesce(sh.dpp, 0) as dpp, coalesce(sh.dpw, 0) as dpw, coalesce(sh.dpc, 0) as dpc
      from chapters c
      left join paid pd on pd.chapter_id = c.id
      left join shares sh on sh.chapter_id = c.id
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
  'The dues split report of the payments collected by the chapters where the caller holds reports.view, for the month, quarter or year holding the anchor date (WIB date of payment): per chapter and per province the completed payments net of refunds and the DPP, DPW and DPC shares of them from the split ledger (credits less reversals), the totals, and the reconciliation (the shares sum exactly to the payments, or not). Restates the payments_select and payment_shares_select policies: it filters public.payments and public.payment_shares to those chapters itself, which the policies would show an officer anyway.';
revoke all on function public.dues_split_report(text, date) from public, anon;
grant execute on function public.dues_split_report(text, date) to authenticated, service_role;
