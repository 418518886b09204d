-- Payments: QRIS attempts through Midtrans and the notifications that settle them, payments
-- recorded by officers, settlement (receipt number, dues split ledger, membership), and the
-- public view of a payment link.
--
-- Baseline (decision 0016): the current definition of each object below. The rules are in
-- decision 0024 and docs/operations/payments.md; the bills a payment settles are in
-- …000600_bills.sql, what a payment does to the membership in …000660_membership_lifecycle.sql.
--
-- Exactly once: a QRIS attempt is settled by whichever comes first of the webhook and the
-- reconcile job, both through private.apply_gateway_status, which stores every notification under
-- a unique (transaction id, status) key and locks the payment row before a forward transition.

create type public.payment_method as enum ('qris', 'transfer', 'cash', 'card', 'ewallet');
create type public.payment_status as enum ('pending', 'completed', 'failed', 'expired', 'refunded');
comment on type public.payment_method is 'qris, transfer (bank transfer), cash, card, ewallet.';
comment on type public.payment_status is 'pending, completed (Berhasil), failed (Gagal), expired (Kedaluwarsa), refunded (Dikembalikan: a completed payment the gateway refunded).';

-- ---------------------------------------------------------------------------------------------
-- Tables
-- ---------------------------------------------------------------------------------------------

