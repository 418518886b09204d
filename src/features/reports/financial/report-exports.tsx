import { Button, Stack, Wrap } from '@chakra-ui/react';
import type { ReportExportFormat, ReportPeriod } from '@shared/contracts/reports';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { useExportFinancialReportMutation } from '../api/export-financial-report';

const formats = [
  ['xlsx', 'exports.xlsx'],
  ['pdf', 'exports.pdf'],
] as const satisfies readonly (readonly [ReportExportFormat, string])[];

/** A report's export mutation, as the buttons need it: its query (what the page shows) and a format. */
interface ReportExporter<Q> {
  mutate: (request: Q & { format: ReportExportFormat }) => void;
  isPending: boolean;
  variables?: { format: ReportExportFormat };
  error: Error | null;
}

/**
 * A report's period as an Excel workbook or a PDF (one button each). While a file is prepared its
 * button shows the progress and both wait; a failure says so in Indonesian, with the server's reason.
 */
export function ReportExportButtons<Q extends object>({
  query,
  exporter,
  testId,
}: {
  /** The report's query as the page shows it (period, date, range, region, …). */
  query: Q;
  exporter: ReportExporter<Q>;
  /** `financial-report-export`: the buttons are `…-xlsx` and `…-pdf`, the failure `…-error`. */
  testId: string;
}) {
  const { t } = useTranslation('reports');
  return (
    <Stack gap="3" align="stretch">
      <Wrap role="group" aria-label={t('exports.label')} gap="2">
        {formats.map(([format, label]) => (
          <Button
            key={format}
            size="sm"
            variant="outline"
            onClick={() => exporter.mutate({ ...query, format })}
            loading={exporter.isPending && exporter.variables?.format === format}
            loadingText={t('exports.busy')}
            disabled={exporter.isPending}
            data-testid={`${testId}-${format}`}
          >
            {t(label)}
          </Button>
        ))}
      </Wrap>
      <ApiErrorAlert title={t('exports.failed')} error={exporter.error} testId={`${testId}-error`} />
    </Stack>
  );
}

/** The financial report's export buttons. */
export function FinancialReportExports({ period, date }: { period: ReportPeriod; date?: string }) {
  const exporter = useExportFinancialReportMutation();
  return <ReportExportButtons query={{ period, date }} exporter={exporter} testId="financial-report-export" />;
}
