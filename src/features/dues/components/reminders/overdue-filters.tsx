import { Flex } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { overdueBuckets } from '@shared/contracts/reminders';
import { FilterSelect, SearchForm } from '@/components/ui/list-filters';
import type { OverdueListFilter } from '../../api/dues-keys';

/** Search (sent with Enter or the button) and the bucket filter. */
export function OverdueFilters({
  filter,
  onChange,
}: {
  filter: OverdueListFilter;
  onChange: (key: 'search' | 'bucket', value: string) => void;
}) {
  const { t } = useTranslation('dues');
  return (
    <Flex gap="3" direction={{ base: 'column', md: 'row' }}>
      <SearchForm
        value={filter.search}
        onSearch={(term) => onChange('search', term)}
        label={t('reminders.searchLabel')}
        placeholder={t('reminders.searchPlaceholder')}
        submitText={t('reminders.search')}
      />
      <FilterSelect
        label={t('reminders.bucketLabel')}
        value={filter.bucket}
        onChange={(value) => onChange('bucket', value)}
        options={[
          ['all', t('reminders.allBuckets')],
          ...overdueBuckets.map((bucket) => [bucket, t(`reminders.buckets.${bucket}`)] as const),
        ]}
        width={{ base: 'full', md: '56' }}
      />
    </Flex>
  );
}
