import type postgres from 'postgres';
import type { EditableProfileField, Profile } from '../../../../_shared/contracts/profile.ts';
import { memberColumns } from '../../_shared/member-columns.ts';

type Tx = postgres.TransactionSql;

/** The caller's own member record with its chapter's name; undefined when the login has none. */
export async function ownProfile(tx: Tx): Promise<Profile | undefined> {
  const [row] = await tx<Profile[]>`
    select m.id, m.nap, m.full_name as "fullName", m.email, m.phone, m.birth_date::text as "birthDate", m.gender,
           m.address, m.city, m.province, m.postal_code as "postalCode", m.profession, m.specialization,
           m.workplace, m.education, m.str_number as "strNumber", m.str_expiry_date::text as "strExpiryDate",
           m.sip_number as "sipNumber", m.sip_expiry_date::text as "sipExpiryDate",
           m.sip_practice_place as "sipPracticePlace", private.sip_warning_days() as "sipWarningDays",
           m.member_since::text as "memberSince", m.membership_type as "membershipType",
           m.membership_status as "membershipStatus", m.expiry_date::text as "expiryDate",
           o.name as "organizationName", m.photo_path as "profilePhotoPath"
    from public.members m join public.organizations o on o.id = m.organization_id
    where m.user_id = auth.uid()
  `;
  return row;
}

const columnOf: Record<EditableProfileField, string> = memberColumns;

/**
 * Writes the given fields on the caller's own row, as the caller: RLS (members_update) and the
 * members triggers decide, so the audit trail names the member. False when the login has no row.
 */
export async function updateOwnProfile(
  tx: Tx,
  fields: Partial<Record<EditableProfileField, string | null>>,
): Promise<boolean> {
  const columns: Record<string, string | null> = {};
  for (const [field, value] of Object.entries(fields)) {
    if (value !== undefined) columns[columnOf[field as EditableProfileField]] = value;
  }
  await tx`select set_config('simk.audit_action', 'profile.update', true)`;
  const updated = await tx`update public.members set ${tx(columns)} where user_id = auth.uid() returning id`;
  return updated.length > 0;
}

/**
 * Names the photo on the caller's own row, if the caller can see that object in `avatars` (so it
 * was uploaded, into a folder the caller may read). The row's check keeps it in the member's own
 * folder. 'missing' when the object is not there, 'no-member' when the login has no row.
 */
export async function setOwnPhoto(tx: Tx, path: string | null): Promise<'ok' | 'missing' | 'no-member'> {
  if (path !== null) {
    const [found] = await tx<{ exists: boolean }[]>`
      select exists (select 1 from storage.objects where bucket_id = 'avatars' and name = ${path}) as exists`;
    if (!found?.exists) return 'missing';
  }
  await tx`select set_config('simk.audit_action', 'profile.photo', true)`;
  const updated = await tx`update public.members set photo_path = ${path} where user_id = auth.uid() returning id`;
  return updated.length > 0 ? 'ok' : 'no-member';
}
