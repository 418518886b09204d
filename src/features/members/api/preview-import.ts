import { mutationOptions, useMutation } from '@tanstack/react-query';
import { importPreviewSchema, type ImportPreview, type ImportRecord } from '@shared/contracts/member-import';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { memberKeys } from './member-keys';

/** Imports of many rows take longer than an ordinary call. */
export const IMPORT_TIMEOUT_MS = 120_000;

/**
 * POST /members/import/preview `{ rows }`: every row checked (fields, duplicates in the file and
 * in the register, DPC in scope); nothing is saved.
 */
export function previewImport(client: ApiClient, rows: ImportRecord[]): Promise<ImportPreview> {
  return client.post('/members/import/preview', { rows }, importPreviewSchema, { timeoutMs: IMPORT_TIMEOUT_MS });
}

export function previewImportMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...memberKeys.all, 'import-preview'],
    mutationFn: (rows: ImportRecord[]) => previewImport(client, rows),
  });
}

export function usePreviewImportMutation() {
  return useMutation(previewImportMutationOptions(useApiClient()));
}
