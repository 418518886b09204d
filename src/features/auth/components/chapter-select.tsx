import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { ChapterSelectField } from '@/components/ui/chapter-select-field';
import { useChaptersQuery } from '../api/list-chapters';

export interface ChapterSelectProps {
  value: string;
  onChange(value: string): void;
  error?: string;
  ref?: Ref<HTMLSelectElement>;
}

/** The DPC a person registers with: every chapter, grouped by province. */
export function ChapterSelect(props: ChapterSelectProps) {
  const { t } = useTranslation('auth');
  const chapters = useChaptersQuery();
  return (
    <ChapterSelectField
      {...props}
      groups={chapters.data ?? []}
      status={chapters.status}
      onRetry={() => void chapters.refetch()}
      texts={{
        label: t('register.chapter'),
        placeholder: t('register.chapterPlaceholder'),
        loading: t('register.chaptersLoading'),
        loadError: t('register.chaptersError'),
        retry: t('common.retry'),
        help: t('register.chapterHelp'),
      }}
    />
  );
}
