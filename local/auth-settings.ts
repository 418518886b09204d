import type { AuthServiceOptions } from './auth/index.ts';
import { loadEmailTemplates } from './email-templates.ts';
import { readSupabaseConfig, resolveEnv, type TomlTables } from './supabase-config.ts';

type EnvReader = (name: string) => string | undefined;

/**
 * The local auth service's settings from supabase/config.toml, so that it enforces what hosted
 * Supabase Auth is configured with: the minimum password length and character rule, the captcha
 * (`[auth.captcha]`, secret from the environment as the CLI resolves `env(...)`) and the per-IP
 * rate limits (`[auth.rate_limit]`). `siteverifyUrl` is where the captcha is checked: Cloudflare,
 * or the gateway's Turnstile stand-in.
 */
export function authSettingsFromConfig(
  env: EnvReader,
  siteverifyUrl: string,
  config: TomlTables = readSupabaseConfig(),
): Partial<AuthServiceOptions> {
  const auth = config.auth ?? {};
  const email = config['auth.email'] ?? {};
  const captcha = config['auth.captcha'] ?? {};
  const limits = config['auth.rate_limit'] ?? {};
  const mfa = config['auth.mfa'] ?? {};
  const totp = config['auth.mfa.totp'] ?? {};
  const number = (value: unknown) => (typeof value === 'number' ? value : undefined);
  let captchaSettings: AuthServiceOptions['captcha'] = null;
  if (captcha.enabled === true) {
    if (captcha.provider !== 'turnstile') {
      throw new Error(`[auth.captcha] provider "${String(captcha.provider)}": the local stack has only Turnstile`);
    }
    const secret = String(resolveEnv(captcha.secret, env) ?? '');
    if (!secret) throw new Error('[auth.captcha] is enabled but its secret is empty (set TURNSTILE_SECRET_KEY)');
    captchaSettings = { secret, siteverifyUrl };
  }
  return {
    passwordMinLength: number(auth.minimum_password_length),
    secureEmailChange: email.double_confirm_changes !== false,
    passwordRequirements: typeof auth.password_requirements === 'string' ? auth.password_requirements : '',
    captcha: captchaSettings,
    rateLimits: {
      tokenRefresh: number(limits.token_refresh),
      signInSignUps: number(limits.sign_in_sign_ups),
      tokenVerifications: number(limits.token_verifications),
    },
    templates: loadEmailTemplates(config),
    mfa: {
      totpEnroll: totp.enroll_enabled !== false,
      totpVerify: totp.verify_enabled !== false,
      maxEnrolledFactors: number(mfa.max_enrolled_factors) ?? 10,
    },
  };
}
