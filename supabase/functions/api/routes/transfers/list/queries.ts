import { offsetOf, pagination } from '../../_shared/pagination.ts';
import { callerScope, fromRequests, inScope, type Tx } from '../request-rows.ts';

/** `GET /mutations`: the dashboard tile's list (officers: origin or target in scope; members: own). */
export async function listTransfers(
  tx: Tx,
  { status, page, limit }: { status?: string | undefined; page: number; limit: number },
) {
  const scope = await callerScope(tx);
  const filter = tx`
    (${status ?? null}::public.transfer_status is null or r.status = ${status ?? null}::public.transfer_status)
    and ${inScope(tx, scope)}`;
  const [count] = await tx<{ total: number }[]>`
    select count(*)::int as total from public.transfer_requests r where ${filter}`;
  const transfers = await tx`
    select r.id, r.member_id as "memberId", r.member_name as "memberName", r.member_nap as "memberNAP",
           o.name as "currentLocation", t.name as "targetLocation",
           to_json(r.requested_at) #>> '{}' as "requestDate", to_json(r.completed_at) #>> '{}' as "completedDate",
           r.reason, r.status, r.priority, r.urgency,
           json_build_object('sipCurrent', r.has_sip_current, 'sipTarget', r.has_sip_target,
                             'recommendationLetter', r.has_recommendation_letter) as documents,
           r.documents_complete as "documentsComplete"
    ${fromRequests(tx)}
    where ${filter}
    order by r.requested_at desc, r.id
    limit ${limit} offset ${offsetOf(page, limit)}
  `;
  return { transfers, pagination: pagination(page, limit, count?.total ?? 0) };
}
