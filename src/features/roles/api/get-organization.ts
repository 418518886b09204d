import { useQuery } from '@tanstack/react-query';
import { organizationListSchema } from '@shared/contracts/organizations';
import { useApiClient } from '@/lib/api-client-context';
import { roleKeys } from './role-keys';

/** GET /organizations (every active chapter, cached an hour): one chapter's name and level, by id. */
export function useOrganizationQuery(organizationId: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: [...roleKeys.all, 'organizations', 'every'] as const,
    queryFn: async ({ signal }) =>
      (await client.get('/organizations', organizationListSchema, { signal })).organizations,
    select: (organizations) => organizations.find((organization) => organization.id === organizationId) ?? null,
    staleTime: 60 * 60 * 1000,
  });
}
