import { z } from 'zod';
import { memberFieldsSchema, membershipStatusSchema, membershipTypeSchema } from './members.ts';

/**
 * Profil Saya (spec §2 "Profile page", §3 "Profile"): the signed-in member's own record. NAP,
 * status, chapter and membership dates are the officers' (the database refuses them from the
 * member too); the sign-in email changes only through the auth service's confirmation; STR and
 * SIP belong to the documents.
 */

export const profileMessages = {
  protectedField: 'NAP, email, status, DPC, masa berlaku dan dokumen tidak dapat diubah di sini',
  nothingToUpdate: 'Tidak ada data yang diubah',
  phoneTaken: 'Nomor telepon sudah dipakai anggota lain',
  noMemberRecord: 'Akun ini belum memiliki data anggota.',
} as const;

/** `GET /profile`. */
export const profileSchema = z.object({
  id: z.guid(),
  nap: z.string().nullable(),
  fullName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  birthDate: z.string().nullable(),
  gender: z.enum(['male', 'female']).nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  province: z.string().nullable(),
  postalCode: z.string().nullable(),
  profession: z.string().nullable(),
  specialization: z.string().nullable(),
  workplace: z.string().nullable(),
  education: z.string().nullable(),
  strNumber: z.string().nullable(),
  strExpiryDate: z.string().nullable(),
  sipNumber: z.string().nullable(),
  sipExpiryDate: z.string().nullable(),
  memberSince: z.string().nullable(),
  membershipType: membershipTypeSchema,
  membershipStatus: membershipStatusSchema,
  expiryDate: z.string().nullable(),
  organizationName: z.string(),
  /** Path of the photo in the `avatars` bucket (`<members.id>/avatar.<ext>`), or null. */
  profilePhotoPath: z.string().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

/** The fields a member edits on their own profile. */
export const editableProfileFields = [
  'fullName',
  'phone',
  'birthDate',
  'gender',
  'address',
  'city',
  'province',
  'postalCode',
  'profession',
  'specialization',
  'workplace',
  'education',
] as const;
export type EditableProfileField = (typeof editableProfileFields)[number];

const editableShape = memberFieldsSchema.pick(
  Object.fromEntries(editableProfileFields.map((field) => [field, true])) as Record<EditableProfileField, true>,
).shape;

/** `PATCH /profile`: any subset of the editable fields; any other key is refused. */
export const updateProfileSchema = z
  .strictObject(editableShape, {
    error: (issue) => (issue.code === 'unrecognized_keys' ? profileMessages.protectedField : undefined),
  })
  .partial()
  .refine((input) => Object.values(input).some((value) => value !== undefined), {
    message: profileMessages.nothingToUpdate,
  });
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;

export const profileResultSchema = z.object({ profile: profileSchema });
