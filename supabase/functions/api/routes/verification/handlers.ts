import {
  contentMessages,
  documentVerificationSchema,
  type DocumentVerification,
} from '../../../_shared/contracts/content.ts';
import { AppError } from '../../errors.ts';
import { asAnonymous } from '../_shared/request-database.ts';
import type { AppRouteHandler } from '../_shared/router.ts';
import { certificateByCode, documentByCode } from './queries.ts';
import type * as routes from './routes.ts';

export const verify: AppRouteHandler<typeof routes.verify> = async (c) => {
  const { code } = c.req.valid('json');
  const result = await asAnonymous(c, async (tx): Promise<DocumentVerification | undefined> => {
    const certificate = await certificateByCode(tx, code);
    if (certificate) return documentVerificationSchema.parse(certificate);
    const document = await documentByCode(tx, code);
    return document ? documentVerificationSchema.parse(document) : undefined;
  });
  c.header('cache-control', 'no-store');
  if (!result) throw new AppError('RECORD_NOT_FOUND', contentMessages.documentNotFound);
  return c.json({ success: true as const, data: result }, 200);
};
