import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { importCommitSchema, type ImportRecord } from '@shared/contracts/member-import';
import type { z } from 'zod';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { memberKeys } from './member-keys';
import { IMPORT_TIMEOUT_MS } from './preview-import';

export type ImportCommitResult = z.infer<typeof importCommitSchema>;

/** POST /members/import/commit `{ rows }`: all rows in one transaction, or none (400 IMPORT_INVALID). */
export function commitImport(client: ApiClient, rows: ImportRecord[]): Promise<ImportCommitResult> {
  return client.post('/members/import/commit', { rows }, importCommitSchema, { timeoutMs: IMPORT_TIMEOUT_MS });
}

export function commitImportMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...memberKeys.all, 'import-commit'],
    mutationFn: (rows: ImportRecord[]) => commitImport(client, rows),
  });
}

export function useCommitImportMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    ...commitImportMutationOptions(useApiClient()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.all }),
  });
}
