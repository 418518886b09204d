// Role management through the API (spec §2 "Role management", issue 28 §1): the superadmin finds a
// newcomer, appoints them PENGURUS_DPC of Kota Surabaya with an expiry, renews and revokes it, and
// the newcomer's permissions follow at their next request; custom roles are created, refused
// deletion while held (the message names how many), and deleted; the rules refuse with reasons.
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  PermissionList,
  Role,
  RoleAssignment,
  RoleList,
} from '../../supabase/functions/_shared/contracts/roles.ts';
import { useBackend } from '../support/backend.ts';
import { signIn, signInDemoAccounts } from '../support/sign-in.ts';
import { registerStranger } from '../support/strangers.ts';
import { useTestDatabase } from '../support/test-database.ts';

const db = useTestDatabase();
const backend = useBackend(db);
let tokens: Awaited<ReturnType<typeof signInDemoAccounts>>;
let newcomer: { userId: string; token: string };
const surabayaOfficer = {
  fullName: 'Dimas Pengurus Baru',
  email: 'dimas.pengurus@contoh.id',
  password: 'Lab-Kota-Surabaya-2026',
  phoneNumber: '0812 7100 5512',
};
const ids: Record<string, string> = {};

beforeAll(async () => {
  tokens = await signInDemoAccounts(backend);
  const { userId } = await registerStranger(backend, db.sql, surabayaOfficer, {
    verifiedBy: tokens.surabaya,
    bpsCode: '3578',
  });
  newcomer = { userId, token: (await signIn(backend, surabayaOfficer.email, surabayaOfficer.password)).accessToken };
  for (const row of await db.sql<{ key: string; id: string }[]>`
    select name as key, id from public.roles
    union all select coalesce(bps_code, 'DPP'), id from public.organizations where level = 'DPP' or bps_code in ('3578', '32')
    union all select name, id from public.permissions`)
    ids[row.key] = row.id;
});

async function permissionsOf(token: string): Promise<string[]> {
  const response = await backend.call('GET', '/profile/permissions', { token });
  expect(response.status).toBe(200);
  return (response.body.data as { permissions: string[] }).permissions;
}

