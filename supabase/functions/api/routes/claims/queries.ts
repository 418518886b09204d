import type postgres from 'postgres';
import type { ClaimResolution, ClaimStatus, NapClaim, NapClaimStatus } from '../../../_shared/contracts/claims.ts';
import type { Sql } from '../../db.ts';

// Requesting and confirming a claim run server-side, like resolving a NAP before login: the
// claimant has no login yet. The functions live in the unexposed `private` schema.

/** Records the request and, when the data match, the claim and its email. Seconds to wait, or 0. */
export async function requestClaim(
  sql: Sql,
  input: { nap: string; birthDate: string; email: string },
  ip: string | null,
): Promise<number> {
  const [row] = await sql<{ wait: number }[]>`
    select private.request_nap_claim(${input.nap}, ${input.birthDate}::date, ${input.email}, ${ip}::inet) as wait
  `;
  return row?.wait ?? 0;
}

export interface OpenedClaim {
  claimId: string | null;
  email: string | null;
  fullName: string | null;
  nap: string | null;
  outcome: 'ready' | 'conflict' | 'awaiting_approval' | 'invalid';
}

export async function openClaim(sql: Sql, token: string): Promise<OpenedClaim> {
  const [row] = await sql<OpenedClaim[]>`
    select claim_id as "claimId", email, full_name as "fullName", nap, outcome from private.open_nap_claim(${token})
  `;
  return row!;
}

/** What became of the claim of an emailed link, read only (the claim flow's page). */
export async function claimStatus(sql: Sql, token: string): Promise<ClaimStatus> {
  const [row] = await sql<ClaimStatus[]>`
    select status, organization_name as "organizationName", to_json(requested_at) #>> '{}' as "requestedAt"
    from private.nap_claim_status(${token})
  `;
  return row!;
}

export async function linkClaim(sql: Sql, claimId: string, userId: string): Promise<'linked' | 'conflict' | 'invalid'> {
  const [row] = await sql<{ outcome: 'linked' | 'conflict' | 'invalid' }[]>`
    select private.link_nap_claim(${claimId}, ${userId}) as outcome
  `;
  return row!.outcome;
}

const CLAIM_COLUMNS = `c.id, c.member_id as "memberId", m.nap, m.full_name as "fullName",
  to_char(m.birth_date, 'YYYY-MM-DD') as "birthDate", o.name as "organizationName",
  c.email, c.status, m.user_id is not null as "memberHasLogin", to_json(c.expires_at) #>> '{}' as "expiresAt",
  to_json(c.created_at) #>> '{}' as "createdAt", c.resolution_note as "resolutionNote"`;

/**
 * The claims the caller may see (RLS: members.edit or members.verify in the claim's DPC), newest
 * first; those awaiting approval oldest first, as a queue.
 */
export function listClaims(
  tx: postgres.TransactionSql,
  filter: { status?: NapClaimStatus; memberId?: string; id?: string },
) {
  return tx<NapClaim[]>`
    select ${tx.unsafe(CLAIM_COLUMNS)}
    from public.nap_claims c
    join public.members m on m.id = c.member_id
    join public.organizations o on o.id = c.organization_id
    where (${filter.status ?? null}::public.nap_claim_status is null or c.status = ${filter.status ?? null}::public.nap_claim_status)
      and (${filter.memberId ?? null}::uuid is null or c.member_id = ${filter.memberId ?? null}::uuid)
      and (${filter.id ?? null}::uuid is null or c.id = ${filter.id ?? null}::uuid)
    order by case when c.status = 'awaiting_approval' then c.created_at end, c.created_at desc, c.id
    limit 200
  `;
}

export async function resolveClaim(
  tx: postgres.TransactionSql,
  id: string,
  resolution: { action: ClaimResolution; note: string },
): Promise<NapClaim | undefined> {
  await tx`select 1 from public.resolve_nap_claim(${id}, ${resolution.action}, ${resolution.note})`;
  const [claim] = await listClaims(tx, { id });
  return claim;
}
