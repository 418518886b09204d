import { Hono, type Context } from 'hono';
import { cors } from 'hono/cors';
import type postgres from 'postgres';
import { defaultTemplates, renderEmail, type EmailKind, type EmailTemplate } from './emails.ts';
import {
  API_VERSION_HEADER,
  AuthError,
  badRequest,
  errorBody,
  forbidden,
  notFound,
  requestedApiVersion,
  tooManyRequests,
  unauthorized,
  unprocessable,
  weakPassword,
} from './errors.ts';
import type { AuthKeys } from './keys.ts';
import type { Mailer } from './mailbox.ts';
import {
  PASSWORD_MAX_BYTES,
  passwordBytes,
  isGuessable,
} from '../../supabase/functions/_shared/contracts/password-policy.ts';
import {
  clientAddress,
  overRequestRateLimit,
  passwordRequirementSets,
  RateLimiter,
  verifyCaptcha,
  type CaptchaSettings,
  type RateLimits,
} from './protection.ts';
import {
  issueSession,
  logout,
  refreshTokenGrant,
  verifyAccessToken,
  type RequestInfo,
  type TokenSettings,
} from './sessions.ts';
import {
  changeEmail,
  confirmEmail,
  findUser,
  insertUser,
  isBanned,
  isUuid,
  jsonb,
  mergeMetadata,
  newOneTimeToken,
  passwordMatches,
  setPassword,
  spendPasswordCheck,
  tokenHash,
  userJson,
  type Db,
  type UserRow,
} from './store.ts';

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
  log?: (message: string, detail?: unknown) => void;
}

const ADMIN_ROLES = ['service_role', 'supabase_admin'];
const EMAIL_FORMAT =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

type Body = Record<string, unknown>;
type VerifyType = 'signup' | 'invite' | 'magiclink' | 'recovery' | 'email_change' | 'email';
const VERIFY_TYPES: VerifyType[] = ['signup', 'invite', 'magiclink', 'recovery', 'email_change', 'email'];

/**
 * The local auth server: GoTrue's HTTP protocol (the endpoints SIMK uses) on top of GoTrue's own
 * tables. The gateway mounts it at `/auth/v1`, so the paths here are the ones GoTrue serves.
 */
