import { Button, Flex, Input, NativeSelect } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { TransferStatus } from '@shared/contracts/transfers';

type Select = { label: string; value: string; options: [string, string][]; onChange: (value: string) => void };

/**
 * Search (applied on Enter or after a pause), the status filter ("Semua status" and `statuses`),
 * further select filters, and a refresh of the list's query.
 */
export function ListControls({
  list,
  statuses,
  selects = [],
  query,
}: {
  /** The list's useListPage. */
  list: {
    searchBox: { value: string; onChange: (value: string) => void; submit: () => void };
    values: { status: string };
    setFilter: (key: 'status', value: string) => void;
  };
  statuses: readonly TransferStatus[];
  selects?: Select[];
  query: { refetch: () => unknown; isFetching: boolean };
}) {
  const { t } = useTranslation('transfers');
  const { searchBox } = list;
  const status: Select = {
    label: t('shared.statusFilter'),
    value: list.values.status,
    options: [['all', t('shared.allStatuses')], ...statuses.map((s): [string, string] => [s, t(`status.${s}`)])],
    onChange: (value) => list.setFilter('status', value),
  };
  return (
    <Flex gap="3" wrap="wrap" align="center">
      <Input
        aria-label={t('shared.searchLabel')}
        placeholder={t('shared.searchLabel')}
        maxW="sm"
        value={searchBox.value}
        onChange={(event) => searchBox.onChange(event.currentTarget.value)}
        onKeyDown={(event) => event.key === 'Enter' && searchBox.submit()}
      />
      {[status, ...selects].map((select) => (
        <NativeSelect.Root key={select.label} maxW="xs">
          <NativeSelect.Field
            aria-label={select.label}
            value={select.value}
            onChange={(event) => select.onChange(event.currentTarget.value)}
          >
            {select.options.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      ))}
      <Button variant="outline" onClick={() => void query.refetch()} loading={query.isFetching}>
        {t('shared.refresh')}
      </Button>
    </Flex>
  );
}
