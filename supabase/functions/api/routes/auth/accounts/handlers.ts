import type { Context } from 'hono';
import type { AppEnv } from '../../../app-env.ts';
import { GoTrueError } from '../../../auth/gotrue.ts';
import { logIn, toTokens, type AuthDependencies } from '../../../auth/log-in.ts';
import { authUnavailable, isIdentityPassword } from '../../../auth/password-check.ts';
import { register as registerAccount } from '../../../auth/register.ts';
import { loadSessionUser } from '../../../auth/session-user.ts';
import { requestClientIp } from '../../../client-ip.ts';
import { AppError, messageFields } from '../../../errors.ts';
import { authMessages } from '../../../../_shared/contracts/auth-messages.ts';
import type { AppRouteHandler } from '../../_shared/router.ts';
import type * as routes from './routes.ts';

const authNotices = {
  registered: 'notices:auth.registered',
  loggedOut: 'notices:auth.loggedOut',
  emailConfirmed: 'notices:auth.emailConfirmed',
  resetSent: 'notices:auth.resetSent',
  passwordReset: 'notices:auth.passwordReset',
};

function loginContext(c: Context<AppEnv>, officersOnly: boolean) {
  return { ip: requestClientIp(c), origin: c.req.header('origin'), officersOnly };
}

async function verifyOrReject(deps: AuthDependencies, type: 'signup' | 'recovery', tokenHash: string) {
  try {
    return await deps.gotrue.verify(type, tokenHash);
  } catch (error) {
    if (error instanceof GoTrueError && error.status < 500 && error.status !== 429) throw new AppError('INVALID_TOKEN');
    throw authUnavailable(error);
  }
}

export const login: AppRouteHandler<typeof routes.login> = async (c) =>
  c.json({ success: true as const, data: await logIn(c.var.deps, c.req.valid('json'), loginContext(c, false)) }, 200);

export const adminLogin: AppRouteHandler<typeof routes.adminLogin> = async (c) =>
  c.json({ success: true as const, data: await logIn(c.var.deps, c.req.valid('json'), loginContext(c, true)) }, 200);

export const register: AppRouteHandler<typeof routes.register> = async (c) => {
  const { deps } = c.var;
  await registerAccount(deps, c.req.valid('json'), {
    ip: requestClientIp(c),
    origin: c.req.header('origin'),
    emailRedirectTo: `${deps.config.siteUrl}/email-verification`,
  });
  return c.json({ success: true as const, data: messageFields(authNotices.registered) }, 201);
};

export const logout: AppRouteHandler<typeof routes.logout> = async (c) => {
  const { deps } = c.var;
  await deps.gotrue.logout(c.var.accessToken, 'local').catch((error: unknown) => {
    // A session already ended is what the caller wants anyway.
    if (!(error instanceof GoTrueError && error.status < 500)) throw authUnavailable(error);
  });
  deps.sessions.forget(c.var.claims.session_id);
  return c.json({ success: true as const, data: messageFields(authNotices.loggedOut) }, 200);
};

export const me: AppRouteHandler<typeof routes.me> = async (c) =>
  c.json({ success: true as const, data: await loadSessionUser(c.var.deps.sql, c.var.claims) }, 200);

export const refresh: AppRouteHandler<typeof routes.refresh> = async (c) => {
  try {
    const session = await c.var.deps.gotrue.refresh(c.req.valid('json').refreshToken);
    return c.json({ success: true as const, data: toTokens(session) }, 200);
  } catch (error) {
    if (error instanceof GoTrueError && error.status < 500 && error.status !== 429) throw new AppError('UNAUTHORIZED');
    throw authUnavailable(error);
  }
};

export const verifyEmail: AppRouteHandler<typeof routes.verifyEmail> = async (c) => {
  const { gotrue } = c.var.deps;
  const session = await verifyOrReject(c.var.deps, 'signup', c.req.valid('json').token);
  // Confirming proves the address; signing in stays a separate, deliberate step.
  await gotrue.logout(session.access_token, 'local').catch(() => {});
  return c.json({ success: true as const, data: messageFields(authNotices.emailConfirmed) }, 200);
};

export const forgotPassword: AppRouteHandler<typeof routes.forgotPassword> = async (c) => {
  const { deps } = c.var;
  const ip = requestClientIp(c);
  await deps.gotrue.recover(c.req.valid('json').email, `${deps.config.siteUrl}/reset-password`, ip).catch(() => {
    // Same answer whatever happened, so the response never tells whether the email exists.
  });
  return c.json({ success: true as const, data: messageFields(authNotices.resetSent) }, 200);
};

export const resetPassword: AppRouteHandler<typeof routes.resetPassword> = async (c) => {
  const { deps } = c.var;
  const { token, newPassword } = c.req.valid('json');
  const session = await verifyOrReject(deps, 'recovery', token);
  if (await isIdentityPassword(deps.sql, newPassword, session.user)) {
    await deps.gotrue.logout(session.access_token, 'local').catch(() => {});
    throw new AppError('VALIDATION_ERROR', authMessages.passwordIsIdentityLinkUsed);
  }
  try {
    await deps.gotrue.updateUser(session.access_token, { password: newPassword });
  } catch (error) {
    if (error instanceof GoTrueError && error.code === 'weak_password') throw new AppError('WEAK_PASSWORD');
    throw authUnavailable(error);
  }
  // A reset ends every session: whoever knew the old password is signed out.
  await deps.gotrue.logout(session.access_token, 'global').catch(() => {});
  return c.json({ success: true as const, data: messageFields(authNotices.passwordReset) }, 200);
};
