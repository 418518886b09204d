import { Button, Field, HStack, NativeSelect, Text } from '@chakra-ui/react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { byProvince, useCreatableChaptersQuery } from '../api/list-chapters';

/**
 * The DPC a new member joins: only the DPCs in which the officer may add members, grouped by
 * province (a native select with optgroups: type-ahead and screen readers work, also on phones).
 */
export function ChapterPicker({
  value,
  onChange,
  error,
  ref,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  ref?: Ref<HTMLSelectElement>;
}) {
  const { t } = useTranslation('members');
  const chapters = useCreatableChaptersQuery();
  const groups = byProvince(chapters.data ?? []);
  const single = chapters.data?.length === 1;

  return (
    <Field.Root invalid={!!error || chapters.isError} required>
      <Field.Label>
        {t('form.chapter')}
        <Field.RequiredIndicator />
      </Field.Label>
      <NativeSelect.Root disabled={!chapters.isSuccess}>
        <NativeSelect.Field
          ref={ref}
          name="organizationId"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          data-testid="chapter-picker"
        >
          {!single && (
            <option value="">{chapters.isPending ? t('form.chaptersLoading') : t('form.chapterPlaceholder')}</option>
          )}
          {single
            ? chapters.data?.map((chapter) => (
                <option key={chapter.id} value={chapter.id}>
                  {chapter.name}
                </option>
              ))
            : groups.map((group) => (
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
            <Text>{t('form.chaptersError')}</Text>
            <Button type="button" size="xs" variant="outline" onClick={() => void chapters.refetch()}>
              {t('list.retry')}
            </Button>
          </HStack>
        </Field.ErrorText>
      ) : error ? (
        <Field.ErrorText>{error}</Field.ErrorText>
      ) : (
        <Field.HelperText>
          {single ? t('form.chapterOwn') : t('form.chapterHelp', { count: chapters.data?.length ?? 0 })}
        </Field.HelperText>
      )}
    </Field.Root>
  );
}
