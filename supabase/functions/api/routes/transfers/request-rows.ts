import type postgres from 'postgres';
import { containsPattern } from '../_shared/like-pattern.ts';

export type Tx = postgres.TransactionSql;

/** What the caller holds, read once per request: the lists then compare arrays, not call functions per row. */
export interface CallerScope {
  national: boolean;
  /** Organizations the caller administers (sees). */
  ids: string[];
  memberId: string | null;
}

export async function callerScope(tx: Tx): Promise<CallerScope> {
  const [scope] = await tx<CallerScope[]>`
    select private.has_national_scope() as national,
           coalesce(private.administered_organization_ids(), '{}') as ids,
           private.current_member_id() as "memberId"`;
  return scope!;
}

/** RLS decides; the explicit scope lets the planner use the origin/target indexes. */
export function inScope(tx: Tx, scope: CallerScope) {
  return tx`(${scope.national}
             or r.origin_organization_id = any (${scope.ids}::uuid[])
             or r.target_organization_id = any (${scope.ids}::uuid[])
             or r.member_id = ${scope.memberId}::uuid)`;
}

/** The caller can decide now (approve or reject), as private.transfer_actions says; never their own request. */
export function awaitsCaller(tx: Tx) {
  return tx`(r.status in ('pending', 'processing', 'approved')
             and private.transfer_actions(r) && array['approve', 'reject'])`;
}

/** The columns of `transferRequestSchema`, over `public.transfer_requests r`. */
export function requestColumns(tx: Tx) {
  return tx`
    r.id, r.member_id as "memberId", r.member_name as "memberName", r.member_nap as "memberNAP",
    o.name as "currentLocation", t.name as "targetLocation", to_json(r.requested_at) #>> '{}' as "requestDate",
    r.reason, r.status, r.priority, r.urgency,
    json_build_object('sipCurrent', r.has_sip_current, 'sipTarget', r.has_sip_target,
                      'recommendationLetter', r.has_recommendation_letter) as documents,
    r.documents_complete as "documentsComplete",
    private.transfer_actions(r) as "allowedActions"`;
}

export const fromRequests = (tx: Tx) => tx`
  from public.transfer_requests r
  join public.organizations o on o.id = r.origin_organization_id
  join public.organizations t on t.id = r.target_organization_id`;

export function searchCondition(tx: Tx, search: string | undefined) {
  if (!search) return tx``;
  const pattern = containsPattern(search);
  return tx`and (r.member_name ilike ${pattern} or r.member_nap ilike ${pattern} or o.name ilike ${pattern}
                 or t.name ilike ${pattern} or r.reason ilike ${pattern})`;
}

/** One request as the lists show it, or undefined when the caller cannot see it. */
export async function requestById(tx: Tx, id: string) {
  const [row] = await tx`select ${requestColumns(tx)} ${fromRequests(tx)} where r.id = ${id}`;
  return row;
}
