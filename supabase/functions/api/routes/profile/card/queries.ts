import type postgres from 'postgres';
import type { MemberCard } from '../../../../_shared/contracts/member-card.ts';

type Tx = postgres.TransactionSql;

export type OwnCardRow = Omit<MemberCard, 'verificationUrl' | 'associationName'>;

/** The caller's own card, read under RLS; undefined without a member row or a NAP. */
export async function ownCard(tx: Tx): Promise<OwnCardRow | undefined> {
  const [row] = await tx<OwnCardRow[]>`
    select m.card_token as token, m.full_name as "fullName", m.nap, o.name as "organizationName",
           m.membership_type as "membershipType", m.membership_status as "membershipStatus",
           m.expiry_date::text as "validUntil", m.photo_path as "profilePhotoPath"
    from public.members m join public.organizations o on o.id = m.organization_id
    where m.user_id = auth.uid() and m.nap is not null
  `;
  return row;
}
