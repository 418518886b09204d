import { organizationMessages } from '../../../../_shared/contracts/organizations.ts';
import { AppError } from '../../../errors.ts';
import { mapDatabaseErrors } from '../../_shared/database-errors.ts';
import { asRequestCaller } from '../../_shared/request-database.ts';
import type { AppRouteHandler } from '../../_shared/router.ts';
import * as queries from './queries.ts';
import type * as routes from './routes.ts';

const constraintMessages = {
  organization_logo_uploaded: organizationMessages.logoNotUploaded,
  organizations_bank_account_complete: organizationMessages.bankAccountIncomplete,
  organizations_logo_in_own_folder: organizationMessages.logoPathInvalid,
};

export const getChapterProfile: AppRouteHandler<typeof routes.getChapterProfile> = async (c) => {
  const { organizationId } = c.req.valid('query');
  const chapter = await asRequestCaller(c, async (tx) => {
    const id = organizationId ?? (await queries.ownChapterId(tx));
    return id ? queries.chapterProfile(tx, id) : null;
  });
  if (!chapter) throw new AppError('RECORD_NOT_FOUND');
  return c.json({ success: true as const, data: { chapter } }, 200);
};

export const updateChapterProfile: AppRouteHandler<typeof routes.updateChapterProfile> = async (c) => {
  const { id } = c.req.valid('param');
  const input = c.req.valid('json');
  const chapter = await mapDatabaseErrors(
    () =>
      asRequestCaller(c, async (tx) => {
        await queries.updateChapterProfile(tx, id, input);
        return queries.chapterProfile(tx, id);
      }),
    { constraintMessages },
  );
  return c.json({ success: true as const, data: { chapter: chapter! } }, 200);
};
