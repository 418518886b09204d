import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { transferKeys } from './transfer-keys';

/** A write on a transfer request: afterwards the transfer screens and the dashboard's counts are read again. */
export function useTransferChange<T, R>(run: (client: ApiClient, input: T) => Promise<R>) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: T) => run(client, input),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: transferKeys.all });
      await queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
}
