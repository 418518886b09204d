import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Factor } from '@supabase/supabase-js';
import { loadAuthClient, useInjectedAuthClient, type AuthClient } from '@/lib/supabase';

/**
 * Two-factor sign-in through Supabase Auth MFA (TOTP), with supabase-js's own `auth.mfa.*` calls:
 * the same calls work against the local auth service and hosted Supabase.
 */
type GetAuthClient = () => Promise<AuthClient>;

export const twoFactorKeys = {
  factors: () => ['settings', 'two-factor', 'factors'] as const,
};

/** The TOTP factor being enrolled: what the authenticator app needs. */
export interface Enrolment {
  factorId: string;
  /** `data:image/svg+xml;…` */
  qrCode: string;
  secret: string;
}

function useGetAuthClient(): GetAuthClient {
  const injected = useInjectedAuthClient();
  return () => (injected ? Promise.resolve(injected) : loadAuthClient());
}

async function unwrap<T>(result: Promise<{ data: T | null; error: unknown }>): Promise<T> {
  const { data, error } = await result;
  if (error) throw error;
  return data as T;
}

/** Every factor of the signed-in user (verified or not), read from GET /user. */
export function factorsQueryOptions(getAuthClient: GetAuthClient) {
  return queryOptions({
    queryKey: twoFactorKeys.factors(),
    queryFn: async (): Promise<Factor[]> => {
      const { supabase } = await getAuthClient();
      return (await unwrap(supabase.auth.mfa.listFactors())).all;
    },
  });
}

export function useFactorsQuery() {
  return useQuery(factorsQueryOptions(useGetAuthClient()));
}

/** Starts a TOTP enrolment; the factor stays unverified until a code is verified. */
export function useEnrolMutation() {
  const getAuthClient = useGetAuthClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (friendlyName: string): Promise<Enrolment> => {
      const { supabase } = await getAuthClient();
      // A half-finished enrolment left behind would block the name; it is replaced.
      const { all } = await unwrap(supabase.auth.mfa.listFactors());
      for (const factor of all.filter((item) => item.status === 'unverified')) {
        await unwrap(supabase.auth.mfa.unenroll({ factorId: factor.id }));
      }
      const data = await unwrap(supabase.auth.mfa.enroll({ factorType: 'totp', friendlyName, issuer: 'SIMK' }));
      return { factorId: data.id, qrCode: data.totp.qr_code, secret: data.totp.secret };
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: twoFactorKeys.factors() }),
  });
}

/** Verifies a code of `factorId`: the factor becomes verified and the session aal2. */
export function useVerifyCodeMutation() {
  const getAuthClient = useGetAuthClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ factorId, code }: { factorId: string; code: string }) => {
      const { supabase } = await getAuthClient();
      await unwrap(supabase.auth.mfa.challengeAndVerify({ factorId, code }));
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorKeys.factors() }),
  });
}

/** Removes a factor (a verified one only from an aal2 session), then refreshes the session's claims. */
export function useRemoveFactorMutation() {
  const getAuthClient = useGetAuthClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (factorId: string) => {
      const { supabase } = await getAuthClient();
      await unwrap(supabase.auth.mfa.unenroll({ factorId }));
      await supabase.auth.refreshSession();
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: twoFactorKeys.factors() }),
  });
}
