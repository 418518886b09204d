// Officer actions: the caller's permission names (private.caller_permissions), members only in a
// DPC (members_check_chapter), transfer audit rows visible to the deciding side
// (private.audit_row_change); and the seed's recent activity.
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../support/test-database.ts';
import { type DemoActors, as, demoActors, sqlState, tryAs } from './support/actors.ts';
import { expectEvery } from '../support/assertions.ts';

const db = useTestDatabase();
let actors: DemoActors;

beforeAll(async () => {
  actors = await demoActors(db.sql);
});

const permissionsOf = async (actor: keyof DemoActors) => {
  const [row] = await as(
    db.sql,
    actors[actor],
    (tx) => tx<{ names: string[] }[]>`select private.caller_permissions() as names`,
  );
  return row!.names;
};

describe('private.caller_permissions', () => {
  it('lists the permissions of the active roles, sorted, the same set has_permission tests', async () => {
    const bandung = await permissionsOf('dpcBandung');
    expect(bandung).toEqual([...bandung].sort());
    // documents.manage: a DPC verifies its members' STR/SIP (issue 23 §4, spec §6).
    expect(bandung).toEqual(
      expect.arrayContaining([
        'members.create',
        'members.verify',
        'members.edit',
        'documents.view',
        'documents.manage',
      ]),
    );
    expect(bandung).not.toContain('dues.manage');
    expect(await permissionsOf('superadmin')).toContain('dues.manage');
    expect(await permissionsOf('anggota')).toEqual([
      'mutations.request',
      'payments.pay',
      'profile.edit',
      'profile.view',
    ]);
    for (const name of ['members.create', 'members.export', 'dues.manage', 'system.manage_roles']) {
      const [row] = await as(
        db.sql,
        actors.dpcBandung,
        (tx) => tx<{ has: boolean }[]>`select private.has_permission(${name}) as has`,
      );
      expect(bandung.includes(name), name).toBe(row!.has);
    }
  });

  it('drops an expired role at once, and gives anon nothing', async () => {
    const names = await db.sql
      .begin(async (tx) => {
        await tx`update public.role_assignments ra set expires_at = now() - interval '1 minute' from public.roles r
                 where r.id = ra.role_id and r.name = 'PENGURUS_DPC' and ra.user_id = ${actors.dpcBandung.userId}`;
        await tx`select set_config('role', 'authenticated', true),
                      set_config('request.jwt.claims', ${JSON.stringify(actors.dpcBandung.caller.claims)}, true)`;
        const [row] = await tx<{ names: string[] }[]>`select private.caller_permissions() as names`;
        await tx`select set_config('role', 'postgres', true)`;
        throw Object.assign(new Error('rollback'), { names: row!.names });
      })
      .catch((error: { names?: string[] }) => error.names ?? []);
    expect(names).not.toContain('members.create');
    expect(names).toContain('profile.view');
    expect(await sqlState(as(db.sql, actors.anon, (tx) => tx`select private.caller_permissions()`))).toBe('42501');
  });
});

describe('members belong to a DPC', () => {
  it('refuses a DPW or the DPP as a member’s chapter, for officers and the owner', async () => {
    for (const code of ['32', null]) {
      const state = await sqlState(
        db.sql.begin(
          (tx) => tx`insert into public.members (full_name, organization_id)
            select 'Bukan DPC', id from public.organizations where ${code}::text is null and level = 'DPP' or bps_code = ${code}`,
        ),
      );
      expect(state).toBe('23514');
    }
    // The members_insert policy lets a DPW officer insert in the DPW itself; the trigger does not.
    const moved = await sqlState(
      tryAs(
        db.sql,
        actors.dpwJabar,
        (tx) => tx`insert into public.members (full_name, organization_id)
          select 'Anggota di DPW', id from public.organizations where bps_code = '32'`,
      ),
    );
    expect(moved).toBe('23514');
  });

  it('still lets a DPW officer add a member to one of its DPCs', async () => {
    const rows = await tryAs(
      db.sql,
      actors.dpwJabar,
      (tx) => tx`insert into public.members (full_name, organization_id)
        select 'Anggota Baru', id from public.organizations where bps_code = '3277' returning membership_status`,
    );
    expect(rows).toEqual([{ membership_status: 'PENDING' }]);
  });
});

