import type postgres from 'postgres';

type Tx = postgres.TransactionSql;

/**
 * The caller's member row as an application: pending or not, its DPC and what its file lacks
 * (`private.application_missing`, read as the caller). Undefined for a login without a member row.
 */
export async function ownApplication(tx: Tx) {
  const [row] = await tx<{ pending: boolean; organizationName: string; createdAt: string; missing: string[] }[]>`
    select m.membership_status = 'PENDING' as pending, o.name as "organizationName",
           to_json(m.created_at) #>> '{}' as "createdAt", private.application_missing(m) as missing
    from public.members m join public.organizations o on o.id = m.organization_id
    where m.user_id = auth.uid()`;
  return row;
}
