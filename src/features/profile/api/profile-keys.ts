/** Query keys of the profile feature. */
export const profileKeys = {
  all: ['profile'] as const,
  own: () => [...profileKeys.all, 'own'] as const,
  /** The home at the top of Profil Saya (GET /profile/summary). */
  summary: () => [...profileKeys.all, 'summary'] as const,
  /** The member card: it shows the photo too. */
  card: () => [...profileKeys.all, 'card'] as const,
  registerConfirmation: () => [...profileKeys.all, 'register-confirmation'] as const,
  documents: () => [...profileKeys.all, 'documents'] as const,
  /** The pending application's file (GET /profile/application): an upload or a licence change refreshes it. */
  application: () => [...profileKeys.documents(), 'application'] as const,
};

/**
 * The paths Profil Saya and the card page read first: their fetchers ask them, and main.tsx sends
 * them early on those pages (`signedInFirstPages`). Here, in a module without zod or contracts.
 */
export const profilePaths = {
  own: '/profile',
  summary: '/profile/summary',
  card: '/profile/card',
} as const;
