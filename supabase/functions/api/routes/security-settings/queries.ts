import type postgres from 'postgres';
import type { SecuritySettings } from '../../../_shared/contracts/security-settings.ts';

/** The one row of `public.security_settings` (every signed-in user reads it; RLS). */
export async function settings(tx: postgres.TransactionSql): Promise<SecuritySettings> {
  const [row] = await tx<SecuritySettings[]>`
    select officer_aal2_required as "officerAal2Required",
           to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "updatedAt"
    from public.security_settings
  `;
  return row!;
}

/** `set_officer_aal2_required` checks SUPER_ADMIN (and aal2 to turn it on) and writes the audit trail. */
export async function setOfficerAal2Required(tx: postgres.TransactionSql, required: boolean): Promise<void> {
  await tx`select 1 from public.set_officer_aal2_required(${required})`;
}