create table public.payments (
  id uuid primary key default gen_random_uuid(),
  member_id uuid not null references public.members (id) on delete restrict,
  organization_id uuid not null references public.organizations (id) on delete restrict,
  amount integer not null check (amount > 0),
  method public.payment_method not null,
  status public.payment_status not null default 'pending',
  provider text,
  provider_reference text unique,
  transaction_id text unique,
  paid_at timestamptz,
  recorded_by uuid references auth.users (id) on delete set null,
  notes text,
  -- Our own deadline of a QRIS attempt (Midtrans's status API does not return it); null for a
  -- payment recorded by an officer.
  expires_at timestamptz,
  qr_string text,
  -- Assigned when the payment completes (private.next_receipt_number): KW-<year>-<6 digits>.
  receipt_number text unique,
  -- Why an officer must look at it: amount_mismatch (never credited), late_settlement (credited
  -- after our own expiry), bills_already_settled (money received for bills another payment paid).
  -- amount_mismatch and fraud_review are cleared when the right amount settles (settle_payment).
  flag text,
  constraint payments_flag_known check (flag in ('amount_mismatch', 'late_settlement', 'bills_already_settled', 'fraud_review')),
  -- What the gateway has refunded of it so far, as its status API confirmed (apply_gateway_status):
  -- a partial refund leaves the payment completed for the rest.
  refunded_amount integer not null default 0,
  constraint payments_refunded_amount_range check (refunded_amount between 0 and amount),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- A column, not the expression in each query: under RLS a coalesce in a caller's condition is
  -- not known to be leakproof, so it was never an index condition and a chapter's period filter
  -- read every payment of the chapter.
  payment_date timestamptz generated always as (coalesce(paid_at, created_at)) stored,
  constraint payments_paid_at check (status <> 'completed' or paid_at is not null)
);

comment on table public.payments is
  'A payment by a member: method, status, provider reference (e.g. Midtrans order_id), transaction id, paid at, who recorded it. Linked to the bills it settles through payment_bills.';
comment on column public.payments.payment_date is 'The date the payment history shows and sorts by: paid, else created.';
comment on column public.payments.refunded_amount is
  'Rupiah of the payment the gateway has refunded so far (Midtrans refund_amount, confirmed with its status API). Equal to amount once refunded; a partial refund keeps the payment completed and reopens only the bills the rest no longer covers (decision 0024).';

create index payments_member_id_idx on public.payments (member_id, created_at desc);
create index payments_organization_id_paid_at_idx on public.payments (organization_id, paid_at);
create index payments_recorded_by_idx on public.payments (recorded_by);
create index payments_paid_at_idx on public.payments (paid_at) where status = 'completed';
-- The payment history's order (GET /dues/payments: paid, else created, newest first): a page is an
-- ordered index scan that stops after the page, and the period filters are ranges on it.
create index payments_date_idx on public.payments (payment_date desc, id);
comment on index public.payments_date_idx is 'The order of the payment history: payment_date newest first, then id.';
create index payments_organization_date_idx on public.payments (organization_id, payment_date desc, id);
comment on index public.payments_organization_date_idx is 'The payment history of a chapter scope: its period filters and total.';
-- Covering indexes of completed payments: sums by chapter and by period (payment_statistics,
-- payment_totals) become index-only scans (amount, and the columns the payments_select policy
-- reads, are included).
create index payments_completed_organization_paid_at_idx on public.payments (organization_id, paid_at)
  include (amount, member_id) where status = 'completed';
create index payments_completed_paid_at_covering_idx on public.payments (paid_at)
  include (amount, organization_id, member_id) where status = 'completed';

create table public.payment_bills (
  payment_id uuid not null references public.payments (id) on delete cascade,
  bill_id uuid not null references public.bills (id) on delete restrict,
  amount integer not null check (amount > 0),
  primary key (payment_id, bill_id)
);

comment on table public.payment_bills is 'Which bills a payment settles (and the amount applied to each).';
create index payment_bills_bill_id_idx on public.payment_bills (bill_id);

create trigger payments_set_updated_at before update on public.payments
  for each row execute function private.set_updated_at();

create table public.payment_notifications (
  id bigint generated always as identity primary key,
  payment_id uuid references public.payments (id) on delete set null,
  order_id text not null,
  transaction_id text not null,
  transaction_status text not null,
  -- With the status, what makes one state of a transaction: a later settlement of the right
  -- amount or accepted after review, or a further partial refund, is a new state, not a duplicate.
  fraud_status text,
  gross_amount numeric,
  refund_amount numeric,
  source text not null,
  body jsonb not null,
  outcome text not null,
  received_at timestamptz not null default now(),
  constraint payment_notifications_once unique nulls not distinct
    (transaction_id, transaction_status, fraud_status, gross_amount, refund_amount),
  constraint payment_notifications_source_known check (source in ('webhook', 'status_api')),
  constraint payment_notifications_outcome_known check (
    outcome in ('completed', 'expired', 'failed', 'refunded', 'partially_refunded', 'flagged', 'stale', 'ignored',
                'unknown_order')
  ),
  -- The signature would let whoever reads it sign a refund of the same amount (status_code 200).
  constraint payment_notifications_unsigned check (not body ? 'signature_key')
);

comment on table public.payment_notifications is
  'Every payment-gateway status we applied (a Midtrans HTTP notification applied as it came, or a status API answer), stored once per state of a transaction (transaction_id, transaction_status, fraud_status, gross_amount, refund_amount), without its signature_key, with what it did to the payment (outcome). A duplicate is not stored again and changes nothing; a notification that needed confirming is stored as the status API''s answer. Read by the system administrator only.';

create index payment_notifications_payment_id_idx on public.payment_notifications (payment_id);
create index payment_notifications_order_id_idx on public.payment_notifications (order_id);

create table public.dues_split_rules (
  id uuid primary key default gen_random_uuid(),
  effective_from date not null unique,
  dpp_basis_points integer not null,
  dpw_basis_points integer not null,
  dpc_basis_points integer not null,
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  constraint dues_split_rules_range check (
    dpp_basis_points between 0 and 10000 and dpw_basis_points between 0 and 10000 and dpc_basis_points between 0 and 10000
  ),
  constraint dues_split_rules_whole check (dpp_basis_points + dpw_basis_points + dpc_basis_points = 10000)
);

comment on table public.dues_split_rules is
  'How a completed payment is shared between DPP, DPW and DPC, in basis points (1/100 of a percent) summing to 10000, from effective_from (WIB date of payment) on. Set by SUPER_ADMIN through set_dues_split_rule.';
create index dues_split_rules_created_by_idx on public.dues_split_rules (created_by);

create table public.payment_shares (
  payment_id uuid not null references public.payments (id) on delete restrict,
  entry text not null,
  level public.organization_level not null,
  organization_id uuid not null references public.organizations (id) on delete restrict,
  amount integer not null,
  split_rule_id uuid not null references public.dues_split_rules (id) on delete restrict,
  created_at timestamptz not null default now(),
  primary key (payment_id, entry, level),
  constraint payment_shares_entry_known check (entry in ('credit', 'reversal')),
  constraint payment_shares_sign check ((entry = 'credit') = (amount >= 0))
);

comment on table public.payment_shares is
  'The dues split ledger: for every completed payment one credit row per level (DPP, DPW, DPC) in whole rupiah; a refund adds the matching reversal rows. DPP and DPW shares are rounded down and the DPC, which collected the payment, takes the remainder, so the rows of a payment always sum to its amount.';

create index payment_shares_organization_id_idx on public.payment_shares (organization_id, created_at);
create index payment_shares_split_rule_id_idx on public.payment_shares (split_rule_id);

create table private.receipt_counters (
  year integer primary key,
  last_number integer not null check (last_number > 0)
);

comment on table private.receipt_counters is 'The last receipt number issued in each year (WIB).';

insert into public.dues_split_rules (effective_from, dpp_basis_points, dpw_basis_points, dpc_basis_points)
values (date '2000-01-01', 2000, 3000, 5000);

-- ---------------------------------------------------------------------------------------------
-- RLS and grants. Nothing here is written by API roles except through the functions below.
-- ---------------------------------------------------------------------------------------------

alter table public.payments enable row level security;
alter table public.payment_bills enable row level security;

revoke all on public.payments, public.payment_bills from public, anon, authenticated;
grant all on public.payments, public.payment_bills to service_role;
grant select on public.payments, public.payment_bills to authenticated;

create policy payments_select on public.payments
  for select to authenticated
  using (
    member_id = (select private.current_member_id())
    or (select private.has_national_scope())
    or organization_id = any (array(select unnest(private.administered_organization_ids())))
  );
comment on policy payments_select on public.payments is
  'The member''s own payments, and every payment of the chapters the caller administers (all of them for a national officer). Restated outside RLS by security definer functions, which must change with it: public.payment_summary (the payment history''s totals, from private.payment_totals); public.dues_statistics (the payments pages'' figures); private.completed_payments_in_scope (the dashboard''s payments per month and total); public.financial_report (the financial report, in the chapters with reports.view); public.dues_split_report (the dues split report, in the chapters with reports.view).';

create policy payment_bills_select on public.payment_bills
  for select to authenticated
  using (exists (select 1 from public.payments p where p.id = payment_id));

alter table public.payment_notifications enable row level security;
alter table public.dues_split_rules enable row level security;
alter table public.payment_shares enable row level security;

revoke all on public.payment_notifications, public.dues_split_rules, public.payment_shares
  from public, anon, authenticated;
revoke all on private.receipt_counters from public, anon, authenticated;
grant all on public.payment_notifications, public.dues_split_rules, public.payment_shares to service_role;
grant select on public.payment_notifications, public.dues_split_rules, public.payment_shares to authenticated;

-- The raw gateway traffic is for the system administrator, who holds the gateway's configuration;
-- officers see a payment's status, flag and audit trail (decision 0024).
create policy payment_notifications_select on public.payment_notifications
  for select to authenticated
  using ((select private.is_system_admin()));

create policy dues_split_rules_select on public.dues_split_rules
  for select to authenticated
  using ((select private.has_permission('payments.view')));

-- A share is visible with its payment (the payments policy decides).
create policy payment_shares_select on public.payment_shares
  for select to authenticated
  using (
    (select private.has_permission('payments.view'))
    and exists (select 1 from public.payments p where p.id = payment_id)
  );
comment on policy payment_shares_select on public.payment_shares is
  'A share is visible to whoever holds payments.view and sees its payment (payments_select). Restated outside RLS by public.dues_split_report (the dues split report, in the chapters with reports.view).';

-- ---------------------------------------------------------------------------------------------
-- Settlement
-- ---------------------------------------------------------------------------------------------

create function private.next_receipt_number(p_paid_at timestamptz)
returns text
language sql
security definer
set search_path = ''
as $$
  insert into private.receipt_counters as rc (year, last_number)
  values (extract(year from private.calendar_date(p_paid_at))::integer, 1)
  on conflict (year) do update set last_number = rc.last_number + 1
  returning 'KW-' || rc.year || '-' || lpad(rc.last_number::text, 6, '0')
$$;

comment on function private.next_receipt_number(timestamptz) is
  'The next receipt number of the WIB year of the payment date: KW-2026-000123. The counter row lock serialises concurrent settlements.';
revoke all on function private.next_receipt_number(timestamptz) from public;

create function private.write_payment_shares(p public.payments, p_entry text default 'credit')
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  rule public.dues_split_rules;
  dpc uuid := p.organization_id;
  dpw uuid;
  dpp uuid;
  -- A reversal is of what the gateway refunded so far; a further partial refund raises it.
  v_amount integer := case p_entry when 'reversal' then p.refunded_amount else p.amount end;
  dpp_share integer;
  dpw_share integer;
begin
  select * into rule from public.dues_split_rules
  where effective_from <= private.calendar_date(p.paid_at)
  order by effective_from desc limit 1;
  select o.parent_id into dpw from public.organizations o where o.id = dpc;
  select o.parent_id into dpp from public.organizations o where o.id = dpw;
  dpp_share := (v_amount::bigint * rule.dpp_basis_points / 10000)::integer;
  dpw_share := (v_amount::bigint * rule.dpw_basis_points / 10000)::integer;
  if p_entry = 'credit' then
    insert into public.payment_shares (payment_id, entry, level, organization_id, amount, split_rule_id)
    values (p.id, p_entry, 'DPP', dpp, dpp_share, rule.id),
           (p.id, p_entry, 'DPW', dpw, dpw_share, rule.id),
           (p.id, p_entry, 'DPC', dpc, v_amount - dpp_share - dpw_share, rule.id)
    on conflict do nothing;
  else
    -- A share of a small refund can be nothing (a reversal row is negative): written when it is not.
    insert into public.payment_shares (payment_id, entry, level, organization_id, amount, split_rule_id)
    select p.id, p_entry, v.level, v.organization_id, -v.share, rule.id
    from (values ('DPP'::public.organization_level, dpp, dpp_share),
                 ('DPW'::public.organization_level, dpw, dpw_share),
                 ('DPC'::public.organization_level, dpc, v_amount - dpp_share - dpw_share)) v (level, organization_id, share)
    where v.share > 0
    on conflict (payment_id, entry, level) do update set amount = excluded.amount;
  end if;
end;
$$;

comment on function private.write_payment_shares(public.payments, text) is
  'Writes the split ledger rows of a payment under the rule in force on its WIB payment date: DPP and DPW shares rounded down, the remainder to the DPC. The credit once per payment, of its amount; the reversal of what has been refunded so far (refunded_amount), raised by each further partial refund, so the rows of a payment sum to amount − refunded_amount.';
revoke all on function private.write_payment_shares(public.payments, text) from public;

create function private.settle_payment(p_payment_id uuid, p_paid_at timestamptz default null, p_flag text default null)
returns public.payments
language plpgsql
security definer
set search_path = ''
as $$
declare
  p public.payments;
  settled_elsewhere integer;
begin
  select * into p from public.payments where id = p_payment_id for update;
  if not found then
    raise exception 'payment % not found', p_payment_id using errcode = 'P0002';
  end if;
  if p.status = 'completed' then
    return p; -- idempotent: a repeated notification never credits twice
  end if;
  if p.status not in ('pending', 'expired', 'failed') then
    raise exception 'a % payment cannot be settled', p.status using errcode = '55000';
  end if;
  -- Bills are locked in id order (as record_payment and open_qris_payment lock them).
  perform 1 from public.bills b
  where b.id in (select pb.bill_id from public.payment_bills pb where pb.payment_id = p.id)
  order by b.id for update;
  select count(*) into settled_elsewhere
  from public.payment_bills pb join public.bills b on b.id = pb.bill_id
  where pb.payment_id = p.id and b.status <> 'unpaid';
  update public.payments
  set status = 'completed',
      paid_at = coalesce(p_paid_at, paid_at, now()),
      receipt_number = private.next_receipt_number(coalesce(p_paid_at, paid_at, now())),
      -- The right amount, accepted, settled: an earlier mismatch or fraud review is answered.
      flag = coalesce(case when settled_elsewhere > 0 then 'bills_already_settled' end, p_flag,
                      case when flag in ('amount_mismatch', 'fraud_review') then null else flag end)
  where id = p.id returning * into p;
  if settled_elsewhere = 0 then
    update public.bills b set status = 'paid', paid_at = p.paid_at
    from public.payment_bills pb
    where pb.payment_id = p.id and pb.bill_id = b.id;
    -- A reminder names the member's overdue total, which this changes.
    update public.outbox_messages set status = 'cancelled'
    where member_id = p.member_id and template = 'dues_reminder' and status in ('queued', 'failed');
  end if;
  perform private.write_payment_shares(p);
  perform private.apply_membership_payment(p.id);
  perform private.write_audit('payments.settle', 'payments', p.id::text, p.organization_id, null, to_jsonb(p));
  perform private.notify(
    (select m.user_id from public.members m where m.id = p.member_id),
    'success', 'payment', 'medium', 'payment_received',
    jsonb_build_object('amount', private.format_rupiah(p.amount), 'receipt_number', p.receipt_number),
    '/dashboard/dues/history'
  );
  perform private.queue_payment_confirmation(p);
  return p;
end;
$$;

comment on function private.settle_payment(uuid, timestamptz, text) is
  'Completes a pending (or expired or failed: the money arrived anyway) payment in one transaction: marks its bills paid, assigns the receipt number, writes the split ledger, extends the membership, notifies the member and queues their confirmation (private.queue_payment_confirmation: WhatsApp with the payment page, email with the signed receipt link). Idempotent for a completed payment. When a bill was meanwhile paid by another payment, the money is still recorded but flagged bills_already_settled for an officer to refund; an amount_mismatch or fraud_review flag left by an earlier notification is cleared.';
revoke all on function private.settle_payment(uuid, timestamptz, text) from public;

create function private.lock_payable_bills(p_bill_ids uuid[])
returns public.members
language plpgsql
security definer
set search_path = ''
as $$
declare
  m public.members;
  bill_count integer;
  member_count integer;
begin
  if p_bill_ids is null or cardinality(p_bill_ids) = 0 then
    raise exception 'a payment settles at least one bill' using errcode = '22023';
  end if;
  perform 1 from public.bills where id = any (p_bill_ids) order by id for update;
  select count(*), count(distinct member_id), min(member_id::text)::uuid into bill_count, member_count, m.id
  from public.bills where id = any (p_bill_ids) and status = 'unpaid';
  if bill_count <> cardinality(array(select distinct unnest(p_bill_ids))) or member_count <> 1 then
    raise exception 'every bill must be an unpaid bill of one member'
      using errcode = '55000', constraint = 'bills_payable';
  end if;
  select * into m from public.members where id = m.id;
  if exists (
    select 1 from public.payment_bills pb join public.payments p on p.id = pb.payment_id
    where pb.bill_id = any (p_bill_ids) and p.status = 'pending' and p.expires_at > now()
  ) then
    raise exception 'a bill is held by another pending QRIS payment'
      using errcode = '55000', constraint = 'bills_pending_payment';
  end if;
  return m;
end;
$$;

comment on function private.lock_payable_bills(uuid[]) is
  'Locks the given bills (in id order) and returns their member; raises 55000 bills_payable unless they are all unpaid bills of one member, and 55000 bills_pending_payment when one is held by an unexpired pending QRIS attempt.';
revoke all on function private.lock_payable_bills(uuid[]) from public;

create function private.record_payment(
  p_member_id uuid,
  p_bill_ids uuid[],
  p_method public.payment_method,
  p_paid_at timestamptz default null,
  p_transaction_id text default null,
  p_notes text default null
)
returns public.payments
language plpgsql
security definer
set search_path = ''
as $$
declare
  m public.members;
  p public.payments;
  paid_on date;
  earliest date;
begin
  select * into m from public.members where id = p_member_id;
  if not found then
    raise exception 'member % not found', p_member_id using errcode = 'P0002';
  end if;
  if not private.can_in_organization('payments.create', m.organization_id) then
    raise exception 'permission payments.create is required for this member''s DPC' using errcode = '42501';
  end if;
  perform private.refuse_own_member(p_member_id, 'Mencatat pembayaran tagihan');
  if p_method = 'qris' then
    raise exception 'QRIS payments are settled by the payment gateway, not recorded' using errcode = '22023';
  end if;
  -- The date of money received: this month or the last (WIB, the calendar of private.today()),
  -- never ahead; only SUPER_ADMIN enters an older one, and only where a split rule was in force.
  if p_paid_at is not null then
    paid_on := private.calendar_date(p_paid_at);
    earliest := (date_trunc('month', private.today()) - interval '1 month')::date;
    -- Later today is refused by the instant; on a test clock's other day only by the date.
    if paid_on > private.today()
       or (paid_on = private.calendar_date(now()) and p_paid_at > now() + interval '5 minutes') then
      raise exception 'Tanggal pembayaran tidak boleh melewati hari ini.'
        using errcode = '22023', constraint = 'payments_paid_at_window';
    end if;
    if paid_on < earliest and not private.is_system_admin() then
      raise exception 'Tanggal pembayaran harus dalam bulan ini atau bulan lalu (paling awal %). Pembayaran yang lebih lama dicatat oleh Super Admin.',
        to_char(earliest, 'DD-MM-YYYY') using errcode = '22023', constraint = 'payments_paid_at_window';
    end if;
    if not exists (select 1 from public.dues_split_rules r where r.effective_from <= paid_on) then
      raise exception 'Tidak ada aturan pembagian iuran yang berlaku pada tanggal pembayaran %.',
        to_char(paid_on, 'DD-MM-YYYY') using errcode = '22023', constraint = 'payments_paid_at_window';
    end if;
  end if;
  if (private.lock_payable_bills(p_bill_ids)).id is distinct from p_member_id then
    raise exception 'every bill must be an unpaid bill of this member'
      using errcode = '55000', constraint = 'bills_payable';
  end if;
  insert into public.payments (member_id, organization_id, amount, method, status, transaction_id, paid_at, recorded_by, notes)
  select p_member_id, m.organization_id, sum(b.amount), p_method, 'pending', p_transaction_id,
         coalesce(p_paid_at, now()), (select auth.uid()), p_notes
  from public.bills b where b.id = any (p_bill_ids)
  returning * into p;
  insert into public.payment_bills (payment_id, bill_id, amount)
  select p.id, b.id, b.amount from public.bills b where b.id = any (p_bill_ids);
  perform private.write_audit('payments.record', 'payments', p.id::text, p.organization_id, null, to_jsonb(p));
  return private.settle_payment(p.id);
end;
$$;

comment on function private.record_payment(uuid, uuid[], public.payment_method, timestamptz, text, text) is
  'Records a payment received outside QRIS (cash, transfer, card, e-wallet) by an officer for unpaid bills of one member, and settles it. Requires payments.create in the member''s DPC, and never for the caller''s own bills (42501 separation_of_duties, decision 0049); bills held by a pending QRIS attempt are refused. The payment date (WIB) lies in this month or the last and not after today, by private.today(); SUPER_ADMIN (private.is_system_admin) may date it earlier, where a dues split rule was in force (22023 payments_paid_at_window otherwise, with an Indonesian message).';
revoke all on function private.record_payment(uuid, uuid[], public.payment_method, timestamptz, text, text) from public;
grant execute on function private.record_payment(uuid, uuid[], public.payment_method, timestamptz, text, text) to authenticated, service_role;

create function public.record_payment(
  p_member_id uuid,
  p_bill_ids uuid[],
  p_method public.payment_method,
  p_paid_at timestamptz default null,
  p_transaction_id text default null,
  p_notes text default null
)
returns public.payments
language sql
security invoker
set search_path = ''
as $$
  select * from private.record_payment(p_member_id, p_bill_ids, p_method, p_paid_at, p_transaction_id, p_notes)
$$;

comment on function public.record_payment(uuid, uuid[], public.payment_method, timestamptz, text, text) is
  'Records and settles a payment for unpaid bills of a member (officer action); see private.record_payment.';
revoke all on function public.record_payment(uuid, uuid[], public.payment_method, timestamptz, text, text) from public, anon;
grant execute on function public.record_payment(uuid, uuid[], public.payment_method, timestamptz, text, text) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- QRIS attempts
-- ---------------------------------------------------------------------------------------------

create function private.open_qris_payment(p_bill_ids uuid[], p_expires_at timestamptz)
returns public.payments
language plpgsql
security definer
set search_path = ''
as $$
declare
  m public.members;
  p public.payments;
begin
  -- Through the Data API a member could hold their bills with a far deadline and no charge; an
  -- attempt lives at most Midtrans's custom expiry (QRIS_EXPIRY_MINUTES), then reconcile ends it.
  if p_expires_at is null or p_expires_at <= now() or p_expires_at > now() + interval '15 minutes 5 seconds' then
    raise exception 'a QRIS attempt expires within 15 minutes' using errcode = '22023';
  end if;
  m := private.lock_payable_bills(p_bill_ids);
  if not (
    (m.id = private.current_member_id() and private.has_permission('payments.pay'))
    or private.can_in_organization('payments.create', m.organization_id)
  ) then
    -- Someone else's bills look exactly like bills that do not exist.
    raise exception 'every bill must be an unpaid bill of one member'
      using errcode = '55000', constraint = 'bills_payable';
  end if;
  insert into public.payments (member_id, organization_id, amount, method, status, provider, provider_reference, expires_at)
  select m.id, m.organization_id, sum(b.amount), 'qris', 'pending', 'midtrans',
         'SIMK-' || to_char(now() at time zone 'Asia/Jakarta', 'YYMMDD') || '-'
           || upper(substr(replace(gen_random_uuid()::text, '-', ''), 1, 12)),
         p_expires_at
  from public.bills b where b.id = any (p_bill_ids)
  returning * into p;
  insert into public.payment_bills (payment_id, bill_id, amount)
  select p.id, b.id, b.amount from public.bills b where b.id = any (p_bill_ids);
  perform private.write_audit('payments.open_qris', 'payments', p.id::text, p.organization_id, null, to_jsonb(p));
  return p;
end;
$$;

comment on function private.open_qris_payment(uuid[], timestamptz) is
  'Opens a pending QRIS attempt (expiring within 15 minutes, else 22023) with a fresh Midtrans order_id for unpaid bills of one member: the member themselves (payments.pay) or an officer with payments.create in the member''s DPC. The API then charges it at the gateway (private.attach_qris_charge) or abandons it (private.abandon_qris_payment).';
revoke all on function private.open_qris_payment(uuid[], timestamptz) from public;
grant execute on function private.open_qris_payment(uuid[], timestamptz) to authenticated, service_role;

create function public.open_qris_payment(p_bill_ids uuid[], p_expires_at timestamptz)
returns public.payments
language sql
security invoker
set search_path = ''
as $$
  select * from private.open_qris_payment(p_bill_ids, p_expires_at)
$$;

comment on function public.open_qris_payment(uuid[], timestamptz) is
  'Opens a pending QRIS attempt for unpaid bills of one member; see private.open_qris_payment.';
revoke all on function public.open_qris_payment(uuid[], timestamptz) from public, anon;
grant execute on function public.open_qris_payment(uuid[], timestamptz) to authenticated, service_role;

create function private.attach_qris_charge(p_payment_id uuid, p_transaction_id text, p_qr_string text)
returns public.payments
language sql
security definer
set search_path = ''
as $$
  update public.payments
  set transaction_id = p_transaction_id, qr_string = p_qr_string
  where id = p_payment_id and status = 'pending' and method = 'qris'
  returning *
$$;

comment on function private.attach_qris_charge(uuid, text, text) is
  'Stores the gateway''s transaction id and QRIS string on a pending attempt (service role, after the charge).';
revoke all on function private.attach_qris_charge(uuid, text, text) from public;
grant execute on function private.attach_qris_charge(uuid, text, text) to service_role;

create function private.abandon_qris_payment(p_payment_id uuid, p_reason text)
returns public.payments
language plpgsql
security definer
set search_path = ''
as $$
declare
  p public.payments;
begin
  update public.payments set status = 'failed', notes = p_reason
  where id = p_payment_id and status = 'pending'
  returning * into p;
  perform private.write_audit('payments.abandon', 'payments', p_payment_id::text, p.organization_id, null,
    jsonb_build_object('reason', p_reason));
  return p;
end;
$$;

comment on function private.abandon_qris_payment(uuid, text) is
  'Marks a pending attempt failed when the gateway refused or could not be reached for the charge, freeing its bills (service role).';
revoke all on function private.abandon_qris_payment(uuid, text) from public;
grant execute on function private.abandon_qris_payment(uuid, text) to service_role;

create function private.apply_gateway_status(p_body jsonb, p_source text default 'webhook')
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  p public.payments;
  v_status text := p_body ->> 'transaction_status';
  v_fraud text := coalesce(p_body ->> 'fraud_status', 'accept');
  v_gross numeric := (p_body ->> 'gross_amount')::numeric;
  -- Midtrans's total refunded so far; else the sum of its refunds.
  v_refund numeric := coalesce(
    (p_body ->> 'refund_amount')::numeric,
    (select sum((r ->> 'refund_amount')::numeric)
     from jsonb_array_elements(case jsonb_typeof(p_body -> 'refunds') when 'array' then p_body -> 'refunds' else '[]' end) r));
  v_refunded integer;
  v_paid_at timestamptz;
  notification_id bigint;
  v_outcome text;
begin
  -- The payment row lock serialises every status of one order, and makes the duplicate check exact.
  select * into p from public.payments
  where provider_reference = p_body ->> 'order_id' and method = 'qris'
  for update;
  if exists (
    select 1 from public.payment_notifications n
    where n.transaction_id = p_body ->> 'transaction_id' and n.transaction_status = v_status
      and n.fraud_status is not distinct from p_body ->> 'fraud_status'
      and n.gross_amount is not distinct from v_gross and n.refund_amount is not distinct from v_refund
  ) then
    return 'duplicate';
  end if;
  -- A notification's signature does not cover its status (status_code 200 signs a settlement and a
  -- refund of it alike), so a webhook is applied as it came only when it pays a pending attempt
  -- its exact amount, or moves nothing; anything else the caller confirms with the status API and
  -- applies the answer (p_source 'status_api'). Nothing is stored meanwhile.
  if p_source = 'webhook' and p.id is not null and not (
    v_status = 'pending'
    or (v_status in ('settlement', 'capture') and p.status = 'pending' and v_fraud = 'accept'
        and v_gross = p.amount::numeric)
  ) then
    return 'unconfirmed';
  end if;

  insert into public.payment_notifications
    (order_id, transaction_id, transaction_status, fraud_status, gross_amount, refund_amount, source, body, outcome)
  values (p_body ->> 'order_id', p_body ->> 'transaction_id', v_status, p_body ->> 'fraud_status', v_gross, v_refund,
          p_source, p_body - 'signature_key', 'ignored')
  on conflict on constraint payment_notifications_once do nothing
  returning id into notification_id;
  if notification_id is null then
    return 'duplicate';
  end if;

  if p.id is null then
    v_outcome := 'unknown_order';
  elsif v_status in ('settlement', 'capture') then
    if p.status not in ('pending', 'expired', 'failed') then
      v_outcome := 'stale';
    elsif v_gross is distinct from p.amount::numeric then
      update public.payments set flag = 'amount_mismatch' where id = p.id;
      v_outcome := 'flagged';
    elsif v_fraud <> 'accept' then
      update public.payments set flag = 'fraud_review' where id = p.id;
      v_outcome := 'flagged';
    else
      v_paid_at := coalesce(
        ((p_body ->> 'settlement_time')::timestamp at time zone 'Asia/Jakarta'),
        now());
      perform private.settle_payment(p.id, v_paid_at,
        case when p.status <> 'pending' or now() > p.expires_at then 'late_settlement' end);
      v_outcome := 'completed';
    end if;
  elsif v_status in ('expire', 'cancel', 'deny', 'failure') then
    if p.status = 'pending' then
      update public.payments
      set status = case v_status when 'expire' then 'expired' else 'failed' end::public.payment_status
      where id = p.id;
      v_outcome := case v_status when 'expire' then 'expired' else 'failed' end;
    else
      v_outcome := 'stale';
    end if;
  elsif v_status in ('refund', 'partial_refund') then
    -- Refunds only grow: what applies is the total refunded, so a late or repeated one moves nothing.
    v_refunded := least(p.amount, greatest(p.refunded_amount,
      coalesce(round(v_refund), case v_status when 'refund' then p.amount end, 0)::integer));
    if p.status <> 'completed' or v_refunded <= p.refunded_amount then
      v_outcome := 'stale';
    else
      -- The bills the rest no longer covers reopen, newest period first (the payment covers its
      -- bills oldest first): those between the rest before this refund and the rest after it. A
      -- payment flagged bills_already_settled paid none of its bills.
      if p.flag is distinct from 'bills_already_settled' then
        perform 1 from public.bills b
        where b.id in (select pb.bill_id from public.payment_bills pb where pb.payment_id = p.id)
        order by b.id for update;
        update public.bills b set status = 'unpaid', paid_at = null
        from (
          select pb.bill_id, sum(pb.amount) over (order by c.period_start, c.id) as covered
          from public.payment_bills pb join public.bills c on c.id = pb.bill_id
          where pb.payment_id = p.id
        ) cover
        where b.id = cover.bill_id and b.status = 'paid'
          and cover.covered > p.amount - v_refunded and cover.covered <= p.amount - p.refunded_amount;
      end if;
      update public.payments
      set refunded_amount = v_refunded,
          status = case when v_refunded = amount then 'refunded' else status end::public.payment_status
      where id = p.id returning * into p;
      perform private.write_payment_shares(p, 'reversal');
      v_outcome := case p.status when 'refunded' then 'refunded' else 'partially_refunded' end;
    end if;
  elsif v_status = 'pending' then
    v_outcome := 'stale'; -- nothing to do: the attempt is pending from the start, or already past it
  else
    v_outcome := 'ignored';
  end if;

  update public.payment_notifications set outcome = v_outcome, payment_id = p.id
  where id = notification_id;
  if v_outcome not in ('stale', 'ignored', 'completed') then
    perform private.write_audit('payments.gateway_' || v_outcome, 'payments', p.id::text, p.organization_id, null,
      jsonb_build_object('order_id', p_body ->> 'order_id', 'transaction_status', v_status, 'source', p_source)
        || case when v_refund is not null then jsonb_build_object('refund_amount', v_refund) else '{}' end);
  end if;
  return v_outcome;
