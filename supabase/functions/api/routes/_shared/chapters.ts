import type postgres from 'postgres';
import type { OrganizationSummary } from '../../../_shared/contracts/organizations.ts';

/**
 * The DPCs where the caller holds `permission` (`private.organization_ids_with_permission`), by
 * province and name: the chapter pickers of the screens that act in one chapter of the scope.
 */
export function chaptersWithPermission(
  tx: postgres.TransactionSql,
  permission: string,
  { activeOnly }: { activeOnly: boolean },
) {
  return tx<OrganizationSummary[]>`
    select o.id, o.name, o.level, o.bps_code as "bpsCode", o.parent_id as "parentId", p.name as "provinceName"
    from public.organizations o
    join public.organizations p on p.id = o.parent_id
    where o.level = 'DPC' and (o.is_active or not ${activeOnly})
      and o.id = any (private.organization_ids_with_permission(${permission}))
    order by p.name, o.name
  `;
}
