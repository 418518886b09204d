import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { AnalyticsExportQuery } from '@shared/contracts/analytics';
import type { ReportExportFormat } from '@shared/contracts/reports';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { blobOf, fileNameOf, saveBlob } from '@/lib/download';
import { reportKeys } from './report-keys';

export type AnalyticsExportRequest = AnalyticsExportQuery & { format: ReportExportFormat };

/** GET /reports/analytics/export?months&format: the trend view as XLSX or PDF, saved as a file. */
export async function exportAnalytics(client: ApiClient, query: AnalyticsExportRequest): Promise<void> {
  const response = await client.download('/reports/analytics/export', { query: { ...query } });
  saveBlob(await blobOf(response), fileNameOf(response, `analitik.${query.format}`));
}

export function exportAnalyticsMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...reportKeys.all, 'analytics', 'export'],
    mutationFn: (query: AnalyticsExportRequest) => exportAnalytics(client, query),
  });
}

export function useExportAnalyticsMutation() {
  return useMutation(exportAnalyticsMutationOptions(useApiClient()));
}
