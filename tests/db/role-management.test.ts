// Role management's safety rules (issue 28 §1), held by SQL so that Studio obeys them too: an
// expired assignment stops granting at once, nobody grants a permission or a scope they do not
// hold, the last active SUPER_ADMIN stays, a role in use is not deleted, every change is audited,
// and role changes need aal2 while SUPER_ADMIN requires it for officers.
import type postgres from 'postgres';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../../supabase/functions/api/db.ts';
import { useTestDatabase } from '../support/test-database.ts';
import {
  as,
  authenticated,
  demoActors,
  signUpInBandung,
  tryAs,
  type Actor,
  type DemoActors,
} from './support/actors.ts';

const db = useTestDatabase();

let actors: DemoActors;
const ids: Record<string, string> = {};

/** The SQLSTATE and constraint of a refusal, or 'ok'. */
async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    const { code, constraint_name: constraint } = error as { code?: string; constraint_name?: string };
    if (!code) throw error;
    return constraint ? `${code} ${constraint}` : code;
  }
}

function at(actor: Actor, aal: 'aal1' | 'aal2'): Actor {
  return { ...actor, caller: { ...actor.caller, claims: { ...actor.caller.claims, aal } } as Caller };
}

/** A user the seed does not know (a pending applicant in Bandung). */
async function stranger(label: string): Promise<Actor> {
  const email = `${label}.${Math.random().toString(36).slice(2, 8)}@peran.test`;
  return (await signUpInBandung(db.sql, email, `Orang ${label}`)).actor;
}

/** Runs `work` as postgres (Studio) in a transaction that is rolled back; returns its result or refusal. */
async function asOwner(work: (tx: postgres.TransactionSql) => Promise<unknown>): Promise<string> {
  const rollback = new Error('rollback');
  try {
    await db.sql.begin(async (tx) => {
      await work(tx);
      throw rollback;
    });
    return 'ok';
  } catch (error) {
    if (error === rollback) return 'ok';
    const { code, constraint_name: constraint } = error as { code?: string; constraint_name?: string };
    if (!code) throw error;
    return constraint ? `${code} ${constraint}` : code;
  }
}

const assign = (
  tx: postgres.TransactionSql,
  user: string,
  role: string,
  org: string,
  expiresOn: string | null = null,
) => tx<{ id: string }[]>`select id from public.assign_role(${user}, ${ids[role]!}, ${ids[org]!}, ${expiresOn}::date)`;

beforeAll(async () => {
  actors = await demoActors(db.sql);
  for (const row of await db.sql<{ name: string; id: string }[]>`select name, id from public.roles`)
    ids[row.name] = row.id;
  for (const row of await db.sql<{ code: string; id: string }[]>`
    select coalesce(bps_code, 'DPP') as code, id from public.organizations where level = 'DPP' or bps_code in ('32', '35', '3273', '3578')`)
    ids[row.code] = row.id;
  for (const row of await db.sql<{ name: string; id: string }[]>`select name, id from public.permissions`)
    ids[row.name] = row.id;
});

