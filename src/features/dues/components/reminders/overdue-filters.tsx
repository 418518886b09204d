import { Flex } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { overdueBuckets } from '@shared/contracts/reminders';
import { FilterSelect, SearchForm } from '@/components/ui/list-filters';
import type { OverdueListFilter } from '../../api/dues-keys';
import { ReminderChapterSelect } from '../reminder-chapter-select';

/**
 * Search (sent with Enter or the button), the bucket filter and, for an officer of several
 * chapters (DPW, DPP), the chapter filter.
 */
export function OverdueFilters({
  filter,
  onChange,
}: {
  filter: OverdueListFilter;
  onChange: (key: 'search' | 'bucket' | 'organization', value: string) => void;
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
      <ReminderChapterSelect
        label={t('reminders.chapterLabel')}
        value={filter.organizationId}
        first={['all', t('reminders.allChapters')]}
        onChange={(value) => onChange('organization', value)}
        width={{ base: 'full', md: '64' }}
      />
    </Flex>
  );
}
