import type { SessionUser } from '../../_shared/contracts/auth.ts';
import type postgres from 'postgres';
import { asCaller, type Sql } from '../db.ts';
import type { AccessClaims } from './access-token.ts';

const MEMBER_ROLE = { name: 'ANGGOTA', label: 'Anggota', level: 1 } as const;

/**
 * The signed-in user as the web app needs it: highest active role with its organization, the
 * permissions of all active roles, and the member record. Read as the user, under RLS.
 */
export async function loadSessionUser(sql: Sql, claims: AccessClaims): Promise<SessionUser> {
  return asCaller(sql, { role: 'authenticated', claims }, async (tx) => {
    const [role] = await tx<
      {
        name: string;
        label: string;
        level: number;
        orgId: string;
        orgName: string;
        orgLevel: 'DPP' | 'DPW' | 'DPC';
        bpsCode: string | null;
      }[]
    >`
      select r.name, r.display_name as label, r.level, o.id as "orgId", o.name as "orgName",
             o.level as "orgLevel", o.bps_code as "bpsCode"
      from public.role_assignments ra
      join public.roles r on r.id = ra.role_id
      join public.organizations o on o.id = ra.organization_id
      where ra.user_id = ${claims.sub} and (ra.expires_at is null or ra.expires_at > now())
      order by r.level desc, ra.assigned_at
      limit 1
    `;
    const permissions = await callerPermissions(tx);
    const [memberRow] = await tx<
      {
        id: string;
        nap: string | null;
        fullName: string;
        membershipStatus: NonNullable<SessionUser['member']>['membershipStatus'];
        organizationName: string;
        orgId: string;
        bpsCode: string | null;
      }[]
    >`
      select m.id, m.nap, m.full_name as "fullName", m.membership_status as "membershipStatus",
             o.name as "organizationName", o.id as "orgId", o.bps_code as "bpsCode"
      from public.members m
      join public.organizations o on o.id = m.organization_id
      where m.user_id = ${claims.sub}
    `;
    const member: SessionUser['member'] = memberRow
      ? {
          id: memberRow.id,
          nap: memberRow.nap,
          fullName: memberRow.fullName,
          membershipStatus: memberRow.membershipStatus,
          organizationName: memberRow.organizationName,
        }
      : null;
    // A member's own role is held in their current DPC (private.member_role_id), not assigned.
    const memberOrganization: SessionUser['organization'] = memberRow?.nap
      ? { id: memberRow.orgId, name: memberRow.organizationName, level: 'DPC', bpsCode: memberRow.bpsCode }
      : null;

    const email = claims.email ?? '';
    const metadataName = (claims.user_metadata as { full_name?: unknown } | undefined)?.full_name;
    const fullName = memberRow?.fullName ?? (typeof metadataName === 'string' ? metadataName : '');
    return {
      id: claims.sub,
      email,
      username: memberRow?.nap ?? email,
      firstName: fullName.split(/\s+/)[0] || 'User',
      fullName,
      role: role?.name ?? MEMBER_ROLE.name,
      roleLabel: role?.label ?? MEMBER_ROLE.label,
      roleLevel: role?.level ?? MEMBER_ROLE.level,
      organization: role
        ? { id: role.orgId, name: role.orgName, level: role.orgLevel, bpsCode: role.bpsCode }
        : memberOrganization,
      permissions,
      member,
    };
  });
}

/**
 * The names of the caller's permissions, sorted: the same set the API's permission checks
 * (private.has_permission) test against. `tx` runs as the caller (`asCaller`).
 */
export async function callerPermissions(tx: postgres.TransactionSql): Promise<string[]> {
  const [row] = await tx<{ names: string[] }[]>`select private.caller_permissions() as names`;
  return row?.names ?? [];
}
