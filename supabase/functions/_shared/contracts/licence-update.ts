import { z } from 'zod';
import { documentMessages } from './documents.ts';
import { memberFieldsSchema } from './member-fields.ts';
import { memberMessages } from './members.ts';
import { text } from './primitives.ts';

// `PUT /profile/licences`, apart from documents.ts: it reuses the member fields' parsing, whose
// phone rule brings libphonenumber-js to any page that imports it (issue 26).

/**
 * A field the body must carry, even as null: a PUT replaces all five, and a body without them
 * (`{}`, which is also what a body sent as text/plain validates as) must not clear them.
 * `.nonoptional()` would do, but zod 4.6 drops its message on a schema with a transform.
 */
function mustSend<T extends z.ZodType>(field: T): z.ZodType<z.output<T>, unknown> {
  return z
    .unknown()
    .refine((value): boolean => value !== undefined, { error: documentMessages.licenceFieldMissing })
    .pipe(field as unknown as z.ZodType<z.output<T>, unknown>);
}

const licenceFields = memberFieldsSchema.shape;

/** `PUT /profile/licences`: the STR and SIP as the member holds them now (every field; empty → null). */
export const updateLicencesSchema = z
  .object({
    strNumber: mustSend(licenceFields.strNumber),
    strExpiryDate: mustSend(licenceFields.strExpiryDate),
    sipNumber: mustSend(licenceFields.sipNumber),
    sipExpiryDate: mustSend(licenceFields.sipExpiryDate),
    sipPracticePlace: mustSend(
      text({ max: 200 })
        .trim()
        .nullish()
        .transform((value) => (value ? value : null)),
    ),
  })
  .refine((input) => !input.sipExpiryDate || !!input.sipNumber, {
    path: ['sipNumber'],
    message: memberMessages.sipNumberRequired,
  })
  .refine((input) => !input.sipPracticePlace || !!input.sipNumber, {
    path: ['sipNumber'],
    message: documentMessages.placeNeedsSip,
  });
export type UpdateLicences = z.output<typeof updateLicencesSchema>;
export type LicenceField = keyof UpdateLicences;
/** What a client sends: every field, a string or null (empty clears it). */
export type UpdateLicencesInput = Record<LicenceField, string | null>;
