import type postgres from 'postgres';
import type {
  CreateMutationRequest,
  ListMutationHistoryQuery,
  ListMutationRequestsQuery,
  MutationDocumentKind,
  MutationHistoryItem,
  MutationUrgency,
} from '../../../_shared/contracts/mutations.ts';
import type { PaymentPeriodFilter } from '../../../_shared/contracts/payments.ts';
import { containsPattern } from '../_shared/like-pattern.ts';
import { offsetOf, pagination } from '../_shared/pagination.ts';

type Tx = postgres.TransactionSql;

/** What the caller holds, read once per request: the lists then compare arrays, not call functions per row. */
interface CallerScope {
  national: boolean;
  /** Organizations the caller administers (sees). */
  ids: string[];
  /** Organizations where the caller decides mutations. */
  approveIds: string[];
  /** Organizations where the caller files requests and documents for members. */
  createIds: string[];
  memberId: string | null;
}

async function callerScope(tx: Tx): Promise<CallerScope> {
  const [scope] = await tx<CallerScope[]>`
    select private.has_national_scope() as national,
           coalesce(private.administered_organization_ids(), '{}') as ids,
           coalesce(private.organization_ids_with_permission('mutations.approve'), '{}') as "approveIds",
           coalesce(private.organization_ids_with_permission('mutations.create'), '{}') as "createIds",
           private.current_member_id() as "memberId"`;
  return scope!;
}

/** RLS decides; the explicit scope lets the planner use the origin/target indexes. */
function inScope(tx: Tx, scope: CallerScope) {
  return tx`(${scope.national}
             or r.origin_organization_id = any (${scope.ids}::uuid[])
             or r.target_organization_id = any (${scope.ids}::uuid[])
             or r.member_id = ${scope.memberId}::uuid)`;
}

/**
 * The caller can decide now: the origin while pending, the target while processing or approved;
 * never their own request, which decide_transfer refuses (decision 0049).
 */
function awaitsCaller(tx: Tx, scope: CallerScope) {
  return tx`(r.member_id is distinct from ${scope.memberId}::uuid
             and ((r.status = 'pending' and r.origin_organization_id = any (${scope.approveIds}::uuid[]))
                  or (r.status in ('processing', 'approved') and r.target_organization_id = any (${scope.approveIds}::uuid[]))))`;
}

/** The columns of `mutationRequestSchema`, over `public.transfer_requests r`. */
function requestColumns(tx: Tx, scope: CallerScope) {
  return tx`
    r.id, r.member_id as "memberId", r.member_name as "memberName", r.member_nap as "memberNAP",
    o.name as "currentLocation", t.name as "targetLocation", to_json(r.requested_at) #>> '{}' as "requestDate",
    r.reason, r.status, r.priority, r.urgency,
    json_build_object('sipCurrent', r.has_sip_current, 'sipTarget', r.has_sip_target,
                      'recommendationLetter', r.has_recommendation_letter) as documents,
    r.documents_complete as "documentsComplete",
    (${awaitsCaller(tx, scope)} and (r.documents_complete or r.status = 'approved')) as "canApprove",
    (${awaitsCaller(tx, scope)} and r.status <> 'approved') as "canReject",
    (r.status = 'pending' and r.member_id = ${scope.memberId}::uuid) as "canWithdraw",
    (r.status in ('pending', 'processing')
     and (r.member_id = ${scope.memberId}::uuid or r.origin_organization_id = any (${scope.createIds}::uuid[]))) as "canUpload"`;
}

const fromRequests = (tx: Tx) => tx`
  from public.transfer_requests r
  join public.organizations o on o.id = r.origin_organization_id
  join public.organizations t on t.id = r.target_organization_id`;

function searchCondition(tx: Tx, search: string | undefined) {
  if (!search) return tx``;
  const pattern = containsPattern(search);
  return tx`and (r.member_name ilike ${pattern} or r.member_nap ilike ${pattern} or o.name ilike ${pattern}
                 or t.name ilike ${pattern} or r.reason ilike ${pattern})`;
}

