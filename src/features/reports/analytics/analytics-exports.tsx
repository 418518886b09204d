import type { AnalyticsWindow } from '@shared/contracts/analytics';
import { useExportAnalyticsMutation } from '../api/export-analytics';
import { ReportExportButtons } from '../financial/report-exports';

/** The trend view's window as an Excel workbook or a PDF. */
export function AnalyticsExports({ months }: { months: AnalyticsWindow }) {
  const exporter = useExportAnalyticsMutation();
  return <ReportExportButtons query={{ months }} exporter={exporter} testId="analytics-export" />;
}
