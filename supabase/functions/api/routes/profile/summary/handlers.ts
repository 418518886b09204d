import { profileMessages } from '../../../../_shared/contracts/profile.ts';
import { profileSummarySchema } from '../../../../_shared/contracts/profile-summary.ts';
import { AppError } from '../../../errors.ts';
import { asRequestCaller } from '../../_shared/request-database.ts';
import type { AppRouteHandler } from '../../_shared/router.ts';
import * as queries from './queries.ts';
import type * as routes from './routes.ts';

export const ownSummary: AppRouteHandler<typeof routes.ownSummary> = async (c) => {
  const summary = await asRequestCaller(c, queries.ownSummary);
  if (!summary) throw new AppError('MEMBER_NOT_FOUND', profileMessages.noMemberRecord);
  c.header('Cache-Control', 'private, no-store');
  return c.json({ success: true as const, data: { summary: profileSummarySchema.parse(summary) } }, 200);
};
