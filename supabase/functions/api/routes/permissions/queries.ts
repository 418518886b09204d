import type postgres from 'postgres';
import type { PermissionCategory, PermissionWithUsage } from '../../../_shared/contracts/roles.ts';
import { containsPattern } from '../_shared/like-pattern.ts';

/** The permission catalogue by category and name, with how many roles grant each (spec §2). */
export function listPermissions(
  tx: postgres.TransactionSql,
  filter: { search?: string | undefined; category?: PermissionCategory | undefined },
) {
  const search = filter.search ? containsPattern(filter.search) : null;
  const category = filter.category ?? null;
  return tx<PermissionWithUsage[]>`
    select p.id, p.name, p.display_name as "displayName", p.category, p.description,
           (select count(*)::integer from public.role_permissions rp where rp.permission_id = p.id) as "roleCount"
    from public.permissions p
    where (${search}::text is null or p.name ilike ${search}::text or p.display_name ilike ${search}::text)
      and (${category}::public.permission_category is null or p.category = ${category}::public.permission_category)
    order by p.category, p.name
  `;
}
