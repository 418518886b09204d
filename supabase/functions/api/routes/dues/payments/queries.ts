import type postgres from 'postgres';
import type {
  DuesStats,
  ListPaymentsQuery,
  PaymentListItem,
  RecordPaymentInput,
} from '../../../../_shared/contracts/payments.ts';
import { callerScopeQuery, scopeCondition, type Scope } from '../../_shared/caller-scope.ts';
import { containsPattern } from '../../_shared/like-pattern.ts';

type Tx = postgres.TransactionSql;
export type PaymentFilter = Required<Pick<ListPaymentsQuery, 'status' | 'method' | 'period'>> &
  Pick<ListPaymentsQuery, 'memberId' | 'search'>;

/**
 * The payments the caller may see (RLS: their own, or their scope's) under the history's filters,
 * newest first. The period is on the payment date (paid, else created) in WIB: this month, last
 * month, this and the two months before, this year.
 */
function filtered(tx: Tx, filter: PaymentFilter, values: FilterValues) {
  const search = filter.search ? containsPattern(filter.search) : null;
  // Status and method as typed values, not text casts: the planner then matches the partial
  // indexes of completed payments.
  return tx`
    select p.*, m.full_name, m.nap
    from public.payments p
    join public.members m on m.id = p.member_id
    where true
      ${filter.status === 'all' ? tx`` : tx`and p.status = ${filter.status}`}
      ${filter.method === 'all' ? tx`` : tx`and p.method = ${filter.method}`}
      ${scopeCondition(tx, values.scope, tx`p.organization_id`, tx`p.member_id`)}
      ${periodCondition(tx, values)}
      and (${filter.memberId ?? null}::uuid is null or p.member_id = ${filter.memberId ?? null}::uuid)
      and (${search}::text is null or m.full_name ilike ${search}::text or m.nap ilike ${search}::text
           or p.transaction_id ilike ${search}::text or p.receipt_number ilike ${search}::text
           or p.provider_reference ilike ${search}::text)
  `;
}

/** What the filter needs from the database, read once before the queries (filterValues). */
export interface FilterValues {
  since: string | null;
  until: string | null;
  scope: Scope;
  /** The exact number of payments of the filter, from public.payment_summary; null with a member or search filter. */
  total: number | null;
}

/**
 * The totals (private.payment_totals) know chapters, statuses, methods and months, not members or
 * names: with a member or search filter the list is counted instead (listTotal).
 */
const hasSummary = (filter: PaymentFilter) => !filter.memberId && !filter.search;

type Needs = { total: boolean };

/**
 * In one round trip: the period's bounds on the payment date (WIB months) and the caller's scope,
 * read before the query so that they are values (the planner then sees how narrow the range is and
 * scans it on payments_date_idx / payments_organization_date_idx), and the filter's total when
 * `needs.total` and there is a summary of it.
 */
export async function filterValues(tx: Tx, filter: PaymentFilter, needs: Needs): Promise<FilterValues> {
  const total =
    needs.total && hasSummary(filter)
      ? tx`(select s.payments::integer from public.payment_summary(${filter.status}, ${filter.method}, ${filter.period}) s)`
      : tx`null::integer`;
  const [row] = await tx<(Scope & Omit<FilterValues, 'scope'>)[]>`
    select scope.*, bounds.since::text as since, bounds.until::text as until, ${total} as total
    from (${callerScopeQuery(tx)}) scope, private.payment_period_bounds(${filter.period}) bounds`;
  const { since, until, total: count, ...scope } = row!;
  return { since, until, scope, total: count };
}

function periodCondition(tx: Tx, bounds: Pick<FilterValues, 'since' | 'until'>) {
  const date = tx`p.payment_date`;
  return tx`${bounds.since ? tx`and ${date} >= ${bounds.since}::timestamptz` : tx``}
            ${bounds.until ? tx`and ${date} < ${bounds.until}::timestamptz` : tx``}`;
}

const EXPORT_BATCH = 1000;

/** Every payment of the filter, newest first, in batches (the export streams them). */
export async function* exportRows(tx: Tx, filter: PaymentFilter): AsyncIterable<PaymentListItem[]> {
  const rows = tx`${filtered(tx, filter, await filterValues(tx, filter, { total: false }))} order by payment_date desc, p.id`;
  yield* tx<PaymentListItem[]>`${historyRows(tx, rows)}`.cursor(EXPORT_BATCH);
}

