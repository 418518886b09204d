import { transferResultSchema } from '@shared/contracts/transfers';
import type { ApiClient } from '@/lib/api-client';
import { useTransferChange } from './use-transfer-change';

/** POST /mutations/requests/{id}/withdraw: the member withdraws their own pending request. */
export function withdrawTransferRequest(client: ApiClient, id: string) {
  return client.post(`/mutations/requests/${id}/withdraw`, {}, transferResultSchema);
}

export const useWithdrawTransferRequestMutation = () => useTransferChange(withdrawTransferRequest);
