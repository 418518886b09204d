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
    mutationKey: duesKeys.reminderSchedules(),
    mutationFn: (input: ReminderScheduleInput) => setReminderSchedule(client, input),
  });
}

export function useSetReminderScheduleMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    ...setReminderScheduleMutationOptions(useApiClient()),
    onSuccess: (saved) => {
      const isSaved = (schedule: ReminderSchedule | undefined) => schedule?.organizationId === saved.organizationId;
      queryClient.setQueriesData<ReminderSchedule>({ queryKey: duesKeys.reminderSchedules() }, (schedule) =>
        isSaved(schedule) ? saved : schedule,
      );
      // A DPW's days are in force in its DPCs that have none of their own: the others may change too.
      return queryClient.invalidateQueries({
        queryKey: duesKeys.reminderSchedules(),
        predicate: (query) => !isSaved(query.state.data as ReminderSchedule | undefined),
      });
    },
  });
}
