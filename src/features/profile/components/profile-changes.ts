import { z } from 'zod';
import {
  editableProfileFields,
  updateProfileSchema,
  type EditableProfileField,
  type Profile,
} from '@shared/contracts/profile';

/** The member's own fields as form text. */
export type ProfileFormValues = Record<EditableProfileField, string>;

export function formValuesOf(profile: Profile): ProfileFormValues {
  return Object.fromEntries(editableProfileFields.map((field) => [field, profile[field] ?? ''])) as ProfileFormValues;
}

/** The fields the member changed, as typed: an unchanged one is not sent (nor checked). */
export function changedOf(saved: ProfileFormValues, values: ProfileFormValues): Partial<ProfileFormValues> {
  return Object.fromEntries(
    editableProfileFields.filter((field) => values[field] !== saved[field]).map((field) => [field, values[field]]),
  );
}

const profileText = z.object(
  Object.fromEntries(editableProfileFields.map((field) => [field, z.string()])) as Record<
    EditableProfileField,
    z.ZodString
  >,
);

/** The changes checked with `PATCH /profile`'s schema; nothing changed passes (there is nothing to send). */
export function profileChangesSchema(saved: ProfileFormValues) {
  return (
    profileText
      .transform((values) => {
        const changed = changedOf(saved, values);
        return Object.keys(changed).length > 0 ? changed : undefined;
      })
      // The text as the API gets it; the schema's own input types are narrower (gender's two values).
      .pipe(updateProfileSchema.optional() as z.ZodType<unknown, Partial<ProfileFormValues> | undefined>)
  );
}
