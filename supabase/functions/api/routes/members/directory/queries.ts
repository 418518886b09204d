import type postgres from 'postgres';
import type { z } from 'zod';
import type { MemberProfile, memberStatusFilterSchema } from '../../../../_shared/contracts/members.ts';
import { chaptersWithPermission } from '../../_shared/chapters.ts';
import { memberColumns } from '../../_shared/member-columns.ts';

type Tx = postgres.TransactionSql;
type MemberStatusFilter = z.output<typeof memberStatusFilterSchema>;

/** snake_case column → value for an insert or update from the validated fields. */
const columnOf: Record<string, string> = memberColumns;

export function toMemberColumns(fields: Record<string, string | null | undefined>): Record<string, string | null> {
  const row: Record<string, string | null> = {};
  for (const [key, value] of Object.entries(fields)) {
    // The type cannot be emptied (the column defaults to BIASA).
    if (key === 'membershipType' && value === null) continue;
    if (value !== undefined && columnOf[key]) row[columnOf[key]] = value;
  }
  return row;
}

/** Names the audit entry of the writes that follow in this transaction (`members.create`, …). */
export async function setAuditAction(tx: Tx, action: string): Promise<void> {
  await tx`select set_config('simk.audit_action', ${action}, true)`;
}

/**
 * The active DPCs in which the caller may add members (`members.create` in scope), by province and
 * name: the registration picker, the default for an officer of one DPC, and the import's check.
 */
export function creatableChapters(tx: Tx) {
  return chaptersWithPermission(tx, 'members.create', { activeOnly: true });
}

/**
 * Whether an organization is an active DPC (`open`), and whether the caller may add members to it
 * (`allowed`, `private.can_in_organization`); undefined when it does not exist.
 */
export async function chapterStanding(tx: Tx, organizationId: string) {
  const [standing] = await tx<{ open: boolean; allowed: boolean }[]>`
    select o.level = 'DPC' and o.is_active as open, private.can_in_organization('members.create', o.id) as allowed
    from public.organizations o where o.id = ${organizationId}`;
  return standing;
}

/** `private.can_in_organization`: the caller holds `permission` in the organization's scope. */
export async function canInOrganization(tx: Tx, permission: string, organizationId: string): Promise<boolean> {
  const [row] = await tx<{ allowed: boolean }[]>`
    select private.can_in_organization(${permission}, ${organizationId}) as allowed`;
  return row?.allowed ?? false;
}

/** The status filter of the directory, its export and its count: ALL (or none) is every status. */
export function statusFilter(status: MemberStatusFilter | undefined) {
  return status && status !== 'ALL' ? status : null;
}

export interface DirectoryFilter {
  search?: string | undefined;
  status?: MemberStatusFilter | undefined;
  organizationId?: string | undefined;
}

/** One page of `public.search_members` and, on it, the total of the filter. */
export function searchMembers(
  tx: Tx,
  { search, status, organizationId }: DirectoryFilter,
  page: { limit: number; offset: number },
) {
  return tx<(Record<string, unknown> & { totalCount: number })[]>`
    select s.id, s.full_name as "fullName", s.nap as "memberNumber", s.email, s.phone, s.position, s.city,
           s.membership_status as "membershipStatus", s.membership_type as "membershipType",
           s.join_date::text as "joinDate", s.expiry_date::text as "expiryDate",
           s.organization_id as "organizationId", s.organization_name as "organizationName",
           s.total_count::int as "totalCount"
    from public.search_members(
      ${search || null}, ${statusFilter(status)}::public.membership_status, ${page.limit}, ${page.offset},
      ${organizationId ?? null}::uuid
    ) s
  `;
}

/** The name of the chapter a list is filtered to (chapter names are public); undefined when there is none. */
export async function chapterName(tx: Tx, id: string): Promise<{ id: string; name: string } | undefined> {
  const [row] = await tx<{ id: string; name: string }[]>`select id, name from public.organizations where id = ${id}`;
  return row;
}

/** How many members the filter finds. */
export async function countMembers(tx: Tx, { search, status, organizationId }: DirectoryFilter): Promise<number> {
  const [first] = await tx<{ total: number }[]>`
    select s.total_count::int as total
    from public.search_members(${search || null}, ${statusFilter(status)}::public.membership_status, 1, 0,
                               ${organizationId ?? null}::uuid) s`;
  return first?.total ?? 0;
}

export async function memberStatistics(tx: Tx): Promise<unknown> {
  const [row] = await tx<{ stats: unknown }[]>`select public.member_statistics() as stats`;
  return row?.stats;
}

