import type postgres from 'postgres';
import type { ReportPeriod } from '../../../../_shared/contracts/reports.ts';

/** The report as the caller (public.dues_split_report keeps to the chapters with reports.view). */
export async function duesSplitReport(tx: postgres.TransactionSql, period: ReportPeriod, date: string | undefined) {
  const [row] = await tx<{ report: unknown }[]>`
    select public.dues_split_report(${period}, coalesce(${date ?? null}::date, private.today())) as report`;
  return row?.report;
}