describe('appointing a newcomer', () => {
  let assignment: RoleAssignment;

  it('finds them by email, NAP or name', async () => {
    const [member] = await db.sql<{ nap: string }[]>`select nap from public.members where user_id = ${newcomer.userId}`;
    for (const search of ['dimas.pengurus', member!.nap, 'Pengurus Baru']) {
      const response = await backend.call('GET', `/role-assignments/candidates?search=${encodeURIComponent(search)}`, {
        token: tokens.superadmin,
      });
      expect(response.status).toBe(200);
      expect((response.body.data as { users: { userId: string }[] }).users.map((u) => u.userId)).toContain(
        newcomer.userId,
      );
    }
    const tooShort = await backend.call('GET', '/role-assignments/candidates?search=d', { token: tokens.superadmin });
    expect(tooShort.status).toBe(400);
  });

  it('appoints them PENGURUS_DPC of Kota Surabaya until a date; their permissions follow at once', async () => {
    expect(await permissionsOf(newcomer.token)).not.toContain('members.verify');
    const expiresOn = '2099-12-31';
    const response = await backend.call('POST', '/role-assignments', {
      token: tokens.superadmin,
      body: { userId: newcomer.userId, roleId: ids.PENGURUS_DPC, organizationId: ids['3578'], expiresOn },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    assignment = (response.body.data as { assignment: RoleAssignment }).assignment;
    expect(assignment).toMatchObject({
      userEmail: surabayaOfficer.email,
      userFullName: surabayaOfficer.fullName,
      roleName: 'PENGURUS_DPC',
      organizationName: 'Kota Surabaya',
      expiresOn,
      isActive: true,
    });
    expect(await permissionsOf(newcomer.token)).toContain('members.verify');

    const listed = await backend.call('GET', '/role-assignments?search=dimas.pengurus', { token: tokens.superadmin });
    expect(listed.status).toBe(200);
    expect((listed.body.data as { assignments: RoleAssignment[] }).assignments).toEqual([assignment]);
    const again = await backend.call('POST', '/role-assignments', {
      token: tokens.superadmin,
      body: { userId: newcomer.userId, roleId: ids.PENGURUS_DPC, organizationId: ids['3578'] },
    });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: 'ROLE_ALREADY_ASSIGNED' });
  });

  it('renews it to never expire, then revokes it; the audit trail names each step', async () => {
    const renewed = await backend.call('PATCH', `/role-assignments/${assignment.id}`, {
      token: tokens.superadmin,
      body: { expiresOn: null },
    });
    expect(renewed.status).toBe(200);
    expect((renewed.body.data as { assignment: RoleAssignment }).assignment.expiresOn).toBeNull();
    const revoked = await backend.call('DELETE', `/role-assignments/${assignment.id}`, { token: tokens.superadmin });
    expect(revoked.status).toBe(200);
    expect(await permissionsOf(newcomer.token)).not.toContain('members.verify');
    const again = await backend.call('DELETE', `/role-assignments/${assignment.id}`, { token: tokens.superadmin });
    expect(again.status).toBe(404);
    expect(again.body.error).toMatchObject({ code: 'ROLE_ASSIGNMENT_NOT_FOUND' });
    const actions = await db.sql<{ action: string }[]>`
      select action from public.audit_logs where entity = 'role_assignments' and entity_id = ${assignment.id} order by id`;
    expect(actions.map((row) => row.action)).toEqual([
      'role_assignments.assign',
      'role_assignments.set_expiry',
      'role_assignments.revoke',
    ]);
  });

  it('refuses bad input with Indonesian reasons and changes nothing', async () => {
    const post = (body: unknown) => backend.call('POST', '/role-assignments', { token: tokens.superadmin, body });
    const past = await post({
      userId: newcomer.userId,
      roleId: ids.PENGURUS_DPC,
      organizationId: ids['3578'],
      expiresOn: '2020-01-01',
    });
    expect(past.status).toBe(400);
    expect(past.body.error).toMatchObject({ message: 'Tanggal berakhir tidak boleh sebelum hari ini.' });
    const wrongLevel = await post({ userId: newcomer.userId, roleId: ids.PENGURUS_DPC, organizationId: ids['32'] });
    expect(wrongLevel.status).toBe(400);
    expect(wrongLevel.body.error).toMatchObject({
      message: 'Peran tingkat DPC hanya dapat ditugaskan di organisasi tingkat DPC.',
    });
    const malformed = await post({
      userId: 'x',
      roleId: ids.PENGURUS_DPC,
      organizationId: ids['3578'],
      expiresOn: 'besok',
    });
    expect(malformed.status).toBe(400);
    const [row] = await db.sql<{ n: number }[]>`
      select count(*)::int as n from public.role_assignments where user_id = ${newcomer.userId}`;
    expect(row!.n).toBe(0);
  });

  it('refuses one’s own assignment, the last SUPER_ADMIN, and callers without system.manage_roles', async () => {
    const [own] = await db.sql<{ id: string }[]>`
      select ra.id from public.role_assignments ra join auth.users u on u.id = ra.user_id
      where u.email = 'superadmin@simk.test'`;
    const self = await backend.call('DELETE', `/role-assignments/${own!.id}`, { token: tokens.superadmin });
    expect(self.status).toBe(403);
    expect(self.body.error).toMatchObject({ code: 'SEPARATION_OF_DUTIES' });
    for (const token of [tokens.bandung, tokens.anggota, newcomer.token]) {
      for (const path of ['/roles', '/permissions', '/role-assignments']) {
        expect((await backend.call('GET', path, { token })).status).toBe(403);
      }
      const grant = await backend.call('POST', '/role-assignments', {
        token,
        body: { userId: newcomer.userId, roleId: ids.SUPER_ADMIN, organizationId: ids.DPP },
      });
      expect(grant.status).toBe(403);
    }
    expect((await backend.call('GET', '/roles')).status).toBe(401);
  });
});

