import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../app-env.ts';
import { anonymousCaller, asCaller, isConnectionError } from '../../db.ts';
import { authMessages } from '../../../_shared/contracts/auth-messages.ts';
import type { AccessClaims } from '../../auth/access-token.ts';
import { AppError } from '../../errors.ts';

/**
 * Who may call a route, attached to the route itself (`middleware: [signedIn]`). These give early,
 * clear 401/403 answers; row-level security, inside `asCaller`, still decides every row.
 */

/** What each of these middleware requires, in words: docs/api.md's permission column (scripts/docs-api.ts). */
const requirements = new WeakMap<object, string>();

function described<M extends object>(middleware: M, requirement: string): M {
  requirements.set(middleware, requirement);
  return middleware;
}

/** The requirement of a route's permission middleware; undefined when it has none (public, or checked by the handler). */
export function requirementOf(middleware: unknown): string | undefined {
  const list: unknown[] = Array.isArray(middleware) ? middleware : middleware ? [middleware] : [];
  return list.map((one) => (typeof one === 'function' ? requirements.get(one) : undefined)).find(Boolean);
}

function bearerToken(c: Context<AppEnv>): string | undefined {
  return c.req.header('authorization')?.match(/^Bearer\s+(.+)$/i)?.[1];
}

/**
 * 401 without a valid access token of a live session; otherwise the verified claims become the
 * request's caller. `verifyAccessToken` also refuses a signed-out session, a deleted or a banned
 * user (decision 0011). A token at aal1 whose user has a verified second factor gets 403
 * `AAL2_REQUIRED` (decision 0050), unless the route serves a login still waiting for its code.
 */
async function authenticate(c: Context<AppEnv>, { beforeSecondFactor = false } = {}): Promise<void> {
  const token = bearerToken(c);
  if (!token) throw new AppError('UNAUTHORIZED');
  let claims;
  try {
    claims = await c.var.deps.verifyAccessToken(token);
  } catch (error) {
    // A database that cannot be reached is an outage (503), not a reason to sign the user out.
    if (isConnectionError(error)) throw error;
    throw new AppError('UNAUTHORIZED');
  }
  if (!beforeSecondFactor) await refuseBeforeSecondFactor(c, claims);
  c.set('claims', claims);
  c.set('caller', { role: 'authenticated', claims });
  c.set('accessToken', token);
}

async function refuseBeforeSecondFactor(c: Context<AppEnv>, claims: AccessClaims): Promise<void> {
  if (await c.var.deps.sessions.awaitsSecondFactor(claims)) {
    throw new AppError('AAL2_REQUIRED', authMessages.secondFactorRequired);
  }
}

/** Any signed-in user (401 otherwise) whose session has its second factor when the account has one. */
export const signedIn = described(
  createMiddleware<AppEnv>(async (c, next) => {
    await authenticate(c);
    await next();
  }),
  'signed in',
);

/**
 * Any signed-in user, also one whose login still waits for the authenticator code: only for what
 * that login needs (signing out). Every other route uses `signedIn`, `can` or `canAny`.
 */
export const signedInBeforeSecondFactor = described(
  createMiddleware<AppEnv>(async (c, next) => {
    await authenticate(c, { beforeSecondFactor: true });
    await next();
  }),
  'signed in (second factor not needed)',
);

/** A permission name as the `permissions` table has it, e.g. `members.edit`. */
export type Permission = `${string}.${string}`;

/**
 * A signed-in user (401) whose active roles grant the permissions in some scope (403 `FORBIDDEN`
 * otherwise; one `private.has_permission` query for all of them): `every` one, or `any` one.
 */
function permitted(mode: 'every' | 'any', permissions: Permission[]) {
  const combine = mode === 'every' ? 'bool_and' : 'bool_or';
  return createMiddleware<AppEnv>(async (c, next) => {
    await authenticate(c);
    const [row] = await asCaller(
      c.var.deps.sql,
      c.var.caller,
      (tx) => tx<{ allowed: boolean }[]>`
        select coalesce(${tx.unsafe(combine)}(private.has_permission(p)), false) as allowed
        from unnest(${permissions}::text[]) p`,
    );
    if (!row?.allowed) throw new AppError('FORBIDDEN');
    await next();
  });
}

/** Every one of `permissions` (e.g. `can('members.view', 'members.edit')`). Which rows they reach is still RLS's business. */
export function can(...permissions: [Permission, ...Permission[]]) {
  return described(permitted('every', permissions), permissions.join(' and '));
}

/**
 * At least one of `permissions`: e.g. a member's own bills (`payments.pay`) or an officer's
 * (`payments.view`) on one route.
 */
export function canAny(...permissions: [Permission, ...Permission[]]) {
  return described(permitted('any', permissions), permissions.join(' or '));
}

/**
 * Anyone: a signed-in caller gets scoped extras, an anonymous one the public figures. A token that
 * does not verify is a 401 rather than a silent downgrade to anonymous.
 */
export const optionalUser = described(
  createMiddleware<AppEnv>(async (c, next) => {
    const token = bearerToken(c);
    let caller = anonymousCaller;
    if (token) {
      let claims;
      try {
        claims = await c.var.deps.verifyAccessToken(token);
      } catch {
        throw new AppError('UNAUTHORIZED');
      }
      await refuseBeforeSecondFactor(c, claims);
      caller = { role: 'authenticated', claims };
    }
    c.set('caller', caller);
    await next();
  }),
  'anyone (signed in: more)',
);
