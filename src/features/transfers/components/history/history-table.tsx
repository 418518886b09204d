import { Button, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { TransferHistoryItem } from '@shared/contracts/transfers';
import { formatNap } from '@shared/identifiers';
import { formatDate, Route, TransferStatusBadge } from '../transfer-parts';

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
    <Table.ScrollArea borderWidth="1px" borderRadius="lg">
      <Table.Root size="sm" data-testid="transfer-history">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('history.columns.member')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('history.columns.transfer')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('history.columns.requested')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('history.columns.completed')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('history.columns.status')}</Table.ColumnHeader>
            <Table.ColumnHeader>
              <Text srOnly>{t('shared.actions')}</Text>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {history.map((item) => (
            <Table.Row key={item.id}>
              <Table.Cell>
                <Text fontWeight="medium">{item.memberName}</Text>
                <Text color="fg.muted" fontSize="xs">
                  {formatNap(item.memberNAP) ?? '–'}
                </Text>
              </Table.Cell>
              <Table.Cell>
                <Route from={item.fromLocation} to={item.toLocation} />
              </Table.Cell>
              <Table.Cell>{formatDate(item.requestDate)}</Table.Cell>
              <Table.Cell>{formatDate(item.completedDate)}</Table.Cell>
              <Table.Cell>
                <TransferStatusBadge status={item.status} />
              </Table.Cell>
              <Table.Cell>
                <Button size="xs" variant="outline" onClick={() => onSelect(item)}>
                  {t('shared.detail')}
                </Button>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
