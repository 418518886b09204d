import { z } from 'zod';

/**
 * The sign-in rules SUPER_ADMIN changes (issue 13 §5, decision 0032): whether officers may change
 * data only from a session that passed the authenticator code (`aal2`). The database holds the
 * rule (`public.security_settings`) and its guard (`set_officer_aal2_required`).
 */

/** `GET /security-settings` and the answer of `PUT`. */
export const securitySettingsSchema = z.object({
  officerAal2Required: z.boolean(),
  /** When the settings last changed (ISO timestamp). */
  updatedAt: z.string(),
});
export type SecuritySettings = z.infer<typeof securitySettingsSchema>;

/** `PUT /security-settings`. */
export const securitySettingsInputSchema = z.strictObject({
  officerAal2Required: z.boolean({ error: 'validation:securitySettings.officerAal2Required' }),
});
export type SecuritySettingsInput = z.infer<typeof securitySettingsInputSchema>;
