import type postgres from 'postgres';
import type { ReportPeriod } from '../../../_shared/contracts/reports.ts';

/** The report as the caller (public.financial_report keeps to the chapters with reports.view). */
export async function financialReport(tx: postgres.TransactionSql, period: ReportPeriod, date: string | undefined) {
  const [row] = await tx<{ report: unknown }[]>`
    select public.financial_report(${period}, coalesce(${date ?? null}::date, private.today())) as report`;
  return row?.report;
}

/**
 * Whose figures the report holds, in words: the organizations where the caller holds reports.view
 * that are not below another of them ("DPC Kota Bandung", "DPW Jawa Barat", "DPP Dewan Pengurus Pusat").
 */
export async function reportScope(tx: postgres.TransactionSql): Promise<string[]> {
  const rows = await tx<{ label: string }[]>`
    with scope as (select unnest(private.organization_ids_with_permission('reports.view')) as id)
    select o.level || ' ' || o.name as label
    from public.organizations o join scope s on s.id = o.id
    where o.parent_id is null or o.parent_id not in (select id from scope)
    order by o.level, o.name`;
  return rows.map((row) => row.label);
}
