import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { FinancialReportExportQuery, ReportExportFormat } from '@shared/contracts/reports';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { blobOf, fileNameOf, saveBlob } from '@/lib/download';
import { reportKeys } from './report-keys';

export type FinancialReportExportRequest = FinancialReportExportQuery & { format: ReportExportFormat };

/** GET /reports/financial/export?period&date&format: the report as XLSX or PDF, saved as a file. */
export async function exportFinancialReport(client: ApiClient, query: FinancialReportExportRequest): Promise<void> {
  const response = await client.download('/reports/financial/export', { query: { ...query } });
  saveBlob(await blobOf(response), fileNameOf(response, `laporan-keuangan.${query.format}`));
}

export function exportFinancialReportMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...reportKeys.all, 'financial', 'export'],
    mutationFn: (query: FinancialReportExportRequest) => exportFinancialReport(client, query),
  });
}

export function useExportFinancialReportMutation() {
  return useMutation(exportFinancialReportMutationOptions(useApiClient()));
}
