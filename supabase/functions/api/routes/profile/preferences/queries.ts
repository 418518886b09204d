import type postgres from 'postgres';
import type { AccountSettings } from '../../../../_shared/contracts/preferences.ts';

type Tx = postgres.TransactionSql;

const columns = (tx: Tx) => tx`
  email_notifications as "emailNotifications", sms_notifications as "smsNotifications",
  whatsapp_notifications as "whatsappNotifications",
  payment_reminders as "paymentReminders", membership_updates as "membershipUpdates",
  login_notifications as "loginNotifications", language, theme, time_zone as timezone, date_format as "dateFormat"
`;

const ROLLED_BACK = Symbol('rolled back');

/**
 * The caller's settings. A login that never saved gets the column defaults (their one home: the
 * table, spec §9), read from a row inserted and rolled back: a GET writes nothing.
 */
export async function ownSettings(tx: Tx): Promise<unknown> {
  const [stored] = await tx`select ${columns(tx)} from public.user_preferences where user_id = (select auth.uid())`;
  if (stored) return stored;
  let defaults: unknown;
  await tx
    .savepoint(async (sp) => {
      [defaults] = await sp`insert into public.user_preferences default values returning ${columns(sp)}`;
      throw ROLLED_BACK;
    })
    .catch((error: unknown) => {
      if (error !== ROLLED_BACK) throw error;
    });
  return defaults;
}

/** Saves every setting of the caller, as the caller (RLS: own row only). */
export async function saveSettings(tx: Tx, settings: AccountSettings): Promise<unknown> {
  const values = {
    email_notifications: settings.emailNotifications,
    sms_notifications: settings.smsNotifications,
    whatsapp_notifications: settings.whatsappNotifications,
    payment_reminders: settings.paymentReminders,
    membership_updates: settings.membershipUpdates,
    login_notifications: settings.loginNotifications,
    language: settings.language,
    theme: settings.theme,
    time_zone: settings.timezone,
    date_format: settings.dateFormat,
  };
  const [row] = await tx`
    insert into public.user_preferences ${tx(values)}
    on conflict (user_id) do update set ${tx(values)}
    returning ${columns(tx)}`;
  return row;
}
