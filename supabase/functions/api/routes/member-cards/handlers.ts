import { cardVerificationResultSchema, memberCardMessages } from '../../../_shared/contracts/member-card.ts';
import { AppError } from '../../errors.ts';
import { asAnonymous } from '../_shared/request-database.ts';
import type { AppRouteHandler } from '../_shared/router.ts';
import * as queries from './queries.ts';
import type * as routes from './routes.ts';

export const verifyCard: AppRouteHandler<typeof routes.verifyCard> = async (c) => {
  const { token } = c.req.valid('param');
  const verification = await asAnonymous(c, (tx) => queries.verifyCard(tx, token));
  // Computed at each request: a member suspended a minute ago is not valid now.
  c.header('Cache-Control', 'no-store');
  if (!verification) throw new AppError('RECORD_NOT_FOUND', memberCardMessages.cardNotFound);
  return c.json({ success: true as const, data: cardVerificationResultSchema.parse({ verification }) }, 200);
};
