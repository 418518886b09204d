import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { blobOf, fileNameOf, saveBlob } from '@/lib/download';
import { duesKeys } from './dues-keys';

/** GET /payments/{id}/receipt: the receipt PDF of a completed payment, saved as a file. */
export async function downloadReceipt(client: ApiClient, id: string): Promise<void> {
  const response = await client.download(`/payments/${encodeURIComponent(id)}/receipt`);
  saveBlob(await blobOf(response), fileNameOf(response, `kwitansi-${id}.pdf`));
}

export function downloadReceiptMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...duesKeys.payments(), 'receipt'],
    mutationFn: (id: string) => downloadReceipt(client, id),
  });
}

export function useDownloadReceiptMutation() {
  return useMutation(downloadReceiptMutationOptions(useApiClient()));
}
