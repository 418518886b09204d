import { transferResultSchema } from '@shared/contracts/transfers';
import type { ApiClient } from '@/lib/api-client';
import { useTransferChange } from './use-transfer-change';

/** POST /mutations/{id}/reject: the side whose turn it is refuses, with a note. */
export function rejectTransfer(client: ApiClient, { id, note }: { id: string; note: string }) {
  return client.post(`/mutations/${id}/reject`, { note }, transferResultSchema);
}

export const useRejectTransferMutation = () => useTransferChange(rejectTransfer);
