import { Button, Menu, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { PaymentListFilter } from '../../api/dues-keys';
import { useExportPaymentsMutation, type PaymentExportFormat } from '../../api/export-payments';

/** Export every payment of the current filter as CSV or XLSX. */
export function PaymentExportMenu({
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
    const { page: _page, ...rest } = filter;
    exporter.mutate({ format, filter: rest }, { onError });
  };
  return (
    <Menu.Root onSelect={(details) => run(details.value as PaymentExportFormat)}>
      <Menu.Trigger asChild>
        <Button size="sm" variant="outline" loading={exporter.isPending}>
          {t('history.export')}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value="csv">{t('history.exportCsv')}</Menu.Item>
            <Menu.Item value="xlsx">{t('history.exportXlsx')}</Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
