import type postgres from 'postgres';

type Tx = postgres.TransactionSql;

/** What the bills scope policy lets the caller see, read once per query built. */
export interface Scope {
  national: boolean;
  organizationIds: string[];
  memberId: string | null;
}

export async function callerScope(tx: Tx): Promise<Scope> {
  const [scope] = await tx<Scope[]>`
    select private.has_national_scope() as national,
           coalesce(private.administered_organization_ids(), '{}') as "organizationIds",
           private.current_member_id() as "memberId"`;
  return scope!;
}

/**
 * The bills policy's own condition (own rows, national scope, or the chapters the caller
 * administers), repeated with literal values; RLS still applies. The policy's `or` over a national
 * flag is no index condition, so a chapter officer's pages and summary scanned the whole country's
 * bills; with the chapters as values they are ranges on bills_organization_id_status_idx.
 * (Measured on payments too, where the ordered scan of payments_date_idx was faster: not used there.)
 */
export function scopeCondition(
  tx: Tx,
  scope: Scope,
  organizationId: postgres.PendingQuery<postgres.Row[]>,
  memberId: postgres.PendingQuery<postgres.Row[]>,
) {
  if (scope.national) return tx``;
  return tx`and (${organizationId} = any (${scope.organizationIds}::uuid[]) or ${memberId} = ${scope.memberId}::uuid)`;
}
