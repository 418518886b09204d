import { z } from 'zod';
import { authMessages } from './auth-messages.ts';
import { emailAddress, opaqueToken } from './primitives.ts';

/**
 * Changing the sign-in email (issue 13 §2, decision 0042) through Supabase Auth's secure email
 * change: the current and the new address each get a link, and the email changes once both are
 * opened. Until then the account, and the member record, keep the current address.
 */

export const emailChangeMessages = {
  sameEmail: 'validation:emailChange.sameEmail',
  requested:
    'Periksa email Anda. Kami mengirim tautan konfirmasi ke email lama dan email baru; email akun berubah setelah kedua tautan dibuka.',
  firstConfirmed:
    'Konfirmasi diterima. Buka juga tautan yang kami kirim ke alamat email yang satunya lagi untuk menyelesaikan perubahan.',
  completed: 'Email akun berhasil diubah. Masuk dengan email baru Anda.',
  needsAal2: 'validation:emailChange.needsAal2',
} as const;

/** `POST /profile/email`. */
export const emailChangeRequestSchema = z.object({ email: emailAddress(authMessages.emailInvalid) });
export type EmailChangeRequest = z.infer<typeof emailChangeRequestSchema>;

/** The answer of `POST /profile/email`: the address waiting for both confirmations. */
export const emailChangeRequestedSchema = z.object({ pendingEmail: z.string(), message: z.string() });
export type EmailChangeRequested = z.infer<typeof emailChangeRequestedSchema>;

/** `POST /auth/verify-email-change`: the token hash of either email's link. */
export const verifyEmailChangeRequestSchema = z.object({
  token: opaqueToken({ error: authMessages.tokenRequired }),
});

/** Whether this link finished the change (`email` is then the new address) or the other link is still needed. */
export const emailChangeVerifiedSchema = z.object({
  completed: z.boolean(),
  email: z.string().nullable(),
  message: z.string(),
});
export type EmailChangeVerified = z.infer<typeof emailChangeVerifiedSchema>;