end;
$$;

comment on function private.apply_gateway_status(jsonb, text) is
  'Applies a Midtrans status exactly once: a verified HTTP notification (p_source webhook) only when it settles a pending attempt with its exact amount, accepted, or moves nothing (a pending) — anything else returns ''unconfirmed'', stores nothing, and the API confirms it with the status API —; a status API answer (status_api) whatever it says. Stores it without signature_key under one state of the transaction (transaction_id, transaction_status, fraud_status, gross_amount, refund_amount) — a duplicate returns ''duplicate'' and changes nothing —, locks the payment and applies forward transitions only: pending → settlement (paid when fraud_status is accept and gross_amount equals the attempt''s amount, clearing an earlier flag; otherwise flagged, never credited) / expire / cancel / deny; completed → refund or partial_refund by the total refunded (refund_amount): refunded_amount grows, the split ledger reverses that much, the bills the rest no longer covers reopen (newest period first), and the payment becomes refunded when all of it is. A pending after settlement is stale. A settlement after our own expiry, or for an attempt we gave up on, is credited and flagged late_settlement. Returns the outcome. Service role only.';
revoke all on function private.apply_gateway_status(jsonb, text) from public;
grant execute on function private.apply_gateway_status(jsonb, text) to service_role;

create function private.expire_unknown_qris_payment(p_payment_id uuid)
returns public.payments
language sql
security definer
set search_path = ''
as $$
  update public.payments set status = 'expired'
  where id = p_payment_id and status = 'pending' and method = 'qris' and expires_at < now()
  returning *
