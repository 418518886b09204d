import { Button, Field, HStack, NativeSelect, Text } from '@chakra-ui/react';
import type { Ref } from 'react';
import type { ChapterGroup } from '@/lib/chapter-groups';

interface ChapterOption {
  id: string;
  name: string;
}

export interface ChapterSelectFieldProps {
  value: string;
  onChange(value: string): void;
  /** The chapters by province; one chapter alone is shown without a group or placeholder. */
  groups: ChapterGroup[];
  status: 'pending' | 'error' | 'success';
  onRetry(): void;
  error?: string;
  ref?: Ref<HTMLSelectElement>;
  /** A "*" after the label, for forms that mark their required fields. */
  requiredIndicator?: boolean;
  texts: { label: string; placeholder: string; loading: string; loadError: string; retry: string; help: string };
}

/**
 * A required DPC field grouped by province. A native select with <optgroup>s: every browser and
 * screen reader knows it, typing a letter jumps to a chapter, and it works on phones.
 */
export function ChapterSelectField({
  value,
  onChange,
  groups,
  status,
  onRetry,
  error,
  ref,
  requiredIndicator = false,
  texts,
}: ChapterSelectFieldProps) {
  const onlyChapter = groups.length === 1 && groups[0]!.chapters.length === 1 ? groups[0]!.chapters[0] : undefined;
  const option = (chapter: ChapterOption) => (
    <option key={chapter.id} value={chapter.id}>
      {chapter.name}
    </option>
  );

  return (
    <Field.Root invalid={!!error || status === 'error'} required>
      <Field.Label>
        {texts.label}
        {requiredIndicator && <Field.RequiredIndicator />}
      </Field.Label>
      <NativeSelect.Root disabled={status !== 'success'}>
        <NativeSelect.Field
          ref={ref}
          name="organizationId"
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
        >
          {onlyChapter ? (
            option(onlyChapter)
          ) : (
            <>
              <option value="">{status === 'pending' ? texts.loading : texts.placeholder}</option>
              {groups.map((group) => (
                <optgroup key={group.province} label={group.province}>
                  {group.chapters.map(option)}
                </optgroup>
              ))}
            </>
          )}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {status === 'error' ? (
        <Field.ErrorText asChild>
          <HStack gap="3">
            <Text>{texts.loadError}</Text>
            <Button type="button" size="xs" variant="outline" onClick={onRetry}>
              {texts.retry}
            </Button>
          </HStack>
        </Field.ErrorText>
      ) : error ? (
        <Field.ErrorText>{error}</Field.ErrorText>
      ) : (
        <Field.HelperText>{texts.help}</Field.HelperText>
      )}
    </Field.Root>
  );
}
