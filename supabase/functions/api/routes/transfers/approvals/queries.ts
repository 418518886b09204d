import type { TransferUrgency } from '../../../../_shared/contracts/transfers.ts';
import { awaitsCaller, fromRequests, requestColumns, type Tx } from '../request-rows.ts';

/** `GET /mutations/approvals`: what the caller can decide now, longest waiting first, and the count per urgency. */
export async function listTransferApprovals(tx: Tx, urgency: 'all' | TransferUrgency) {
  const approvals = await tx`
    select ${requestColumns(tx)},
           (private.today() - (r.requested_at at time zone 'Asia/Jakarta')::date)::int as "waitingDays",
           public.transfer_member_standing(r.id) ->> 'photoPath' as "memberPhoto"
    ${fromRequests(tx)}
    where ${awaitsCaller(tx)} and (${urgency}::text = 'all' or r.urgency::text = ${urgency}::text)
    order by r.requested_at, r.id
    limit 200`;
  const rows = await tx<{ urgency: TransferUrgency; n: number }[]>`
    select r.urgency, count(*)::int as n from public.transfer_requests r where ${awaitsCaller(tx)} group by r.urgency`;
  const counts = { all: 0, urgent: 0, medium: 0, normal: 0 };
  for (const row of rows) {
    counts[row.urgency] = row.n;
    counts.all += row.n;
  }
  return { approvals, counts };
}
