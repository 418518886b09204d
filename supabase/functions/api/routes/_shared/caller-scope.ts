import type postgres from 'postgres';

type Tx = postgres.TransactionSql;

/** What the scope policies of bills and payments let the caller see, read once per query built. */
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
 * The bills and payments policies' own condition (own rows, national scope, or the chapters the
 * caller administers), repeated with literal values; RLS still applies. The policy's `or` over a
 * national flag is no index condition, so a chapter officer's filtered pages and totals scanned
 * the whole country's rows; with the chapters as values they are index ranges per chapter.
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
