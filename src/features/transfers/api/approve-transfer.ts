import { transferResultSchema } from '@shared/contracts/transfers';
import type { ApiClient } from '@/lib/api-client';
import { useTransferChange } from './use-transfer-change';

/** POST /mutations/{id}/approve: the step of the caller's side (release, or accept and complete). */
export function approveTransfer(client: ApiClient, { id, note }: { id: string; note: string }) {
  return client.post(`/mutations/${id}/approve`, { note: note || undefined }, transferResultSchema);
}

export const useApproveTransferMutation = () => useTransferChange(approveTransfer);
