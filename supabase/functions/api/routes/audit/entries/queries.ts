import type postgres from 'postgres';
import {
  AUDIT_EXPORT_MAX_ROWS,
  type AuditFilter,
  type AuditLogEntry,
  type ListAuditEntriesQuery,
} from '../../../../_shared/contracts/audit.ts';

type Tx = postgres.TransactionSql;

/** What the viewer shows the caller (`private.audit_viewer_scope`), inside what RLS lets them read. */
export interface AuditViewerScope {
  national: boolean;
  organizationIds: string[];
}

export async function auditViewerScope(tx: Tx): Promise<AuditViewerScope> {
  const [scope] = await tx<AuditViewerScope[]>`
    select is_national as national, organization_ids as "organizationIds" from private.audit_viewer_scope()`;
  return scope ?? { national: false, organizationIds: [] };
}

/** The user ids the actor filter names (`private.audit_actor_ids`): name, email or NAP. */
async function actorIds(tx: Tx, actor: string | undefined): Promise<string[] | null> {
  const search = actor?.trim();
  if (!search) return null;
  const [row] = await tx<{ ids: string[] }[]>`select private.audit_actor_ids(${search}) as ids`;
  return row?.ids ?? [];
}

/** The filter, resolved once per request: the scope and the actor's ids as values the planner sees. */
export interface ResolvedAuditFilter extends AuditFilter {
  scope: AuditViewerScope;
  actorIds: string[] | null;
}

export async function resolveFilter(tx: Tx, filter: AuditFilter): Promise<ResolvedAuditFilter> {
  return { ...filter, scope: await auditViewerScope(tx), actorIds: await actorIds(tx, filter.actor) };
}

/** One id is an equality the (…, created_at, id) index serves in order; several, a list. */
function oneOf(tx: Tx, column: 'organization_id' | 'actor_id', values: string[]) {
  return values.length === 1
    ? tx`a.${tx(column)} = ${values[0]!}::uuid`
    : tx`a.${tx(column)} = any (${values}::uuid[])`;
}

/**
 * The filter as SQL. Every condition is a plain comparison on an indexed column whose index ends in
 * (created_at desc, id desc), so the planner reads the newest matching rows in order (keyset: the
 * rows before the cursor's) and stops after a page. The scope is written out (RLS still applies)
 * so that it, too, can use the indexes.
 */
function auditWhere(tx: Tx, filter: ResolvedAuditFilter, cursor?: string) {
  const { scope } = filter;
  return tx`where ${scope.national ? tx`true` : oneOf(tx, 'organization_id', scope.organizationIds)}
    ${filter.actorIds ? tx`and ${oneOf(tx, 'actor_id', filter.actorIds)}` : tx``}
    ${filter.action ? tx`and a.action = ${filter.action}` : tx``}
    ${filter.entity ? tx`and a.entity = ${filter.entity}` : tx``}
    ${filter.organizationId ? tx`and a.organization_id = ${filter.organizationId}::uuid` : tx``}
    ${filter.from ? tx`and a.created_at >= (${filter.from}::date)::timestamp at time zone 'Asia/Jakarta'` : tx``}
    ${filter.to ? tx`and a.created_at < (${filter.to}::date + 1)::timestamp at time zone 'Asia/Jakarta'` : tx``}
    ${
      cursor
        ? tx`and (a.created_at, a.id) < ((select c.created_at from public.audit_logs c where c.id = ${cursor}::bigint), ${cursor}::bigint)`
        : tx``
    }`;
}

/** A stored before/after that is not a row (a scalar some function recorded) is shown as `{ value }`. */
const record = (tx: Tx, column: 'before' | 'after') =>
  tx`case when a.${tx(column)} is null or jsonb_typeof(a.${tx(column)}) = 'object' then a.${tx(column)}
          else jsonb_build_object('value', a.${tx(column)}) end as ${tx(column)}`;

const entryColumns = (tx: Tx) => tx`
  a.id::text as id, to_json(a.created_at) #>> '{}' as "createdAt", a.action, a.entity, a.entity_id as "entityId",
  a.actor_id as "actorId", private.audit_actor_name(a.actor_id) as "actorName", a.actor_role as "actorRole",
  a.organization_id as "organizationId", o.name as "organizationName", ${record(tx, 'before')}, ${record(tx, 'after')}`;

/**
 * One page of `GET /audit/entries`, newest first, as a query not yet run: the handler runs it, and
 * tests/db/audit-log.test.ts runs it under EXPLAIN to prove a page reads about a page of rows.
 */
export function auditPageStatement(tx: Tx, filter: ResolvedAuditFilter, query: ListAuditEntriesQuery) {
  return tx<AuditLogEntry[]>`
    select ${entryColumns(tx)}
    from public.audit_logs a
    left join public.organizations o on o.id = a.organization_id
    ${auditWhere(tx, filter, query.cursor)}
    order by a.created_at desc, a.id desc
    limit ${query.limit + 1}`;
}

export async function listAuditEntries(tx: Tx, query: ListAuditEntriesQuery) {
  const rows = await auditPageStatement(tx, await resolveFilter(tx, query), query);
  const entries = rows.slice(0, query.limit);
  const nextCursor = rows.length > query.limit ? (entries.at(-1)?.id ?? null) : null;
  return { entries, nextCursor };
}

/** How many entries the export would write, counted no further than one past the cap. */
export async function countForExport(tx: Tx, filter: AuditFilter): Promise<number> {
  const resolved = await resolveFilter(tx, filter);
  const [row] = await tx<{ total: number }[]>`
    select count(*)::int as total
    from (select 1 from public.audit_logs a ${auditWhere(tx, resolved)} limit ${AUDIT_EXPORT_MAX_ROWS + 1}) capped`;
  return row?.total ?? 0;
}

/** Every entry of the filter, newest first, in batches (the export streams them). */
export async function* exportRows(tx: Tx, filter: AuditFilter): AsyncIterable<AuditLogEntry[]> {
  const rows = tx<AuditLogEntry[]>`
    select ${entryColumns(tx)}
    from public.audit_logs a
    left join public.organizations o on o.id = a.organization_id
    ${auditWhere(tx, await resolveFilter(tx, filter))}
    order by a.created_at desc, a.id desc
    limit ${AUDIT_EXPORT_MAX_ROWS}`;
  for await (const batch of rows.cursor(500)) yield batch;
}
