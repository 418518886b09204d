import { z } from 'zod';

/**
 * The 6-digit authenticator code. In a module of its own, loaded with the form's first check:
 * a dynamic `import('zod')` would keep every export of zod (its ~40 locales too) in the build.
 */
export function secondFactorCodeSchema(invalid: string) {
  return z.object({ code: z.string().regex(/^\d{6}$/, invalid) });
}
