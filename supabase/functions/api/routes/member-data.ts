import type postgres from 'postgres';
import type { OrganizationSummary } from '../../_shared/contracts/organizations.ts';

/** snake_case column → value for an insert or update from the validated fields. */
const columnOf: Record<string, string> = {
  fullName: 'full_name',
  email: 'email',
  phone: 'phone',
  birthDate: 'birth_date',
  gender: 'gender',
  address: 'address',
  city: 'city',
  province: 'province',
  postalCode: 'postal_code',
  profession: 'profession',
  specialization: 'specialization',
  workplace: 'workplace',
  education: 'education',
  strNumber: 'str_number',
  strExpiryDate: 'str_expiry_date',
  sipNumber: 'sip_number',
  sipExpiryDate: 'sip_expiry_date',
  membershipType: 'membership_type',
  position: 'position',
  joinDate: 'join_date',
  expiryDate: 'expiry_date',
  memberSince: 'member_since',
};

export function toMemberColumns(fields: Record<string, string | null | undefined>): Record<string, string | null> {
  const row: Record<string, string | null> = {};
  for (const [key, value] of Object.entries(fields)) {
    // The type cannot be emptied (the column defaults to BIASA).
    if (key === 'membershipType' && value === null) continue;
    if (value !== undefined && columnOf[key]) row[columnOf[key]] = value;
  }
  return row;
}

/**
 * The active DPCs in which the caller may add members (`members.create` in scope), by province and
 * name: the registration picker, the default for an officer of one DPC, and the import's check.
 */
export async function creatableChapters(tx: postgres.TransactionSql) {
  return tx<OrganizationSummary[]>`
    select o.id, o.name, o.level, o.bps_code as "bpsCode", o.parent_id as "parentId", p.name as "provinceName"
    from public.organizations o
    join public.organizations p on p.id = o.parent_id
    where o.level = 'DPC' and o.is_active
      and o.id = any (private.organization_ids_with_permission('members.create'))
    order by p.name, o.name
  `;
}
