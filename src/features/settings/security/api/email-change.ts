import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  emailChangeRequestedSchema,
  type EmailChangeRequest,
  type EmailChangeRequested,
} from '@shared/contracts/email-change';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { loadAuthClient, useInjectedAuthClient } from '@/lib/supabase';
import { settingsKeys } from '../../api/settings-keys';

const signInEmailKey = () => [...settingsKeys.all, 'sign-in-email'] as const;

/** The login's email and the address waiting for confirmation, read from Supabase Auth (GET /user). */
export interface SignInEmail {
  email: string;
  pendingEmail: string | null;
}

export function useSignInEmailQuery() {
  const injected = useInjectedAuthClient();
  return useQuery(
    queryOptions({
      queryKey: signInEmailKey(),
      queryFn: async (): Promise<SignInEmail> => {
        const { supabase } = injected ?? (await loadAuthClient());
        const { data, error } = await supabase.auth.getUser();
        if (error) throw error;
        return { email: data.user.email ?? '', pendingEmail: data.user.new_email ?? null };
      },
    }),
  );
}

/** POST /profile/email: Supabase Auth mails the current and the new address. */
export function requestEmailChange(client: ApiClient, input: EmailChangeRequest): Promise<EmailChangeRequested> {
  return client.post('/profile/email', input, emailChangeRequestedSchema);
}

export function useRequestEmailChangeMutation() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...signInEmailKey(), 'change'],
    mutationFn: (input: EmailChangeRequest) => requestEmailChange(client, input),
    onSuccess: ({ pendingEmail }) =>
      queryClient.setQueryData<SignInEmail>(signInEmailKey(), (current) =>
        current ? { ...current, pendingEmail } : current,
      ),
  });
}