$$;

comment on function private.expire_unknown_qris_payment(uuid) is
  'Expires a past-deadline pending attempt the gateway has no transaction for (the status API answered 404): the charge never reached it. Service role (reconcile job).';
revoke all on function private.expire_unknown_qris_payment(uuid) from public;
grant execute on function private.expire_unknown_qris_payment(uuid) to service_role;

create function private.qris_payments_to_reconcile(p_limit integer default 100)
returns table (payment_id uuid, order_id text)
language sql
stable
security definer
set search_path = ''
as $$
  select p.id, p.provider_reference
  from public.payments p
  where p.status = 'pending' and p.method = 'qris' and p.expires_at < now() - interval '5 minutes'
  order by p.expires_at
  limit p_limit
$$;

comment on function private.qris_payments_to_reconcile(integer) is
  'Pending QRIS attempts past their expiry plus 5 minutes, oldest first: the reconcile job asks the gateway''s status API about each. Service role.';
revoke all on function private.qris_payments_to_reconcile(integer) from public;
grant execute on function private.qris_payments_to_reconcile(integer) to service_role;

create index payments_pending_qris_expires_at_idx on public.payments (expires_at)
  where status = 'pending' and method = 'qris';

-- ---------------------------------------------------------------------------------------------
-- The public payment link, receipts, the split rule
-- ---------------------------------------------------------------------------------------------