describe('an expired assignment stops granting at once', () => {
  it('gives no permission, scope or rank from the moment it expires', async () => {
    const officer = await stranger('kedaluwarsa');
    const [row] = await as(db.sql, actors.superadmin, (tx) => assign(tx, officer.userId!, 'PENGURUS_DPC', '3578'));
    const powers = () =>
      tryAs(db.sql, officer, async (tx) => {
        const [p] = await tx<{ can: boolean; scope: string[]; rank: number; names: string[] }[]>`
          select private.has_permission('members.verify') as can, private.administered_organization_ids() as scope,
                 private.caller_max_role_level() as rank, private.caller_permissions() as names`;
        return p!;
      });
    expect(await powers()).toMatchObject({ can: true, scope: [ids['3578']], rank: 2 });
    // The same connection pool, no new token: the next statement after the expiry sees nothing.
    await db.sql`update public.role_assignments set assigned_at = now() - interval '2 days',
                   expires_at = now() - interval '1 second' where id = ${row!.id}`;
    expect(await powers()).toEqual({ can: false, scope: [], rank: 0, names: [] });
    const seen = await tryAs(
      db.sql,
      officer,
      (tx) => tx`select id from public.members where organization_id = ${ids['3578']!}`,
    );
    expect(seen).toHaveLength(0);
  });

  it('holds through the last day given, in Asia/Jakarta, and a day before today is refused', async () => {
    const officer = await stranger('sampai');
    const expiry = await tryAs(db.sql, actors.superadmin, async (tx) => {
      const [today] = await tx<{ d: string }[]>`select private.today()::text as d`;
      const [row] = await tx<{ at: string; d: string }[]>`
        select (expires_at at time zone 'Asia/Jakarta')::text as at, ${today!.d}::text as d
        from public.assign_role(${officer.userId!}, ${ids.PENGURUS_DPC!}, ${ids['3578']!}, ${today!.d}::date)`;
      return row!;
    });
    const next = new Date(`${expiry.d}T00:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    expect(expiry.at).toBe(`${next.toISOString().slice(0, 10)} 00:00:00`);
    expect(
      await refusal(
        tryAs(
          db.sql,
          actors.superadmin,
          (tx) =>
            tx`select public.assign_role(${officer.userId!}, ${ids.PENGURUS_DPC!}, ${ids['3578']!}, private.today() - 1)`,
        ),
      ),
    ).toBe('22023 role_assignment_input');
  });

  it('is replaced by a new assignment of the same role there', async () => {
    const officer = await stranger('ulang');
    const [first] = await as(db.sql, actors.superadmin, (tx) => assign(tx, officer.userId!, 'PENGURUS_DPC', '3578'));
    expect(
      await refusal(tryAs(db.sql, actors.superadmin, (tx) => assign(tx, officer.userId!, 'PENGURUS_DPC', '3578'))),
    ).toBe('23505 role_assignments_unique');
    await db.sql`update public.role_assignments set assigned_at = now() - interval '2 days',
                   expires_at = now() - interval '1 day' where id = ${first!.id}`;
    const [second] = await as(db.sql, actors.superadmin, (tx) => assign(tx, officer.userId!, 'PENGURUS_DPC', '3578'));
    expect(second!.id).not.toBe(first!.id);
  });
});

describe('nobody grants what they do not hold', () => {
  let adminDpp: Actor;
  let dpwManager: Actor;
  let customDpc: string;

  beforeAll(async () => {
    adminDpp = await stranger('admindpp');
    await db.sql`insert into public.role_assignments (user_id, role_id, organization_id)
                 values (${adminDpp.userId!}, ${ids.ADMIN_DPP!}, ${ids.DPP!})`;
    // A chapter role that may appoint (system.manage_roles) and see members, at the DPW Jawa Barat.
    const [role] = await db.sql<{ id: string }[]>`
      insert into public.roles (name, display_name, level, tier) values ('PENGANGKAT_DPW', 'Pengangkat DPW', 3, 'DPW')
      returning id`;
    await db.sql`insert into public.role_permissions (role_id, permission_id)
                 select ${role!.id}, id from public.permissions where name in ('system.manage_roles', 'members.view')`;
    dpwManager = await stranger('pengangkat');
    await db.sql`insert into public.role_assignments (user_id, role_id, organization_id)
                 values (${dpwManager.userId!}, ${role!.id}, ${ids['32']!})`;
    const [custom] = await db.sql<{ id: string }[]>`
      insert into public.roles (name, display_name, level, tier) values ('PENCATAT_DPC', 'Pencatat DPC', 2, 'DPC')
      returning id`;
    await db.sql`insert into public.role_permissions (role_id, permission_id)
                 select ${custom!.id}, id from public.permissions where name = 'members.view'`;
    customDpc = custom!.id;
  });

  it('an ADMIN_DPP (no system.settings) neither grants SUPER_ADMIN nor puts system.settings on a role', async () => {
    const target = await stranger('calon');
    expect(await refusal(tryAs(db.sql, adminDpp, (tx) => assign(tx, target.userId!, 'SUPER_ADMIN', 'DPP')))).toBe(
      '42501 role_not_grantable',
    );
    expect(await refusal(tryAs(db.sql, adminDpp, (tx) => assign(tx, target.userId!, 'ADMIN_DPP', 'DPP')))).toBe('ok');
    const create = (permissions: string[]) =>
      refusal(
        tryAs(
          db.sql,
          adminDpp,
          (tx) =>
            tx`select public.create_role('BENDAHARA_UJI', 'Bendahara Uji', null, 'DPC',
                                         ${permissions.map((p) => ids[p]!)}::uuid[])`,
        ),
      );
    expect(await create(['members.view', 'system.settings'])).toBe('42501 role_not_grantable');
    expect(await create(['members.view', 'payments.view'])).toBe('ok');
  });

  it('a chapter role manager grants only within their chapters, and only roles whose every permission they hold there', async () => {
    const target = await stranger('pencatat');
    const grant = (role: string, org: string) =>
      refusal(
        tryAs(
          db.sql,
          dpwManager,
          (tx) => tx`select public.assign_role(${target.userId!}, ${role}, ${ids[org]!}, null)`,
        ),
      );
    expect(await grant(customDpc, '3273')).toBe('ok');
    expect(await grant(customDpc, '3578')).toBe('42501 role_not_grantable');
    expect(await grant(ids.PENGURUS_DPC!, '3273')).toBe('42501 role_not_grantable');
    expect(await grant(ids.PENGURUS_DPW!, '32')).toBe('42501 role_not_grantable');
  });

  it('a chapter role manager defines no role and finds only members of their chapters', async () => {
    expect(
      await refusal(
        tryAs(
          db.sql,
          dpwManager,
          (tx) =>
            tx`select public.create_role('PERAN_LIAR', 'Peran Liar', null, 'DPC', ${[ids['members.view']!]}::uuid[])`,
        ),
      ),
    ).toBe('42501 role_not_grantable');
    const found = await tryAs(
      db.sql,
      dpwManager,
      (tx) =>
        tx<
          { organization_name: string | null }[]
        >`select organization_name from public.search_role_candidates('an', 50)`,
    );
    expect(found.length).toBeGreaterThan(0);
    const [jabar] = await db.sql<{ names: string[] }[]>`
      select array_agg(name) as names from public.organizations where id = ${ids['32']!} or parent_id = ${ids['32']!}`;
    for (const row of found) expect(jabar!.names).toContain(row.organization_name);
  });

  it("a DPW's officers appoint their DPCs' officers, and neither each other nor another province's", async () => {
    const target = await stranger('cabang');
    const grant = (role: string, org: string) =>
      refusal(tryAs(db.sql, actors.dpwJabar, (tx) => assign(tx, target.userId!, role, org)));
    expect(await grant('PENGURUS_DPC', '3578')).toBe('42501 role_not_grantable');
    expect(await grant('PENGURUS_DPW', '32')).toBe('42501 role_not_grantable');
    expect(await grant('ADMIN_DPW', '32')).toBe('42501 role_not_grantable');
    expect(await grant('PENGURUS_DPC', '3273')).toBe('ok');
    // The DPP's own officers are the national role managers' to appoint.
    expect(await refusal(tryAs(db.sql, actors.superadmin, (tx) => assign(tx, target.userId!, 'ADMIN_DPW', '32')))).toBe(
      'ok',
    );
    const [fellow] = await db.sql<{ id: string }[]>`
      insert into public.role_assignments (user_id, role_id, organization_id)
      values (${target.userId!}, ${ids.ADMIN_DPW!}, ${ids['32']!}) returning id`;
    expect(
      await refusal(tryAs(db.sql, actors.dpwJabar, (tx) => tx`select public.revoke_role_assignment(${fellow!.id})`)),
    ).toBe('42501 role_not_grantable');
  });

  it('a member or a DPC officer (no system.manage_roles) grants nothing and searches nobody', async () => {
    const target = await stranger('siapa');
    for (const actor of [actors.anggota, actors.dpcBandung]) {
      expect(await refusal(tryAs(db.sql, actor, (tx) => assign(tx, target.userId!, 'PENGURUS_DPC', '3273')))).toBe(
        '42501 role_not_grantable',
      );
      expect(
        await refusal(tryAs(db.sql, actor, (tx) => tx`select * from public.search_role_candidates('orang')`)),
      ).toBe('42501');
    }
  });

  it('nobody changes their own assignments', async () => {
    expect(
      await refusal(
        tryAs(db.sql, actors.superadmin, (tx) => assign(tx, actors.superadmin.userId!, 'ADMIN_DPP', 'DPP')),
      ),
    ).toBe('42501 separation_of_duties');
    const [own] = await db.sql<{ id: string }[]>`
      select id from public.role_assignments where user_id = ${actors.superadmin.userId!}`;
    expect(
      await refusal(tryAs(db.sql, actors.superadmin, (tx) => tx`select public.revoke_role_assignment(${own!.id})`)),
    ).toBe('42501 separation_of_duties');
  });

  it('a role of the wrong level for the organization, or the member role, is refused with a reason', async () => {
    const target = await stranger('tingkat');
    expect(
      await refusal(tryAs(db.sql, actors.superadmin, (tx) => assign(tx, target.userId!, 'PENGURUS_DPC', '32'))),
    ).toBe('22023 role_assignment_input');
    expect(await refusal(tryAs(db.sql, actors.superadmin, (tx) => assign(tx, target.userId!, 'ANGGOTA', '3273')))).toBe(
      '22023 role_assignment_input',
    );
  });
});

describe('the last active SUPER_ADMIN stays', () => {
  let superRow: string;

  beforeAll(async () => {
    const [row] = await db.sql<{ id: string }[]>`
      select ra.id from public.role_assignments ra where ra.user_id = ${actors.superadmin.userId!} and ra.role_id = ${ids.SUPER_ADMIN!}`;
    superRow = row!.id;
  });

  it('is not revoked, given an expiry or deleted, even in Studio or by a cascade', async () => {
    expect(await asOwner((tx) => tx`delete from public.role_assignments where id = ${superRow}`)).toBe(
      '55000 last_super_admin',
    );
    expect(
      await asOwner(
        (tx) => tx`update public.role_assignments set expires_at = now() + interval '1 year' where id = ${superRow}`,
      ),
    ).toBe('55000 last_super_admin');
    expect(await asOwner((tx) => tx`delete from auth.users where id = ${actors.superadmin.userId!}`)).toBe(
      '55000 last_super_admin',
    );
    expect(await asOwner((tx) => tx`delete from public.roles where name = 'SUPER_ADMIN'`)).toBe('55000 role_in_use');
  });

  it('can go once another permanent SUPER_ADMIN holds the role, but not for one who expires', async () => {
    const second = await stranger('penerus');
    const outcome = await asOwner(async (tx) => {
      await tx`select set_config('role', 'authenticated', true),
                      set_config('request.jwt.claims', ${JSON.stringify(actors.superadmin.caller.claims)}, true)`;
      const [row] = await tx<{ id: string }[]>`
        select id from public.assign_role(${second.userId!}, ${ids.SUPER_ADMIN!}, ${ids.DPP!}, private.today() + 30)`;
      // The successor expires in a month: the permanent one stays.
      await tx`select set_config('request.jwt.claims', ${JSON.stringify(second.caller.claims)}, true)`;
      expect(await refusal(tx.savepoint((sp) => sp`select public.revoke_role_assignment(${superRow})`))).toBe(
        '55000 last_super_admin',
      );
      // Made permanent, the successor may let the first one go.
      await tx`select set_config('request.jwt.claims', ${JSON.stringify(actors.superadmin.caller.claims)}, true)`;
      await tx`select public.set_role_assignment_expiry(${row!.id}, null)`;
      await tx`select set_config('request.jwt.claims', ${JSON.stringify(second.caller.claims)}, true)`;
      await tx`select public.revoke_role_assignment(${superRow})`;
      const [left] = await tx<{ n: number }[]>`
        select count(*)::int as n from public.role_assignments where role_id = ${ids.SUPER_ADMIN!}`;
      expect(left!.n).toBe(1);
    });
    expect(outcome).toBe('ok');
  });
});

describe('a role in use is not deleted', () => {
  it('names how many assignments hold it; once revoked the role goes, and every step is audited', async () => {
    const holder = await stranger('pemegang');
    const outcome = await asOwner(async (tx) => {
      await tx`select set_config('role', 'authenticated', true),
                      set_config('request.jwt.claims', ${JSON.stringify(actors.superadmin.caller.claims)}, true)`;
      const [role] = await tx<{ id: string }[]>`
        select id from public.create_role('BENDAHARA_DPC', 'Bendahara DPC', 'Kas cabang', 'DPC',
                                          ${[ids['payments.view']!, ids['payments.create']!]}::uuid[])`;
      const [a] = await tx<{ id: string }[]>`
        select id from public.assign_role(${holder.userId!}, ${role!.id}, ${ids['3273']!}, private.today() + 10)`;
      const refused = await tx
        .savepoint((sp) => sp`select public.delete_role(${role!.id})`)
        .catch((error: { message: string; constraint_name: string }) => error);
      expect(refused).toMatchObject({ constraint_name: 'role_in_use' });
      expect((refused as { message: string }).message).toContain('1 penugasan aktif');
      await tx`select public.update_role(${role!.id}, 'Bendahara Cabang', null, ${[ids['payments.view']!]}::uuid[])`;
      await tx`select public.set_role_assignment_expiry(${a!.id}, private.today() + 20)`;
      await tx`select public.revoke_role_assignment(${a!.id})`;
      await tx`select public.delete_role(${role!.id})`;
      const actions = await tx<{ action: string; actor_id: string }[]>`
        select action, actor_id from public.audit_logs
        where entity in ('roles', 'role_assignments', 'role_permissions')
          and (entity_id in (${role!.id}, ${a!.id}) or after ->> 'role_id' = ${role!.id} or before ->> 'role_id' = ${role!.id})
        order by id`;
      expect(new Set(actions.map((row) => row.action))).toEqual(
        new Set([
          'roles.create',
          'role_assignments.assign',
          'roles.update',
          'role_assignments.set_expiry',
          'role_assignments.revoke',
          'roles.delete',
        ]),
      );
      expect(new Set(actions.map((row) => row.actor_id))).toEqual(new Set([actors.superadmin.userId]));
    });
    expect(outcome).toBe('ok');
  });

  it('system roles are neither edited nor deleted', async () => {
    for (const statement of [
      (tx: postgres.TransactionSql) => tx`select public.delete_role(${ids.PENGURUS_DPC!})`,
      (tx: postgres.TransactionSql) =>
        tx`select public.update_role(${ids.PENGURUS_DPC!}, 'Pengurus', null, ${[ids['members.view']!]}::uuid[])`,
    ]) {
      expect(await refusal(tryAs(db.sql, actors.superadmin, statement))).toBe('42501 role_not_grantable');
    }
  });
});

describe('role changes need aal2 while SUPER_ADMIN requires it for officers', () => {
  it('refuses assigning, revoking and defining roles at aal1, and allows them at aal2', async () => {
    const target = await stranger('duafaktor');
    const outcome = await asOwner(async (tx) => {
      const claims = (aal: 'aal1' | 'aal2') => JSON.stringify(at(actors.superadmin, aal).caller.claims);
      await tx`select set_config('role', 'authenticated', true), set_config('request.jwt.claims', ${claims('aal2')}, true)`;
      await tx`select public.set_officer_aal2_required(true)`;
      await tx`select set_config('request.jwt.claims', ${claims('aal1')}, true)`;
      expect(
        await refusal(
          tx.savepoint(
            (sp) => sp`select public.assign_role(${target.userId!}, ${ids.PENGURUS_DPC!}, ${ids['3273']!}, null)`,
          ),
        ),
      ).toBe('42501 role_not_grantable');
      expect(
        await refusal(
          tx.savepoint(
            (sp) => sp`select public.create_role('PERAN_AAL', 'Peran', null, 'DPC', ${[ids['members.view']!]}::uuid[])`,
          ),
        ),
      ).toBe('42501 role_not_grantable');
      await tx`select set_config('request.jwt.claims', ${claims('aal2')}, true)`;
      await tx`select public.assign_role(${target.userId!}, ${ids.PENGURUS_DPC!}, ${ids['3273']!}, null)`;
    });
    expect(outcome).toBe('ok');
  });
});

describe('a stranger from the Data API', () => {
  it('cannot read account emails of users whose assignments they do not see', async () => {
    const nobody = await stranger('pengintip');
    const [row] = await db.sql<{ user_id: string }[]>`
      select user_id from public.role_assignments where role_id = ${ids.SUPER_ADMIN!}`;
    const seen = await tryAs(db.sql, nobody, (tx) => tx`select * from private.assignee_account(${row!.user_id})`);
    expect(seen).toHaveLength(0);
    const own = authenticated('x', actors.superadmin.userId!, 'superadmin@simk.test');
    expect(await tryAs(db.sql, own, (tx) => tx`select email from private.assignee_account(${row!.user_id})`)).toEqual([
      { email: 'superadmin@simk.test' },
    ]);
  });
});
