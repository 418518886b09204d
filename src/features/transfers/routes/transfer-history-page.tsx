import { Button, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TransferHistoryItem } from '@shared/contracts/transfers';
import { paymentPeriodFilters } from '@shared/contracts/payments';
import { ListPage } from '@/components/list/list-page';
import { choice, useListPage } from '@/lib/use-list-page';
import { useExportTransferHistoryMutation } from '../api/export-transfer-history';
import { useTransferHistoryQuery } from '../api/list-transfer-history';
import { ListControls } from '../components/list-controls';
import { HistoryDetailDialog } from '../components/history/history-detail-dialog';
import { HistoryTable } from '../components/history/history-table';
import { LoadFailure } from '../components/transfer-parts';
import { useLastLoaded } from '../hooks/use-last-loaded';

/** A decided request was completed or rejected. */
const historyStatuses = ['completed', 'rejected'] as const;
const listFilters = {
  status: choice(['all', ...historyStatuses] as const, 'all'),
  period: choice(paymentPeriodFilters, 'all'),
};

/** Riwayat Mutasi (spec §2): completed and rejected transfers in scope, with the export. */
export default function TransferHistoryPage() {
  const { t } = useTranslation('transfers');
  const list = useListPage(listFilters);
  const filter = { search: list.search, ...list.values, page: list.page };
  const query = useTransferHistoryQuery(filter);
  const { data, offline, failed } = useLastLoaded(`history:${JSON.stringify(filter)}`, query);
  const exporting = useExportTransferHistoryMutation();
  const [selected, setSelected] = useState<TransferHistoryItem | null>(null);
  const { page: _page, ...exportFilter } = filter;

  return (
    <ListPage
      title={t('history.title')}
      subtitle={t('history.subtitle')}
      actions={(['csv', 'xlsx'] as const).map((format) => (
        <Button
          key={format}
          variant="outline"
          loading={exporting.isPending && exporting.variables?.format === format}
          onClick={() => exporting.mutate({ format, filter: exportFilter })}
        >
          {t('history.export', { format: format.toUpperCase() })}
        </Button>
      ))}
      pager={{
        info: data?.pagination,
        label: t('history.paginationLabel'),
        summary: (figures) => t('history.pagination', figures),
        buttons: list.pager,
        severalPagesOnly: true,
      }}
      dialogs={<HistoryDetailDialog item={selected} onClose={() => setSelected(null)} />}
    >
      {exporting.error && (
        <Text color="red.fg" role="alert">
          {exporting.error.message}
        </Text>
      )}
      <LoadFailure offline={offline} failed={failed} onRetry={() => void query.refetch()} />
      <ListControls
        list={list}
        statuses={historyStatuses}
        selects={[
          {
            label: t('history.periodFilter'),
            value: filter.period,
            options: paymentPeriodFilters.map((p): [string, string] => [p, t(`period.${p}`)]),
            onChange: (period) => list.setFilter('period', period),
          },
        ]}
        query={query}
      />
      {data && <HistoryTable history={data.history} onSelect={setSelected} />}
    </ListPage>
  );
}
