import type postgres from 'postgres';
import type { Role, RoleFields, RoleLevel, RoleUpdateFields } from '../../../_shared/contracts/roles.ts';
import { containsPattern } from '../_shared/like-pattern.ts';

export interface RoleFilter {
  search?: string | undefined;
  level?: RoleLevel | undefined;
  grantableIn?: string | undefined;
}

/**
 * A role with its permissions (by category, then name) and how many unexpired assignments of it the
 * caller sees (RLS on role_assignments). `r` is a row of public.roles.
 */
const ROLE_COLUMNS = `r.id, r.name, r.display_name as "displayName", r.description, r.tier::text as level,
  r.level::integer as rank, r.is_system as "isSystemRole",
  (select count(*)::integer from public.role_assignments ra
    where ra.role_id = r.id and (ra.expires_at is null or ra.expires_at > now())) as "userCount",
  coalesce((select json_agg(json_build_object('id', p.id, 'name', p.name, 'displayName', p.display_name,
                                              'category', p.category, 'description', p.description)
                            order by p.category, p.name)
            from public.role_permissions rp join public.permissions p on p.id = rp.permission_id
            where rp.role_id = r.id), '[]') as permissions`;

function where(tx: postgres.TransactionSql, filter: RoleFilter) {
  const search = filter.search ? containsPattern(filter.search) : null;
  const level = filter.level ?? null;
  const grantableIn = filter.grantableIn ?? null;
  return tx`
    where (${search}::text is null or r.name ilike ${search}::text or r.display_name ilike ${search}::text)
      and (${level}::public.role_tier is null or r.tier = ${level}::public.role_tier)
      and (${grantableIn}::uuid is null
           or (private.organization_level_of_tier(r.tier)
                 = (select o.level from public.organizations o where o.id = ${grantableIn}::uuid)
               and private.can_grant_role(r.id, ${grantableIn}::uuid)))`;
}

/** One page of roles: highest rank first, system roles before custom ones, then by name. */
export function listRoles(tx: postgres.TransactionSql, filter: RoleFilter, page: { limit: number; offset: number }) {
  return tx<(Role & { totalCount: number })[]>`
    select ${tx.unsafe(ROLE_COLUMNS)}, count(*) over ()::integer as "totalCount"
    from public.roles r
    ${where(tx, filter)}
    order by r.level desc, r.is_system desc, r.name
    limit ${page.limit} offset ${page.offset}
  `;
}

export async function countRoles(tx: postgres.TransactionSql, filter: RoleFilter): Promise<number> {
  const [row] = await tx<
    { total: number }[]
  >`select count(*)::integer as total from public.roles r ${where(tx, filter)}`;
  return row?.total ?? 0;
}

async function role(tx: postgres.TransactionSql, id: string): Promise<Role> {
  const [row] = await tx<Role[]>`select ${tx.unsafe(ROLE_COLUMNS)} from public.roles r where r.id = ${id}`;
  return row!;
}

/** public.create_role checks the manager and each permission, and writes the audit trail. */
export async function createRole(tx: postgres.TransactionSql, fields: RoleFields): Promise<Role> {
  const [row] = await tx<{ id: string }[]>`
    select id from public.create_role(${fields.name}, ${fields.displayName}, ${fields.description},
                                      ${fields.level}::public.role_tier, ${fields.permissionIds}::uuid[])`;
  return role(tx, row!.id);
}

export async function updateRole(tx: postgres.TransactionSql, id: string, fields: RoleUpdateFields): Promise<Role> {
  const [row] = await tx<{ id: string }[]>`
    select id from public.update_role(${id}, ${fields.displayName}, ${fields.description}, ${fields.permissionIds}::uuid[])`;
  return role(tx, row!.id);
}

/** The role as it was, then public.delete_role (refused while assignments hold it). */
export async function deleteRole(tx: postgres.TransactionSql, id: string): Promise<Role> {
  const [before] = await tx<Role[]>`select ${tx.unsafe(ROLE_COLUMNS)} from public.roles r where r.id = ${id}`;
  await tx`select 1 from public.delete_role(${id})`;
  return before!;
}
