import type { ConditionalValue } from '@chakra-ui/react';
import { FilterSelect } from '@/components/ui/list-filters';
import { groupChaptersByProvince } from '@/lib/chapter-groups';
import { useReminderChaptersQuery } from '../api/list-reminder-chapters';

/**
 * A pick of one DPC where the officer sends reminders, by province, after a first option of the
 * caller's choosing (every chapter, their own organization). Shown only to an officer of several
 * chapters (DPW, DPP): a DPC officer has nothing to pick.
 */
export function ReminderChapterSelect({
  label,
  value,
  first,
  onChange,
  width,
}: {
  label: string;
  value: string;
  first: readonly [value: string, text: string];
  onChange: (value: string) => void;
  width?: ConditionalValue<string>;
}) {
  const chapters = useReminderChaptersQuery().data ?? [];
  if (chapters.length < 2) return null;
  return (
    <FilterSelect
      label={label}
      value={value}
      onChange={onChange}
      options={[first]}
      groups={groupChaptersByProvince(chapters).map((group) => ({
        label: group.province,
        options: group.chapters.map((chapter) => [chapter.id, chapter.name] as const),
      }))}
      width={width}
    />
  );
}