create function private.mask_name(p_name text)
returns text
language sql
immutable
set search_path = ''
as $$
  select string_agg(left(word, 1) || repeat('*', greatest(length(word) - 1, 2)), ' ' order by n)
  from unnest(regexp_split_to_array(btrim(split_part(p_name, ',', 1)), '\s+')) with ordinality as w (word, n)
  where word <> ''
$$;

comment on function private.mask_name(text) is
  'A name with all but the first letter of each word hidden, academic titles (after the comma) dropped: "Siti Nurhaliza, A.Md.AK." → "S*** N********".';
revoke all on function private.mask_name(text) from public;

create function public.payment_link(p_payment_id uuid)
returns table (
  id uuid,
  status public.payment_status,
  amount integer,
  method public.payment_method,
  created_at timestamptz,
  paid_at timestamptz,
  receipt_number text,
  masked_member_name text
)
language sql
stable
security definer
set search_path = ''
as $$
  select p.id, p.status, p.amount, p.method, p.created_at, p.paid_at, p.receipt_number,
         case when p.receipt_number is not null then private.mask_name(m.full_name) end
  from public.payments p
  join public.members m on m.id = p.member_id
  where p.id = p_payment_id
$$;

comment on function public.payment_link(uuid) is
  'What anyone holding a payment''s link (its random id) may see: status, amount, method, dates, and once completed the receipt number and the member''s masked name, which is how a printed receipt is verified. The QR and the bills need the payments policy (payer, officers in scope).';
