import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useApiClient } from '@/lib/api-client-context';
import { whenIdle } from '@/lib/when-idle';

/**
 * Asks for the member's card once the signed-in page has settled, whichever page it is: kept on
 * the device (decision 0054), the card then opens at an event without signal even when the card
 * page was never opened online. In idle time, after the page's own requests; a fresh answer
 * already in the cache is not asked again, and a member without a NAP (404) has nothing to keep.
 */
export function useKeepCardReady(isMember: boolean): void {
  const client = useApiClient();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!isMember) return;
    const idle = whenIdle(() => {
      void import('./member-card-api').then(({ memberCardQueryOptions }) =>
        queryClient.prefetchQuery(memberCardQueryOptions(client)),
      );
    });
    return () => idle.cancel();
  }, [client, isMember, queryClient]);
}
