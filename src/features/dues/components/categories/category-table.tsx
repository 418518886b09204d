import { Badge, Box, Button, HStack, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { DuesCategory } from '@shared/contracts/dues';
import { formatDate, formatIdr } from '@/lib/format';

const COLUMNS = 6;

export type CategoryAction = 'edit' | 'toggle' | 'delete';

/** The categories' table: skeleton rows while loading, why it is empty, and each row's actions. */
export function CategoryTable({
  rows,
  loading,
  fetching,
  filtered,
  canManage,
  onAction,
  onAdd,
  onClear,
}: {
  rows: DuesCategory[];
  loading: boolean;
  fetching: boolean;
  filtered: boolean;
  canManage: boolean;
  onAction: (action: CategoryAction, category: DuesCategory) => void;
  onAdd: () => void;
  onClear: () => void;
}) {
  const { t } = useTranslation('dues');
  return (
    <Box bg="bg.panel" borderWidth="1px" borderRadius="lg" overflowX="auto" aria-busy={fetching}>
      <Table.Root size="sm" aria-label={t('list.tableLabel')} data-testid="dues-category-table">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('list.columns.name')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('list.columns.amount')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('list.columns.period')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('list.columns.status')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('list.columns.lastUpdated')}</Table.ColumnHeader>
            <Table.ColumnHeader>{canManage ? t('list.columns.actions') : null}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {loading ? (
            Array.from({ length: 4 }, (_, index) => (
              <Table.Row key={index}>
                <Table.Cell colSpan={COLUMNS}>
                  <Skeleton height="6" />
                </Table.Cell>
              </Table.Row>
            ))
          ) : rows.length === 0 ? (
            <Table.Row>
              <Table.Cell colSpan={COLUMNS} textAlign="center" paddingY="10" data-testid="dues-category-empty">
                <Stack gap="3" align="center">
                  <Text fontWeight="semibold">{t(filtered ? 'list.emptyFiltered' : 'list.empty')}</Text>
                  <Text color="fg.muted" fontSize="sm">
                    {t(filtered ? 'list.emptyFilteredHint' : canManage ? 'list.emptyHint' : 'list.emptyReadOnly')}
                  </Text>
                  {filtered ? (
                    <Button size="sm" variant="outline" onClick={onClear}>
                      {t('list.clearFilters')}
                    </Button>
                  ) : (
                    canManage && (
                      <Button size="sm" onClick={onAdd}>
                        {t('actions.add')}
                      </Button>
                    )
                  )}
                </Stack>
              </Table.Cell>
            </Table.Row>
          ) : (
            rows.map((row) => <CategoryRow key={row.id} row={row} canManage={canManage} onAction={onAction} />)
          )}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

function CategoryRow({
  row,
  canManage,
  onAction,
}: {
  row: DuesCategory;
  canManage: boolean;
  onAction: (action: CategoryAction, category: DuesCategory) => void;
}) {
  const { t } = useTranslation('dues');
  return (
    <Table.Row data-testid="dues-category-row">
      <Table.Cell>
        <Text fontWeight="semibold">{row.name}</Text>
        {row.description && (
          <Text fontSize="xs" color="fg.muted">
            {row.description}
          </Text>
        )}
      </Table.Cell>
      <Table.Cell textAlign="end" whiteSpace="nowrap">
        {formatIdr(row.amount)}
      </Table.Cell>
      <Table.Cell>{t(`period.${row.period}`)}</Table.Cell>
      <Table.Cell>
        <Badge colorPalette={row.isActive ? 'green' : 'gray'} variant="subtle">
          {t(row.isActive ? 'status.active' : 'status.inactive')}
        </Badge>
      </Table.Cell>
      <Table.Cell whiteSpace="nowrap">{formatDate(row.lastUpdated)}</Table.Cell>
      <Table.Cell>
        {canManage && (
          <HStack gap="1">
            <Button
              size="xs"
              variant="ghost"
              onClick={() => onAction('edit', row)}
              aria-label={t('actions.editOf', { name: row.name })}
            >
              {t('actions.edit')}
            </Button>
            <Button
              size="xs"
              variant="ghost"
              onClick={() => onAction('toggle', row)}
              aria-label={t(row.isActive ? 'actions.deactivateOf' : 'actions.activateOf', { name: row.name })}
            >
              {t(row.isActive ? 'actions.deactivate' : 'actions.activate')}
            </Button>
            <Button
              size="xs"
              variant="ghost"
              colorPalette="red"
              onClick={() => onAction('delete', row)}
              aria-label={t('actions.deleteOf', { name: row.name })}
            >
              {t('actions.delete')}
            </Button>
          </HStack>
        )}
      </Table.Cell>
    </Table.Row>
  );
}
