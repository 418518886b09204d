import type postgres from 'postgres';
import type { ReportPeriod } from '../../../_shared/contracts/reports.ts';

/** The report as the caller (public.financial_report keeps to the chapters with reports.view). */
export async function financialReport(tx: postgres.TransactionSql, period: ReportPeriod, date: string | undefined) {
  const [row] = await tx<{ report: unknown }[]>`
    select public.financial_report(${period}, coalesce(${date ?? null}::date, private.today())) as report`;
  return row?.report;
}
