import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { fileNameOf } from '@/lib/download';
import type { Language } from '@/lib/i18n';
import { auditKeys, auditQuery, type AuditListFilter } from './audit-keys';

export interface AuditExportRequest {
  filter: AuditListFilter;
  /** The UI language: the file's headers and labels are written in it. */
  language: Language;
  /** Bytes received so far and the row count from `X-Total-Count` (progress). */
  onProgress?: (progress: { bytes: number; totalRows: number | null }) => void;
  signal?: AbortSignal;
}

export interface AuditExportFile {
  blob: Blob;
  fileName: string;
  totalRows: number | null;
}

/**
 * GET /audit/entries/export?…filter&lang: every entry of the filter as CSV, read as a stream so the
 * screen shows progress. The API refuses a filter of more than 100,000 entries with a clear message.
 */
export async function exportAuditEntries(client: ApiClient, request: AuditExportRequest): Promise<AuditExportFile> {
  const response = await client.download('/audit/entries/export', {
    signal: request.signal,
    query: { ...auditQuery(request.filter), lang: request.language },
  });
  const totalHeader = response.headers.get('X-Total-Count');
  const totalRows = totalHeader === null ? null : Number(totalHeader);
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let bytes = 0;
  const reader = response.body?.getReader();
  if (reader) {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value as Uint8Array<ArrayBuffer>);
      bytes += value.byteLength;
      request.onProgress?.({ bytes, totalRows });
    }
  } else {
    chunks.push(new Uint8Array(await response.arrayBuffer()));
  }
  return {
    blob: new Blob(chunks, { type: response.headers.get('Content-Type') ?? 'text/csv' }),
    fileName: fileNameOf(response, 'jejak-audit.csv'),
    totalRows,
  };
}

export function exportAuditEntriesMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...auditKeys.all, 'export'],
    mutationFn: (request: AuditExportRequest) => exportAuditEntries(client, request),
  });
}

export function useExportAuditEntriesMutation() {
  return useMutation(exportAuditEntriesMutationOptions(useApiClient()));
}
