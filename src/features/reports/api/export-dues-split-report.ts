import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { DuesSplitReportExportQuery } from '@shared/contracts/dues-split-report';
import type { ReportExportFormat } from '@shared/contracts/reports';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { blobOf, fileNameOf, saveBlob } from '@/lib/download';
import { reportKeys } from './report-keys';

export type DuesSplitReportExportRequest = DuesSplitReportExportQuery & { format: ReportExportFormat };

/** GET /reports/dues-split/export?period&date&format: the report as XLSX or PDF, saved as a file. */
export async function exportDuesSplitReport(client: ApiClient, query: DuesSplitReportExportRequest): Promise<void> {
  const response = await client.download('/reports/dues-split/export', { query: { ...query } });
  saveBlob(await blobOf(response), fileNameOf(response, `laporan-pembagian-iuran.${query.format}`));
}

export function exportDuesSplitReportMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...reportKeys.all, 'dues-split', 'export'],
    mutationFn: (query: DuesSplitReportExportRequest) => exportDuesSplitReport(client, query),
  });
}

export function useExportDuesSplitReportMutation() {
  return useMutation(exportDuesSplitReportMutationOptions(useApiClient()));
}
