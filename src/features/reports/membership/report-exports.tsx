import type { MembershipReportQuery } from '@shared/contracts/membership-report';
import { useExportMembershipReportMutation } from '../api/export-membership-report';
import { ReportExportButtons } from '../financial/report-exports';

/**
 * The membership report shown (its period or range, and island group) as an Excel workbook or a
 * PDF. The shared buttons pass a month-quarter-year period; this report's own query replaces it.
 */
export function MembershipReportExports({ query }: { query: MembershipReportQuery }) {
  const mutation = useExportMembershipReportMutation();
  const exporter = {
    mutate: ({ format }: { format: 'xlsx' | 'pdf' }) => mutation.mutate({ ...query, format }),
    isPending: mutation.isPending,
    variables: mutation.variables,
    error: mutation.error,
  };
  return <ReportExportButtons period="month" exporter={exporter} testId="membership-report-export" />;
}
