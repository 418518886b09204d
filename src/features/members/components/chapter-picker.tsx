import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { ChapterSelectField } from '@/components/ui/chapter-select-field';
import { groupChaptersByProvince } from '@/lib/chapter-groups';
import { useCreatableChaptersQuery } from '../api/list-chapters';

/** The DPC a new member joins: only the DPCs in which the officer may add members. */
export function ChapterPicker(props: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  ref?: Ref<HTMLSelectElement>;
}) {
  const { t } = useTranslation('members');
  const chapters = useCreatableChaptersQuery();
  const count = chapters.data?.length ?? 0;
  return (
    <ChapterSelectField
      {...props}
      groups={groupChaptersByProvince(chapters.data ?? [])}
      status={chapters.status}
      onRetry={() => void chapters.refetch()}
      requiredIndicator
      texts={{
        label: t('form.chapter'),
        placeholder: t('form.chapterPlaceholder'),
        loading: t('form.chaptersLoading'),
        loadError: t('form.chaptersError'),
        retry: t('list.retry'),
        help: count === 1 ? t('form.chapterOwn') : t('form.chapterHelp', { count }),
      }}
    />
  );
}
