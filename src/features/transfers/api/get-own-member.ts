import { useQuery } from '@tanstack/react-query';
import { profileResultSchema } from '@shared/contracts/profile';
import { isApiError } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { transferKeys } from './transfer-keys';

/** GET /profile: the caller's member record (id, DPC), or null for a login without one (an officer only). */
export function useOwnMemberQuery() {
  const client = useApiClient();
  return useQuery({
    queryKey: transferKeys.ownMember(),
    queryFn: async ({ signal }) => {
      try {
        return (await client.get('/profile', profileResultSchema, { signal })).profile;
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
    staleTime: 5 * 60 * 1000,
  });
}
