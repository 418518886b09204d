import { z } from 'zod';
import { noticeFields } from '../envelope.ts';
import { authMessages } from './auth-messages.ts';
import { PASSWORD_MAX_BYTES, PASSWORD_MIN_LENGTH, passwordProblem } from './password-policy.ts';
import { emailAddress, EMAIL_MAX_LENGTH, opaqueToken, secretText, text } from './primitives.ts';

// In their own module so that screens can show them without loading zod (see auth-messages.ts).
export { authMessages };

export { PASSWORD_MAX_BYTES, PASSWORD_MIN_LENGTH } from './password-policy.ts';

const passwordMessages = {
  too_short: authMessages.passwordTooShort,
  too_long: authMessages.passwordTooLong,
  common: authMessages.passwordCommon,
} as const;

/** A new password: SIMK's rule (password-policy.ts), which the local auth service applies too. */
export const newPasswordSchema = secretText(authMessages.passwordRequired)
  // The bounds in UTF-16 units, for the OpenAPI document; the rule itself counts characters and bytes.
  .min(PASSWORD_MIN_LENGTH, authMessages.passwordTooShort)
  .max(PASSWORD_MAX_BYTES, authMessages.passwordTooLong)
  .superRefine((password, ctx) => {
    const problem = passwordProblem(password);
    if (problem) ctx.addIssue({ code: 'custom', message: passwordMessages[problem] });
  });

/** The policy beyond length: a password must not be the account's email or NAP. */
export function passwordMatchesIdentity(password: string, identity: { email?: string | null; nap?: string | null }) {
  const candidate = password.trim().toLowerCase();
  return (
    (!!identity.email && candidate === identity.email.trim().toLowerCase()) ||
    (!!identity.nap && candidate.replace(/[\s.\-/]/g, '') === identity.nap)
  );
}

export const loginRequestSchema = z.object({
  identifier: text({ max: EMAIL_MAX_LENGTH, error: authMessages.identifierRequired })
    .trim()
    .min(1, authMessages.identifierRequired),
  password: secretText(authMessages.passwordRequired).min(1, authMessages.passwordRequired),
  turnstileToken: opaqueToken().optional(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const refreshRequestSchema = z.object({ refreshToken: opaqueToken({ error: authMessages.tokenRequired }) });
export const verifyEmailRequestSchema = z.object({ token: opaqueToken({ error: authMessages.tokenRequired }) });
export const forgotPasswordRequestSchema = z.object({ email: emailAddress(authMessages.emailInvalid) });
export const resetPasswordRequestSchema = z.object({
  token: opaqueToken({ error: authMessages.tokenRequired }),
  newPassword: newPasswordSchema,
});
export const changePasswordRequestSchema = z.object({
  currentPassword: secretText(authMessages.passwordRequired).min(1, authMessages.passwordRequired),
  newPassword: newPasswordSchema,
});

export const sessionUserSchema = z.object({
  id: z.guid(),
  email: z.string(),
  /** Shown as the NAP in the UI; the email while the member has none yet. */
  username: z.string(),
  firstName: z.string(),
  fullName: z.string(),
  role: z.string(),
  roleLabel: z.string(),
  roleLevel: z.number().int(),
  organization: z
    .object({ id: z.guid(), name: z.string(), level: z.enum(['DPP', 'DPW', 'DPC']), bpsCode: z.string().nullable() })
    .nullable(),
  permissions: z.array(z.string()),
  member: z
    .object({
      id: z.guid(),
      nap: z.string().nullable(),
      fullName: z.string(),
      membershipStatus: z.enum(['PENDING', 'ACTIVE', 'INACTIVE', 'EXPIRED', 'SUSPENDED']),
      organizationName: z.string(),
    })
    .nullable(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/**
 * A login whose application waits for verification: a member row without a NAP, so none of a
 * member's own rights yet (private.member_role_id, decision 0046).
 */
export function isApplicant(member: SessionUser['member']): boolean {
  return member !== null && member.nap === null;
}

export const tokensSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  expiresIn: z.number().int(),
  expiresAt: z.number().int(),
});
export type Tokens = z.infer<typeof tokensSchema>;

export const loginResponseSchema = z.object({ user: sessionUserSchema, tokens: tokensSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const messageResponseSchema = z.object(noticeFields);