revoke all on function public.payment_link(uuid) from public;
grant execute on function public.payment_link(uuid) to anon, authenticated, service_role;

-- Who took the money of a payment an officer recorded, for its receipt: the payer cannot read the
-- officer's member record, so the name is given here, for a payment the caller reads (the
-- condition of payments_select) and its recorder only.
create function private.payment_receiver(p_payment_id uuid)
returns table (officer_name text, chapter_name text)
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
           (select m.full_name from public.members m where m.user_id = p.recorded_by order by m.created_at limit 1),
           (select u.email from auth.users u where u.id = p.recorded_by)),
         o.name
  from public.payments p
  join public.organizations o on o.id = p.organization_id
  where p.id = p_payment_id
    and p.recorded_by is not null
    -- The service role: the receipt opened by its signed link (decision 0055).
    and ((select auth.role()) = 'service_role'
         or p.member_id = (select private.current_member_id())
         or (select private.has_national_scope())
         or p.organization_id = any (array(select unnest(private.administered_organization_ids()))))
$$;

comment on function private.payment_receiver(uuid) is
  'For a payment an officer recorded (recorded_by) that the caller (or the service role) may read: the officer''s name (member record, else email) and the DPC that received it (the payment''s organization), as its receipt prints them; no row otherwise.';
revoke all on function private.payment_receiver(uuid) from public;
grant execute on function private.payment_receiver(uuid) to authenticated, service_role;

