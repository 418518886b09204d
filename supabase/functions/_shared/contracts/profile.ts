import { z } from 'zod';
import { memberPersonalFields, memberRecordSchema } from './members.ts';

/**
 * Profil Saya (spec §2 "Profile page", §3 "Profile"): the signed-in member's own record. NAP,
 * status, chapter and membership dates are the officers' (the database refuses them from the
 * member too); the sign-in email changes only through the auth service's confirmation; STR and
 * SIP belong to the documents.
 */

export const profileMessages = {
  protectedField: 'validation:profile.protectedField',
  nothingToUpdate: 'validation:common.nothingToUpdate',
  phoneTaken: 'validation:profile.phoneTaken',
  noMemberRecord: 'validation:profile.noMemberRecord',
  photoPathInvalid: 'validation:profile.photoPathInvalid',
  photoNotUploaded: 'validation:profile.photoNotUploaded',
  photoTypeInvalid: 'validation:profile.photoTypeInvalid',
  photoTooLarge: 'validation:profile.photoTooLarge',
  photoUnreadable: 'validation:profile.photoUnreadable',
} as const;

/** `GET /profile`. */
export const profileSchema = memberRecordSchema.extend({
  sipPracticePlace: z.string().nullable(),
  /** Days before the SIP's expiry in which it needs attention (private.sip_warning_days, the one home). */
  sipWarningDays: z.number().int().positive(),
  /** Path of the photo in the `avatars` bucket (`<members.id>/avatar.<ext>`), or null. */
  profilePhotoPath: z.string().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

/** The fields a member edits on their own profile: their particulars. */
export const editableProfileFields = memberPersonalFields;
export type EditableProfileField = (typeof editableProfileFields)[number];

export const profileResultSchema = z.object({ profile: profileSchema });

// ---------------------------------------------------------------------------------------------
// The profile photo: resized in the browser, uploaded to the `avatars` bucket with supabase-js,
// then named on the member with `PUT /profile/photo`.
// ---------------------------------------------------------------------------------------------

/** The `avatars` bucket's limit (supabase/migrations/…_storage.sql), checked before resizing. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
/** The longest side of a stored photo, in pixels. */
export const AVATAR_MAX_SIDE = 512;
export const AVATAR_BUCKET = 'avatars';
export const avatarTypes = { 'image/jpeg': 'jpg', 'image/png': 'png' } as const;
export type AvatarType = keyof typeof avatarTypes;

/** The object name of a member's photo: `<members.id>/avatar.jpg` or `.png` (members_photo_in_own_folder). */
export function avatarPath(memberId: string, type: AvatarType): string {
  return `${memberId}/avatar.${avatarTypes[type]}`;
}

const AVATAR_PATH = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/avatar\.(jpg|png)$/;

/** `PUT /profile/photo`: the uploaded photo's object name, or null to show the placeholder again. */
export const profilePhotoSchema = z.object({
  path: z
    .string({ error: profileMessages.photoPathInvalid })
    .max(60, profileMessages.photoPathInvalid)
    .regex(AVATAR_PATH, profileMessages.photoPathInvalid)
    .nullable(),
});
export type ProfilePhotoInput = z.infer<typeof profilePhotoSchema>;
