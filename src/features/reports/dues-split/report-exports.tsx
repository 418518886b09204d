import type { ReportPeriod } from '@shared/contracts/reports';
import { useExportDuesSplitReportMutation } from '../api/export-dues-split-report';
import { ReportExportButtons } from '../financial/report-exports';

/** The dues split report's period as an Excel workbook or a PDF. */
export function DuesSplitReportExports({ period, date }: { period: ReportPeriod; date?: string }) {
  const exporter = useExportDuesSplitReportMutation();
  return <ReportExportButtons query={{ period, date }} exporter={exporter} testId="dues-split-report-export" />;
}
