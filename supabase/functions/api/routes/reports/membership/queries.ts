import type postgres from 'postgres';
import type { MembershipReportQuery } from '../../../../_shared/contracts/membership-report.ts';

/** The report as the caller (public.membership_report keeps to the chapters with reports.view). */
export async function membershipReport(tx: postgres.TransactionSql, query: MembershipReportQuery) {
  const [row] = await tx<{ report: unknown }[]>`
    select public.membership_report(${query.period ?? 'month'}, coalesce(${query.date ?? null}::date, private.today()),
                                    ${query.from ?? null}::date, ${query.to ?? null}::date, ${query.region ?? null})
      as report`;
  return row?.report;
}
