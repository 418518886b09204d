import { z } from 'zod';
import { NAP_PATTERN } from '../identifiers.ts';
import { authMessages, newPasswordSchema } from './auth.ts';
import { emailAddress, opaqueToken, text } from './primitives.ts';

/**
 * Claiming a legacy NAP (issue 13 §7, decision 0035): a member of the legacy register without a
 * login asks for a link (`POST /claims`), follows it and sets a password (`POST /claims/confirm`).
 * When the register row has no email, the claim awaits the approval of an officer who verifies the
 * DPC's members (the verification desk's "Klaim NAP"), and only the approval sends the link.
 * Officers list and resolve the claims of their DPCs; the member confirms the carried-over data on
 * /profile/legacy.
 */

export const claimMessages = {
  napInvalid: 'validation:claims.napInvalid',
  birthDateInvalid: 'validation:common.birthDateInvalid',
  requested: 'notices:claims.requested',
  noteRequired: 'validation:claims.noteRequired',
} as const;

/** `3273.19.000001`, `3273 19 000001` or `327319000001` → the 12 digits. */
const napInput = text({ max: 40, error: claimMessages.napInvalid })
  .transform((value) => value.replace(/[\s.\-/]/g, ''))
  .pipe(z.string().regex(NAP_PATTERN, claimMessages.napInvalid));

/** `POST /claims`. */
export const claimRequestSchema = z.object({
  nap: napInput,
  birthDate: z.iso.date({ error: claimMessages.birthDateInvalid }),
  email: emailAddress(authMessages.emailInvalid),
  turnstileToken: opaqueToken().optional(),
});
export type ClaimRequest = z.input<typeof claimRequestSchema>;

/** `POST /claims/confirm`: the token of the emailed link and the new login's password. */
export const claimConfirmSchema = z.object({
  token: opaqueToken({ max: 128, error: authMessages.tokenRequired }),
  password: newPasswordSchema,
});
export type ClaimConfirmInput = z.input<typeof claimConfirmSchema>;

export const napClaimStatuses = ['awaiting_approval', 'pending', 'linked', 'disputed', 'cancelled'] as const;
export type NapClaimStatus = (typeof napClaimStatuses)[number];

/** `GET /claims` (officers): the claims of their DPCs. */
export const claimListQuerySchema = z.object({
  status: z.enum(napClaimStatuses).optional(),
  memberId: z.guid().optional(),
});

export const napClaimSchema = z.object({
  id: z.guid(),
  memberId: z.guid(),
  nap: z.string().nullable(),
  fullName: z.string(),
  /** The register's birth date (YYYY-MM-DD), which the claimant gave. */
  birthDate: z.string().nullable(),
  organizationName: z.string(),
  email: z.string(),
  status: z.enum(napClaimStatuses),
  memberHasLogin: z.boolean(),
  expiresAt: z.string(),
  createdAt: z.string(),
  resolutionNote: z.string().nullable(),
});
export type NapClaim = z.infer<typeof napClaimSchema>;

export const claimListSchema = z.object({ claims: z.array(napClaimSchema) });

/**
 * approve/reject: a claim awaiting approval (members.verify); cancel: a pending or disputed claim,
 * unlink: a disputed one (members.edit).
 */
export const claimResolutions = ['approve', 'reject', 'cancel', 'unlink'] as const;
export type ClaimResolution = (typeof claimResolutions)[number];

/** `POST /claims/{id}/resolve`: decide, cancel or (disputed) unlink the member's current login. */
export const claimResolveSchema = z.object({
  action: z.enum(claimResolutions),
  note: text({ max: 1000, multiline: true }).trim().min(3, claimMessages.noteRequired),
});
export type ClaimResolveInput = z.input<typeof claimResolveSchema>;

export const claimResultSchema = z.object({ claim: napClaimSchema });

/** `POST /claims/status`: what became of the claim of an emailed link (`invalid`: unknown or expired). */
export const claimStatusQuerySchema = z.object({
  token: opaqueToken({ max: 128, error: authMessages.tokenRequired }),
});
export const claimStatusSchema = z.object({
  status: z.enum([...napClaimStatuses, 'invalid']),
  organizationName: z.string().nullable(),
  requestedAt: z.string().nullable(),
});
export type ClaimStatus = z.infer<typeof claimStatusSchema>;

/** `GET /profile/legacy` and `POST /profile/legacy/confirm`. */
export const registerConfirmationSchema = z.object({
  /** When the member last confirmed their register data, or null. */
  confirmedAt: z.string().nullable(),
});
export type RegisterConfirmation = z.infer<typeof registerConfirmationSchema>;
