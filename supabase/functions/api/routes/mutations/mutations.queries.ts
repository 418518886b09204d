import type postgres from 'postgres';
import { offsetOf, pagination } from '../_shared/pagination.ts';

/** One page of the mutation requests the caller may see (officers: origin or target in scope; members: own). */
export async function mutationPage(
  tx: postgres.TransactionSql,
  { status, page, limit }: { status?: string | undefined; page: number; limit: number },
) {
  // RLS decides; the explicit scope lets the planner use the origin/target indexes.
  const [scope] = await tx<{ national: boolean; ids: string[] }[]>`
    select private.has_national_scope() as national, private.administered_organization_ids() as ids`;
  const ids = scope?.ids ?? [];
  const filter = tx`
    (${status ?? null}::public.mutation_status is null or r.status = ${status ?? null}::public.mutation_status)
    and (${scope?.national ?? false}
         or r.origin_organization_id = any (${ids}::uuid[])
         or r.target_organization_id = any (${ids}::uuid[])
         or r.member_id = (select private.current_member_id()))`;
  const [count] = await tx<{ total: number }[]>`
    select count(*)::int as total from public.mutation_requests r where ${filter}`;
  const mutations = await tx`
    select r.id, r.member_id as "memberId", r.member_name as "memberName", r.member_nap as "memberNAP",
           fo.name as "currentLocation", t.name as "targetLocation",
           to_json(r.requested_at) #>> '{}' as "requestDate", to_json(r.completed_at) #>> '{}' as "completedDate",
           r.reason, r.status, r.priority, r.urgency,
           json_build_object('sipCurrent', r.has_sip_current, 'sipTarget', r.has_sip_target,
                             'recommendationLetter', r.has_recommendation_letter) as documents,
           r.documents_complete as "documentsComplete"
    from public.mutation_requests r
    join public.organizations fo on fo.id = r.origin_organization_id
    join public.organizations t on t.id = r.target_organization_id
    where ${filter}
    order by r.requested_at desc, r.id
    limit ${limit} offset ${offsetOf(page, limit)}
  `;
  return { mutations, pagination: pagination(page, limit, count?.total ?? 0) };
}
