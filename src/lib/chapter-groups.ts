import type { OrganizationSummary } from '@shared/contracts/organizations';

export interface ChapterGroup {
  province: string;
  chapters: OrganizationSummary[];
}

const collator = new Intl.Collator('id', { sensitivity: 'base', numeric: true });

/** Chapters grouped by province, both sorted alphabetically, for the DPC pickers. */
export function groupChaptersByProvince(chapters: OrganizationSummary[]): ChapterGroup[] {
  const groups = new Map<string, OrganizationSummary[]>();
  for (const chapter of chapters) {
    const province = chapter.provinceName ?? '—';
    groups.set(province, [...(groups.get(province) ?? []), chapter]);
  }
  return [...groups.entries()]
    .map(([province, list]) => ({ province, chapters: list.sort((a, b) => collator.compare(a.name, b.name)) }))
    .sort((a, b) => collator.compare(a.province, b.province));
}
