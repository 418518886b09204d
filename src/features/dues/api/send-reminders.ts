import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  sendRemindersResultSchema,
  type SendRemindersInput,
  type SendRemindersResult,
} from '@shared/contracts/reminders';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { duesKeys } from './dues-keys';

/** POST /dues/send-reminders: queues one reminder per selected member (or every member of a filter). */
export function sendReminders(client: ApiClient, input: SendRemindersInput): Promise<SendRemindersResult> {
  return client.post('/dues/send-reminders', input, sendRemindersResultSchema);
}

export function sendRemindersMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...duesKeys.overdue(), 'send'],
    mutationFn: (input: SendRemindersInput) => sendReminders(client, input),
  });
}

export function useSendRemindersMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    ...sendRemindersMutationOptions(useApiClient()),
    // The list reloads (spec §7): reminder counts and last-sent dates changed.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: duesKeys.overdue() }),
  });
}
