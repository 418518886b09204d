import type { z } from 'zod';
import { authMessages } from '../../_shared/contracts/auth.ts';
import type { registerRequestSchema } from '../../_shared/contracts/registration.ts';
import { anonymousCaller, asCaller } from '../db.ts';
import { AppError } from '../errors.ts';
import { GoTrueError } from './gotrue.ts';
import type { AuthDependencies } from './log-in.ts';
import { authUnavailable } from './password-check.ts';
import { requireHuman } from './turnstile.ts';

export interface RegisterContext {
  ip: string | null;
  origin: string | undefined;
  /** Where the confirmation email's link lands. */
  emailRedirectTo: string;
}

/**
 * Self-registration: an auth account and a PENDING membership application in a DPC.
 *
 * Everything that can refuse the request is checked before the account is created, so a refusal
 * leaves nothing behind. An email that already has an account gets the same answer, after the
 * same work, as a new one (decision 0011): the auth server answers with a look-alike user, and
 * the application call is made for it too (it changes nothing for a user that does not exist).
 */
export async function register(
  deps: AuthDependencies,
  input: z.output<typeof registerRequestSchema>,
  context: RegisterContext,
) {
  await requireHuman(deps.config.turnstile, {
    token: input.turnstileToken,
    remoteIp: context.ip ?? undefined,
    origin: context.origin,
    identifier: input.email,
  });
  if (!(await isOpenChapter(deps, input.organizationId))) {
    throw new AppError('VALIDATION_ERROR', authMessages.chapterRequired);
  }

  let userId: string | undefined;
  try {
    const result = await deps.gotrue.signUp({
      email: input.email,
      password: input.password,
      data: { full_name: input.fullName },
      redirectTo: context.emailRedirectTo,
      clientIp: context.ip,
    });
    userId = 'access_token' in result ? result.user.id : result.id;
  } catch (error) {
    if (error instanceof GoTrueError && error.code === 'weak_password') throw new AppError('WEAK_PASSWORD');
    // An already registered email gets the same answer as a new one: no account enumeration.
    // `over_email_send_rate_limit` is a repeated sign-up of an unconfirmed email within
    // `max_frequency`: its confirmation email went out moments ago, so it is answered the same.
    if (!(error instanceof GoTrueError && ['user_already_exists', 'over_email_send_rate_limit'].includes(error.code))) {
      throw authUnavailable(error);
    }
  }
  if (userId) {
    await deps.sql`
      select private.submit_membership_application(
        ${userId}, ${input.fullName}, ${input.email}, ${input.phoneNumber}, ${input.organizationId},
        ${input.registrationType}
      )
    `;
  }
}

/**
 * A chapter one can apply to: an active DPC, read the way the registration form's picker reads
 * the chapters (`GET /organizations`, as anon under RLS).
 */
async function isOpenChapter(deps: AuthDependencies, organizationId: string): Promise<boolean> {
  const rows = await asCaller(
    deps.sql,
    anonymousCaller,
    (tx) => tx`
      select 1 from public.organizations where id = ${organizationId}::uuid and level = 'DPC' and is_active
    `,
  );
  return rows.length === 1;
}
