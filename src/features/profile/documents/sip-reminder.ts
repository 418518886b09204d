/**
 * How long the member's SIP still runs (issue 13 §3: the spec's fixed "SIP ends in 4 months",
 * computed). The expiry date is the last day the SIP is valid. Whole calendar months while at
 * least one is left, then days; within the warning window (`warningDays`, the profile's
 * sipWarningDays from SQL's private.sip_warning_days) it needs the member's attention.
 */
export type SipReminder =
  | { state: 'none' }
  | { state: 'expired' }
  | { state: 'months'; months: number; soon: boolean }
  | { state: 'days'; days: number; soon: boolean };

/** The page that explains SIP renewal and SKP credits (the renewal guide link). */
export const SIP_RENEWAL_GUIDE_PATH = '/sertifikasi';

const DAY_MS = 86_400_000;

function parts(date: string): [number, number, number] {
  const [year, month, day] = date.split('-').map(Number);
  return [year!, month!, day!];
}

/** `expiryDate` and `today` are calendar dates `YYYY-MM-DD` (today in the member's zone, WIB by default). */
export function sipReminder(expiryDate: string | null | undefined, today: string, warningDays: number): SipReminder {
  if (!expiryDate) return { state: 'none' };
  const [ey, em, ed] = parts(expiryDate);
  const [ty, tm, td] = parts(today);
  const days = Math.round((Date.UTC(ey, em - 1, ed) - Date.UTC(ty, tm - 1, td)) / DAY_MS);
  if (days < 0) return { state: 'expired' };
  const soon = days <= warningDays;
  const months = (ey - ty) * 12 + (em - tm) - (ed < td ? 1 : 0);
  return months >= 1 ? { state: 'months', months, soon } : { state: 'days', days, soon };
}
