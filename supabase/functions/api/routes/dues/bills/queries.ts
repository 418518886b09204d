import type postgres from 'postgres';
import { callerScopeQuery, scopeCondition, type Scope } from '../../_shared/caller-scope.ts';
import type { Bill, BillGenerationResult, BillStatusFilter } from '../../../../_shared/contracts/bills.ts';

export interface BillFilter {
  memberId?: string;
  status: BillStatusFilter;
  /** `YYYY-MM`: bills whose period contains this month. */
  period?: string;
}

/** `YYYY-MM` → the first day of that month. */
const monthStart = (month: string) => `${month}-01`;

/**
 * The filter as SQL over `b` (bills) joined to `m` (members): row-level security on both decides
 * which rows exist (a member: their own; an officer: their scope).
 */
function filterSql(tx: postgres.TransactionSql, filter: BillFilter, scope: Scope) {
  const memberId = filter.memberId ?? null;
  return tx`
    (${memberId}::uuid is null or b.member_id = ${memberId}::uuid)
    ${statusCondition(tx, filter.status)}
    ${monthCondition(tx, monthOf(filter))}
    ${scopeCondition(tx, scope, tx`b.organization_id`, tx`b.member_id`)}
  `;
}

const monthOf = (filter: BillFilter) => (filter.period ? monthStart(filter.period) : null);

/**
 * private.bill_matches (the summary's filter) as SQL text with literal statuses, so that each is
 * an index condition; a function call per scanned bill is not (see the migration).
 */
function statusCondition(tx: postgres.TransactionSql, status: BillStatusFilter) {
  switch (status) {
    case 'all':
      return tx``;
    case 'overdue':
      return tx`and b.status = 'unpaid' and b.due_date < private.today()`;
    case 'unpaid':
      return tx`and b.status = 'unpaid'`;
    case 'paid':
      return tx`and b.status = 'paid'`;
    case 'waived':
      return tx`and b.status = 'waived'`;
  }
}

/** Bills whose period contains the month starting at `month`. */
function monthCondition(tx: postgres.TransactionSql, month: string | null) {
  if (!month) return tx``;
  return tx`and b.period_start <= (${month}::date + interval '1 month' - interval '1 day')::date
            and b.period_end >= ${month}::date`;
}

type Summary = { count: number; totalAmount: number };

/**
 * One page of bills, newest due date first, with what the member and the officer need to act on
 * each, and the summary of every bill matching the filter (not only the page). The caller's scope
 * and the summary are read in one round trip before the page.
 */
export async function listBills(
  tx: postgres.TransactionSql,
  filter: BillFilter,
  page: { limit: number; offset: number },
): Promise<{ bills: Bill[]; summary: Summary }> {
  const { scope, summary } = await scopeAndSummary(tx, filter);
  const bills = await tx<Bill[]>`
    with page as (
      select b.*, m.full_name, m.nap
      from public.bills b
      join public.members m on m.id = b.member_id
      where ${filterSql(tx, filter, scope)}
      order by b.due_date desc, b.period_start desc, b.id
      limit ${page.limit} offset ${page.offset}
    )
    ${billColumns(tx)}
    order by b.due_date desc, b.period_start desc, b.id
  `;
  return { bills, summary: summary ?? (await countedSummary(tx, filter, scope)) };
}

/** The bills of `page` (bills with the member's full_name and nap) in the contract's shape. */
function billColumns(tx: postgres.TransactionSql) {
  return tx`
    select b.id, b.member_id as "memberId", b.full_name as "memberName", b.nap as "memberNAP",
           b.category_id as "categoryId", c.name as category, c.period as "categoryPeriod",
           to_char(b.period_start, 'YYYY-MM-DD') as "periodStart", to_char(b.period_end, 'YYYY-MM-DD') as "periodEnd",
           to_char(b.due_date, 'YYYY-MM-DD') as "dueDate", b.amount, b.status,
           (b.status = 'unpaid' and b.due_date < private.today()) as overdue,
           case when b.status = 'unpaid' and b.due_date < private.today() then private.today() - b.due_date else 0 end
             as "daysOverdue",
           to_json(b.paid_at) #>> '{}' as "paidAt",
           b.waived_reason as "waivedReason",
           (select p.id from public.payment_bills pb join public.payments p on p.id = pb.payment_id
            where pb.bill_id = b.id and p.status = 'pending' and p.expires_at > now()
            order by p.created_at desc limit 1) as "pendingPaymentId"
    from page b
    cross join lateral private.bill_category(b.category_id) c
  `;
}

/**
 * The caller's scope and, without a member filter, the number and total of every bill matching the
 * filter from the chapters' totals (public.bill_summary); null with a member filter (the totals know
 * no members: countedSummary).
 */
async function scopeAndSummary(
  tx: postgres.TransactionSql,
  filter: BillFilter,
): Promise<{ scope: Scope; summary: Summary | null }> {
  const summary = filter.memberId
    ? tx`null::integer as count, null::float8 as "totalAmount"`
    : tx`s.bills::integer as count, s.total_amount::float8 as "totalAmount"`;
  const from = filter.memberId ? tx`` : tx`, public.bill_summary(${filter.status}, ${monthOf(filter)}::date) s`;
  const [row] = await tx<(Scope & { count: number | null; totalAmount: number | null })[]>`
    select scope.*, ${summary} from (${callerScopeQuery(tx)}) scope ${from}`;
  const { count, totalAmount, ...scope } = row!;
  return { scope, summary: count === null || totalAmount === null ? null : { count, totalAmount } };
}

/** The summary counted: the bills of one member. */
async function countedSummary(tx: postgres.TransactionSql, filter: BillFilter, scope: Scope): Promise<Summary> {
  const [row] = await tx<Summary[]>`
    select count(*)::integer as count, coalesce(sum(b.amount), 0)::float8 as "totalAmount"
    from public.bills b
    join public.members m on m.id = b.member_id
    where ${filterSql(tx, filter, scope)}
  `;
  return row!;
}

/** One bill as the list shows it, or undefined when the caller cannot see it. */
export async function getBill(tx: postgres.TransactionSql, id: string): Promise<Bill | undefined> {
  const [row] = await tx<Bill[]>`
    with page as (
      select b.*, m.full_name, m.nap
      from public.bills b join public.members m on m.id = b.member_id
      where b.id = ${id}
    )
    ${billColumns(tx)}
  `;
  return row;
}

type Generation = Omit<BillGenerationResult, 'month'>;

const GENERATION_COLUMNS = `bills, members, total_amount::float8 as "totalAmount"`;

export async function previewGeneration(
  tx: postgres.TransactionSql,
  month: string,
  categoryId: string | null,
): Promise<Generation> {
  const [row] = await tx<Generation[]>`
    select ${tx.unsafe(GENERATION_COLUMNS)} from public.bill_generation_preview(${monthStart(month)}, ${categoryId})`;
  return row!;
}

export async function generateBills(
  tx: postgres.TransactionSql,
  month: string,
  categoryId: string | null,
): Promise<Generation> {
  const [row] = await tx<Generation[]>`
    select ${tx.unsafe(GENERATION_COLUMNS)} from public.generate_bills(${monthStart(month)}, ${categoryId})`;
  return row!;
}

export async function waiveBill(tx: postgres.TransactionSql, id: string, reason: string): Promise<void> {
  await tx`select id from public.waive_bill(${id}, ${reason})`;
}
