import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import {
  forgotPasswordRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  messageResponseSchema,
  passwordMatchesIdentity,
  refreshRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  sessionUserSchema,
  tokensSchema,
  verifyEmailRequestSchema,
} from '../../_shared/contracts/auth.ts';
import type { AppEnv } from '../app-env.ts';
import { clientIp } from '../client-ip.ts';
import { AppError } from '../errors.ts';
import { logIn, toTokens, type AuthDependencies } from '../auth/log-in.ts';
import { authUnavailable } from '../auth/password-check.ts';
import { GoTrueError } from '../auth/gotrue.ts';
import { requireUser } from '../auth/require-user.ts';
import { loadSessionUser } from '../auth/session-user.ts';
import { register } from '../auth/register.ts';
import { bearerAuth, failure, jsonBody, ok } from './_shared/openapi-helpers.ts';

const tags = ['Auth'];

const loginResponses = {
  200: ok(loginResponseSchema, 'Signed in'),
  400: failure('Invalid input or failed security check'),
  401: failure('Wrong identifier or password'),
  403: failure('Email not confirmed, or not an officer (admin login)'),
  429: failure('Too many failed attempts; see Retry-After'),
};

const loginRoute = createRoute({
  method: 'post',
  path: '/auth/login',
  tags,
  summary: 'Sign in with an email or a NAP',
  request: jsonBody(loginRequestSchema),
  responses: loginResponses,
});
const adminLoginRoute = createRoute({
  method: 'post',
  path: '/auth/admin/login',
  tags,
  summary: 'Sign in as an officer',
  request: jsonBody(loginRequestSchema),
  responses: loginResponses,
});
const registerRoute = createRoute({
  method: 'post',
  path: '/auth/register',
  tags,
  summary: 'Create an account and a pending membership application',
  request: jsonBody(registerRequestSchema),
  responses: {
    201: ok(messageResponseSchema, 'Account created; a confirmation email was sent'),
    400: failure('Invalid input, a chapter that is not an active DPC, or failed security check'),
    422: failure('Password too weak'),
  },
});
const logoutRoute = createRoute({
  method: 'post',
  path: '/auth/logout',
  tags,
  summary: 'End this session on the server',
  security: bearerAuth,
  responses: { 200: ok(messageResponseSchema, 'Signed out'), 401: failure('Not signed in') },
});
const meRoute = createRoute({
  method: 'get',
  path: '/auth/me',
  tags,
  summary: 'The signed-in user, role, organization, permissions and member summary',
  security: bearerAuth,
  responses: { 200: ok(sessionUserSchema, 'The user'), 401: failure('Not signed in') },
});
const refreshRoute = createRoute({
  method: 'post',
  path: '/auth/refresh',
  tags,
  summary: 'Exchange a refresh token for new tokens (the old one is spent)',
  request: jsonBody(refreshRequestSchema),
  responses: { 200: ok(tokensSchema, 'New tokens'), 401: failure('Refresh token invalid, spent or revoked') },
});
const verifyEmailRoute = createRoute({
  method: 'post',
  path: '/auth/verify-email',
  tags,
  summary: 'Confirm an email address with the token from the confirmation email',
  request: jsonBody(verifyEmailRequestSchema),
  responses: { 200: ok(messageResponseSchema, 'Email confirmed'), 400: failure('Invalid or expired token') },
});
const forgotPasswordRoute = createRoute({
  method: 'post',
  path: '/auth/forgot-password',
  tags,
  summary: 'Send a password reset email (same answer whether or not the email exists)',
  request: jsonBody(forgotPasswordRequestSchema),
  responses: { 200: ok(messageResponseSchema, 'Accepted'), 400: failure('Invalid email') },
});
const resetPasswordRoute = createRoute({
  method: 'post',
  path: '/auth/reset-password',
  tags,
  summary: 'Set a new password with the token from the reset email',
  request: jsonBody(resetPasswordRequestSchema),
  responses: { 200: ok(messageResponseSchema, 'Password changed'), 400: failure('Invalid token or password') },
});

export const authTexts = {
  registered:
    'Pendaftaran diterima. Periksa email Anda untuk mengonfirmasi alamat email; setelah itu pengurus DPC akan memverifikasi keanggotaan Anda.',
  loggedOut: 'Anda telah keluar.',
  emailConfirmed: 'Email berhasil dikonfirmasi. Silakan masuk ke SIMK.',
  resetSent: 'Jika email tersebut terdaftar, kami telah mengirim tautan untuk mengatur ulang kata sandi.',
  passwordReset: 'Kata sandi berhasil diubah. Silakan masuk dengan kata sandi baru.',
};

