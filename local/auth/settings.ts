import type postgres from 'postgres';
import { defaultTemplates, type EmailKind, type EmailTemplate } from './emails.ts';
import type { AuthKeys } from './keys.ts';
import type { Mailer } from './mailbox.ts';
import { passwordRequirementSets, type CaptchaSettings, type RateLimits } from './protection.ts';
import type { TokenSettings } from './sessions.ts';

export interface AuthServiceOptions {
  /** A pool on the project database; the service reads and writes the `auth` schema only. */
  sql: postgres.Sql;
  /** The public URL of the service, `<gateway>/auth/v1`: the `iss` claim and the base of email links. */
  issuerUrl: string;
  keys: AuthKeys;
  mailer: Mailer;
  /** Where email links land by default (`[auth] site_url`). */
  siteUrl: string;
  /** Other allowed `redirect_to` targets (`[auth] additional_redirect_urls`); `*` globs allowed. */
  additionalRedirectUrls?: string[];
  /** Confirm emails at signup without a confirmation email (`enable_confirmations = false`). */
  autoconfirm?: boolean;
  /**
   * An email change needs both the current and the new address to confirm
   * (`[auth.email] double_confirm_changes`, GoTrue's `SECURE_EMAIL_CHANGE_ENABLED`; default on).
   */
  secureEmailChange?: boolean;
  disableSignup?: boolean;
  /** Access-token lifetime in seconds (`jwt_expiry`, 3600). */
  jwtExpiry?: number;
  /** Seconds a rotated refresh token may still be presented (`refresh_token_reuse_interval`, 10). */
  refreshTokenReuseInterval?: number;
  /** `minimum_password_length` (GoTrue default 6; config.toml sets SIMK's 8). */
  passwordMinLength?: number;
  /** `password_requirements`: `''`, `letters_digits`, `lower_upper_letters_digits` or `…_symbols`. */
  passwordRequirements?: string;
  /** `[auth.captcha]` when enabled: password sign-in, signup, recover and resend need a token. */
  captcha?: CaptchaSettings | null;
  /** `[auth.rate_limit]`, per client IP per 5 minutes; a limit left out is off. */
  rateLimits?: Partial<RateLimits>;
  /** Lifetime of email links and codes in seconds (`otp_expiry`, 3600). */
  otpExpiry?: number;
  /** Minimum seconds between two emails of one kind to one user (`max_frequency`; hosted default 60). */
  emailMaxFrequency?: number;
  mailFrom?: string;
  templates?: Partial<Record<EmailKind, EmailTemplate>>;
  /** CORS origins; `*` (the default, as on Supabase) reflects any origin. */
  allowedOrigins?: string[];
  /** `[auth.mfa]`: TOTP enrolment and verification (GoTrue's defaults: on) and the factor cap (10). */
  mfa?: Partial<MfaSettings>;
  log?: (message: string, detail?: unknown) => void;
}

export interface MfaSettings {
  totpEnroll: boolean;
  totpVerify: boolean;
  maxEnrolledFactors: number;
  /**
   * Challenges, and verifies, per client IP per minute, in bursts of up to 30: GoTrue's
   * `GOTRUE_MFA_RATE_LIMIT_CHALLENGE_AND_VERIFY` (default 15; not a config.toml setting).
   */
  challengeAndVerifyPerMinute: number;
  /** Wrong codes one challenge takes before it is spent (local only; GoTrue has no such limit). */
  maxChallengeFailures: number;
  /** Wrong codes one factor takes per `factorFailureWindowSeconds`, from any address (local only). */
  maxFactorFailures: number;
  factorFailureWindowSeconds: number;
}

/** GoTrue's password rule: `minimum_password_length` and the character sets of `password_requirements`. */
export interface PasswordPolicy {
  minLength: number;
  requiredCharacters: string[];
}

/** The options with GoTrue's defaults filled in. */
export interface AuthSettings {
  tokens: TokenSettings;
  siteUrl: string;
  additionalRedirectUrls: string[];
  autoconfirm: boolean;
  secureEmailChange: boolean;
  disableSignup: boolean;
  passwordPolicy: PasswordPolicy;
  captcha: CaptchaSettings | null;
  rateLimits: RateLimits;
  otpExpiry: number;
  emailMaxFrequency: number;
  mailFrom: string;
  templates: Record<EmailKind, EmailTemplate>;
  allowedOrigins: string[];
  mfa: MfaSettings;
  log: (message: string, detail?: unknown) => void;
}

export function resolveSettings(options: AuthServiceOptions): AuthSettings {
  const requiredCharacters = passwordRequirementSets[options.passwordRequirements ?? ''];
  if (!requiredCharacters) throw new Error(`Unknown password_requirements "${options.passwordRequirements}"`);
  return {
    tokens: {
      keys: options.keys,
      issuer: options.issuerUrl.replace(/\/$/, ''),
      jwtExpiry: options.jwtExpiry ?? 3600,
      refreshTokenReuseInterval: options.refreshTokenReuseInterval ?? 10,
    },
    siteUrl: options.siteUrl,
    additionalRedirectUrls: options.additionalRedirectUrls ?? [],
    autoconfirm: options.autoconfirm ?? false,
    secureEmailChange: options.secureEmailChange ?? true,
    disableSignup: options.disableSignup ?? false,
    passwordPolicy: { minLength: options.passwordMinLength ?? 6, requiredCharacters },
    captcha: options.captcha ?? null,
    rateLimits: {
      tokenRefresh: options.rateLimits?.tokenRefresh ?? 0,
      signInSignUps: options.rateLimits?.signInSignUps ?? 0,
      tokenVerifications: options.rateLimits?.tokenVerifications ?? 0,
    },
    otpExpiry: options.otpExpiry ?? 3600,
    emailMaxFrequency: options.emailMaxFrequency ?? 60,
    mailFrom: options.mailFrom ?? 'SIMK <noreply@simk.test>',
    templates: { ...defaultTemplates, ...options.templates },
    allowedOrigins: options.allowedOrigins ?? ['*'],
    mfa: {
      totpEnroll: true,
      totpVerify: true,
      maxEnrolledFactors: 10,
      challengeAndVerifyPerMinute: 15,
      maxChallengeFailures: 5,
      maxFactorFailures: 10,
      factorFailureWindowSeconds: 900,
      ...options.mfa,
    },
    log: options.log ?? ((message, detail) => console.error(message, detail)),
  };
}
