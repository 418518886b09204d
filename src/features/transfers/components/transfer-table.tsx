import { Button, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { TransferStatus } from '@shared/contracts/transfers';
import { formatNap } from '@shared/identifiers';
import { DataTable, type DataColumn } from '@/components/list/data-table';
import { Route, TransferStatusBadge } from './transfer-parts';

/** What every listed transfer has: who moves, from where to where, and its status. */
interface TransferRow {
  id: string;
  memberName: string;
  memberNAP: string | null;
  status: TransferStatus;
}

/**
 * A list of transfers (the requests, the decided ones): the member, the move, the list's own
 * columns (dates, documents), the status and a button to the detail. Shown once the list has
 * loaded (the browser tests check the list, not its loading state); empty, it says so.
 */
export function TransferTable<Row extends TransferRow>({
  section,
  rows,
  route,
  dated,
  emptyTestId,
  onSelect,
}: {
  /** Whose texts (headers, the empty list) and test id (`transfer-<section>`) the table takes. */
  section: 'requests' | 'history';
  rows: readonly Row[];
  route: (row: Row) => { from: string; to: string };
  /** The columns between the move and the status. */
  dated: DataColumn<Row>[];
  emptyTestId?: string;
  onSelect: (row: Row) => void;
}) {
  const { t } = useTranslation('transfers');
  return (
    <DataTable
      columns={[
        {
          key: 'member',
          card: 'primary',
          header: t(`${section}.columns.member`),
          cell: (row) => (
            <>
              <Text fontWeight="medium">{row.memberName}</Text>
              <Text color="fg.muted" fontSize="xs">
                {formatNap(row.memberNAP) ?? '–'}
              </Text>
            </>
          ),
        },
        { key: 'transfer', header: t(`${section}.columns.transfer`), cell: (row) => <Route {...route(row)} /> },
        ...dated,
        {
          key: 'status',
          header: t(`${section}.columns.status`),
          cell: (row) => <TransferStatusBadge status={row.status} />,
        },
        {
          key: 'actions',
          card: 'action',
          header: <Text srOnly>{t('shared.actions')}</Text>,
          cell: (row) => (
            <Button size="xs" variant="outline" onClick={() => onSelect(row)}>
              {t('shared.detail')}
            </Button>
          ),
        },
      ]}
      rows={rows}
      rowKey={(row) => row.id}
      testId={`transfer-${section}`}
      empty={<Text color="fg.muted">{t(`${section}.empty`)}</Text>}
      emptyTestId={emptyTestId}
    />
  );
}
