import type { AccountSettings } from '../../supabase/functions/_shared/contracts/preferences.ts';

/** Spec §9's defaults: what a login's account settings are before it changes any. */
export const DEFAULT_ACCOUNT_SETTINGS: AccountSettings = {
  emailNotifications: true,
  smsNotifications: false,
  whatsappNotifications: true,
  paymentReminders: true,
  membershipUpdates: true,
  loginNotifications: true,
  language: 'id',
  theme: 'light',
  timezone: 'Asia/Jakarta',
  dateFormat: 'dd/mm/yyyy',
};
