import { useQuery } from '@tanstack/react-query';
import { organizationListSchema, type OrganizationSummary } from '@shared/contracts/organizations';
import { useApiClient } from '@/lib/api-client-context';
import { roleKeys } from './role-keys';

type OrganizationLevel = OrganizationSummary['level'];

/** GET /organizations?level: the chapters a role of that level can be assigned in (the Assign Role picker). */
export function useOrganizationsQuery(level: OrganizationLevel | null) {
  const client = useApiClient();
  return useQuery({
    queryKey: [...roleKeys.all, 'organizations', level] as const,
    queryFn: async ({ signal }) =>
      (await client.get('/organizations', organizationListSchema, { signal, query: { level: level ?? undefined } }))
        .organizations,
    enabled: level !== null,
    staleTime: 60 * 60 * 1000,
  });
}
