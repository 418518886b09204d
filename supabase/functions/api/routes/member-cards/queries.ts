import type postgres from 'postgres';
import type { CardVerification } from '../../../_shared/contracts/member-card.ts';

type Tx = postgres.TransactionSql;

/** What the public may know of the card with this token, computed now (security definer). */
export async function verifyCard(tx: Tx, token: string): Promise<CardVerification | undefined> {
  const [row] = await tx<CardVerification[]>`
    select card_status as status, masked_name as "maskedName", organization_name as "organizationName",
           valid_until::text as "validUntil"
    from public.verify_member_card(${token})
  `;
  return row;
}
