import { queryOptions, useQuery } from '@tanstack/react-query';
import { organizationListSchema, type OrganizationSummary } from '@shared/contracts/organizations';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { authKeys } from './auth-keys';

export interface ChapterGroup {
  province: string;
  chapters: OrganizationSummary[];
}

/** GET /organizations?level=DPC: the public list of city/regency chapters a person can join. */
export async function fetchChapters(client: ApiClient, signal?: AbortSignal): Promise<OrganizationSummary[]> {
  const { organizations } = await client.get('/organizations', organizationListSchema, {
    signal,
    query: { level: 'DPC' },
  });
  return organizations;
}

const collator = new Intl.Collator('id', { sensitivity: 'base', numeric: true });

/** Chapters grouped by province, both sorted alphabetically, for the registration picker. */
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

export function chaptersQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: authKeys.chapters(),
    queryFn: ({ signal }) => fetchChapters(client, signal),
    select: groupChaptersByProvince,
    staleTime: 60 * 60 * 1000,
  });
}

export function useChaptersQuery() {
  return useQuery(chaptersQueryOptions(useApiClient()));
}
