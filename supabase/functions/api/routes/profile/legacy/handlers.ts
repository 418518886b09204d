import { profileMessages } from '../../../../_shared/contracts/profile.ts';
import { AppError } from '../../../errors.ts';
import { asRequestCaller } from '../../_shared/request-database.ts';
import type { AppRouteHandler } from '../../_shared/router.ts';
import * as queries from './queries.ts';
import type * as routes from './routes.ts';

export const registerConfirmation: AppRouteHandler<typeof routes.registerConfirmation> = async (c) => {
  const row = await asRequestCaller(c, (tx) => queries.registerConfirmation(tx));
  if (!row) throw new AppError('MEMBER_NOT_FOUND', profileMessages.noMemberRecord);
  return c.json({ success: true as const, data: row }, 200);
};

export const confirmRegisterData: AppRouteHandler<typeof routes.confirmRegisterData> = async (c) => {
  const confirmedAt = await asRequestCaller(c, (tx) => queries.confirmRegisterData(tx)).catch((error: unknown) => {
    if ((error as { code?: unknown }).code === 'P0002')
      throw new AppError('MEMBER_NOT_FOUND', profileMessages.noMemberRecord);
    throw error;
  });
  return c.json({ success: true as const, data: { confirmedAt } }, 200);
};