export function createAuthService(options: AuthServiceOptions): Hono {
  const { sql, keys, mailer } = options;
  const issuer = options.issuerUrl.replace(/\/$/, '');
  const settings: TokenSettings = {
    keys,
    issuer,
    jwtExpiry: options.jwtExpiry ?? 3600,
    refreshTokenReuseInterval: options.refreshTokenReuseInterval ?? 10,
  };
  const autoconfirm = options.autoconfirm ?? false;
  const minPasswordLength = options.passwordMinLength ?? 6;
  const otpExpiry = options.otpExpiry ?? 3600;
  const emailMaxFrequency = options.emailMaxFrequency ?? 60;
  const mailFrom = options.mailFrom ?? 'SIMK <noreply@simk.test>';
  const templates = { ...defaultTemplates, ...options.templates };
  const log = options.log ?? ((message, detail) => console.error(message, detail));
  const allowedOrigins = options.allowedOrigins ?? ['*'];
  const requiredCharacters = passwordRequirementSets[options.passwordRequirements ?? ''];
  if (!requiredCharacters) throw new Error(`Unknown password_requirements "${options.passwordRequirements}"`);
  const captcha = options.captcha ?? null;
  const limiters = {
    token: new RateLimiter(options.rateLimits?.tokenRefresh ?? 0),
    signInSignUps: new RateLimiter(options.rateLimits?.signInSignUps ?? 0),
    verify: new RateLimiter(options.rateLimits?.tokenVerifications ?? 0),
  };

  const app = new Hono();

  app.use(
    '*',
    cors({
      origin: (origin) => (allowedOrigins.includes('*') || allowedOrigins.includes(origin) ? origin || '*' : null),
      allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      allowHeaders: [
        'accept',
        'authorization',
        'apikey',
        'content-type',
        'x-client-info',
        'x-client-ip',
        'x-jwt-aud',
        'x-use-cookie',
        API_VERSION_HEADER,
      ],
      exposeHeaders: ['x-total-count', 'link', API_VERSION_HEADER],
      credentials: true,
      maxAge: 600,
    }),
  );
  app.use('*', async (c, next) => {
    await next();
    const version = requestedApiVersion(c.req.header(API_VERSION_HEADER));
    if (version) c.header(API_VERSION_HEADER, version);
  });
  app.onError((error, c) => {
    const version = requestedApiVersion(c.req.header(API_VERSION_HEADER));
    if (version) c.header(API_VERSION_HEADER, version);
    if (error instanceof AuthError) {
      return c.json(errorBody(error, version), error.status as 400);
    }
    log(`auth: ${c.req.method} ${c.req.path} failed`, error);
    const failure = new AuthError(
      500,
      'unexpected_failure',
      'Unexpected failure, please check server logs for more information',
    );
    return c.json(errorBody(failure, version), 500);
  });
  app.notFound((c) => {
    throw notFound('not_found', `${c.req.method} ${c.req.path} is not an endpoint of this auth server`);
  });

  // ---- helpers ---------------------------------------------------------------------------

  async function readBody(c: Context): Promise<Body> {
    const text = await c.req.text();
    if (!text.trim()) return {};
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Body;
    } catch (error) {
      throw badRequest('bad_json', `Could not parse request body as JSON: ${(error as Error).message}`);
    }
    throw badRequest('bad_json', 'Could not parse request body as JSON: expected an object');
  }

  const str = (value: unknown) => (typeof value === 'string' ? value : undefined);
  const obj = (value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value) ? (value as Body) : undefined;

  function requestInfo(c: Context, admin = false): RequestInfo {
    return { userAgent: c.req.header('user-agent') ?? null, ip: clientAddress(c.req.raw.headers, admin) };
  }

  /** Whether the request carries service_role credentials, which skip the captcha (GoTrue's verifyCaptcha). */
  async function hasAdminCredentials(c: Context): Promise<boolean> {
    const match = /^bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '');
    if (!match) return false;
    try {
      return ADMIN_ROLES.includes(String((await verifyAccessToken(settings, match[1]!)).role));
    } catch {
      return false;
    }
  }

  /**
   * GoTrue's guards of an endpoint that checks a password or sends an email: the per-IP limit and
   * the captcha, which callers with admin credentials skip. `/token` checks the captcha first (a
   * middleware) and counts the request after (inside its handler); the other endpoints count first.
   */
  async function guard(
    c: Context,
    body: Body,
    limiter: RateLimiter,
    options: { captcha: boolean; captchaFirst?: boolean },
  ) {
    const admin = await hasAdminCredentials(c);
    const ip = clientAddress(c.req.raw.headers, admin);
    const checkCaptcha = async () => {
      if (options.captcha && captcha && !admin) await verifyCaptcha(captcha, body, ip);
    };
    if (options.captchaFirst) await checkCaptcha();
    if (ip && !limiter.take(ip)) throw overRequestRateLimit();
    if (!options.captchaFirst) await checkCaptcha();
    return { admin, ip };
  }

  function validateEmail(raw: unknown): string {
    const email = (str(raw) ?? '').trim();
    if (!email) throw badRequest('validation_failed', 'An email address is required');
    if (email.length > 255) throw badRequest('validation_failed', 'An email address is too long');
    if (!EMAIL_FORMAT.test(email))
      throw badRequest('validation_failed', 'Unable to validate email address: invalid format');
    return email.toLowerCase();
  }

  /** GoTrue's checks, with SIMK's rule (password-policy.ts) as the length count and the blocklist. */
  function checkPasswordStrength(password: string): void {
    if (passwordBytes(password) > PASSWORD_MAX_BYTES) {
      throw unprocessable('validation_failed', `Password cannot be longer than ${PASSWORD_MAX_BYTES} characters`);
    }
    if ([...password].length < minPasswordLength) {
      throw weakPassword(`Password should be at least ${minPasswordLength} characters.`, ['length']);
    }
    if (!requiredCharacters!.every((set) => [...password].some((char) => set.includes(char)))) {
      throw weakPassword(`Password should contain at least one character of each: ${requiredCharacters!.join(', ')}.`, [
        'characters',
      ]);
    }
    if (isGuessable(password)) {
      throw weakPassword('Password is known to be weak and easy to guess, please choose a different one.', ['pwned']);
    }
  }

  /** `redirect_to` when it points at the site or an allowed URL, else the site URL (GoTrue's rule). */
  function redirectTarget(requested: string | undefined): string {
    if (!requested) return options.siteUrl;
    let target: URL;
    try {
      target = new URL(requested);
    } catch {
      return options.siteUrl;
    }
    if (target.hostname === new URL(options.siteUrl).hostname) return requested;
    const allowed = (options.additionalRedirectUrls ?? []).some((pattern) => {
      const regex = new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*\*?/g, '.*')}$`);
      return regex.test(requested) || requested.startsWith(pattern);
    });
    return allowed ? requested : options.siteUrl;
  }

  function assertCanSend(sentAt: Date | null): void {
    if (!sentAt || emailMaxFrequency <= 0) return;
    const wait = Math.ceil((sentAt.getTime() + emailMaxFrequency * 1000 - Date.now()) / 1000);
    if (wait > 0) {
      throw tooManyRequests(
        'over_email_send_rate_limit',
        `For security purposes, you can only request this after ${wait} seconds.`,
      );
    }
  }

  async function sendEmail(
    kind: EmailKind,
    to: string,
    linkType: 'signup' | 'recovery' | 'email_change',
    token: { otp: string; hash: string },
    redirectTo: string,
    user: UserRow,
  ): Promise<void> {
    const link = `${issuer}/verify?${new URLSearchParams({ token: token.hash, type: linkType, redirect_to: redirectTo })}`;
    const rendered = renderEmail(templates[kind], {
      ConfirmationURL: link,
      Token: token.otp,
      TokenHash: token.hash,
      SiteURL: options.siteUrl,
      RedirectTo: redirectTo,
      Email: user.email ?? '',
      NewEmail: kind === 'email_change' ? to : '',
    });
    await mailer.send({ from: mailFrom, to, ...rendered });
  }

  async function sendConfirmation(db: Db, user: UserRow, redirectTo: string): Promise<void> {
    assertCanSend(user.confirmation_sent_at);
    const token = newOneTimeToken(user.email!);
    await db`update auth.users set confirmation_token = ${token.hash}, confirmation_sent_at = now() where id = ${user.id}`;
    await sendEmail('confirmation', user.email!, 'signup', token, redirectTo, user);
  }

  async function authenticate(c: Context): Promise<{ user: UserRow; sessionId: string | null }> {
    const token = bearerToken(c);
    const claims = await verifyAccessToken(settings, token);
    if (!claims.sub) throw forbidden('bad_jwt', 'invalid claim: missing sub claim');
    if (!isUuid(claims.sub)) throw badRequest('bad_jwt', 'invalid claim: sub claim must be a UUID');
    const user = await findUser(sql, { id: claims.sub });
    if (!user) throw forbidden('user_not_found', 'User from sub claim in JWT does not exist');
    const sessionId = claims.session_id || null;
    if (sessionId) {
      const [session] = isUuid(sessionId) ? await sql`select id from auth.sessions where id = ${sessionId}` : [];
      if (!session) throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist');
    }
    return { user, sessionId };
  }

  async function requireAdmin(c: Context): Promise<void> {
    const claims = await verifyAccessToken(settings, bearerToken(c));
    if (!ADMIN_ROLES.includes(String(claims.role))) throw forbidden('not_admin', 'User not allowed');
  }

  function bearerToken(c: Context): string {
    const match = /^bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '');
    if (!match) throw unauthorized('no_authorization', 'This endpoint requires a valid Bearer token');
    return match[1]!;
  }

  /** Finds the user a one-time token belongs to, applies it, and starts a session. */
  async function verifyOneTimeToken(
    db: Db,
    type: VerifyType,
    hash: string,
    failureMessage: string,
    email?: string,
  ): Promise<UserRow> {
    const kinds =
      type === 'signup' || type === 'invite'
        ? (['confirmation'] as const)
        : type === 'recovery' || type === 'magiclink'
          ? (['recovery'] as const)
          : type === 'email_change'
            ? (['email_change'] as const)
            : (['confirmation', 'recovery'] as const);
    for (const kind of kinds) {
      const column =
        kind === 'confirmation'
          ? 'confirmation_token'
          : kind === 'recovery'
            ? 'recovery_token'
            : 'email_change_token_new';
      const user = await findUser(db, { [column]: hash } as { confirmation_token: string }, { forUpdate: true });
      if (!user) continue;
      if (email && kind !== 'email_change' && user.email !== email) continue;
      if (email && kind === 'email_change' && user.email_change !== email) continue;
      const sentAt =
        kind === 'confirmation'
          ? user.confirmation_sent_at
          : kind === 'recovery'
            ? user.recovery_sent_at
            : user.email_change_sent_at;
      if (!sentAt || sentAt.getTime() + otpExpiry * 1000 < Date.now()) break;
      if (isBanned(user)) throw forbidden('user_banned', 'User is banned');
      if (kind === 'confirmation') {
        await confirmEmail(db, user);
      } else if (kind === 'recovery') {
        await db`update auth.users set recovery_token = '', updated_at = now() where id = ${user.id}`;
        if (!user.email_confirmed_at) await confirmEmail(db, user);
      } else {
        await changeEmail(db, user.id, user.email_change!);
        if (!user.email_confirmed_at) await confirmEmail(db, user);
      }
      return (await findUser(db, { id: user.id }))!;
    }
    throw forbidden('otp_expired', failureMessage);
  }

  // ---- public endpoints ---------------------------------------------------------------------

  app.get('/health', (c) =>
    c.json({ version: 'simk-local', name: 'GoTrue', description: 'SIMK local auth service (GoTrue protocol)' }),
  );

  app.get('/settings', (c) =>
    c.json({
      external: { email: true, phone: false, anonymous_users: false },
      disable_signup: options.disableSignup ?? false,
      mailer_autoconfirm: autoconfirm,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    }),
  );

  app.get('/.well-known/jwks.json', (c) => {
    c.header('cache-control', 'public, max-age=600');
    return c.json({ keys: [keys.publicJwk] });
  });

  app.post('/token', async (c) => {
    const grantType = c.req.query('grant_type');
    const body = await readBody(c);
    if (grantType !== 'password' && grantType !== 'refresh_token') {
      throw badRequest('invalid_credentials', 'unsupported_grant_type');
    }
    // Only the password grant needs the captcha (GoTrue's isIgnoreCaptchaRoute).
    const { admin } = await guard(c, body, limiters.token, { captcha: grantType === 'password', captchaFirst: true });
    if (grantType === 'password') {
      const email = str(body.email);
      const phone = str(body.phone);
      const password = str(body.password) ?? '';
      if (email && phone) {
        throw unprocessable('validation_failed', 'Only an email address or phone number should be provided on login.');
      }
      if (!email) {
        if (phone) throw unprocessable('phone_provider_disabled', 'Phone logins are disabled');
        throw badRequest('validation_failed', 'missing email or phone');
      }
      const invalid = () => badRequest('invalid_credentials', 'Invalid login credentials');
      const user = await findUser(sql, { email: email.trim() });
      if (!user || !user.encrypted_password) {
        // GoTrue answers an unknown email at once; here it costs a bcrypt, like a wrong password.
        await spendPasswordCheck(sql, password);
        throw invalid();
      }
      if (isBanned(user)) throw badRequest('user_banned', 'User is banned');
      if (!(await passwordMatches(sql, user.id, password))) throw invalid();
      if (!user.email_confirmed_at) throw badRequest('email_not_confirmed', 'Email not confirmed');
      return c.json(await sql.begin((tx) => issueSession(tx, settings, user, 'password', requestInfo(c, admin))));
    }
    const refreshToken = str(body.refresh_token);
    if (!refreshToken) throw badRequest('validation_failed', 'refresh_token required');
    return c.json(await refreshTokenGrant(sql, settings, refreshToken, requestInfo(c, admin)));
  });

  app.post('/signup', async (c) => {
    if (options.disableSignup) throw unprocessable('signup_disabled', 'Signups not allowed for this instance');
    const body = await readBody(c);
    const { admin } = await guard(c, body, limiters.signInSignUps, { captcha: true });
    if (!body.email && body.phone) throw unprocessable('phone_provider_disabled', 'Phone signups are disabled');
    if (!body.email) throw unprocessable('anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
    const email = validateEmail(body.email);
    const password = str(body.password) ?? '';
    if (!password) throw unprocessable('validation_failed', 'Signup requires a valid password');
    checkPasswordStrength(password);
    const data = obj(body.data) ?? {};
    const redirectTo = redirectTarget(c.req.query('redirect_to') ?? str(body.redirect_to));

    const outcome = await sql.begin(async (tx) => {
      await tx`select pg_advisory_xact_lock(hashtext(${`auth.signup:${email}`}))`;
      const existing = await findUser(tx, { email }, { forUpdate: true });
      // A new user's password is hashed below; an existing one's costs the same, so that the
      // answer's timing does not tell whether the email has an account (decision 0011).
      if (existing) await spendPasswordCheck(tx, password);
      if (existing?.email_confirmed_at) return { repeated: true as const };
      // An unconfirmed account is left as it is ("we can't be sure of their claimed identity");
      // only the confirmation email is sent again.
      const user =
        existing ?? (await findUser(tx, { id: await insertUser(tx, { email, password, userMetadata: data }) }))!;
      if (autoconfirm) {
        await confirmEmail(tx, user);
        const confirmed = (await findUser(tx, { id: user.id }))!;
        return { session: await issueSession(tx, settings, confirmed, 'password', requestInfo(c, admin)) };
      }
      await sendConfirmation(tx, user, redirectTo);
      return { user: userJson((await findUser(tx, { id: user.id }))!) };
    });
    if ('repeated' in outcome) {
      if (autoconfirm) throw unprocessable('user_already_exists', 'User already registered');
      // Same answer as a new signup, so that signup does not reveal who has an account.
      const now = new Date().toISOString();
      return c.json({
        id: crypto.randomUUID(),
        aud: 'authenticated',
        role: '',
        email,
        phone: '',
        confirmation_sent_at: now,
        app_metadata: { provider: 'email', providers: ['email'] },
        user_metadata: data,
        identities: [],
        created_at: now,
        updated_at: now,
        is_anonymous: false,
      });
    }
    return c.json('session' in outcome ? outcome.session : outcome.user);
  });

  app.post('/resend', async (c) => {
    const body = await readBody(c);
    await guard(c, body, limiters.signInSignUps, { captcha: true });
    const type = str(body.type);
    if (type !== 'signup' && type !== 'email_change') {
      throw badRequest('validation_failed', 'Missing one of these types: signup, email_change, sms, phone_change');
    }
    const email = validateEmail(body.email);
    const redirectTo = redirectTarget(c.req.query('redirect_to') ?? str(obj(body.options)?.email_redirect_to));
    await sql.begin(async (tx) => {
      if (type === 'signup') {
        const user = await findUser(tx, { email }, { forUpdate: true });
        if (!user || user.email_confirmed_at) return;
        await sendConfirmation(tx, user, redirectTo);
      } else {
        const [row] = await tx<
          { id: string }[]
        >`select id from auth.users where lower(email_change) = ${email} for update`;
        const user = row && (await findUser(tx, { id: row.id }));
        if (!user) return;
        assertCanSend(user.email_change_sent_at);
        const token = newOneTimeToken(email);
        await tx`update auth.users set email_change_token_new = ${token.hash}, email_change_sent_at = now() where id = ${user.id}`;
        await sendEmail('email_change', email, 'email_change', token, redirectTo, user);
      }
    });
    return c.json({});
  });

  app.get('/user', async (c) => c.json(userJson((await authenticate(c)).user)));

  app.put('/user', async (c) => {
    const { user, sessionId } = await authenticate(c);
    const body = await readBody(c);
    const redirectTo = redirectTarget(c.req.query('redirect_to'));
    const updated = await sql.begin(async (tx) => {
      const current = (await findUser(tx, { id: user.id }, { forUpdate: true }))!;
      const data = obj(body.data);
      if (data) {
        const merged = mergeMetadata(current.raw_user_meta_data, data);
        await tx`update auth.users set raw_user_meta_data = ${jsonb(tx, merged)}, updated_at = now() where id = ${user.id}`;
      }
      if (body.password !== undefined && body.password !== null) {
        const password = str(body.password) ?? '';
        checkPasswordStrength(password);
        if (current.encrypted_password && (await passwordMatches(tx, user.id, password))) {
          throw unprocessable('same_password', 'New password should be different from the old password.');
        }
        await setPassword(tx, user.id, password);
        // A new password ends every other session (GoTrue's User.UpdatePassword).
        await logout(tx, user.id, sessionId, sessionId ? 'others' : 'global');
      }
      if (body.email !== undefined && body.email !== null) {
        const email = validateEmail(body.email);
        if (email !== current.email) {
          const taken = await findUser(tx, { email });
          if (taken && taken.id !== user.id) {
            throw unprocessable('email_exists', 'A user with this email address has already been registered');
          }
          if (autoconfirm) {
            await changeEmail(tx, user.id, email);
          } else {
            assertCanSend(current.email_change_sent_at);
            const token = newOneTimeToken(email);
            await tx`
              update auth.users
                 set email_change = ${email}, email_change_token_new = ${token.hash},
                     email_change_sent_at = now(), email_change_confirm_status = 0, updated_at = now()
               where id = ${user.id}
            `;
            await sendEmail('email_change', email, 'email_change', token, redirectTo, current);
          }
        }
      }
      return (await findUser(tx, { id: user.id }))!;
    });
    return c.json(userJson(updated));
  });

  app.post('/logout', async (c) => {
    const scope = c.req.query('scope') ?? 'global';
    if (scope !== 'global' && scope !== 'local' && scope !== 'others') {
      throw badRequest('validation_failed', `Unsupported logout scope "${scope}"`);
    }
    const { user, sessionId } = await authenticate(c);
    await logout(sql, user.id, sessionId, scope);
    return c.body(null, 204);
  });

  app.post('/recover', async (c) => {
    const body = await readBody(c);
    await guard(c, body, limiters.signInSignUps, { captcha: true });
    const email = validateEmail(body.email);
    const redirectTo = redirectTarget(c.req.query('redirect_to') ?? str(body.redirect_to));
    await sql.begin(async (tx) => {
      const user = await findUser(tx, { email }, { forUpdate: true });
      if (!user) return; // same answer whether or not the account exists
      assertCanSend(user.recovery_sent_at);
      const token = newOneTimeToken(email);
      await tx`update auth.users set recovery_token = ${token.hash}, recovery_sent_at = now() where id = ${user.id}`;
      await sendEmail('recovery', email, 'recovery', token, redirectTo, user);
    });
    return c.json({});
  });

  app.post('/verify', async (c) => {
    const body = await readBody(c);
    const { admin } = await guard(c, body, limiters.verify, { captcha: false });
    const type = str(body.type) as VerifyType | undefined;
    const hash = str(body.token_hash);
    const otp = str(body.token)?.replaceAll('-', '');
    if (!hash && !otp) throw badRequest('validation_failed', 'Verify requires a token or a token hash');
    if (!type) throw badRequest('validation_failed', 'Verify requires a verification type');
    if (!VERIFY_TYPES.includes(type)) throw badRequest('validation_failed', 'Unsupported verification type');
    let email: string | undefined;
    if (!hash) {
      if (body.phone) throw badRequest('validation_failed', 'Phone verification is not supported');
      email = validateEmail(body.email);
    }
    const session = await sql.begin(async (tx) => {
      const user = await verifyOneTimeToken(
        tx,
        type,
        hash ?? tokenHash(email!, otp!),
        'Token has expired or is invalid',
        email,
      );
      return issueSession(tx, settings, user, 'otp', requestInfo(c, admin));
    });
    return c.json(session);
  });

  app.get('/verify', async (c) => {
    await guard(c, {}, limiters.verify, { captcha: false });
    const token = c.req.query('token');
    const type = c.req.query('type') as VerifyType | undefined;
    const redirectTo = redirectTarget(c.req.query('redirect_to'));
    if (!token) throw badRequest('validation_failed', 'Verify requires a token or a token hash');
    if (!type || !VERIFY_TYPES.includes(type)) throw badRequest('validation_failed', 'Unsupported verification type');
    const target = new URL(redirectTo);
    try {
      const session = await sql.begin(async (tx) => {
        const user = await verifyOneTimeToken(tx, type, token, 'Email link is invalid or has expired');
        return issueSession(tx, settings, user, 'otp', requestInfo(c));
      });
      target.hash = new URLSearchParams({
        access_token: session.access_token,
        expires_at: String(session.expires_at),
        expires_in: String(session.expires_in),
        refresh_token: session.refresh_token,
        token_type: session.token_type,
        type,
      }).toString();
    } catch (error) {
      if (!(error instanceof AuthError)) throw error;
      target.search = '';
      target.hash = new URLSearchParams({
        error: error.status === 403 ? 'access_denied' : 'invalid_request',
        error_code: error.errorCode,
        error_description: error.message,
      }).toString();
    }
    return c.redirect(target.toString(), 303);
  });

  // ---- admin endpoints (service_role) -------------------------------------------------------

  app.use('/admin/*', async (c, next) => {
    await requireAdmin(c);
    await next();
  });

  app.get('/admin/users', async (c) => {
    const page = c.req.query('page') ? Number(c.req.query('page')) : 1;
    const perPage = c.req.query('per_page') ? Number(c.req.query('per_page')) : 50;
    if (!Number.isInteger(page) || page < 1 || !Number.isInteger(perPage) || perPage < 1) {
      throw badRequest('validation_failed', 'Bad Pagination Parameters');
    }
    const filter = c.req.query('filter')?.trim();
    const where = filter
      ? sql`u.aud = 'authenticated' and (u.email ilike ${`%${filter}%`} or u.raw_user_meta_data ->> 'full_name' ilike ${`%${filter}%`})`
      : sql`u.aud = 'authenticated'`;
    const [{ count }] = (await sql`select count(*)::int as count from auth.users u where ${where}`) as unknown as [
      { count: number },
    ];
    const ids = await sql<{ id: string }[]>`
      select u.id from auth.users u where ${where}
       order by u.created_at desc, u.id desc limit ${perPage} offset ${(page - 1) * perPage}
    `;
    const users = await Promise.all(ids.map(async ({ id }) => userJson((await findUser(sql, { id }))!)));

    const totalPages = Math.max(1, Math.ceil(count / perPage));
    const link = (target: number) => {
      const query = new URLSearchParams(new URL(c.req.url).searchParams);
      query.set('page', String(target));
      query.set('per_page', String(perPage));
      query.sort();
      return `</admin/users?${query}>`;
    };
    const links = [...(page < totalPages ? [`${link(page + 1)}; rel="next"`] : []), `${link(totalPages)}; rel="last"`];
    c.header('x-total-count', String(count));
    c.header('link', links.join(', '));
    return c.json({ users, aud: 'authenticated' });
  });

  app.post('/admin/users', async (c) => {
    const body = await readBody(c);
    if (!body.email && body.phone)
      throw badRequest('validation_failed', 'Phone users are not supported by the local auth service');
    if (!body.email) throw badRequest('validation_failed', 'Cannot create a user without either an email or phone');
    const email = validateEmail(body.email);
    const password = str(body.password);
    if (password) checkPasswordStrength(password);
    const passwordHash = str(body.password_hash);
    if (passwordHash && !/^\$2[abxy]\$\d\d\$/.test(passwordHash)) {
      throw badRequest('validation_failed', 'Invalid password hash: only bcrypt hashes are supported');
    }
    const id = str(body.id);
    if (id && !isUuid(id)) throw badRequest('validation_failed', 'user id must be a UUID');
    const user = await sql.begin(async (tx) => {
      if (await findUser(tx, { email })) {
        throw unprocessable('email_exists', 'A user with this email address has already been registered');
      }
      const created = await insertUser(tx, {
        id,
        email,
        password,
        passwordHash,
        emailConfirmed: body.email_confirm === true,
        userMetadata: obj(body.user_metadata),
        appMetadata: obj(body.app_metadata),
        role: str(body.role),
        bannedUntil: banUntil(body.ban_duration),
      });
      return (await findUser(tx, { id: created }))!;
    });
    return c.json(userJson(user));
  });

  app.get('/admin/users/:id', async (c) => c.json(userJson(await loadUser(sql, c.req.param('id')))));

  app.put('/admin/users/:id', async (c) => {
    const body = await readBody(c);
    const user = await sql.begin(async (tx) => {
      const current = await loadUser(tx, c.req.param('id'), true);
      if (body.email !== undefined && body.email !== null) {
        const email = validateEmail(body.email);
        if (email !== current.email) {
          const taken = await findUser(tx, { email });
          if (taken && taken.id !== current.id) {
            throw unprocessable('email_exists', 'A user with this email address has already been registered');
          }
          await changeEmail(tx, current.id, email);
        }
      }
      if (body.email_confirm === true) await confirmEmail(tx, current);
      const password = str(body.password);
      if (password !== undefined) {
        checkPasswordStrength(password);
        await setPassword(tx, current.id, password);
        await logout(tx, current.id, null, 'global');
      }
      const passwordHash = str(body.password_hash);
      if (passwordHash) {
        if (!/^\$2[abxy]\$\d\d\$/.test(passwordHash)) {
          throw badRequest('validation_failed', 'Invalid password hash: only bcrypt hashes are supported');
        }
        await tx`update auth.users set encrypted_password = ${passwordHash}, updated_at = now() where id = ${current.id}`;
        await logout(tx, current.id, null, 'global');
      }
      const userMetadata = obj(body.user_metadata);
      if (userMetadata) {
        const merged = mergeMetadata(current.raw_user_meta_data, userMetadata);
        await tx`update auth.users set raw_user_meta_data = ${jsonb(tx, merged)} where id = ${current.id}`;
      }
      const appMetadata = obj(body.app_metadata);
      if (appMetadata) {
        const merged = mergeMetadata(current.raw_app_meta_data, appMetadata);
        await tx`update auth.users set raw_app_meta_data = ${jsonb(tx, merged)} where id = ${current.id}`;
      }
      const role = str(body.role);
      if (role) await tx`update auth.users set role = ${role.trim()} where id = ${current.id}`;
      if (body.ban_duration !== undefined) {
        await tx`update auth.users set banned_until = ${banUntil(body.ban_duration)} where id = ${current.id}`;
      }
      await tx`update auth.users set updated_at = now() where id = ${current.id}`;
      return (await findUser(tx, { id: current.id }))!;
    });
    return c.json(userJson(user));
  });

  app.delete('/admin/users/:id', async (c) => {
    const body = await readBody(c);
    await sql.begin(async (tx) => {
      const user = await loadUser(tx, c.req.param('id'), true);
      if (body.should_soft_delete === true) {
        await logout(tx, user.id, null, 'global');
        await tx`
          update auth.users
             set deleted_at = now(), email = null, phone = null, encrypted_password = '',
                 confirmation_token = '', recovery_token = '', email_change_token_new = '', email_change = '',
                 raw_user_meta_data = '{}'::jsonb, updated_at = now()
           where id = ${user.id}
        `;
        await tx`delete from auth.identities where user_id = ${user.id}`;
      } else {
        await tx`delete from auth.refresh_tokens where user_id = ${user.id}`;
        await tx`delete from auth.users where id = ${user.id}`;
      }
    });
    return c.json({});
  });

  async function loadUser(db: Db, id: string, forUpdate = false): Promise<UserRow> {
    if (!isUuid(id)) throw notFound('validation_failed', 'user_id must be an UUID');
    const user = await findUser(db, { id }, { forUpdate });
    if (!user) throw notFound('user_not_found', 'User not found');
    return user;
  }

  return app;
}

/** `ban_duration` as GoTrue reads it: `none`, or a Go duration such as `24h` or `1h30m`. */
function banUntil(value: unknown): Date | null {
  if (value === undefined || value === null || value === '' || value === 'none') return null;
  const text = String(value);
  const units: Record<string, number> = { ns: 1e-6, us: 1e-3, µs: 1e-3, ms: 1, s: 1e3, m: 60e3, h: 3600e3 };
  const parts = [...text.matchAll(/(\d+(?:\.\d+)?)(ns|us|µs|ms|s|m|h)/g)];
  if (!parts.length || parts.map((part) => part[0]).join('') !== text) {
    throw badRequest('validation_failed', `invalid format for ban duration: time: invalid duration "${text}"`);
  }
  const milliseconds = parts.reduce((total, part) => total + Number(part[1]) * units[part[2]!]!, 0);
  return new Date(Date.now() + milliseconds);
}