describe("a DPW's officers appoint their DPCs' officers (issue 28 §3), never their own level's", () => {
  const bandungOfficer = {
    fullName: 'Sari Pengurus Bandung',
    email: 'sari.pengurus@contoh.id',
    password: 'Lab-Kota-Bandung-2026',
    phoneNumber: '0812 7100 5513',
  };
  let sari: { userId: string; token: string };

  beforeAll(async () => {
    const { userId } = await registerStranger(backend, db.sql, bandungOfficer, {
      verifiedBy: tokens.bandung,
      bpsCode: '3273',
    });
    sari = { userId, token: (await signIn(backend, bandungOfficer.email, bandungOfficer.password)).accessToken };
    const [bandung] = await db.sql<{ id: string }[]>`select id from public.organizations where bps_code = '3273'`;
    ids['3273'] = bandung!.id;
  });

  const grantable = async (organizationId: string) => {
    const response = await backend.call('GET', `/roles?grantableIn=${organizationId}`, { token: tokens.dpw });
    expect(response.status).toBe(200);
    return (response.body.data as RoleList).roles.map((role) => role.name);
  };

  it('offers the DPC roles in Kota Bandung and nothing in Jawa Barat itself', async () => {
    expect(await grantable(ids['3273']!)).toContain('PENGURUS_DPC');
    expect(await grantable(ids['3273']!)).not.toContain('PENGURUS_DPW');
    expect(await grantable(ids['32']!)).toEqual([]);
    expect(await grantable(ids['3578']!)).toEqual([]);
    const fellows = await backend.call('GET', `/role-assignments?organizationId=${ids['32']}`, { token: tokens.dpw });
    expect(fellows.status).toBe(200);
    const rows = (fellows.body.data as { assignments: RoleAssignment[] }).assignments;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => !row.canManage)).toBe(true);
  });

  it('appoints a newcomer PENGURUS_DPC of Kota Bandung, and is refused in Kota Surabaya and at the DPW', async () => {
    const appoint = (organizationId: string, roleId: string) =>
      backend.call('POST', '/role-assignments', {
        token: tokens.dpw,
        body: { userId: sari.userId, roleId, organizationId, expiresOn: '2099-12-31' },
      });
    for (const [organization, role] of [
      ['3578', 'PENGURUS_DPC'],
      ['32', 'PENGURUS_DPW'],
    ] as const) {
      const refused = await appoint(ids[organization]!, ids[role]!);
      expect(refused.status).toBe(403);
      expect(refused.body.error).toMatchObject({ code: 'ROLE_NOT_GRANTABLE' });
    }
    expect(await permissionsOf(sari.token)).not.toContain('members.verify');

    const appointed = await appoint(ids['3273']!, ids.PENGURUS_DPC!);
    expect(appointed.status, JSON.stringify(appointed.body)).toBe(201);
    const assignment = (appointed.body.data as { assignment: RoleAssignment }).assignment;
    expect(assignment).toMatchObject({ organizationName: 'Kota Bandung', roleName: 'PENGURUS_DPC', canManage: true });
    expect(await permissionsOf(sari.token)).toContain('members.verify');

    const ended = await backend.call('DELETE', `/role-assignments/${assignment.id}`, { token: tokens.dpw });
    expect(ended.status).toBe(200);
    expect(await permissionsOf(sari.token)).not.toContain('members.verify');
  });

  it('neither renews nor ends a fellow DPW officer, whom the national role managers appoint', async () => {
    const appointed = await backend.call('POST', '/role-assignments', {
      token: tokens.superadmin,
      body: { userId: sari.userId, roleId: ids.ADMIN_DPW, organizationId: ids['32'] },
    });
    expect(appointed.status, JSON.stringify(appointed.body)).toBe(201);
    const fellow = (appointed.body.data as { assignment: RoleAssignment }).assignment;
    for (const [method, body] of [
      ['PATCH', { expiresOn: '2099-12-31' }],
      ['DELETE', undefined],
    ] as const) {
      const response = await backend.call(method, `/role-assignments/${fellow.id}`, { token: tokens.dpw, body });
      expect(response.status).toBe(403);
      expect(response.body.error).toMatchObject({ code: 'ROLE_NOT_GRANTABLE' });
    }
    const [row] = await db.sql<{ expires_at: Date | null }[]>`
      select expires_at from public.role_assignments where id = ${fellow.id}`;
    expect(row).toEqual({ expires_at: null });
    expect((await backend.call('DELETE', `/role-assignments/${fellow.id}`, { token: tokens.superadmin })).status).toBe(
      200,
    );
  });
});