describe('audit rows of transfer decisions', () => {
  it('go to the deciding side, so that its officers see them', async () => {
    const [member] = await db.sql<{ id: string }[]>`
      select m.id from public.members m join public.organizations o on o.id = m.organization_id
      where o.bps_code = '3273' and m.membership_status = 'ACTIVE' and m.user_id is null
        and not exists (select 1 from public.transfer_requests r where r.member_id = m.id)
      order by m.id limit 1`;
    const [request] = await db.sql<{ id: string }[]>`
      insert into public.transfer_requests (member_id, member_name, target_organization_id, reason,
        has_sip_current, has_sip_target, has_recommendation_letter)
      select ${member!.id}, '-', id, 'Pindah tugas', true, true, true from public.organizations where bps_code = '3578'
      returning id`;
    await as(db.sql, actors.dpcBandung, (tx) => tx`select decide_transfer(${request!.id}, 'release', null)`);
    await as(db.sql, actors.dpcSurabaya, (tx) => tx`select decide_transfer(${request!.id}, 'accept', null)`);
    const rows = await db.sql<{ action: string; bps_code: string }[]>`
      select a.action, o.bps_code from public.audit_logs a join public.organizations o on o.id = a.organization_id
      where a.entity = 'transfer_requests' and a.entity_id = ${request!.id} order by a.id`;
    expect(rows).toEqual([
      { action: 'transfer_requests.insert', bps_code: '3273' },
      { action: 'transfer_requests.release', bps_code: '3273' },
      { action: 'transfer_requests.accept', bps_code: '3578' },
    ]);
    const seen = await as(
      db.sql,
      actors.dpcSurabaya,
      (tx) => tx`select action from public.audit_logs where entity_id = ${request!.id} order by id`,
    );
    expect(seen.map((row) => row.action)).toEqual(['transfer_requests.accept']);
  });
});

describe('the seed’s recent activity', () => {
  it('has verifications, applications, edits, payments and transfer steps of the last weeks in the demo scopes', async () => {
    const rows = await db.sql<{ action: string; bandung: number; jabar: number; actors: number; future: number }[]>`
      select a.action,
             count(*) filter (where o.bps_code = '3273')::int as bandung,
             count(*) filter (where left(o.bps_code, 2) = '32')::int as jabar,
             count(distinct a.actor_id)::int as actors,
             count(*) filter (where a.created_at > now())::int as future
      from public.audit_logs a left join public.organizations o on o.id = a.organization_id
      where a.created_at > now() - interval '8 weeks' and a.action like any (array['members.%', 'payments.%', 'transfer_requests.%'])
      group by a.action`;
    const byAction = Object.fromEntries(rows.map((row) => [row.action, row]));
    for (const action of ['members.verify', 'members.create', 'members.update', 'payments.record']) {
      expect(byAction[action]?.bandung, action).toBeGreaterThan(0);
    }
    expect(byAction['members.verify']?.jabar).toBeGreaterThan(byAction['members.verify']?.bandung ?? 0);
    expect(byAction['transfer_requests.release']?.jabar).toBeGreaterThan(0);
    expectEvery(rows, (row) => row.future === 0);

    // Each verification matches its member: verified by that actor, at that time.
    const [mismatch] = await db.sql<{ n: number }[]>`
      select count(*)::int as n from public.audit_logs a join public.members m on m.id::text = a.entity_id
      where a.action = 'members.verify' and (m.verified_by is distinct from a.actor_id or m.verified_at <> a.created_at)`;
    expect(mismatch!.n).toBe(0);
    const [recent] = await db.sql<{ n: number }[]>`
      select count(*)::int as n from public.members m join public.organizations o on o.id = m.organization_id
      where o.bps_code = '3273' and m.join_date >= current_date - 30`;
    expect(recent!.n).toBeGreaterThan(0);
  });
});