create function public.set_dues_split_rule(
  p_effective_from date,
  p_dpp_basis_points integer,
  p_dpw_basis_points integer,
  p_dpc_basis_points integer
)
returns public.dues_split_rules
language plpgsql
security definer
set search_path = ''
as $$
declare
  r public.dues_split_rules;
begin
  perform private.require_system_admin('only a system administrator sets the dues split');
  if p_effective_from < private.today() then
    raise exception 'a dues split takes effect today or later; past payments keep theirs' using errcode = '22023';
  end if;
  insert into public.dues_split_rules (effective_from, dpp_basis_points, dpw_basis_points, dpc_basis_points, created_by)
  values (p_effective_from, p_dpp_basis_points, p_dpw_basis_points, p_dpc_basis_points, (select auth.uid()))
  on conflict (effective_from) do update
    set dpp_basis_points = excluded.dpp_basis_points, dpw_basis_points = excluded.dpw_basis_points,
        dpc_basis_points = excluded.dpc_basis_points, created_by = excluded.created_by, created_at = now()
  returning * into r;
  perform private.write_audit('dues_split_rules.set', 'dues_split_rules', r.id::text, null, null, to_jsonb(r));
  return r;
end;
$$;

comment on function public.set_dues_split_rule(date, integer, integer, integer) is
  'Sets the dues split (basis points summing to 10000) from a date on, today or later; SUPER_ADMIN only (private.is_system_admin). Audited.';
