import type { Context } from 'hono';
import { z } from 'zod';
import { holdsLoneSurrogate, holdsNul } from '../nul.ts';
import {
  isGuessable,
  PASSWORD_MAX_BYTES,
  passwordBytes,
} from '../../supabase/functions/_shared/contracts/password-policy.ts';
import { AuthError, badRequest } from './errors.ts';
import { isVerifyType, VERIFY_TYPES, type VerifyType } from './one-time-tokens.ts';
import type { PasswordPolicy } from './settings.ts';
import { isUuid } from './store.ts';

/**
 * What each endpoint accepts, as zod schemas. A refused input is answered the way GoTrue answers
 * it: each check is a refinement whose `refuse(...)` names the message, status and error code, and
 * the first failed check is the answer (`parseInput`). zod's built-in checks (`min`, `regex`, …)
 * are not used: their issues carry no status or error code. A field of the wrong JSON type counts
 * as absent (or empty), as it always has here.
 */

/** A request body: a JSON object. */
export type Body = Record<string, unknown>;

/** GoTrue's status and error code for a failed check, carried in the zod issue's `params`. */
interface Refusal {
  status: number;
  code: string;
  extra?: Record<string, unknown>;
}

/** The params of a check that fails with `message` and stops the checks of its value. */
function refuse(message: string, status = 400, code = 'validation_failed', extra?: Record<string, unknown>) {
  const params: Refusal = { status, code, extra };
  return { message, params, abort: true };
}

type Refused = ReturnType<typeof refuse>;

/** Fails a transform with `refused`. */
function reject(ctx: z.RefinementCtx, { message, params }: Refused): typeof z.NEVER {
  ctx.addIssue({ code: 'custom', message, params });
  return z.NEVER;
}

function weakPassword(message: string, reason: string) {
  return refuse(message, 422, 'weak_password', { weak_password: { reasons: [reason] } });
}

/** The value `schema` makes of `input`, or the AuthError of its first failed check. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const refusal = issue.code === 'custom' ? (issue.params as Refusal | undefined) : undefined;
  throw new AuthError(refusal?.status ?? 400, refusal?.code ?? 'validation_failed', issue.message, refusal?.extra);
}

const isJsonObject = (value: unknown): value is Body =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** The body as a JSON object; an empty body is `{}`. */
export async function readBody(c: Context): Promise<Body> {
  const text = await c.req.text();
  if (!text.trim()) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw badRequest('bad_json', `Could not parse request body as JSON: ${(error as Error).message}`);
  }
  if (!isJsonObject(parsed)) throw badRequest('bad_json', 'Could not parse request body as JSON: expected an object');
  if (holdsNul(parsed)) throw nulRefused();
  if (holdsLoneSurrogate(parsed)) {
    throw badRequest('validation_failed', 'Request must not contain unpaired UTF-16 surrogates');
  }
  return parsed;
}

/** PostgreSQL text cannot hold U+0000 (SQLSTATE 22021), so no field may carry it. */
export const nulRefused = () => badRequest('validation_failed', 'Request must not contain NUL (U+0000) characters');

// ---- fields ------------------------------------------------------------------------------------

/** Any value, for the checks of which fields are present. */
const present = z.unknown().optional();
/** A body whose fields are checked as given (the object itself, so that no key is lost). */
const body = z.custom<Body>();

/** A string; a value of another type counts as absent. */
const text = z.preprocess((value) => (typeof value === 'string' ? value : undefined), z.string().optional());

/** A string that must not be empty; a value of another type counts as empty. */
function requiredText(message: string, status = 400) {
  return z.preprocess(
    (value) => (typeof value === 'string' ? value : ''),
    z.string().refine((value) => value !== '', refuse(message, status)),
  );
}

/** A JSON object (metadata); a value of another type counts as absent. */
const jsonObject = z.preprocess((value) => (isJsonObject(value) ? value : undefined), body.optional());

/** `true` only when the JSON value is `true`. */
const flag = present.transform((value) => value === true);

/** One of `values`; anything else is refused with `refusal(value)`. */
function oneOf<const T extends string>(values: readonly T[], refusal: (value: unknown) => Refused) {
  return present.transform((value, ctx) => (values.includes(value as T) ? (value as T) : reject(ctx, refusal(value))));
}

const EMAIL_FORMAT =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** An email address, trimmed and lower-cased; a value that is not a string counts as empty. */
export const emailAddress = z.preprocess(
  (value) => (typeof value === 'string' ? value : ''),
  z
    .string()
    .trim()
    .refine((email) => email !== '', refuse('An email address is required'))
    .refine((email) => email.length <= 255, refuse('An email address is too long'))
    .refine((email) => EMAIL_FORMAT.test(email), refuse('Unable to validate email address: invalid format'))
    .toLowerCase(),
);

