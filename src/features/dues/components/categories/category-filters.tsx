import { Flex, Input } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { duesCategoryStatusFilters, type DuesCategoryStatusFilter } from '@shared/contracts/dues';
import { FilterSelect } from '@/components/ui/list-filters';

/** The categories' search (as the user types) and status filter. */
export function CategoryFilters({
  searchBox,
  status,
  onStatus,
}: {
  searchBox: { value: string; onChange: (value: string) => void };
  status: DuesCategoryStatusFilter;
  onStatus: (status: string) => void;
}) {
  const { t } = useTranslation('dues');
  return (
    <Flex gap="3" direction={{ base: 'column', md: 'row' }}>
      <Input
        flex="1"
        type="search"
        value={searchBox.value}
        onChange={(event) => searchBox.onChange(event.target.value)}
        aria-label={t('list.searchLabel')}
        placeholder={t('list.searchPlaceholder')}
      />
      <FilterSelect
        label={t('list.statusLabel')}
        value={status}
        options={duesCategoryStatusFilters.map((value) => [value, t(`list.status.${value}`)] as const)}
        onChange={onStatus}
        width={{ base: 'full', md: '56' }}
      />
    </Flex>
  );
}
