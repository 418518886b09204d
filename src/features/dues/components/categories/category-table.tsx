import { Badge, Button, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { DuesCategory } from '@shared/contracts/dues';
import { DataTable, type TableQueryState } from '@/components/list/data-table';
import { FilteredListEmpty } from '@/components/ui/list-filters';
import { formatDate, formatIdr } from '@/lib/format';

export type CategoryAction = 'edit' | 'toggle' | 'delete';

/** The categories' table: skeleton rows while loading, why it is empty, and each row's actions. */
export function CategoryTable({
  rows,
  filtered,
  canManage,
  onAction,
  onAdd,
  onClear,
  ...state
}: TableQueryState & {
  rows: DuesCategory[];
  filtered: boolean;
  canManage: boolean;
  onAction: (action: CategoryAction, category: DuesCategory) => void;
  onAdd: () => void;
  onClear: () => void;
}) {
  const { t } = useTranslation('dues');
  return (
    <DataTable
      columns={[
        {
          key: 'name',
          card: 'primary',
          cell: (row) => (
            <>
              <Text fontWeight="semibold">{row.name}</Text>
              {row.description && (
                <Text fontSize="xs" color="fg.muted">
                  {row.description}
                </Text>
              )}
            </>
          ),
        },
        { key: 'amount', numeric: true, nowrap: true, cell: (row) => formatIdr(row.amount) },
        { key: 'period', cell: (row) => t(`period.${row.period}`) },
        {
          key: 'status',
          cell: (row) => (
            <Badge colorPalette={row.isActive ? 'green' : 'gray'} variant="subtle">
              {t(row.isActive ? 'status.active' : 'status.inactive')}
            </Badge>
          ),
        },
        { key: 'lastUpdated', nowrap: true, cell: (row) => formatDate(row.lastUpdated) },
        {
          key: 'actions',
          card: 'action',
          header: canManage ? t('list.columns.actions') : null,
          cell: (row) => canManage && <CategoryActions row={row} onAction={onAction} />,
        },
      ]}
      header={(key) => t(`list.columns.${key}`)}
      rows={rows}
      rowKey={(row) => row.id}
      label={t('list.tableLabel')}
      testIdPrefix="dues-category"
      empty={
        <FilteredListEmpty
          filtered={filtered}
          title={t(filtered ? 'list.emptyFiltered' : 'list.empty')}
          hint={t(filtered ? 'list.emptyFilteredHint' : canManage ? 'list.emptyHint' : 'list.emptyReadOnly')}
          clearText={t('list.clearFilters')}
          onClear={onClear}
        >
          {!filtered && canManage && (
            <Button size="sm" onClick={onAdd}>
              {t('actions.add')}
            </Button>
          )}
        </FilteredListEmpty>
      }
      {...state}
      errorTitle={t('list.error')}
      errorTestId="dues-error"
    />
  );
}

function CategoryActions({
  row,
  onAction,
}: {
  row: DuesCategory;
  onAction: (action: CategoryAction, category: DuesCategory) => void;
}) {
  const { t } = useTranslation('dues');
  return (
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
  );
}
