import type postgres from 'postgres';

type Tx = postgres.TransactionSql;

/** What the bills scope policy lets the caller see, read once per query built. */
export interface Scope {
  national: boolean;
  organizationIds: string[];
  memberId: string | null;
  /** The caller has bills of their own issued by a chapter they do not administer. */
  ownBillsElsewhere: boolean;
}

export async function callerScope(tx: Tx): Promise<Scope> {
  const [scope] = await tx<Scope[]>`
    with caller as (
      select private.has_national_scope() as national,
             coalesce(private.administered_organization_ids(), '{}') as organization_ids,
             private.current_member_id() as member_id
    )
    select c.national, c.organization_ids as "organizationIds", c.member_id as "memberId",
           exists (select 1 from public.bills b
                   where b.member_id = c.member_id and b.organization_id <> all (c.organization_ids)) as "ownBillsElsewhere"
    from caller c`;
  return scope!;
}

/**
 * The bills policy's own condition (own rows, national scope, or the chapters the caller
 * administers), repeated with literal values; RLS still applies. The policy's `or`s are no index
 * condition, so a chapter officer's pages and summary scanned the whole country's bills; with the
 * chapters as values, and the `or` over their own bills only when they have some elsewhere, one
 * chapter is one ordered range of bills_organization_order_idx.
 * (Measured on payments too, where the ordered scan of payments_date_idx was faster: not used there.)
 */
export function scopeCondition(
  tx: Tx,
  scope: Scope,
  organizationId: postgres.PendingQuery<postgres.Row[]>,
  memberId: postgres.PendingQuery<postgres.Row[]>,
) {
  if (scope.national) return tx``;
  const [single, ...more] = scope.organizationIds;
  if (single === undefined) return tx`and ${memberId} = ${scope.memberId}::uuid`;
  if (scope.ownBillsElsewhere) {
    return tx`and (${organizationId} = any (${scope.organizationIds}::uuid[]) or ${memberId} = ${scope.memberId}::uuid)`;
  }
  return more.length === 0
    ? tx`and ${organizationId} = ${single}::uuid`
    : tx`and ${organizationId} = any (${scope.organizationIds}::uuid[])`;
}