/** An address that may be left out (`null` too). */
const optionalEmailAddress = z.preprocess((value) => value ?? undefined, emailAddress.optional());

/** GoTrue's checks of a new password, with SIMK's rule (password-policy.ts) as the length count and the blocklist. */
function newPassword({ minLength, requiredCharacters }: PasswordPolicy) {
  const characters = (password: string) => [...password];
  return z
    .string()
    .refine(
      (password) => passwordBytes(password) <= PASSWORD_MAX_BYTES,
      refuse(`Password cannot be longer than ${PASSWORD_MAX_BYTES} characters`, 422),
    )
    .refine(
      (password) => characters(password).length >= minLength,
      weakPassword(`Password should be at least ${minLength} characters.`, 'length'),
    )
    .refine(
      (password) => requiredCharacters.every((set) => characters(password).some((char) => set.includes(char))),
      weakPassword(
        `Password should contain at least one character of each: ${requiredCharacters.join(', ')}.`,
        'characters',
      ),
    )
    .refine(
      (password) => !isGuessable(password),
      weakPassword('Password is known to be weak and easy to guess, please choose a different one.', 'pwned'),
    );
}

const BCRYPT_HASH = /^\$2[abxy]\$\d\d\$/;
const passwordHash = text.refine(
  (hash) => !hash || BCRYPT_HASH.test(hash),
  refuse('Invalid password hash: only bcrypt hashes are supported'),
);

const GO_DURATION_UNITS: Record<string, number> = { ns: 1e-6, us: 1e-3, µs: 1e-3, ms: 1, s: 1e3, m: 60e3, h: 3600e3 };

/** `ban_duration` as GoTrue reads it: `none` (or nothing) for no ban, or a Go duration such as `24h` or `1h30m`. */
const banDuration = present.transform((value, ctx) => {
  if (value === undefined || value === null || value === '' || value === 'none') return null;
  const duration = String(value);
  const parts = [...duration.matchAll(/(\d+(?:\.\d+)?)(ns|us|µs|ms|s|m|h)/g)];
  if (!parts.length || parts.map((part) => part[0]).join('') !== duration) {
    return reject(ctx, refuse(`invalid format for ban duration: time: invalid duration "${duration}"`));
  }
  const milliseconds = parts.reduce((total, part) => total + Number(part[1]) * GO_DURATION_UNITS[part[2]!]!, 0);
  return new Date(Date.now() + milliseconds);
});

/**
 * `page` and `per_page` of the admin user list: a positive integer up to 2^31 − 1 (so that the
 * offset they make fits PostgreSQL's bigint; 1e21 did not), `fallback` when left out or empty.
 */
function pageParameter(fallback: number) {
  return z.preprocess(
    (value) => (value ? Number(value) : fallback),
    z
      .custom<number>()
      .refine(
        (page) => Number.isInteger(page) && page >= 1 && page <= 2 ** 31 - 1,
        refuse('Bad Pagination Parameters'),
      ),
  );
}

// ---- requests ------------------------------------------------------------------------------------

/** `gotrue_meta_security.captcha_token` of a body, trimmed; empty when missing. */
export const captchaToken = z
  .object({
    gotrue_meta_security: z.preprocess(
      (value) => (isJsonObject(value) ? value : {}),
      z.object({ captcha_token: text }),
    ),
  })
  .transform(({ gotrue_meta_security }) => gotrue_meta_security.captcha_token?.trim() ?? '');

export type InputSchemas = ReturnType<typeof inputSchemas>;

