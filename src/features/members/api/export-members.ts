import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api-client';
import type { Language } from '@/lib/i18n';
import { useApiClient } from '@/lib/api-client-context';
import { fileNameOf } from '@/lib/download';
import { memberKeys, type StatusFilter } from './member-keys';

export type ExportFormat = 'csv' | 'xlsx';

export interface ExportRequest {
  format: ExportFormat;
  search: string;
  status: StatusFilter;
  /** One chapter and those under it; every chapter in scope when absent or ''. */
  organizationId?: string;
  /** The UI language: the file's headers, statuses and types are written in it. */
  language: Language;
  /** Bytes received so far and the row count from `X-Total-Count` (progress). */
  onProgress?: (progress: { bytes: number; totalRows: number | null }) => void;
  signal?: AbortSignal;
}

export interface ExportedFile {
  blob: Blob;
  fileName: string;
  totalRows: number | null;
}

/**
 * GET /members/export?format&search&status&organizationId&lang: every row of the current filter, across all pages,
 * read as a stream so the screen can show progress while it downloads.
 */
export async function exportMembers(client: ApiClient, request: ExportRequest): Promise<ExportedFile> {
  const response = await client.download('/members/export', {
    signal: request.signal,
    query: {
      format: request.format,
      search: request.search || undefined,
      status: request.status === 'ALL' ? undefined : request.status,
      organizationId: request.organizationId || undefined,
      lang: request.language,
    },
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
  const type = response.headers.get('Content-Type') ?? 'application/octet-stream';
  return {
    blob: new Blob(chunks, { type }),
    fileName: fileNameOf(response, `anggota-simk.${request.format}`),
    totalRows,
  };
}

export function exportMembersMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...memberKeys.all, 'export'],
    mutationFn: (request: ExportRequest) => exportMembers(client, request),
  });
}

export function useExportMembersMutation() {
  return useMutation(exportMembersMutationOptions(useApiClient()));
}
