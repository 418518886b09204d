import { z } from 'zod';
import { editableProfileFields, type EditableProfileField } from '@shared/contracts/profile';
import { updateProfileSchema } from '@shared/contracts/profile-update';
import { changedOf, type ProfileFormValues } from './profile-changes';

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
