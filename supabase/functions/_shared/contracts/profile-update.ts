import { z } from 'zod';
import { memberFieldsSchema } from './member-fields.ts';
import { type EditableProfileField, editableProfileFields, profileMessages } from './profile.ts';

// `PATCH /profile`, apart from profile.ts: it reuses the member fields' parsing, whose phone rule
// brings libphonenumber-js; Profil Saya loads it only when the member starts editing (issue 26).

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
