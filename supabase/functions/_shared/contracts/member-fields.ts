import { z } from 'zod';
import { toE164 } from '../phone.ts';
import { memberLabels } from './member-labels.ts';
import { memberMessages, type MembershipType, membershipTypes } from './members.ts';
import { emailAddress, EMAIL_MAX_LENGTH, nameText, phoneText, text } from './primitives.ts';

// The write side of a member's particulars: what an officer or the member sends, parsed and
// normalised. Apart from the response contracts in members.ts because the phone rule brings
// libphonenumber-js, which a page that only shows a member does not need (issue 26).

/** Optional free text: one line (or several, for an address), trimmed, empty → null. */
const optionalText = (max = 200, multiline = false) =>
  text({ max, multiline })
    .trim()
    .nullish()
    .transform((value) => (value ? value : null));

/**
 * A calendar date from a form or a spreadsheet: `YYYY-MM-DD`, `DD/MM/YYYY`, `DD-MM-YYYY`, or an
 * Excel serial number (what a date cell holds in XLSX). Returns `YYYY-MM-DD`, or null if invalid.
 */
export function parseDateInput(input: string): string | null {
  const value = input.trim();
  let year: number, month: number, day: number;
  let match: RegExpMatchArray | null;
  if ((match = value.match(/^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ].*)?$/))) {
    [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  } else if ((match = value.match(/^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/))) {
    [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  } else if (/^\d{4,5}(\.\d+)?$/.test(value)) {
    // Excel's 1900 date system: serial 25569 is 1970-01-01.
    const date = new Date(Math.round((Number(value) - 25569) * 86_400_000));
    [year, month, day] = [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
  } else return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  if (year < 1900 || year > 2200) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Longest date as typed (`2026-11-23T10:00:00.000+07:00`); anything longer is not a date. */
const DATE_INPUT_MAX_LENGTH = 40;

const optionalDate = (message: string = memberMessages.dateInvalid) =>
  text({ max: DATE_INPUT_MAX_LENGTH, tooLong: message })
    .nullish()
    .transform((value, ctx) => {
      if (!value || !value.trim()) return null;
      return parseDateInput(value) ?? (ctx.addIssue({ code: 'custom', message }), z.NEVER);
    });

const optionalPhone = phoneText()
  .nullish()
  .transform((value, ctx) => {
    if (!value || !value.trim()) return null;
    return toE164(value) ?? (ctx.addIssue({ code: 'custom', message: memberMessages.phoneInvalid }), z.NEVER);
  });

const optionalEmail = text({ max: EMAIL_MAX_LENGTH, tooLong: memberMessages.emailInvalid })
  .trim()
  .nullish()
  .transform((value, ctx) => {
    if (!value) return null;
    const parsed = emailAddress(memberMessages.emailInvalid).safeParse(value);
    return parsed.success
      ? parsed.data
      : (ctx.addIssue({ code: 'custom', message: memberMessages.emailInvalid }), z.NEVER);
  });

/** `L`, `P`, `Laki-laki`, `Perempuan`, `male`, `female` → `male` / `female`. */
export function parseGender(input: string): 'male' | 'female' | null {
  const value = input.trim().toLowerCase().replace(/[\s-]/g, '');
  if (['l', 'lk', 'lakilaki', 'pria', 'male', 'm'].includes(value)) return 'male';
  if (['p', 'pr', 'perempuan', 'wanita', 'female', 'f', 'w'].includes(value)) return 'female';
  return null;
}

const normalizeMembershipType = (input: string) =>
  input
    .trim()
    .toUpperCase()
    .replace(/^ANGGOTA\s+/, '')
    .replace(/[\s-]+/g, '_');
/** Each language's label of a type (`Regular Member`), normalised, → the enum value. */
const membershipTypeByLabel = new Map(
  Object.values(memberLabels).flatMap(({ type }) =>
    Object.entries(type).map(([code, label]) => [normalizeMembershipType(label), code as MembershipType]),
  ),
);

/** `BIASA`, `Anggota Biasa`, `Luar Biasa`, `Regular Member` (an export's label), … → the enum value. */
export function parseMembershipType(input: string): MembershipType | null {
  const value = normalizeMembershipType(input);
  if ((membershipTypes as readonly string[]).includes(value)) return value as MembershipType;
  return membershipTypeByLabel.get(value) ?? null;
}

/** The fields an officer edits (and sets when adding a member). */
export const memberFieldsSchema = z.object({
  fullName: nameText({ max: 200, error: memberMessages.fullNameRequired, tooLong: memberMessages.fullNameTooLong })
    .trim()
    .min(2, memberMessages.fullNameRequired),
  email: optionalEmail,
  phone: optionalPhone,
  birthDate: optionalDate(memberMessages.birthDateInvalid),
  gender: text({ max: 20, tooLong: memberMessages.genderInvalid })
    .nullish()
    .transform((value, ctx) => {
      if (!value || !value.trim()) return null;
      return parseGender(value) ?? (ctx.addIssue({ code: 'custom', message: memberMessages.genderInvalid }), z.NEVER);
    }),
  address: optionalText(500, true),
  city: optionalText(),
  province: optionalText(),
  postalCode: text({ max: 10, tooLong: memberMessages.postalCodeInvalid })
    .trim()
    .nullish()
    .transform((value, ctx) => {
      if (!value) return null;
      return /^\d{5}$/.test(value)
        ? value
        : (ctx.addIssue({ code: 'custom', message: memberMessages.postalCodeInvalid }), z.NEVER);
    }),
  profession: optionalText(),
  specialization: optionalText(),
  workplace: optionalText(),
  education: optionalText(),
  strNumber: optionalText(100),
  strExpiryDate: optionalDate(),
  sipNumber: optionalText(100),
  sipExpiryDate: optionalDate(),
  membershipType: text({ max: 40, tooLong: memberMessages.membershipTypeInvalid })
    .nullish()
    .transform((value, ctx) => {
      if (!value || !value.trim()) return null;
      return (
        parseMembershipType(value) ??
        (ctx.addIssue({ code: 'custom', message: memberMessages.membershipTypeInvalid }), z.NEVER)
      );
    }),
  position: optionalText(),
});

/**
 * A SIP expiry date belongs to a SIP number (constraint members_sip_expiry_needs_number); a past
 * date is allowed. An empty number is null here; a patch that leaves it out (undefined) keeps the
 * stored one, which the database checks.
 */
const sipExpiryHasNumber: [
  (input: { sipNumber?: string | null; sipExpiryDate?: string | null }) => boolean,
  { path: string[]; message: string },
] = [
  (input) => !input.sipExpiryDate || input.sipNumber !== null,
  { path: ['sipNumber'], message: memberMessages.sipNumberRequired },
];

/** `POST /members`: an officer adds a member directly; it starts PENDING, the NAP comes on verification. */
export const createMemberSchema = memberFieldsSchema
  .extend({ organizationId: z.guid(memberMessages.chapterRequired).optional() })
  .refine(...sipExpiryHasNumber);
export type CreateMemberInput = z.input<typeof createMemberSchema>;

/** `PATCH /members/{id}`: any subset of the fields, plus the membership dates. */
export const updateMemberSchema = memberFieldsSchema
  .extend({ joinDate: optionalDate(), expiryDate: optionalDate(), memberSince: optionalDate() })
  .partial()
  .refine((input) => Object.values(input).some((value) => value !== undefined), {
    message: memberMessages.nothingToUpdate,
  })
  .refine((input) => !input.joinDate || !input.expiryDate || input.expiryDate >= input.joinDate, {
    path: ['expiryDate'],
    message: memberMessages.expiryBeforeJoin,
  })
  .refine(...sipExpiryHasNumber);
export type UpdateMemberInput = z.input<typeof updateMemberSchema>;
