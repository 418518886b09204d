/** Query keys of the auth feature; `all` is cleared on sign-out together with everything else. */
export const authKeys = {
  all: ['auth'] as const,
  me: () => [...authKeys.all, 'me'] as const,
  chapters: () => [...authKeys.all, 'chapters'] as const,
  emailVerification: (token: string) => [...authKeys.all, 'email-verification', token] as const,
};
