import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  reminderScheduleSchema,
  type ReminderSchedule,
  type ReminderScheduleInput,
} from '@shared/contracts/reminder-schedule';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { duesKeys } from './dues-keys';

/** PUT /dues/reminder-schedule: the organization's own days, or null to follow its parent's; dues.remind there. */
export function setReminderSchedule(client: ApiClient, input: ReminderScheduleInput): Promise<ReminderSchedule> {
  return client.put('/dues/reminder-schedule', input, reminderScheduleSchema);
}

export function setReminderScheduleMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: duesKeys.reminderSchedule(),
    mutationFn: (input: ReminderScheduleInput) => setReminderSchedule(client, input),
  });
}

export function useSetReminderScheduleMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    ...setReminderScheduleMutationOptions(useApiClient()),
    onSuccess: (schedule) => queryClient.setQueryData(duesKeys.reminderSchedule(), schedule),
  });
}
