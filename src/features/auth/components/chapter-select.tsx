import { Button, Field, HStack, NativeSelect, Text } from '@chakra-ui/react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useChaptersQuery } from '../api/list-chapters';

export interface ChapterSelectProps {
  value: string;
  onChange(value: string): void;
  error?: string;
  ref?: Ref<HTMLSelectElement>;
}

/**
 * The DPC a person registers with, grouped by province. A native select with <optgroup>s: every
 * browser and screen reader knows it, typing a letter jumps to a chapter, and it works on phones.
 */
export function ChapterSelect({ value, onChange, error, ref }: ChapterSelectProps) {
  const { t } = useTranslation('auth');
  const chapters = useChaptersQuery();

  return (
    <Field.Root invalid={!!error || chapters.isError} required>
      <Field.Label>{t('register.chapter')}</Field.Label>
      <NativeSelect.Root disabled={!chapters.isSuccess}>
        <NativeSelect.Field
          ref={ref}
          name="organizationId"
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
        >
          <option value="">
            {chapters.isPending ? t('register.chaptersLoading') : t('register.chapterPlaceholder')}
          </option>
          {chapters.data?.map((group) => (
            <optgroup key={group.province} label={group.province}>
              {group.chapters.map((chapter) => (
                <option key={chapter.id} value={chapter.id}>
                  {chapter.name}
                </option>
              ))}
            </optgroup>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {chapters.isError ? (
        <Field.ErrorText asChild>
          <HStack gap="3">
            <Text>{t('register.chaptersError')}</Text>
            <Button type="button" size="xs" variant="outline" onClick={() => void chapters.refetch()}>
              {t('common.retry')}
            </Button>
          </HStack>
        </Field.ErrorText>
      ) : error ? (
        <Field.ErrorText>{error}</Field.ErrorText>
      ) : (
        <Field.HelperText>{t('register.chapterHelp')}</Field.HelperText>
      )}
    </Field.Root>
  );
}
