import { ownApplicationSchema } from '../../../../_shared/contracts/members.ts';
import { profileMessages } from '../../../../_shared/contracts/profile.ts';
import { AppError } from '../../../errors.ts';
import { asRequestCaller } from '../../_shared/request-database.ts';
import type { AppRouteHandler } from '../../_shared/router.ts';
import * as queries from './queries.ts';
import type * as routes from './routes.ts';

export const ownApplication: AppRouteHandler<typeof routes.ownApplication> = async (c) => {
  const row = await asRequestCaller(c, queries.ownApplication);
  if (!row) throw new AppError('MEMBER_NOT_FOUND', profileMessages.noMemberRecord);
  const { pending, ...application } = row;
  c.header('Cache-Control', 'private, no-store');
  return c.json(
    { success: true as const, data: ownApplicationSchema.parse({ application: pending ? application : null }) },
    200,
  );
};
