import { z } from 'zod';
import { noticeFields } from '../envelope.ts';
import { authMessages } from './auth-messages.ts';
import { emailAddress, opaqueToken } from './primitives.ts';

/**
 * Changing the sign-in email (issue 13 §2, decision 0042) through Supabase Auth's secure email
 * change: the current and the new address each get a link, and the email changes once both are
 * opened. Until then the account, and the member record, keep the current address.
 */

export const emailChangeMessages = {
  sameEmail: 'validation:emailChange.sameEmail',
  requested: 'notices:emailChange.requested',
  firstConfirmed: 'notices:emailChange.firstConfirmed',
  completed: 'notices:emailChange.completed',
  needsAal2: 'validation:emailChange.needsAal2',
} as const;

/** `POST /profile/email`. */
export const emailChangeRequestSchema = z.object({ email: emailAddress(authMessages.emailInvalid) });
export type EmailChangeRequest = z.infer<typeof emailChangeRequestSchema>;

/** The answer of `POST /profile/email`: the address waiting for both confirmations. */
export const emailChangeRequestedSchema = z.object({ pendingEmail: z.string(), ...noticeFields });
export type EmailChangeRequested = z.infer<typeof emailChangeRequestedSchema>;

/** `POST /auth/verify-email-change`: the token hash of either email's link. */
export const verifyEmailChangeRequestSchema = z.object({
  token: opaqueToken({ error: authMessages.tokenRequired }),
});

/** Whether this link finished the change (`email` is then the new address) or the other link is still needed. */
export const emailChangeVerifiedSchema = z.object({
  completed: z.boolean(),
  email: z.string().nullable(),
  ...noticeFields,
});
export type EmailChangeVerified = z.infer<typeof emailChangeVerifiedSchema>;
