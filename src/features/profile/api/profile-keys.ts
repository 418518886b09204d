/** Query keys of the profile feature. */
export const profileKeys = {
  all: ['profile'] as const,
  own: () => [...profileKeys.all, 'own'] as const,
  registerConfirmation: () => [...profileKeys.all, 'register-confirmation'] as const,
  photos: () => [...profileKeys.all, 'photo'] as const,
  photo: (path: string) => [...profileKeys.photos(), path] as const,
};
