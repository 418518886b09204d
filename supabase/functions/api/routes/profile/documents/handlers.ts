import { documentMessages } from '../../../../_shared/contracts/documents.ts';
import { profileMessages, profileSchema } from '../../../../_shared/contracts/profile.ts';
import { AppError } from '../../../errors.ts';
import { memberMessages } from '../../../../_shared/contracts/members.ts';
import { mapDatabaseErrors } from '../../_shared/database-errors.ts';
import { asRequestCaller } from '../../_shared/request-database.ts';
import type { AppRouteHandler } from '../../_shared/router.ts';
import { ownProfile } from '../account/queries.ts';
import * as queries from './queries.ts';
import type * as routes from './routes.ts';

function missingMemberRecord(): AppError {
  return new AppError('MEMBER_NOT_FOUND', profileMessages.noMemberRecord);
}

export const ownDocuments: AppRouteHandler<typeof routes.ownDocuments> = async (c) => {
  const documents = await asRequestCaller(c, async (tx) => {
    if (!(await queries.ownMemberId(tx))) throw missingMemberRecord();
    return queries.ownDocuments(tx);
  });
  c.header('Cache-Control', 'private, no-store');
  return c.json({ success: true as const, data: { documents } }, 200);
};

export const recordDocument: AppRouteHandler<typeof routes.recordDocument> = async (c) => {
  const { kind, path } = c.req.valid('json');
  const document = await mapDatabaseErrors(() =>
    asRequestCaller(c, async (tx) => {
      const memberId = await queries.ownMemberId(tx);
      if (!memberId) throw missingMemberRecord();
      // Another member's folder (even one an officer can see) is never the caller's own document.
      if (!path.startsWith(`${memberId}/`)) throw new AppError('VALIDATION_ERROR', documentMessages.pathInvalid);
      const recorded = await queries.recordOwnDocument(tx, memberId, kind, path);
      if (!recorded) throw new AppError('VALIDATION_ERROR', documentMessages.fileNotUploaded);
      return recorded;
    }),
  );
  return c.json({ success: true as const, data: { document } }, 201);
};

export const updateLicences: AppRouteHandler<typeof routes.updateLicences> = async (c) => {
  const input = c.req.valid('json');
  const profile = await mapDatabaseErrors(
    () =>
      asRequestCaller(c, async (tx) => {
        if (!(await queries.updateOwnLicences(tx, input))) throw missingMemberRecord();
        return ownProfile(tx);
      }),
    {
      constraintMessages: {
        members_sip_expiry_needs_number: memberMessages.sipNumberRequired,
        members_sip_place_needs_number: documentMessages.placeNeedsSip,
      },
    },
  );
  return c.json({ success: true as const, data: { profile: profileSchema.parse(profile) } }, 200);
};
