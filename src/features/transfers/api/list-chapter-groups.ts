import { useQuery } from '@tanstack/react-query';
import { organizationListSchema } from '@shared/contracts/organizations';
import { groupChaptersByProvince } from '@/lib/chapter-groups';
import { useApiClient } from '@/lib/api-client-context';
import { transferKeys } from './transfer-keys';

/** GET /organizations?level=DPC: every chapter, grouped by province, for the target picker. */
export function useChapterGroupsQuery() {
  const client = useApiClient();
  return useQuery({
    queryKey: transferKeys.chapters(),
    queryFn: async ({ signal }) =>
      (await client.get('/organizations', organizationListSchema, { signal, query: { level: 'DPC' } })).organizations,
    select: groupChaptersByProvince,
    staleTime: 60 * 60 * 1000,
  });
}