describe('roles and permissions', () => {
  it('lists roles with their permissions and holders, filtered by level', async () => {
    const response = await backend.call('GET', '/roles?level=DPC', { token: tokens.superadmin });
    expect(response.status).toBe(200);
    const { roles } = response.body.data as RoleList;
    expect(roles.map((role) => role.name)).toEqual(['PENGURUS_DPC']);
    expect(roles[0]).toMatchObject({ isSystemRole: true, level: 'DPC', rank: 2 });
    expect(roles[0]!.userCount).toBeGreaterThan(0);
    expect(roles[0]!.permissions.map((p) => p.name)).toContain('members.verify');
  });

  it('counts how many roles use each permission, by category', async () => {
    const response = await backend.call('GET', '/permissions?category=System', { token: tokens.superadmin });
    expect(response.status).toBe(200);
    const { permissions } = response.body.data as PermissionList;
    expect(new Set(permissions.map((p) => p.category))).toEqual(new Set(['System']));
    expect(permissions.find((p) => p.name === 'system.settings')?.roleCount).toBe(1);
    // SUPER_ADMIN and ADMIN_DPP nationally; PENGURUS_DPW for its DPCs' officers.
    expect(permissions.find((p) => p.name === 'system.manage_roles')?.roleCount).toBe(3);
  });

  it('creates a custom role, refuses deleting it while held (naming how many), then deletes it', async () => {
    const invalid = await backend.call('POST', '/roles', {
      token: tokens.superadmin,
      body: { name: 'x', displayName: '', level: 'DPP', permissionIds: [] },
    });
    expect(invalid.status).toBe(400);
    const body = {
      name: 'bendahara_dpc',
      displayName: 'Bendahara DPC',
      description: 'Kas cabang',
      level: 'DPC',
      permissionIds: [ids['payments.view'], ids['payments.create']],
    };
    const created = await backend.call('POST', '/roles', { token: tokens.superadmin, body });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const role = (created.body.data as { role: Role }).role;
    expect(role).toMatchObject({ name: 'BENDAHARA_DPC', level: 'DPC', rank: 2, isSystemRole: false, userCount: 0 });
    expect((await backend.call('POST', '/roles', { token: tokens.superadmin, body })).body.error).toMatchObject({
      code: 'ROLE_NAME_TAKEN',
    });

    const edited = await backend.call('PUT', `/roles/${role.id}`, {
      token: tokens.superadmin,
      body: { displayName: 'Bendahara Cabang', description: null, permissionIds: [ids['payments.view']] },
    });
    expect(edited.status).toBe(200);
    expect((edited.body.data as { role: Role }).role.permissions.map((p) => p.name)).toEqual(['payments.view']);

    const assigned = await backend.call('POST', '/role-assignments', {
      token: tokens.superadmin,
      body: { userId: newcomer.userId, roleId: role.id, organizationId: ids['3578'] },
    });
    expect(assigned.status).toBe(201);
    const refused = await backend.call('DELETE', `/roles/${role.id}`, { token: tokens.superadmin });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: 'ROLE_IN_USE' });
    expect((refused.body.error as { message: string }).message).toContain('1 penugasan aktif');

    const { assignment } = assigned.body.data as { assignment: RoleAssignment };
    expect(
      (await backend.call('DELETE', `/role-assignments/${assignment.id}`, { token: tokens.superadmin })).status,
    ).toBe(200);
    expect((await backend.call('DELETE', `/roles/${role.id}`, { token: tokens.superadmin })).status).toBe(200);
    expect((await backend.call('DELETE', `/roles/${role.id}`, { token: tokens.superadmin })).status).toBe(404);
  });

  it('keeps system roles view-only', async () => {
    const edit = await backend.call('PUT', `/roles/${ids.PENGURUS_DPC}`, {
      token: tokens.superadmin,
      body: { displayName: 'Pengurus', permissionIds: [ids['members.view']] },
    });
    expect(edit.status).toBe(403);
    expect(edit.body.error).toMatchObject({ code: 'ROLE_NOT_GRANTABLE', message: 'Peran sistem tidak dapat diubah.' });
    expect((await backend.call('DELETE', `/roles/${ids.ANGGOTA}`, { token: tokens.superadmin })).status).toBe(403);
  });
});
