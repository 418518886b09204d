import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  sendRemindersPreviewSchema,
  type SendRemindersInput,
  type SendRemindersPreview,
} from '@shared/contracts/reminders';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { duesKeys } from './dues-keys';

/**
 * POST /dues/send-reminders/preview: what the send would do now (reminders queued, email
 * fallbacks, members skipped by reason), decided by the server's own rule, queueing nothing.
 */
export function fetchSendRemindersPreview(
  client: ApiClient,
  input: SendRemindersInput,
  signal?: AbortSignal,
): Promise<SendRemindersPreview> {
  return client.post('/dues/send-reminders/preview', input, sendRemindersPreviewSchema, { signal });
}

export function sendRemindersPreviewQueryOptions(client: ApiClient, input: SendRemindersInput) {
  return queryOptions({
    queryKey: duesKeys.sendPreview(input),
    queryFn: ({ signal }) => fetchSendRemindersPreview(client, input, signal),
    // Who was reminded in the last 24 hours changes with every send: never shown from cache.
    staleTime: 0,
    gcTime: 0,
  });
}

export function useSendRemindersPreviewQuery(input: SendRemindersInput, enabled = true) {
  return useQuery({ ...sendRemindersPreviewQueryOptions(useApiClient(), input), enabled });
}
