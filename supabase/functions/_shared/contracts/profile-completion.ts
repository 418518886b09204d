import { editableProfileFields, type EditableProfileField, type Profile } from './profile.ts';

/**
 * Profile completion (issue 13 §4): the fields a member's own record needs before it counts as
 * complete. Specialization is optional (spec: shown '-' if empty); NAP, chapter and dates are the
 * officers'; the email belongs to the sign-in.
 */
export const requiredProfileFields = editableProfileFields.filter(
  (field): field is Exclude<EditableProfileField, 'specialization'> => field !== 'specialization',
);
export type RequiredProfileField = (typeof requiredProfileFields)[number];

export interface ProfileCompletion {
  /** Required fields filled in. */
  done: number;
  total: number;
  /** In form order. */
  missing: RequiredProfileField[];
  complete: boolean;
}

/** How complete a record is; a value of only spaces counts as missing. */
export function profileCompletion(profile: Partial<Pick<Profile, RequiredProfileField>>): ProfileCompletion {
  const missing = requiredProfileFields.filter((field) => !profile[field]?.trim());
  const total = requiredProfileFields.length;
  return { done: total - missing.length, total, missing, complete: missing.length === 0 };
}
