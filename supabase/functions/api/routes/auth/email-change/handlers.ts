import { emailChangeMessages } from '../../../../_shared/contracts/email-change.ts';
import { GoTrueError } from '../../../auth/gotrue.ts';
import { authUnavailable } from '../../../auth/password-check.ts';
import { AppError, messageFields } from '../../../errors.ts';
import type { AppRouteHandler } from '../../_shared/router.ts';
import type * as routes from './routes.ts';

export const verifyEmailChange: AppRouteHandler<typeof routes.verifyEmailChange> = async (c) => {
  const { gotrue } = c.var.deps;
  let result;
  try {
    result = await gotrue.verifyEmailChange(c.req.valid('json').token);
  } catch (error) {
    if (error instanceof GoTrueError && error.status < 500 && error.status !== 429) throw new AppError('INVALID_TOKEN');
    throw authUnavailable(error);
  }
  if (!('access_token' in result)) {
    return c.json(
      {
        success: true as const,
        data: { completed: false, email: null, ...messageFields(emailChangeMessages.firstConfirmed) },
      },
      200,
    );
  }
  // Confirming proves the addresses; signing in stays a separate, deliberate step.
  await gotrue.logout(result.access_token, 'local').catch(() => {});
  return c.json(
    {
      success: true as const,
      data: { completed: true, email: result.user.email ?? null, ...messageFields(emailChangeMessages.completed) },
    },
    200,
  );
};