/** The schemas of every request; a new password is checked against `policy`. */
export function inputSchemas(policy: PasswordPolicy) {
  const password = newPassword(policy);
  return {
    /** `POST /token?grant_type=`. */
    grantType: oneOf(['password', 'refresh_token'], () => refuse('unsupported_grant_type', 400, 'invalid_credentials')),

    passwordGrant: z
      .object({ email: text, phone: text, password: text })
      .refine(
        ({ email, phone }) => !(email && phone),
        refuse('Only an email address or phone number should be provided on login.', 422),
      )
      .refine(
        ({ email, phone }) => email || !phone,
        refuse('Phone logins are disabled', 422, 'phone_provider_disabled'),
      )
      .refine(({ email }) => email, refuse('missing email or phone'))
      .transform(({ email, password }) => ({ email: email!.trim(), password: password ?? '' })),

    refreshGrant: z.object({ refresh_token: requiredText('refresh_token required') }),

    signup: body
      .refine(
        ({ email, phone }) => email || !phone,
        refuse('Phone signups are disabled', 422, 'phone_provider_disabled'),
      )
      .refine(({ email }) => email, refuse('Anonymous sign-ins are disabled', 422, 'anonymous_provider_disabled'))
      .pipe(
        z.object({
          email: emailAddress,
          password: requiredText('Signup requires a valid password', 422).pipe(password),
          data: jsonObject,
          redirect_to: text,
        }),
      ),

    resend: z.object({
      type: oneOf(['signup', 'email_change'], () =>
        refuse('Missing one of these types: signup, email_change, sms, phone_change'),
      ),
      email: emailAddress,
      options: z.preprocess((value) => (isJsonObject(value) ? value : {}), z.object({ email_redirect_to: text })),
    }),

    recover: z.object({ email: emailAddress, redirect_to: text }),

    /** `POST /verify`: a link's `token_hash`, or a typed `token` with the `email` it went to (checked by the route). */
    verify: z
      .object({
        type: text,
        token_hash: text,
        token: text.transform((code) => code?.replaceAll('-', '')),
        email: present,
        phone: present,
      })
      .refine(({ token_hash, token }) => token_hash || token, refuse('Verify requires a token or a token hash'))
      .refine(({ type }) => type, refuse('Verify requires a verification type'))
      .refine(({ type }) => isVerifyType(type), refuse('Unsupported verification type'))
      .refine(({ token_hash, phone }) => token_hash || !phone, refuse('Phone verification is not supported'))
      .transform((input) => ({ ...input, type: input.type as VerifyType })),

    /** `GET /verify?token&type&redirect_to`: the link in an email. */
    verifyLink: z.object({
      token: requiredText('Verify requires a token or a token hash'),
      type: oneOf(VERIFY_TYPES, () => refuse('Unsupported verification type')),
      redirect_to: text,
    }),

    userUpdate: z.object({
      data: jsonObject,
      password: z.preprocess(
        (value) => (value === undefined || value === null ? undefined : typeof value === 'string' ? value : ''),
        password.optional(),
      ),
      email: optionalEmailAddress,
    }),

    logout: z.object({
      scope: z.preprocess(
        (value) => value ?? 'global',
        oneOf(['global', 'local', 'others'], (scope) => refuse(`Unsupported logout scope "${String(scope)}"`)),
      ),
    }),

    userList: z.object({
      page: pageParameter(1),
      per_page: pageParameter(50),
      filter: text.transform((filter) => filter?.trim()),
    }),

    createUser: body
      .refine(({ email, phone }) => email || !phone, refuse('Phone users are not supported by the local auth service'))
      .refine(({ email }) => email, refuse('Cannot create a user without either an email or phone'))
      .pipe(
        z.object({
          email: emailAddress,
          // An empty password is no password.
          password: text.transform((value) => value || undefined).pipe(password.optional()),
          password_hash: passwordHash,
          id: text.refine((id) => !id || isUuid(id), refuse('user id must be a UUID')),
          email_confirm: flag,
          user_metadata: jsonObject,
          app_metadata: jsonObject,
          role: text,
          ban_duration: banDuration,
        }),
      ),

    /** `PUT /admin/users/{id}`: a field left out is left as it is; `ban_duration: null` lifts a ban. */
    updateUser: z.object({
      email: optionalEmailAddress,
      email_confirm: flag,
      password: text.pipe(password.optional()),
      password_hash: passwordHash,
      user_metadata: jsonObject,
      app_metadata: jsonObject,
      role: text,
      ban_duration: banDuration.optional(),
    }),

    deleteUser: z.object({ should_soft_delete: flag }),

    /** `POST /factors`: only TOTP exists here; phone and WebAuthn answer as when they are disabled. */
    enrollFactor: z.object({
      factor_type: present.transform((type, ctx) => {
        if (type === 'totp') return type;
        if (type === 'phone')
          return reject(ctx, refuse('MFA enroll is disabled for Phone', 422, 'mfa_phone_enroll_not_enabled'));
        if (type === 'webauthn') {
          return reject(ctx, refuse('MFA enroll is disabled for WebAuthn', 422, 'mfa_webauthn_enroll_not_enabled'));
        }
        return reject(ctx, refuse('factor_type needs to be totp, phone, or webauthn'));
      }),
      friendly_name: text.transform((name) => name ?? ''),
      issuer: text.transform((issuer) => issuer ?? ''),
    }),

    /** `POST /factors/{id}/verify`: a challenge id (a UUID, as GoTrue decodes it) and the code. */
    verifyFactor: z.object({
      challenge_id: text.refine(
        (id) => id === undefined || isUuid(id),
        refuse('Could not parse request body as JSON: invalid UUID', 400, 'bad_json'),
      ),
      code: requiredText('Code needs to be non-empty'),
    }),
  };
}
