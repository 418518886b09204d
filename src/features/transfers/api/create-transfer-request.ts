import { type CreateTransferRequest, transferResultSchema } from '@shared/contracts/transfers';
import type { ApiClient } from '@/lib/api-client';
import { useTransferChange } from './use-transfer-change';

/** POST /mutations/requests: the signed-in member's own request. */
export function createTransferRequest(client: ApiClient, input: CreateTransferRequest) {
  return client.post('/mutations/requests', input, transferResultSchema);
}

export const useCreateTransferRequestMutation = () => useTransferChange(createTransferRequest);
