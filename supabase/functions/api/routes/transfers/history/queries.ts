import type { PaymentPeriodFilter } from '../../../../_shared/contracts/payments.ts';
import type { ListTransferHistoryQuery, TransferHistoryItem } from '../../../../_shared/contracts/transfers.ts';
import { offsetOf, pagination } from '../../_shared/pagination.ts';
import { type CallerScope, callerScope, fromRequests, inScope, searchCondition, type Tx } from '../request-rows.ts';

export type HistoryFilter = Omit<ListTransferHistoryQuery, 'page' | 'limit'>;

/** The period's lower and upper bound on the decision date, in WIB months. */
function periodCondition(tx: Tx, period: PaymentPeriodFilter) {
  if (period === 'all') return tx``;
  const month = tx`date_trunc('month', private.today())`;
  const since = {
    this_month: month,
    last_month: tx`${month} - interval '1 month'`,
    last_3_months: tx`${month} - interval '2 months'`,
    this_year: tx`date_trunc('year', private.today())`,
  }[period];
  const decided = tx`coalesce(r.completed_at, r.decided_at)`;
  return tx`and ${decided} >= (${since})::timestamp at time zone 'Asia/Jakarta'
            ${period === 'last_month' ? tx`and ${decided} < (${month})::timestamp at time zone 'Asia/Jakarta'` : tx``}`;
}

function historyWhere(tx: Tx, scope: CallerScope, filter: HistoryFilter) {
  return tx`where ${inScope(tx, scope)} and r.status in ('completed', 'rejected')
    and (${filter.status}::text = 'all' or r.status::text = ${filter.status}::text)
    ${searchCondition(tx, filter.search)} ${periodCondition(tx, filter.period)}`;
}

const historyColumns = (tx: Tx) => tx`
  r.id, r.member_name as "memberName", r.member_nap as "memberNAP", o.name as "fromLocation", t.name as "toLocation",
  to_json(r.requested_at) #>> '{}' as "requestDate",
  to_json(coalesce(r.completed_at, r.decided_at)) #>> '{}' as "completedDate", r.status,
  private.transfer_actor_name(r, case when r.status = 'completed' then coalesce(r.accepted_by, r.completed_by) else r.decided_by end) as "processedBy",
  r.decision_notes as notes,
  private.transfer_actor_name(r, r.released_by) as "releasedBy", r.release_notes as "releaseNotes"`;

/** `GET /mutations/history`: decided requests in scope, latest decision first. */
export async function listTransferHistory(tx: Tx, query: ListTransferHistoryQuery) {
  const scope = await callerScope(tx);
  const where = historyWhere(tx, scope, query);
  const [count] = await tx<{ total: number }[]>`select count(*)::int as total ${fromRequests(tx)} ${where}`;
  const history = await tx`
    select ${historyColumns(tx)} ${fromRequests(tx)} ${where}
    order by coalesce(r.completed_at, r.decided_at) desc, r.id
    limit ${query.limit} offset ${offsetOf(query.page, query.limit)}`;
  return { history, pagination: pagination(query.page, query.limit, count?.total ?? 0) };
}

export async function countHistory(tx: Tx, filter: HistoryFilter): Promise<number> {
  const scope = await callerScope(tx);
  const [count] = await tx<{ total: number }[]>`
    select count(*)::int as total ${fromRequests(tx)} ${historyWhere(tx, scope, filter)}`;
  return count?.total ?? 0;
}

/** Every decided request of the filter, in batches (the export streams them). */
export async function* historyRows(tx: Tx, filter: HistoryFilter): AsyncIterable<TransferHistoryItem[]> {
  const scope = await callerScope(tx);
  const rows = tx<TransferHistoryItem[]>`
    select ${historyColumns(tx)} ${fromRequests(tx)} ${historyWhere(tx, scope, filter)}
    order by coalesce(r.completed_at, r.decided_at) desc, r.id`;
  for await (const batch of rows.cursor(500)) yield batch;
}
