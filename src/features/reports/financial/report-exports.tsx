import { Button, Stack, Wrap } from '@chakra-ui/react';
import type { ReportExportFormat, ReportPeriod } from '@shared/contracts/reports';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { useExportFinancialReportMutation } from '../api/export-financial-report';

const formats = [
  ['xlsx', 'exports.xlsx'],
  ['pdf', 'exports.pdf'],
] as const satisfies readonly (readonly [ReportExportFormat, string])[];

/**
 * The report's period as an Excel workbook or a PDF (one button each). While a file is prepared its
 * button shows the progress and both wait; a failure says so in Indonesian, with the server's reason.
 */
export function FinancialReportExports({ period, date }: { period: ReportPeriod; date?: string }) {
  const { t } = useTranslation('reports');
  const exporter = useExportFinancialReportMutation();
  return (
    <Stack gap="3" align="stretch">
      <Wrap role="group" aria-label={t('exports.label')} gap="2">
        {formats.map(([format, label]) => (
          <Button
            key={format}
            size="sm"
            variant="outline"
            onClick={() => exporter.mutate({ period, date, format })}
            loading={exporter.isPending && exporter.variables?.format === format}
            loadingText={t('exports.busy')}
            disabled={exporter.isPending}
            data-testid={`financial-report-export-${format}`}
          >
            {t(label)}
          </Button>
        ))}
      </Wrap>
      <ApiErrorAlert title={t('exports.failed')} error={exporter.error} testId="financial-report-export-error" />
    </Stack>
  );
}
