import { Flex } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { overdueBuckets } from '@shared/contracts/reminders';
import { FilterSelect, SearchForm } from '@/components/ui/list-filters';
import { groupChaptersByProvince } from '@/lib/chapter-groups';
import type { OverdueListFilter } from '../../api/dues-keys';
import { useReminderChaptersQuery } from '../../api/list-reminder-chapters';

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
  const chapters = useReminderChaptersQuery().data ?? [];
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
      {chapters.length > 1 && (
        <FilterSelect
          label={t('reminders.chapterLabel')}
          value={filter.organizationId}
          onChange={(value) => onChange('organization', value)}
          options={[['all', t('reminders.allChapters')]]}
          groups={groupChaptersByProvince(chapters).map((group) => ({
            label: group.province,
            options: group.chapters.map((chapter) => [chapter.id, chapter.name] as const),
          }))}
          width={{ base: 'full', md: '64' }}
        />
      )}
    </Flex>
  );
}