/**
 * One page. The page's payments are picked first (an ordered index scan over
 * `payment_date`), and only those ten get their bills, categories and officer:
 * with millions of payments in scope, detailing every row before the limit took minutes.
 */
export async function listPayments(
  tx: Tx,
  filter: PaymentFilter,
  values: FilterValues,
  page: { limit: number; offset: number },
) {
  const rows = tx`${filtered(tx, filter, values)}
    order by payment_date desc, p.id limit ${page.limit} offset ${page.offset}`;
  return tx<PaymentListItem[]>`${historyRows(tx, rows)}`;
}

/** `rows`: payments with the member's full_name and nap and payment_date, in the order to show. */
function historyRows(tx: Tx, rows: postgres.PendingQuery<postgres.Row[]>) {
  return tx`
    select f.id, f.member_id as "memberId", f.full_name as "memberName", f.nap as "memberNAP",
           coalesce(b.categories, '-') as category, coalesce(b.periods, '-') as period, f.amount,
           to_json(f.payment_date) #>> '{}' as "paymentDate", f.method as "paymentMethod", f.status,
           f.transaction_id as "transactionId", f.receipt_number as "receiptNumber", f.notes, f.flag,
           officer.full_name as "recordedBy"
    from (${rows}) f
    left join lateral (
      select string_agg(distinct c.name, ', ') as categories,
             string_agg(distinct case c.period
                          when 'annual' then to_char(bl.period_start, 'YYYY')
                          when 'monthly' then to_char(bl.period_start, 'MM/YYYY')
                          else to_char(bl.period_start, 'MM/YYYY') || '–' || to_char(bl.period_end, 'MM/YYYY')
                        end, ', ') as periods
      from public.payment_bills pb
      join public.bills bl on bl.id = pb.bill_id
      join public.dues_categories c on c.id = bl.category_id
      where pb.payment_id = f.id
    ) b on true
    left join public.members officer on officer.user_id = f.recorded_by
    order by f.payment_date desc, f.id
  `;
}

/**
 * With a member or search filter (no summary), the list's total is exact up to this many payments
 * and capped past it: counting rows under RLS visits each one.
 */
export const LIST_TOTAL_CAP = 10_000;

/** The list's total: exact from the totals, else counted up to LIST_TOTAL_CAP (then LIST_TOTAL_CAP). */
export async function listTotal(tx: Tx, filter: PaymentFilter, values: FilterValues): Promise<number> {
  if (values.total !== null) return values.total;
  const [row] = await tx<{ total: number }[]>`
    select count(*)::integer as total from (${filtered(tx, filter, values)} limit ${LIST_TOTAL_CAP}) f`;
  return row?.total ?? 0;
}

/**
 * The export's number of rows (X-Total-Count), counted: exactly the rows the export streams, which
 * the summary is not where the list's join to members hides a payment (decision 0043).
 */
export async function countPayments(tx: Tx, filter: PaymentFilter): Promise<number> {
  const values = await filterValues(tx, filter, { total: false });
  const [row] = await tx<{ total: number }[]>`
    select count(*)::integer as total from (${filtered(tx, filter, values)}) f`;
  return row?.total ?? 0;
}

/** Spec §3 "Dues stats" over what the caller may see: `public.dues_statistics()`, the one definition. */
export async function duesStats(tx: Tx): Promise<DuesStats> {
  const [row] = await tx<{ stats: DuesStats }[]>`select public.dues_statistics() as stats`;
  const { totalRevenue, pendingPayments, overdueCount, thisMonthCollection } = row!.stats;
  return { totalRevenue, pendingPayments, overdueCount, thisMonthCollection };
}

/** An officer's record of money received outside QRIS; `record_payment` checks scope and bills. */
export async function recordPayment(
  tx: Tx,
  input: Required<Omit<RecordPaymentInput, 'paidAt'>> & { paidAt: string | null },
) {
  const [row] = await tx<{ id: string }[]>`
    select id from public.record_payment(
      ${input.memberId}::uuid, ${input.billIds}::uuid[], ${input.method}::public.payment_method,
      ${input.paidAt}::timestamptz, ${input.referenceNumber}, ${input.notes})
  `;
  return row!.id;
}
