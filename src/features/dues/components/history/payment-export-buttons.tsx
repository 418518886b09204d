import { Button, ButtonGroup } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { PaymentListFilter } from '../../api/dues-keys';
import { useExportPaymentsMutation, type PaymentExportFormat } from '../../api/export-payments';

const formats = [
  ['csv', 'history.exportCsv'],
  ['xlsx', 'history.exportXlsx'],
] as const;

/** Export every payment of the current filter as CSV or XLSX (one button each: no popup to find). */
export function PaymentExportButtons({
  filter,
  onError,
}: {
  filter: PaymentListFilter;
  onError: (error: Error | null) => void;
}) {
  const { t } = useTranslation('payments');
  const exporter = useExportPaymentsMutation();
  const run = (format: PaymentExportFormat) => {
    onError(null);
    const { search, status, method, period } = filter;
    exporter.mutate({ format, filter: { search, status, method, period } }, { onError });
  };
  return (
    <ButtonGroup size="sm" variant="outline" attached>
      {formats.map(([format, label]) => (
        <Button
          key={format}
          onClick={() => run(format)}
          loading={exporter.isPending && exporter.variables?.format === format}
        >
          {t(label)}
        </Button>
      ))}
    </ButtonGroup>
  );
}
