import { GoTrueError } from '../../../auth/gotrue.ts';
import {
  authUnavailable,
  checkPassword,
  isIdentityPassword,
  refuseWhileThrottled,
} from '../../../auth/password-check.ts';
import { callerPermissions } from '../../../auth/session-user.ts';
import { requestClientIp } from '../../../client-ip.ts';
import { authMessages } from '../../../../_shared/contracts/auth-messages.ts';
import { profileMessages, profileSchema } from '../../../../_shared/contracts/profile.ts';
import { boundedPhoto } from '../../../../_shared/images/bounded-photo.ts';
import { AVATAR_PIXEL_BOUND, imageMessages } from '../../../../_shared/images/image-bounds.ts';
import { AppError, messageFields } from '../../../errors.ts';
import { databaseError, mapDatabaseErrors } from '../../_shared/database-errors.ts';
import { fetchOwnPhoto } from '../../_shared/own-photo.ts';
import { asRequestCaller } from '../../_shared/request-database.ts';
import type { AppRouteHandler } from '../../_shared/router.ts';
import * as queries from './queries.ts';
import type * as routes from './routes.ts';

export const permissions: AppRouteHandler<typeof routes.permissions> = async (c) => {
  const permissions = await asRequestCaller(c, callerPermissions);
  c.header('Cache-Control', 'private, no-store');
  return c.json({ success: true as const, data: { permissions } }, 200);
};

export const changePassword: AppRouteHandler<typeof routes.changePassword> = async (c) => {
  const { deps, claims } = c.var;
  const { currentPassword, newPassword } = c.req.valid('json');
  const email = claims.email ?? '';
  const ip = requestClientIp(c);

  // Proving the current password is a password check like login: the same throttle applies.
  const attempt = { throttleKey: email, ip };
  await refuseWhileThrottled(deps.sql, attempt);
  const check = await checkPassword(deps, {
    ...attempt,
    email,
    password: currentPassword,
    wrongPassword: 'CURRENT_PASSWORD_WRONG',
  });
  await deps.gotrue.logout(check.access_token, 'local').catch(() => {});

  if (await isIdentityPassword(deps.sql, newPassword, { id: claims.sub, email })) {
    throw new AppError('VALIDATION_ERROR', authMessages.passwordSameAsIdentity);
  }
  try {
    await deps.gotrue.updateUser(c.var.accessToken, { password: newPassword });
  } catch (error) {
    if (error instanceof GoTrueError && error.code === 'weak_password') throw new AppError('WEAK_PASSWORD');
    throw authUnavailable(error);
  }
  return c.json({ success: true as const, data: messageFields('notices:profile.passwordChanged') }, 200);
};

function profileResult(profile: unknown) {
  return { success: true as const, data: { profile: profileSchema.parse(profile) } };
}

function missingMemberRecord(): AppError {
  return new AppError('MEMBER_NOT_FOUND', profileMessages.noMemberRecord);
}

export const ownProfile: AppRouteHandler<typeof routes.ownProfile> = async (c) => {
  const profile = await asRequestCaller(c, queries.ownProfile);
  if (!profile) throw missingMemberRecord();
  c.header('Cache-Control', 'private, no-store');
  return c.json(profileResult(profile), 200);
};

export const updateProfile: AppRouteHandler<typeof routes.updateProfile> = async (c) => {
  const fields = c.req.valid('json');
  try {
    const profile = await asRequestCaller(c, async (tx) => {
      if (!(await queries.updateOwnProfile(tx, fields))) throw missingMemberRecord();
      return queries.ownProfile(tx);
    });
    return c.json(profileResult(profile), 200);
  } catch (error) {
    // One phone per NAP holder (members_nap_holder_phone_key).
    if ((error as { constraint_name?: unknown }).constraint_name === 'members_nap_holder_phone_key') {
      throw new AppError('DUPLICATE', profileMessages.phoneTaken);
    }
    throw databaseError(error);
  }
};

export const setPhoto: AppRouteHandler<typeof routes.setPhoto> = async (c) => {
  const { path } = c.req.valid('json');
  const profile = await mapDatabaseErrors(
    () =>
      asRequestCaller(c, async (tx) => {
        const outcome = await queries.setOwnPhoto(tx, path);
        if (outcome === 'no-member') throw missingMemberRecord();
        if (outcome === 'missing') throw new AppError('VALIDATION_ERROR', profileMessages.photoNotUploaded);
        // Checked before the change commits: only a photo the card may draw is named (decision 0047).
        if (path !== null) await refuseUnboundedPhoto(c, path);
        return queries.ownProfile(tx);
      }),
    { constraintMessages: { members_photo_in_own_folder: profileMessages.photoPathInvalid } },
  );
  return c.json(profileResult(profile), 200);
};

/** Reads the photo's header (and a PNG's data, within its size); refuses a photo over the avatar bound. */
async function refuseUnboundedPhoto(c: Parameters<typeof fetchOwnPhoto>[0], path: string): Promise<void> {
  const fetched = await fetchOwnPhoto(c, path);
  if (!fetched.ok) {
    // Supabase Storage answers a missing or unreadable object with HTTP 400 (404 in its body).
    if (fetched.status === 400 || fetched.status === 404) {
      throw new AppError('VALIDATION_ERROR', profileMessages.photoNotUploaded);
    }
    if (fetched.status === 413) throw new AppError('VALIDATION_ERROR', profileMessages.photoTooLarge);
    throw new AppError('STORAGE_UNAVAILABLE');
  }
  const type = path.endsWith('.png') ? 'image/png' : 'image/jpeg';
  const photo = boundedPhoto(fetched.bytes, type, AVATAR_PIXEL_BOUND);
  if (photo.ok) return;
  throw new AppError(
    'VALIDATION_ERROR',
    photo.reason === 'too-large' ? imageMessages.tooLarge(AVATAR_PIXEL_BOUND) : profileMessages.photoUnreadable,
  );
}
