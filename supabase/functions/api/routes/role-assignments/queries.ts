import type postgres from 'postgres';
import type { AssignmentStatus, RoleAssignment, RoleAssignmentFields } from '../../../_shared/contracts/roles.ts';
import { containsPattern } from '../_shared/like-pattern.ts';

export interface AssignmentFilter {
  search?: string | undefined;
  organizationId?: string | undefined;
  roleId?: string | undefined;
  status: AssignmentStatus;
}

/**
 * Assignments the caller sees (policy role_assignments_select) with the role, the organization and
 * who holds it (private.assignee_account: email, name, NAP). The last day it holds is the Jakarta
 * date just before `expires_at`.
 */
const ASSIGNMENT_FROM = `
  from public.role_assignments ra
  join public.roles r on r.id = ra.role_id
  join public.organizations o on o.id = ra.organization_id
  left join lateral private.assignee_account(ra.user_id) acc on true`;

const ASSIGNMENT_COLUMNS = `ra.id, ra.user_id as "userId", acc.email as "userEmail", acc.full_name as "userFullName",
  acc.nap as "userNap", r.id as "roleId", r.name as "roleName", r.display_name as "roleDisplayName",
  r.tier::text as "roleLevel", o.id as "organizationId", o.name as "organizationName",
  o.level::text as "organizationLevel", to_json(ra.assigned_at) #>> '{}' as "assignedAt",
  to_char((ra.expires_at at time zone 'Asia/Jakarta') - interval '1 microsecond', 'YYYY-MM-DD') as "expiresOn",
  to_json(ra.expires_at) #>> '{}' as "expiresAt",
  (ra.expires_at is null or ra.expires_at > now()) as "isActive",
  (ra.user_id <> (select auth.uid()) and private.can_grant_role(ra.role_id, ra.organization_id)) as "canManage"`;

function where(tx: postgres.TransactionSql, filter: AssignmentFilter) {
  const search = filter.search ? containsPattern(filter.search) : null;
  const active = filter.status === 'all' ? null : filter.status === 'active';
  return tx`
    where (${search}::text is null or acc.email ilike ${search}::text or acc.full_name ilike ${search}::text
           or acc.nap ilike ${search}::text)
      and (${filter.organizationId ?? null}::uuid is null or ra.organization_id = ${filter.organizationId ?? null}::uuid)
      and (${filter.roleId ?? null}::uuid is null or ra.role_id = ${filter.roleId ?? null}::uuid)
      and (${active}::boolean is null or (ra.expires_at is null or ra.expires_at > now()) = ${active}::boolean)`;
}

/** One page: by organization level and name, the highest role first, then the holder's name. */
export function listAssignments(
  tx: postgres.TransactionSql,
  filter: AssignmentFilter,
  page: { limit: number; offset: number },
) {
  return tx<(RoleAssignment & { totalCount: number })[]>`
    select ${tx.unsafe(ASSIGNMENT_COLUMNS)}, count(*) over ()::integer as "totalCount"
    ${tx.unsafe(ASSIGNMENT_FROM)}
    ${where(tx, filter)}
    order by o.level, o.name, r.level desc, r.name, lower(acc.full_name), ra.id
    limit ${page.limit} offset ${page.offset}
  `;
}

export async function countAssignments(tx: postgres.TransactionSql, filter: AssignmentFilter): Promise<number> {
  const [row] = await tx<{ total: number }[]>`
    select count(*)::integer as total ${tx.unsafe(ASSIGNMENT_FROM)} ${where(tx, filter)}`;
  return row?.total ?? 0;
}

async function assignment(tx: postgres.TransactionSql, id: string): Promise<RoleAssignment | undefined> {
  const [row] = await tx<RoleAssignment[]>`
    select ${tx.unsafe(ASSIGNMENT_COLUMNS)} ${tx.unsafe(ASSIGNMENT_FROM)} where ra.id = ${id}`;
  return row;
}

/** public.assign_role checks who may grant what where, refuses one's own, and audits. */
export async function assignRole(tx: postgres.TransactionSql, fields: RoleAssignmentFields): Promise<RoleAssignment> {
  const [row] = await tx<{ id: string }[]>`
    select id from public.assign_role(${fields.userId}, ${fields.roleId}, ${fields.organizationId},
                                      ${fields.expiresOn}::date)`;
  return (await assignment(tx, row!.id))!;
}

export async function setExpiry(tx: postgres.TransactionSql, id: string, expiresOn: string | null) {
  await tx`select 1 from public.set_role_assignment_expiry(${id}, ${expiresOn}::date)`;
  return (await assignment(tx, id))!;
}

/** The assignment as it was, then public.revoke_role_assignment (never the last SUPER_ADMIN). */
export async function revoke(tx: postgres.TransactionSql, id: string): Promise<RoleAssignment> {
  const before = await assignment(tx, id);
  await tx`select 1 from public.revoke_role_assignment(${id})`;
  return before!;
}
