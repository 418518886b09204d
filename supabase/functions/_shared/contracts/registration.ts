import { z } from 'zod';
import { toE164 } from '../phone.ts';
import { authMessages } from './auth-messages.ts';
import { newPasswordSchema, passwordMatchesIdentity } from './auth.ts';
import { emailAddress, nameText, opaqueToken, phoneText } from './primitives.ts';

// `POST /auth/register`, apart from auth.ts because its phone rule brings libphonenumber-js, which
// the signed-in pages (they read auth.ts's session contracts) do not need (issue 26).

/** Membership types a person can apply for; Anggota Kehormatan is conferred, not applied for. */
export const registrationTypes = ['BIASA', 'LUAR_BIASA'] as const;

export const registerRequestSchema = z
  .object({
    fullName: nameText({ max: 200, error: authMessages.fullNameRequired }).trim().min(2, authMessages.fullNameRequired),
    email: emailAddress(authMessages.emailInvalid),
    password: newPasswordSchema,
    phoneNumber: phoneText(authMessages.phoneInvalid).transform(
      (value, ctx) => toE164(value) ?? (ctx.addIssue({ code: 'custom', message: authMessages.phoneInvalid }), z.NEVER),
    ),
    registrationType: z.enum(registrationTypes),
    organizationId: z.guid(authMessages.chapterRequired),
    turnstileToken: opaqueToken().optional(),
  })
  .refine((input) => !passwordMatchesIdentity(input.password, { email: input.email }), {
    path: ['password'],
    message: authMessages.passwordSameAsIdentity,
  });
export type RegisterRequest = z.input<typeof registerRequestSchema>;
