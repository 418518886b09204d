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
};
