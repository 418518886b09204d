// What a build of the web app must be given (decision 0052). Free of `import.meta.env`, so that
// vite.config.ts can check the values before it builds; `src/lib/env.ts` reads them at run time.
import { z } from 'zod';
// Relative, not `@shared`: vite.config.ts loads this file before the aliases exist.
import { httpUrlVar, optionalVar, requiredVar } from '../../supabase/functions/_shared/env-vars.ts';

/**
 * The variables every `vite build` needs. Without them a build would fall back to the local stack's
 * gateway and Cloudflare's always-pass Turnstile key, and look fine until someone logs in. The dev
 * server (`npm start`, `npm run dev`) and the tests keep the local defaults of `env-defaults.ts`.
 */
export const buildEnvSchema = z
  .object({
    VITE_SUPABASE_URL: requiredVar('VITE_SUPABASE_URL', 'the Supabase project URL').pipe(
      httpUrlVar('VITE_SUPABASE_URL'),
    ),
    VITE_API_URL: optionalVar.pipe(
      z
        .string()
        .refine((value) => /^\/[^/]/.test(value) || (/^https?:\/\//i.test(value) && URL.canParse(value)), {
          error: 'VITE_API_URL must be an http(s) URL or a path on the site (/functions/v1/api/v1)',
        })
        .optional(),
    ),
    VITE_SUPABASE_PUBLISHABLE_KEY: optionalVar,
    VITE_SUPABASE_ANON_KEY: optionalVar,
    VITE_TURNSTILE_SITE_KEY: requiredVar('VITE_TURNSTILE_SITE_KEY', "the site key of the project's Turnstile widget"),
    VITE_TURNSTILE_SCRIPT_URL: optionalVar.pipe(httpUrlVar('VITE_TURNSTILE_SCRIPT_URL').optional()),
    VITE_MAP_TILE_URL: optionalVar,
    VITE_JOURNAL_URL: optionalVar.pipe(httpUrlVar('VITE_JOURNAL_URL').optional()),
  })
  .refine((vars) => vars.VITE_SUPABASE_PUBLISHABLE_KEY || vars.VITE_SUPABASE_ANON_KEY, {
    error: 'VITE_SUPABASE_PUBLISHABLE_KEY is not set (the publishable key; VITE_SUPABASE_ANON_KEY also works)',
  });

/** Refuses a build whose variables are missing or malformed, naming every one at fault. */
export function checkBuildEnv(variable: (name: string) => string | undefined): void {
  const names = Object.keys(buildEnvSchema.shape);
  const parsed = buildEnvSchema.safeParse(Object.fromEntries(names.map((name) => [name, variable(name)])));
  if (parsed.success) return;
  throw new Error(
    'The web app is not built without its configuration (README, "Deploy"):\n' +
      parsed.error.issues.map((issue) => `- ${issue.message}`).join('\n'),
  );
}
