import { z } from 'zod';
import { SUPPORTED_LANGUAGES } from '../constants.ts';
import { DATE_FORMATS, THEMES, TIME_ZONES } from '../display-choices.ts';

/**
 * Account settings (spec §2 "Account settings", §3, §9): the Notifikasi switches and the
 * Preferensi choices of the signed-in login, stored in `public.user_preferences` (decision 0033).
 * The defaults live in that table's column defaults; `GET /profile/preferences` returns them for a
 * login that never saved.
 */

export { DATE_FORMATS, THEMES, TIME_ZONES, type DateFormat, type Theme, type TimeZone } from '../display-choices.ts';

export const preferencesMessages = {
  unknownField: 'validation:preferences.unknownField',
  switchInvalid: 'validation:preferences.switchInvalid',
  languageInvalid: 'validation:preferences.languageInvalid',
  themeInvalid: 'validation:preferences.themeInvalid',
  timeZoneInvalid: 'validation:preferences.timeZoneInvalid',
  dateFormatInvalid: 'validation:preferences.dateFormatInvalid',
} as const;

const onOff = z.boolean({ error: preferencesMessages.switchInvalid });

export const accountSettingsShape = {
  emailNotifications: onOff,
  smsNotifications: onOff,
  whatsappNotifications: onOff,
  paymentReminders: onOff,
  membershipUpdates: onOff,
  loginNotifications: onOff,
  language: z.enum(SUPPORTED_LANGUAGES, { error: preferencesMessages.languageInvalid }),
  theme: z.enum(THEMES, { error: preferencesMessages.themeInvalid }),
  timezone: z.enum(TIME_ZONES, { error: preferencesMessages.timeZoneInvalid }),
  dateFormat: z.enum(DATE_FORMATS, { error: preferencesMessages.dateFormatInvalid }),
};

/** `GET /profile/preferences`, and the body of `PUT` (every field; any other key is refused). */
export const accountSettingsSchema = z.strictObject(accountSettingsShape, {
  error: (issue) => (issue.code === 'unrecognized_keys' ? preferencesMessages.unknownField : undefined),
});
export type AccountSettings = z.infer<typeof accountSettingsSchema>;

export const accountSettingsResultSchema = z.object({ settings: accountSettingsSchema });