/** The profile columns, camelCased, dates as `YYYY-MM-DD` and times as ISO text. */
function profileColumns(tx: Tx) {
  return tx`
    m.id, m.nap, m.full_name as "fullName", m.email, m.phone, m.birth_date::text as "birthDate", m.gender,
    m.address, m.city, m.province, m.postal_code as "postalCode", m.profession, m.specialization, m.workplace,
    m.education, m.str_number as "strNumber", m.str_expiry_date::text as "strExpiryDate", m.sip_number as "sipNumber",
    m.sip_expiry_date::text as "sipExpiryDate", m.member_since::text as "memberSince",
    m.membership_type as "membershipType", m.membership_status as "membershipStatus", m.status_reason as "statusReason",
    m.position, m.join_date::text as "joinDate", m.expiry_date::text as "expiryDate",
    m.organization_id as "organizationId", o.name as "organizationName", o.bps_code as "organizationCode",
    m.user_id is not null as "hasLogin", to_json(m.verified_at) #>> '{}' as "verifiedAt",
    to_json(m.created_at) #>> '{}' as "createdAt"
  `;
}

/** The member's profile, or undefined when it does not exist or is outside the caller's scope. */
export async function memberProfile(tx: Tx, id: string): Promise<MemberProfile | undefined> {
  const [row] = await tx<MemberProfile[]>`
    select ${profileColumns(tx)}
    from public.members m join public.organizations o on o.id = m.organization_id
    where m.id = ${id}
  `;
  return row;
}

/**
 * One page of the PENDING applications the caller may verify, oldest first, with their file: the
 * documents, what is missing (`private.application_missing`, which the completeness filter reads
 * too) and the NAP holders each one matches (`public.application_duplicates`).
 */
export async function pendingApplications(
  tx: Tx,
  page: { limit: number; offset: number },
  completeness?: 'complete' | 'incomplete',
) {
  const scope = tx`m.membership_status = 'PENDING'
    and m.organization_id = any (private.organization_ids_with_permission('members.verify'))
    and (${completeness ?? null}::text is null
         or (cardinality(private.application_missing(m)) = 0) = (${completeness ?? null}::text = 'complete'))`;
  const [count] = await tx<{ total: number }[]>`select count(*)::int as total from public.members m where ${scope}`;
  const applications = await tx<(MemberProfile & { documents: unknown; missing: unknown; duplicates: unknown })[]>`
    select ${profileColumns(tx)},
           coalesce((select json_agg(json_build_object(
                       'id', d.id, 'kind', d.kind, 'title', d.title, 'storagePath', d.storage_path,
                       'mimeType', d.mime_type, 'createdAt', to_json(d.created_at) #>> '{}',
                       'verifiedAt', to_json(d.verified_at) #>> '{}') order by d.created_at)
                     from public.documents d where d.member_id = m.id), '[]') as documents,
           private.application_missing(m) as missing,
           coalesce((select json_agg(json_build_object(
                       'id', x.member_id, 'nap', x.nap, 'fullName', x.full_name, 'email', x.email, 'phone', x.phone,
                       'strNumber', x.str_number, 'birthDate', x.birth_date, 'membershipStatus', x.membership_status,
                       'organizationName', x.organization_name, 'hasLogin', x.has_login, 'canLink', x.can_link,
                       'matchedOn', x.matched_on) order by x.nap)
                     from public.application_duplicates(m.id) x), '[]') as duplicates
    from public.members m join public.organizations o on o.id = m.organization_id
    where ${scope}
    order by m.created_at, m.id
    limit ${page.limit} offset ${page.offset}
  `;
  return { applications, total: count?.total ?? 0 };
}

/** The member's 36 newest bills, 24 newest payments, transfers and documents. */
export function memberRecords(tx: Tx, id: string) {
  return Promise.all([
    tx`
      select b.id, dc.name as category, b.period_start::text as "periodStart", b.period_end::text as "periodEnd",
             b.due_date::text as "dueDate", b.amount, b.status, to_json(b.paid_at) #>> '{}' as "paidAt"
      from public.bills b join public.dues_categories dc on dc.id = b.category_id
      where b.member_id = ${id}
      order by b.due_date desc, dc.name
      limit 36
    `,
    tx`
      select p.id, p.amount, p.method, p.status, p.transaction_id as "transactionId",
             to_json(p.paid_at) #>> '{}' as "paidAt", to_json(p.created_at) #>> '{}' as "createdAt"
      from public.payments p where p.member_id = ${id}
      order by p.created_at desc
      limit 24
    `,
    tx`
      select r.id, fo.name as "fromLocation", t.name as "toLocation", r.status,
             to_json(r.requested_at) #>> '{}' as "requestDate", to_json(r.completed_at) #>> '{}' as "completedDate",
             r.reason
      from public.transfer_requests r
      join public.organizations fo on fo.id = r.origin_organization_id
      join public.organizations t on t.id = r.target_organization_id
      where r.member_id = ${id}
      order by r.requested_at desc
    `,
    tx`
      select d.id, d.kind, d.title, d.mime_type as "mimeType", to_json(d.created_at) #>> '{}' as "createdAt",
             d.storage_path as "storagePath", to_json(d.verified_at) #>> '{}' as "verifiedAt",
             case when d.verified_at is not null then d.verification_code end as "verificationCode",
             private.can_in_organization('documents.manage', d.organization_id)
               and d.member_id is distinct from private.current_member_id() as "canVerify"
      from public.documents d where d.member_id = ${id}
      order by d.created_at desc
    `,
  ]);
}

