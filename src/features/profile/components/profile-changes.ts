import { editableProfileFields, type EditableProfileField, type Profile } from '@shared/contracts/profile';

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

/**
 * The changes' schema, loaded on the first check: it brings `PATCH /profile`'s field rules and
 * libphonenumber-js, which Profil Saya does not need until the member saves (issue 26).
 */
export function loadProfileChangesSchema(saved: ProfileFormValues) {
  return () => import('./profile-changes-schema').then((module) => module.profileChangesSchema(saved));
}
