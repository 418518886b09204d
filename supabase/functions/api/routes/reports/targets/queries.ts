import type postgres from 'postgres';

export interface TargetsRow {
  organizationId: string;
  organizationName: string;
  level: 'DPP' | 'DPW' | 'DPC';
  year: number;
  amounts: (number | null)[];
  canEdit: boolean;
  visible: boolean;
}

/**
 * A chapter's targets of a year as the caller reads them (revenue_targets_select: reports.view in
 * the chapter), whether the caller sees the chapter's reports at all, and may set them (dues.bill).
 * No row for an organization that does not exist.
 */
export async function targets(
  tx: postgres.TransactionSql,
  organizationId: string,
  year: number,
): Promise<TargetsRow | undefined> {
  const [row] = await tx<TargetsRow[]>`
    select o.id as "organizationId", o.name as "organizationName", o.level, ${year}::int as year,
           (select jsonb_agg(t.amount order by m.month)
            from generate_series(1, 12) m (month)
            left join public.revenue_targets t
              on t.organization_id = o.id and t.year = ${year} and t.month = m.month) as amounts,
           o.id = any (coalesce(private.organization_ids_with_permission('dues.bill'), '{}')) as "canEdit",
           o.id = any (coalesce(private.organization_ids_with_permission('reports.view'), '{}')) as visible
    from public.organizations o
    where o.id = ${organizationId}`;
  return row;
}

/** The caller's highest chapter with reports.view (a DPC officer's DPC, a DPW officer's DPW, the DPP). */
export async function ownOrganizationId(tx: postgres.TransactionSql): Promise<string | undefined> {
  const [row] = await tx<{ id: string }[]>`
    select o.id from public.organizations o
    where o.id = any (coalesce(private.organization_ids_with_permission('reports.view'), '{}'))
    order by o.level, o.name
    limit 1`;
  return row?.id;
}

/** `public.set_revenue_targets`: dues.bill in the chapter (42501), the year and amounts checked (22023). */
export async function setTargets(
  tx: postgres.TransactionSql,
  organizationId: string,
  year: number,
  amounts: (number | null)[],
) {
  await tx`select 1 from public.set_revenue_targets(${organizationId}, ${year}, ${amounts}::bigint[])`;
}