/** Unpaid bills, arrears (unpaid and past due) and the total paid. */
export async function memberDuesSummary(tx: Tx, id: string) {
  const [summary] = await tx`
    select count(*) filter (where b.status = 'unpaid')::int as "unpaidBills",
           coalesce(sum(b.amount) filter (where b.status = 'unpaid' and b.due_date < (select private.today())), 0)::int as arrears,
           coalesce((select sum(p.amount) from public.payments p where p.member_id = ${id} and p.status = 'completed'), 0)::int
             as "totalPaid"
    from public.bills b where b.member_id = ${id}
  `;
  return summary;
}

/**
 * What the caller may do with the member now, as SQL decides it: the permission in the member's DPC
 * and, for deactivation, a transition `set_membership_status` allows. Only a PENDING application
 * (the status's meaning) is verified.
 */
export async function memberActions(tx: Tx, id: string) {
  const [actions] = await tx<{ edit: boolean; deactivate: boolean; activate: boolean; verify: boolean }[]>`
    select private.can_in_organization('members.edit', m.organization_id) as edit,
           private.can_in_organization('members.edit', m.organization_id)
             and private.membership_transition_allowed(m.membership_status, 'INACTIVE', m.nap is not null) as deactivate,
           -- Reactivation; an expired membership comes back by renewal, not by this action.
           private.can_in_organization('members.edit', m.organization_id) and m.membership_status <> 'EXPIRED'
             and private.membership_transition_allowed(m.membership_status, 'ACTIVE', m.nap is not null) as activate,
           private.can_in_organization('members.verify', m.organization_id)
             and m.membership_status = 'PENDING' as verify
    from public.members m where m.id = ${id}`;
  return actions ?? { edit: false, deactivate: false, activate: false, verify: false };
}

/** What a pending application's file lacks (`private.application_missing`, as the caller); null otherwise. */
export async function applicationMissing(tx: Tx, id: string): Promise<string[] | null> {
  const [row] = await tx<{ missing: string[] | null }[]>`
    select case when m.membership_status = 'PENDING' then private.application_missing(m) end as missing
    from public.members m where m.id = ${id}`;
  return row?.missing ?? null;
}

/**
 * The first of these values another member already has, anywhere in the register
 * (`public.find_member_duplicates`); `exceptId`'s own values do not count.
 */
export async function registeredDuplicate(
  tx: Tx,
  values: { email?: string | null; strNumber?: string | null },
  exceptId?: string,
) {
  if (!values.email && !values.strNumber) return undefined;
  const [found] = await tx<{ field: 'email' | 'strNumber'; value: string }[]>`
    select d.field, d.value from public.find_member_duplicates(
      '{}'::text[], ${values.email ? [values.email] : []}::text[], ${values.strNumber ? [values.strNumber] : []}::text[]
    ) d
    where ${exceptId ?? null}::uuid is null or not exists (
      select 1 from public.members m where m.id = ${exceptId ?? null}::uuid
        and ((d.field = 'email' and lower(m.email) = d.value) or (d.field = 'strNumber' and m.str_number = d.value))
    )
  `;
  return found;
}

export async function insertMember(tx: Tx, columns: Record<string, string | null>): Promise<string | undefined> {
  const [created] = await tx<{ id: string }[]>`insert into public.members ${tx(columns)} returning id`;
  return created?.id;
}

/** Updates the member's columns; false when RLS leaves no row to update. */
export async function updateMember(tx: Tx, id: string, columns: Record<string, string | null>): Promise<boolean> {
  const updated = await tx`update public.members set ${tx(columns)} where id = ${id} returning id`;
  return updated.length > 0;
}

/**
 * `set_membership_status`, `verify_member`, `reject_member_application` and
 * `link_application_to_member`: SQL checks permission, transition and duplicates.
 */
export async function setMembershipStatus(tx: Tx, id: string, status: 'ACTIVE' | 'INACTIVE', reason: string) {
  await tx`select 1 from public.set_membership_status(${id}, ${status}::public.membership_status, ${reason})`;
}

export async function verifyMember(tx: Tx, id: string): Promise<void> {
  await tx`select 1 from public.verify_member(${id})`;
}

export async function rejectApplication(tx: Tx, id: string, reason: string): Promise<void> {
  await tx`select 1 from public.reject_member_application(${id}, ${reason})`;
}

/** Links the application to the NAP holder; returns the NAP holder's id. */
export async function linkApplication(tx: Tx, id: string, memberId: string): Promise<string> {
  const [linked] = await tx<{ id: string }[]>`select id from public.link_application_to_member(${id}, ${memberId})`;
  return linked!.id;
}

/** `reset_member_two_factor` checks the scope, refuses one's own and an officer's by a peer, audits and emails. */
export async function resetTwoFactor(tx: postgres.TransactionSql, id: string): Promise<number> {
  const [row] = await tx<{ removed: number }[]>`select public.reset_member_two_factor(${id}, true) as removed`;
  return row!.removed;
}
