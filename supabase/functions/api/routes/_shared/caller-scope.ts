import type postgres from 'postgres';

type Tx = postgres.TransactionSql;

/**
 * What the bills and payments policies (bills_select, payments_select: one condition) let the
 * caller see, read once per query built.
 */
export interface Scope {
  national: boolean;
  organizationIds: string[];
  memberId: string | null;
  /** The caller has bills or payments of their own in a chapter they do not administer. */
  ownRowsElsewhere: boolean;
}

export async function callerScope(tx: Tx): Promise<Scope> {
  const [scope] = await tx<Scope[]>`${callerScopeQuery(tx)}`;
  return scope!;
}

/**
 * The query callerScope runs, as a fragment (one row, the Scope's columns), so that a list can read
 * the scope in the same round trip as what else it needs first (its total, its filter's bounds).
 * Own rows elsewhere are only looked for when they change scopeCondition: not for a national
 * officer, nor for a caller without chapters.
 */
export function callerScopeQuery(tx: Tx) {
  return tx`
    with caller as (
      select private.has_national_scope() as national,
             coalesce(private.administered_organization_ids(), '{}') as organization_ids,
             private.current_member_id() as member_id
    )
    select c.national, c.organization_ids as "organizationIds", c.member_id as "memberId",
           case when c.national or c.member_id is null or cardinality(c.organization_ids) = 0 then false
                else exists (select 1 from public.bills b
                             where b.member_id = c.member_id and b.organization_id <> all (c.organization_ids))
                     or exists (select 1 from public.payments p
                                where p.member_id = c.member_id and p.organization_id <> all (c.organization_ids))
           end as "ownRowsElsewhere"
    from caller c`;
}

/**
 * The policies' own condition (own rows, national scope, or the chapters the caller administers),
 * repeated with literal values; RLS still applies. The policy's `or`s are no index condition, so a
 * chapter officer's pages scanned the whole country's bills or payments; with the chapters as
 * values, and the `or` over their own rows only when they have some elsewhere, one chapter is one
 * ordered range of bills_organization_order_idx or payments_organization_date_idx.
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
  if (scope.ownRowsElsewhere) {
    return tx`and (${organizationId} = any (${scope.organizationIds}::uuid[]) or ${memberId} = ${scope.memberId}::uuid)`;
  }
  return more.length === 0
    ? tx`and ${organizationId} = ${single}::uuid`
    : tx`and ${organizationId} = any (${scope.organizationIds}::uuid[])`;
}
