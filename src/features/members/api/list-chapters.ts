import { queryOptions, useQuery } from '@tanstack/react-query';
import { organizationListSchema, type OrganizationSummary } from '@shared/contracts/organizations';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { memberKeys } from './member-keys';

export interface ProvinceChapters {
  province: string;
  chapters: OrganizationSummary[];
}

/** GET /members/chapters: the DPCs in which the caller may add members, by province and name. */
export async function fetchCreatableChapters(client: ApiClient, signal?: AbortSignal): Promise<OrganizationSummary[]> {
  const { organizations } = await client.get('/members/chapters', organizationListSchema, { signal });
  return organizations;
}

/** The server's order kept: one group per province. */
export function byProvince(chapters: OrganizationSummary[]): ProvinceChapters[] {
  const groups: ProvinceChapters[] = [];
  for (const chapter of chapters) {
    const province = chapter.provinceName ?? '–';
    const last = groups.at(-1);
    if (last?.province === province) last.chapters.push(chapter);
    else groups.push({ province, chapters: [chapter] });
  }
  return groups;
}

export function creatableChaptersQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: memberKeys.chapters(),
    queryFn: ({ signal }) => fetchCreatableChapters(client, signal),
    staleTime: 10 * 60 * 1000,
  });
}

export function useCreatableChaptersQuery(enabled = true) {
  return useQuery({ ...creatableChaptersQueryOptions(useApiClient()), enabled });
}
