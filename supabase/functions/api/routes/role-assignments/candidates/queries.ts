import type postgres from 'postgres';
import type { RoleCandidate } from '../../../../_shared/contracts/roles.ts';

/** public.search_role_candidates: any account for a national role manager, else members of their chapters. */
export function searchCandidates(tx: postgres.TransactionSql, search: string) {
  return tx<RoleCandidate[]>`
    select c.user_id as "userId", c.email, c.full_name as "fullName", c.nap, c.organization_name as "organizationName"
    from public.search_role_candidates(${search}, 10) c`;
}
