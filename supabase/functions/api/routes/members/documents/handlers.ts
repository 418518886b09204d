import { documentMessages } from '../../../../_shared/contracts/documents.ts';
import { AppError } from '../../../errors.ts';
import { mapDatabaseErrors } from '../../_shared/database-errors.ts';
import { asRequestCaller } from '../../_shared/request-database.ts';
import type { AppRouteHandler } from '../../_shared/router.ts';
import * as queries from './queries.ts';
import type * as routes from './routes.ts';

export const verifyDocument: AppRouteHandler<typeof routes.verifyDocument> = async (c) => {
  const { id, documentId } = c.req.valid('param');
  const document = await mapDatabaseErrors(() =>
    asRequestCaller(c, async (tx) => {
      const verified = await queries.verifyMemberDocument(tx, id, documentId);
      if (!verified) throw new AppError('RECORD_NOT_FOUND', documentMessages.notFound);
      return verified;
    }),
  );
  return c.json({ success: true as const, data: { document } }, 200);
};
