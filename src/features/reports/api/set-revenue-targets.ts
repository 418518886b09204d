import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { revenueTargetsSchema, type RevenueTargets, type RevenueTargetsInput } from '@shared/contracts/revenue-targets';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { reportKeys } from './report-keys';

/** PUT /reports/targets: a chapter's twelve monthly revenue targets of a year (audited). */
export function setRevenueTargets(client: ApiClient, input: RevenueTargetsInput): Promise<RevenueTargets> {
  return client.put('/reports/targets', input, revenueTargetsSchema);
}

export function setRevenueTargetsMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...reportKeys.all, 'targets', 'set'],
    mutationFn: (input: RevenueTargetsInput) => setRevenueTargets(client, input),
  });
}

/** Saves, then reads the targets and the reports (their months carry the targets) again. */
export function useSetRevenueTargetsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    ...setRevenueTargetsMutationOptions(useApiClient()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportKeys.all }),
  });
}
