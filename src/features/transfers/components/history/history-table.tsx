import { useTranslation } from 'react-i18next';
import type { TransferHistoryItem } from '@shared/contracts/transfers';
import { formatDate } from '../transfer-parts';
import { TransferTable } from '../transfer-table';

/** The decided requests, one row each, with a button to their detail. */
export function HistoryTable({
  history,
  onSelect,
}: {
  history: TransferHistoryItem[];
  onSelect: (item: TransferHistoryItem) => void;
}) {
  const { t } = useTranslation('transfers');
  return (
    <TransferTable
      section="history"
      rows={history}
      route={(item) => ({ from: item.fromLocation, to: item.toLocation })}
      dated={[
        { key: 'requested', header: t('history.columns.requested'), cell: (item) => formatDate(item.requestDate) },
        { key: 'completed', header: t('history.columns.completed'), cell: (item) => formatDate(item.completedDate) },
      ]}
      onSelect={onSelect}
    />
  );
}
