import type { MembershipReportQuery } from '@shared/contracts/membership-report';
import { useExportMembershipReportMutation } from '../api/export-membership-report';
import { ReportExportButtons } from '../financial/report-exports';

/** The membership report shown (its period or range, and island group) as an Excel workbook or a PDF. */
export function MembershipReportExports({ query }: { query: MembershipReportQuery }) {
  const exporter = useExportMembershipReportMutation();
  return <ReportExportButtons query={query} exporter={exporter} testId="membership-report-export" />;
}
