import { emailChangeMessages } from '../../../../_shared/contracts/email-change.ts';
import { GoTrueError } from '../../../auth/gotrue.ts';
import { authUnavailable } from '../../../auth/password-check.ts';
import { AppError, messageFields } from '../../../errors.ts';
import type { AppRouteHandler } from '../../_shared/router.ts';
import * as queries from './queries.ts';
import type * as routes from './routes.ts';

/** The auth server's refusals of an email change, as the API's catalogued errors. */
function emailChangeRefusal(error: unknown): AppError {
  if (error instanceof GoTrueError) {
    if (error.code === 'email_exists') return new AppError('EMAIL_TAKEN');
    if (error.code === 'over_email_send_rate_limit' || error.status === 429)
      return new AppError('EMAIL_CHANGE_TOO_SOON');
    if (error.code === 'insufficient_aal') return new AppError('AAL2_REQUIRED', emailChangeMessages.needsAal2);
    if (error.code === 'validation_failed' || error.code === 'email_address_invalid') {
      return new AppError('VALIDATION_ERROR');
    }
  }
  return authUnavailable(error);
}

export const requestEmailChange: AppRouteHandler<typeof routes.requestEmailChange> = async (c) => {
  const { deps, claims, accessToken } = c.var;
  const { email } = c.req.valid('json');
  if (email === claims.email?.toLowerCase()) throw new AppError('VALIDATION_ERROR', emailChangeMessages.sameEmail);
  if (await queries.emailHeldByAnotherMember(deps.sql, email, claims.sub)) throw new AppError('EMAIL_TAKEN');
  try {
    await deps.gotrue.requestEmailChange(accessToken, email, `${deps.config.siteUrl}/email-change`);
  } catch (error) {
    throw emailChangeRefusal(error);
  }
  return c.json(
    { success: true as const, data: { pendingEmail: email, ...messageFields(emailChangeMessages.requested) } },
    200,
  );
};
