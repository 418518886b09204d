import type {
  CreateTransferRequest,
  ListTransferRequestsQuery,
  TransferDocumentKind,
} from '../../../../_shared/contracts/transfers.ts';
import { offsetOf, pagination } from '../../_shared/pagination.ts';
import {
  awaitsCaller,
  type CallerScope,
  callerScope,
  fromRequests,
  inScope,
  requestById,
  requestColumns,
  searchCondition,
  type Tx,
} from '../request-rows.ts';

/** `GET /mutations/requests`: one page in scope, newest first, and the scope's statistics. */
export async function listTransferRequests(tx: Tx, query: ListTransferRequestsQuery) {
  const scope = await callerScope(tx);
  const where = tx`where ${inScope(tx, scope)} ${searchCondition(tx, query.search)}
    and (${query.status}::text = 'all' or r.status::text = ${query.status}::text)`;
  const [count] = await tx<{ total: number }[]>`select count(*)::int as total ${fromRequests(tx)} ${where}`;
  const requests = await tx`
    select ${requestColumns(tx)} ${fromRequests(tx)} ${where}
    order by r.requested_at desc, r.id
    limit ${query.limit} offset ${offsetOf(query.page, query.limit)}`;
  return {
    requests,
    pagination: pagination(query.page, query.limit, count?.total ?? 0),
    statistics: await statistics(tx, scope),
  };
}

/** Counts by status in scope, the average days from request to completion, and what awaits the caller. */
async function statistics(tx: Tx, scope: CallerScope) {
  const rows = await tx<{ status: string; n: number }[]>`
    select r.status::text as status, count(*)::int as n from public.transfer_requests r
    where ${inScope(tx, scope)} group by r.status`;
  const [figures] = await tx<{ average: number | null; awaiting: number }[]>`
    select round((avg(extract(epoch from r.completed_at - r.requested_at) / 86400)
                  filter (where r.status = 'completed'))::numeric, 1)::float8 as average,
           (count(*) filter (where ${awaitsCaller(tx)}))::int as awaiting
    from public.transfer_requests r where ${inScope(tx, scope)}`;
  const byStatus = { pending: 0, processing: 0, approved: 0, rejected: 0, completed: 0, withdrawn: 0 };
  for (const row of rows) byStatus[row.status as keyof typeof byStatus] = row.n;
  return {
    byStatus,
    total: rows.reduce((sum, row) => sum + row.n, 0),
    averageDaysToCompletion: figures?.average ?? null,
    awaitingDecision: figures?.awaiting ?? 0,
  };
}

/** `GET /mutations/requests/{id}`: the request, its files, the member's standing and the timeline. */
export async function getTransferRequest(tx: Tx, id: string) {
  const request = await requestById(tx, id);
  if (!request) return undefined;
  const [row] = await tx`
    select json_build_object('sip_current', r.sip_current_path, 'sip_target', r.sip_target_path,
                             'recommendation_letter', r.recommendation_letter_path) as paths,
           public.transfer_member_standing(r.id) as standing,
           json_build_array(
             json_build_object('step', 'requested', 'at', r.requested_at, 'by', private.transfer_actor_name(r, r.requested_by), 'note', r.reason),
             json_build_object('step', 'released', 'at', r.released_at, 'by', private.transfer_actor_name(r, r.released_by), 'note', r.release_notes),
             json_build_object('step', 'accepted', 'at', r.accepted_at, 'by', private.transfer_actor_name(r, r.accepted_by), 'note', r.decision_notes),
             json_build_object('step', 'rejected', 'at', case when r.status = 'rejected' then r.decided_at end,
                               'by', private.transfer_actor_name(r, r.decided_by), 'note', r.decision_notes),
             json_build_object('step', 'completed', 'at', r.completed_at, 'by', private.transfer_actor_name(r, r.completed_by), 'note', null),
             json_build_object('step', 'withdrawn', 'at', r.withdrawn_at, 'by', null, 'note', null)
           ) as timeline
    from public.transfer_requests r where r.id = ${id}`;
  const standing = row!.standing as Record<string, unknown>;
  const timeline = (row!.timeline as { step: string; at: string | null; by: string | null; note: string | null }[])
    .filter((step) => step.at !== null)
    .sort((a, b) => Date.parse(a.at!) - Date.parse(b.at!));
  return {
    request,
    documentPaths: row!.paths,
    standing: {
      membershipStatus: standing.membershipStatus,
      unpaidBills: Number(standing.unpaidBills),
      arrears: Number(standing.arrears),
      sipNumber: standing.sipNumber ?? null,
      sipExpiryDate: standing.sipExpiryDate ?? null,
    },
    timeline,
  };
}

/** The caller's own request (RLS: a member inserts only for themselves); undefined without a member record. */
export async function createTransferRequest(tx: Tx, input: Required<CreateTransferRequest>) {
  const [row] = await tx<{ id: string }[]>`
    insert into public.transfer_requests (member_id, target_organization_id, reason, priority)
    select m.id, ${input.targetOrganizationId}, ${input.reason}, ${input.priority}
    from public.members m where m.id = private.current_member_id()
    returning id`;
  return row ? requestById(tx, row.id) : undefined;
}

export async function attachTransferDocument(tx: Tx, id: string, kind: TransferDocumentKind, path: string) {
  await tx`select 1 from public.attach_transfer_document(${id}, ${kind}::public.transfer_document_kind, ${path})`;
  return requestById(tx, id);
}

export async function withdrawTransferRequest(tx: Tx, id: string) {
  await tx`select 1 from public.withdraw_transfer(${id})`;
  return requestById(tx, id);
}