/** `GET /mutations/requests`: one page in scope, newest first, and the scope's statistics. */
export async function listRequests(tx: Tx, query: ListMutationRequestsQuery) {
  const scope = await callerScope(tx);
  const where = tx`where ${inScope(tx, scope)} ${searchCondition(tx, query.search)}
    and (${query.status}::text = 'all' or r.status::text = ${query.status}::text)`;
  const [count] = await tx<{ total: number }[]>`select count(*)::int as total ${fromRequests(tx)} ${where}`;
  const requests = await tx`
    select ${requestColumns(tx, scope)} ${fromRequests(tx)} ${where}
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
           (count(*) filter (where ${awaitsCaller(tx, scope)}))::int as awaiting
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

/** One request as the lists show it, or undefined when the caller cannot see it. */
export async function requestById(tx: Tx, id: string) {
  const scope = await callerScope(tx);
  const [row] = await tx`select ${requestColumns(tx, scope)} ${fromRequests(tx)} where r.id = ${id}`;
  return row;
}

/** `GET /mutations/requests/{id}`: the request, its files, the member's standing and the timeline. */
export async function requestDetail(tx: Tx, id: string) {
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
export async function createRequest(tx: Tx, input: Required<CreateMutationRequest>) {
  const [row] = await tx<{ id: string }[]>`
    insert into public.transfer_requests (member_id, target_organization_id, reason, priority)
    select m.id, ${input.targetOrganizationId}, ${input.reason}, ${input.priority}
    from public.members m where m.id = private.current_member_id()
    returning id`;
  return row ? requestById(tx, row.id) : undefined;
}

export async function attachDocument(tx: Tx, id: string, kind: MutationDocumentKind, path: string) {
  await tx`select 1 from public.attach_transfer_document(${id}, ${kind}::public.transfer_document_kind, ${path})`;
  return requestById(tx, id);
}

export async function withdraw(tx: Tx, id: string) {
  await tx`select 1 from public.withdraw_transfer(${id})`;
  return requestById(tx, id);
}

export async function approve(tx: Tx, id: string, note: string | undefined) {
  await tx`select 1 from public.approve_transfer(${id}, ${note ?? null})`;
  return requestById(tx, id);
}

export async function reject(tx: Tx, id: string, note: string) {
  await tx`select 1 from public.reject_transfer(${id}, ${note})`;
  return requestById(tx, id);
}

/** `GET /mutations/approvals`: what the caller can decide now, longest waiting first, and the count per urgency. */
export async function listApprovals(tx: Tx, urgency: 'all' | MutationUrgency) {
  const scope = await callerScope(tx);
  const approvals = await tx`
    select ${requestColumns(tx, scope)},
           (private.today() - (r.requested_at at time zone 'Asia/Jakarta')::date)::int as "waitingDays",
           public.transfer_member_standing(r.id) ->> 'photoPath' as "memberPhoto"
    ${fromRequests(tx)}
    where ${awaitsCaller(tx, scope)} and (${urgency}::text = 'all' or r.urgency::text = ${urgency}::text)
    order by r.requested_at, r.id
    limit 200`;
  const rows = await tx<{ urgency: MutationUrgency; n: number }[]>`
    select r.urgency, count(*)::int as n from public.transfer_requests r where ${awaitsCaller(tx, scope)} group by r.urgency`;
  const counts = { all: 0, urgent: 0, medium: 0, normal: 0 };
  for (const row of rows) {
    counts[row.urgency] = row.n;
    counts.all += row.n;
  }
  return { approvals, counts };
}

export type HistoryFilter = Omit<ListMutationHistoryQuery, 'page' | 'limit'>;

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
export async function listHistory(tx: Tx, query: ListMutationHistoryQuery) {
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
export async function* historyRows(tx: Tx, filter: HistoryFilter): AsyncIterable<MutationHistoryItem[]> {
  const scope = await callerScope(tx);
  const rows = tx<MutationHistoryItem[]>`
    select ${historyColumns(tx)} ${fromRequests(tx)} ${historyWhere(tx, scope, filter)}
    order by coalesce(r.completed_at, r.decided_at) desc, r.id`;
  for await (const batch of rows.cursor(500)) yield batch;
}

/** `GET /mutations`: the dashboard tile's list (officers: origin or target in scope; members: own). */
export async function mutationPage(
  tx: Tx,
  { status, page, limit }: { status?: string | undefined; page: number; limit: number },
) {
  const scope = await callerScope(tx);
  const filter = tx`
    (${status ?? null}::public.transfer_status is null or r.status = ${status ?? null}::public.transfer_status)
    and ${inScope(tx, scope)}`;
  const [count] = await tx<{ total: number }[]>`
    select count(*)::int as total from public.transfer_requests r where ${filter}`;
  const mutations = await tx`
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
  return { mutations, pagination: pagination(page, limit, count?.total ?? 0) };
}
