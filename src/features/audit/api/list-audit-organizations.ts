import { useQuery } from '@tanstack/react-query';
import { organizationListSchema } from '@shared/contracts/organizations';
import { useApiClient } from '@/lib/api-client-context';
import { auditKeys } from './audit-keys';

/** GET /organizations: every chapter (DPP, DPW, DPC), for the organization filter. */
export function useAuditOrganizationsQuery() {
  const client = useApiClient();
  return useQuery({
    queryKey: auditKeys.organizations(),
    queryFn: async ({ signal }) =>
      (await client.get('/organizations', organizationListSchema, { signal })).organizations,
    staleTime: 60 * 60 * 1000,
  });
}