revoke all on function public.set_dues_split_rule(date, integer, integer, integer) from public, anon;
grant execute on function public.set_dues_split_rule(date, integer, integer, integer) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Payment totals: the payment history's total without counting payments
-- ---------------------------------------------------------------------------------------------

-- The payment history's period filter (GET /dues/payments `period`) as payment-date bounds: WIB
-- months, read once per request (payment-history.queries.ts) and by public.payment_summary.
create function private.payment_period_bounds(p_period text)
returns table (since timestamptz, until timestamptz)
language sql
stable
set search_path = ''
as $$
  -- WIB wall-clock month starts (timestamp), then `at time zone` makes them instants: a date's
  -- date_trunc would be a timestamptz at midnight in the session's time zone instead.
  select m.since at time zone 'Asia/Jakarta', m.until at time zone 'Asia/Jakarta'
  from (
    select case p_period
             when 'this_month' then t.month_start
             when 'last_month' then t.month_start - interval '1 month'
             when 'last_3_months' then t.month_start - interval '2 months'
             when 'this_year' then date_trunc('year', t.month_start)
           end as since,
           case p_period when 'last_month' then t.month_start end as until
    from (select date_trunc('month', private.today()::timestamp) as month_start) t
  ) m
$$;

comment on function private.payment_period_bounds(text) is
  'The payment history''s period filter (all, this_month, last_month, last_3_months, this_year) as bounds on payments.payment_date: since (inclusive) and until (exclusive), WIB month starts; null for no bound.';
revoke all on function private.payment_period_bounds(text) from public;
grant execute on function private.payment_period_bounds(text) to authenticated, service_role;

-- One row per chapter, status, method and WIB month of the payment date: every period the history
-- filters by is whole WIB months, and a month has ~30 times fewer rows than a day (a national
-- officer's total sums every row of the filter). Counting the payments of a filter under RLS visited
-- up to 10,000 rows per request (0.55–1.2 s, docs/benchmarks/payments.md). Kept by statement-level
-- triggers with transition tables, like private.bill_totals.
create table private.payment_totals (
  organization_id uuid not null,
  status public.payment_status not null,
  method public.payment_method not null,
  month date not null,
  -- No check (payments >= 0): INSERT … ON CONFLICT checks the proposed row, which for a removal is negative.
  payments bigint not null,
  amount bigint not null,
  primary key (organization_id, status, method, month)
);

comment on table private.payment_totals is
  'Number and amount of payments per chapter (payments.organization_id), status, method and WIB month of payment_date; kept by the payment_totals_* triggers on public.payments, read by public.payment_summary, which restates the payments_select policy over it.';
revoke all on private.payment_totals from public, anon, authenticated;

create function private.track_payment_totals()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_sign constant integer := tg_argv[0]::integer;
begin
  insert into private.payment_totals as t (organization_id, status, method, month, payments, amount)
  select p.organization_id, p.status, p.method,
         date_trunc('month', p.payment_date at time zone 'Asia/Jakarta')::date,
         v_sign * count(*), v_sign * sum(p.amount)
  from changed_payments p
  group by 1, 2, 3, 4
  -- One order for every writer: concurrent settlements lock the rows they share in the same order.
  order by 1, 2, 3, 4
  on conflict (organization_id, status, method, month)
  do update set payments = t.payments + excluded.payments, amount = t.amount + excluded.amount;
  return null;
end
$$;

comment on function private.track_payment_totals() is
  'Statement trigger on public.payments: adds (argument 1) or removes (argument -1) the changed payments (transition table changed_payments) to or from private.payment_totals.';
revoke all on function private.track_payment_totals() from public;

-- An update is its old rows removed and its new rows added. TRUNCATE is not tracked: payments are
-- never truncated outside a database reset.
create trigger payment_totals_add_inserted after insert on public.payments
  referencing new table as changed_payments for each statement execute function private.track_payment_totals('1');
create trigger payment_totals_add_updated after update on public.payments
  referencing new table as changed_payments for each statement execute function private.track_payment_totals('1');
create trigger payment_totals_remove_updated after update on public.payments
  referencing old table as changed_payments for each statement execute function private.track_payment_totals('-1');
create trigger payment_totals_remove_deleted after delete on public.payments
  referencing old table as changed_payments for each statement execute function private.track_payment_totals('-1');

create function public.payment_summary(p_status text default 'all', p_method text default 'all', p_period text default 'all')
returns table (payments bigint, total_amount bigint)
language sql
stable
security definer
set search_path = ''
as $$
  with scope as (
    select * from private.caller_scope()
  ), bounds as (
    select b.since, b.until,
           (b.since at time zone 'Asia/Jakarta')::date as since_month,
           (b.until at time zone 'Asia/Jakarta')::date as until_month
    from private.payment_period_bounds(p_period) b
  ), visible as (
    -- The chapters in scope, from the totals …
    select t.payments, t.amount
    from private.payment_totals t, scope s, bounds d
    where (s.national or t.organization_id = any (s.organization_ids))
      and (p_status = 'all' or t.status::text = p_status)
      and (p_method = 'all' or t.method::text = p_method)
      and (d.since_month is null or t.month >= d.since_month)
      and (d.until_month is null or t.month < d.until_month)
    union all
    -- … and the caller's own payments to a chapter outside it, as payments_select shows them.
    select 1, p.amount
    from public.payments p, scope s, bounds d
    where p.member_id = s.member_id
      and not s.national
      and p.organization_id <> all (s.organization_ids)
      and (p_status = 'all' or p.status::text = p_status)
      and (p_method = 'all' or p.method::text = p_method)
      and (d.since is null or p.payment_date >= d.since)
      and (d.until is null or p.payment_date < d.until)
  )
  select coalesce(sum(v.payments), 0)::bigint, coalesce(sum(v.amount), 0)::bigint from visible v
$$;

comment on function public.payment_summary(text, text, text) is
  'Number and amount of the payments the caller may see (payments_select) matching the payment history''s status, method and period filters (''all'' for any), read from private.payment_totals.';
revoke all on function public.payment_summary(text, text, text) from public;
grant execute on function public.payment_summary(text, text, text) to authenticated, service_role;
