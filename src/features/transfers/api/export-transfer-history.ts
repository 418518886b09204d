import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { blobOf, fileNameOf, saveBlob } from '@/lib/download';
import { historyQuery } from './list-transfer-history';
import type { TransferHistoryFilter } from './transfer-keys';

export interface TransferHistoryExport {
  format: 'csv' | 'xlsx';
  filter: Omit<TransferHistoryFilter, 'page'>;
}

/** GET /mutations/history/export: saves the file of the current filter. */
export async function exportTransferHistory(client: ApiClient, { format, filter }: TransferHistoryExport) {
  const response = await client.download('/mutations/history/export', { query: { format, ...historyQuery(filter) } });
  saveBlob(await blobOf(response), fileNameOf(response, `riwayat-mutasi.${format}`));
}

export function useExportTransferHistoryMutation() {
  const client = useApiClient();
  return useMutation({ mutationFn: (input: TransferHistoryExport) => exportTransferHistory(client, input) });
}