export function authRoutes(deps: AuthDependencies & { siteUrl: string }) {
  const signedIn = requireUser(deps.verifyAccessToken);
  const loginContext = (c: { req: { header(name: string): string | undefined } }, officersOnly: boolean) => ({
    ip: clientIp(c.req.header('x-forwarded-for')),
    origin: c.req.header('origin'),
    officersOnly,
  });

  const app = new OpenAPIHono<AppEnv>();
  app.use('/auth/logout', signedIn);
  app.use('/auth/me', signedIn);

  return app
    .openapi(loginRoute, async (c) =>
      c.json({ success: true as const, data: await logIn(deps, c.req.valid('json'), loginContext(c, false)) }, 200),
    )
    .openapi(adminLoginRoute, async (c) =>
      c.json({ success: true as const, data: await logIn(deps, c.req.valid('json'), loginContext(c, true)) }, 200),
    )
    .openapi(registerRoute, async (c) => {
      await register(deps, c.req.valid('json'), {
        ip: clientIp(c.req.header('x-forwarded-for')),
        origin: c.req.header('origin'),
        emailRedirectTo: `${deps.siteUrl}/email-verification`,
      });
      return c.json({ success: true as const, data: { message: authTexts.registered } }, 201);
    })
    .openapi(logoutRoute, async (c) => {
      await deps.gotrue.logout(c.get('accessToken'), 'local').catch((error: unknown) => {
        // A session already ended is what the caller wants anyway.
        if (!(error instanceof GoTrueError && error.status < 500)) throw authUnavailable(error);
      });
      deps.sessions.forget(c.get('claims').session_id);
      return c.json({ success: true as const, data: { message: authTexts.loggedOut } }, 200);
    })
    .openapi(meRoute, async (c) =>
      c.json({ success: true as const, data: await loadSessionUser(deps.sql, c.get('claims')) }, 200),
    )
    .openapi(refreshRoute, async (c) => {
      try {
        const session = await deps.gotrue.refresh(c.req.valid('json').refreshToken);
        return c.json({ success: true as const, data: toTokens(session) }, 200);
      } catch (error) {
        if (error instanceof GoTrueError && error.status < 500 && error.status !== 429)
          throw new AppError('UNAUTHORIZED');
        throw authUnavailable(error);
      }
    })
    .openapi(verifyEmailRoute, async (c) => {
      const session = await verifyOrReject(deps, 'signup', c.req.valid('json').token);
      // Confirming proves the address; signing in stays a separate, deliberate step.
      await deps.gotrue.logout(session.access_token, 'local').catch(() => {});
      return c.json({ success: true as const, data: { message: authTexts.emailConfirmed } }, 200);
    })
    .openapi(forgotPasswordRoute, async (c) => {
      const ip = clientIp(c.req.header('x-forwarded-for'));
      await deps.gotrue.recover(c.req.valid('json').email, `${deps.siteUrl}/reset-password`, ip).catch(() => {
        // Same answer whatever happened, so the response never tells whether the email exists.
      });
      return c.json({ success: true as const, data: { message: authTexts.resetSent } }, 200);
    })
    .openapi(resetPasswordRoute, async (c) => {
      const { token, newPassword } = c.req.valid('json');
      const session = await verifyOrReject(deps, 'recovery', token);
      const [member] = await deps.sql<{ nap: string | null }[]>`
        select nap from public.members where user_id = ${session.user.id}
      `;
      if (passwordMatchesIdentity(newPassword, { email: session.user.email, nap: member?.nap })) {
        await deps.gotrue.logout(session.access_token, 'local').catch(() => {});
        throw new AppError(
          'VALIDATION_ERROR',
          'Kata sandi tidak boleh sama dengan email atau NAP. Tautan ini sudah terpakai; minta tautan baru.',
        );
      }
      try {
        await deps.gotrue.updateUser(session.access_token, { password: newPassword });
      } catch (error) {
        if (error instanceof GoTrueError && error.code === 'weak_password') throw new AppError('WEAK_PASSWORD');
        throw authUnavailable(error);
      }
      // A reset ends every session: whoever knew the old password is signed out.
      await deps.gotrue.logout(session.access_token, 'global').catch(() => {});
      return c.json({ success: true as const, data: { message: authTexts.passwordReset } }, 200);
    });
}

async function verifyOrReject(deps: AuthDependencies, type: 'signup' | 'recovery', tokenHash: string) {
  try {
    return await deps.gotrue.verify(type, tokenHash);
  } catch (error) {
    if (error instanceof GoTrueError && error.status < 500 && error.status !== 429) throw new AppError('INVALID_TOKEN');
    throw authUnavailable(error);
  }
}
