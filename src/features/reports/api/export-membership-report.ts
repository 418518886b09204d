import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { MembershipReportExportQuery } from '@shared/contracts/membership-report';
import type { ReportExportFormat } from '@shared/contracts/reports';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { blobOf, fileNameOf, saveBlob } from '@/lib/download';
import { reportKeys } from './report-keys';

export type MembershipReportExportRequest = MembershipReportExportQuery & { format: ReportExportFormat };

/** GET /reports/membership/export?period&date&from&to&region&format: the report as XLSX or PDF, saved as a file. */
export async function exportMembershipReport(client: ApiClient, query: MembershipReportExportRequest): Promise<void> {
  const response = await client.download('/reports/membership/export', { query: { ...query } });
  saveBlob(await blobOf(response), fileNameOf(response, `laporan-keanggotaan.${query.format}`));
}

export function exportMembershipReportMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...reportKeys.all, 'membership', 'export'],
    mutationFn: (query: MembershipReportExportRequest) => exportMembershipReport(client, query),
  });
}

export function useExportMembershipReportMutation() {
  return useMutation(exportMembershipReportMutationOptions(useApiClient()));
}
