/**
 * The text namespaces of the signed-in screens, loaded (in the current language) with the signed-in
 * shell's code: src/app/routes.tsx, and index.html's preloads in vite.config.ts. Plain data, so
 * that vite.config.ts can import it.
 */
export const signedInNamespaces = ['dashboard', 'notifications', 'members', 'dues', 'profile', 'settings'] as const;
