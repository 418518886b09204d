import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { blobOf, fileNameOf, saveBlob } from '@/lib/download';
import { duesKeys, type PaymentListFilter } from './dues-keys';
import { paymentFilterQuery } from './list-payments';

export type PaymentExportFormat = 'csv' | 'xlsx';

export interface PaymentExportRequest {
  format: PaymentExportFormat;
  filter: Omit<PaymentListFilter, 'page'>;
}

/** GET /dues/payments/export?format&…filters: every payment of the current filter, saved as a file. */
export async function exportPayments(client: ApiClient, { format, filter }: PaymentExportRequest): Promise<void> {
  const response = await client.download('/dues/payments/export', {
    query: { format, ...paymentFilterQuery(filter) },
  });
  saveBlob(await blobOf(response), fileNameOf(response, `pembayaran-simk.${format}`));
}

export function exportPaymentsMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...duesKeys.payments(), 'export'],
    mutationFn: (request: PaymentExportRequest) => exportPayments(client, request),
  });
}

export function useExportPaymentsMutation() {
  return useMutation(exportPaymentsMutationOptions(useApiClient()));
}
