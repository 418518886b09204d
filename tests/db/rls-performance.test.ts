// The scope helpers and the members policies (20261122000100_organizations_and_access.sql,
// 20261122000200_members.sql): parallel-safe PL/pgSQL scope helpers and a members_select policy
// that names private.current_user_id() instead of auth.uid() (docs/decisions/0007). The RLS
// matrix proves the scope is unchanged; these tests pin the properties the performance depends on.
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../support/test-database.ts';
import { as, authenticated, demoActors, type Actor, type DemoActors } from './support/actors.ts';

const db = useTestDatabase();
let actors: DemoActors;

beforeAll(async () => {
  actors = await demoActors(db.sql);
});

const HELPERS = [
  'private.active_officer_scopes()',
  'private.expand_scope(uuid[], public.organization_level[])',
  'private.administered_organization_ids()',
  'private.organization_ids_with_permission(text)',
  'private.has_national_scope()',
  'private.has_permission(text)',
  'private.can_in_organization(text, uuid)',
  'private.current_member_id()',
  'private.member_role_id()',
  'private.session_ok()',
  'private.session_is_live(uuid, uuid)',
  'private.has_verified_factor(uuid)',
];

/** The plan of a statement with parallel plans made free, so the planner uses them when allowed. */
async function parallelPlan(actor: Actor, statement: string): Promise<string> {
  return as(db.sql, actor, async (tx) => {
    await tx`set local parallel_setup_cost = 0`;
    await tx`set local parallel_tuple_cost = 0`;
    await tx`set local min_parallel_table_scan_size = 0`;
    await tx`set local min_parallel_index_scan_size = 0`;
    const rows = await tx.unsafe(`explain ${statement}`);
    return rows.map((r) => r['QUERY PLAN'] as string).join('\n');
  });
}

describe('scope helpers', () => {
  // PL/pgSQL, not SQL: a SQL function that cannot be inlined is planned again in every statement
  // that calls it, and every policy calls these.
  it.each(HELPERS)(
    '%s is PL/pgSQL, parallel safe, stable, security definer with an empty search_path',
    async (signature) => {
      const [fn] = await db.sql<
        { language: string; parallel: string; volatility: string; definer: boolean; config: string[] }[]
      >`
      select l.lanname as language, proparallel as parallel, provolatile as volatility, prosecdef as definer,
             proconfig as config
      from pg_proc p join pg_language l on l.oid = p.prolang where p.oid = ${signature}::regprocedure`;
      expect(fn).toEqual({
        language: 'plpgsql',
        parallel: 's',
        volatility: 's',
        definer: true,
        config: ['search_path=""'],
      });
    },
  );

  it('private.current_user_id() is auth.uid(), PL/pgSQL, parallel safe, and not a security definer', async () => {
    const [fn] = await db.sql<{ language: string; parallel: string; definer: boolean; config: string[] }[]>`
      select l.lanname as language, proparallel as parallel, prosecdef as definer, proconfig as config
      from pg_proc p join pg_language l on l.oid = p.prolang where p.oid = 'private.current_user_id()'::regprocedure`;
    expect(fn).toEqual({ language: 'plpgsql', parallel: 's', definer: false, config: ['search_path=""'] });
    const [row] = await as(
      db.sql,
      actors.anggota,
      (tx) => tx`select private.current_user_id() as id, auth.uid() as uid`,
    );
    expect(row!.id).toBe(actors.anggota.userId);
    expect(row!.uid).toBe(actors.anggota.userId);
    const [anon] = await db.sql`select private.current_user_id() as id`;
    expect(anon!.id).toBeNull();
  });

  // Decision 0050: the helpers name the caller once per call (the session check behind
  // current_user_id() would otherwise run per row and for the planner's estimates), and a page of
  // ids is estimated as a page, so the rows are read by id under RLS (docs/benchmarks/db.md).
  it('helpers read current_user_id() once, and member_page is estimated as a page', async () => {
    const bodies = await db.sql<{ name: string; body: string }[]>`
      select p.proname as name, p.prosrc as body from pg_proc p
      where p.pronamespace = 'private'::regnamespace
        and p.proname in ('active_officer_scopes', 'member_role_id', 'has_permission', 'current_member_id')`;
    expect(bodies).toHaveLength(4);
    for (const { name, body } of bodies) {
      expect(body.match(/private\.current_user_id\(\)/g), name).toHaveLength(1);
      expect(body, name).toMatch(/v_user uuid := private\.current_user_id\(\)/);
    }
    const [page] = await db.sql<{ rows: number }[]>`
      select prorows as rows from pg_proc
      where oid = 'private.member_page(text, public.membership_status, integer, integer, uuid)'::regprocedure`;
    expect(page!.rows).toBe(10);
  });

  it('private.current_user_id() is not executable by anon', async () => {
    await expect(as(db.sql, actors.anon, (tx) => tx`select private.current_user_id()`)).rejects.toThrow(
      /permission denied/,
    );
  });

  it('answer inside a parallel worker exactly as in the leader', async () => {
    // Forcing the helper into the workers' part of the plan: the claims must reach them.
    const [row] = await as(db.sql, actors.dpcBandung, async (tx) => {
      await tx`set local debug_parallel_query = on`;
      return tx`select private.current_member_id() as member, private.has_national_scope() as national,
                       cardinality(private.administered_organization_ids()) as scope,
                       private.current_user_id() as uid`;
    });
    const [expected] = await db.sql`
      select m.id as member from public.members m join auth.users u on u.id = m.user_id
      where u.email = 'dpc.bandung@simk.test'`;
    expect(row).toEqual({ member: expected!.member, national: false, scope: 1, uid: actors.dpcBandung.userId });
  });
});

describe('members_select', () => {
  it('no longer names auth.uid(), and keeps the three arms', async () => {
    const [policy] = await db.sql<{ qual: string }[]>`
      select pg_get_expr(polqual, polrelid) as qual from pg_policy
      where polrelid = 'public.members'::regclass and polname = 'members_select'`;
    expect(policy!.qual).not.toContain('auth.uid');
    expect(policy!.qual).toContain('private.has_national_scope()');
    expect(policy!.qual).toContain('private.administered_organization_ids()');
    expect(policy!.qual).toContain('private.current_user_id()');
  });

  it('lets a national count under RLS use parallel workers', async () => {
    const plan = await parallelPlan(actors.superadmin, 'select count(*) from public.members');
    expect(plan).toMatch(/Gather/);
  });

  it('lets an applicant read back the row they insert (INSERT … RETURNING)', async () => {
    const applicant = authenticated('applicant', '00000000-0000-4000-8000-00000000abce', 'applicant@simk.test');
    const [dpc] = await db.sql`select id from public.organizations where bps_code = '3273'`;
    await db.sql`
      insert into auth.users (id, email, aud, role) values (${applicant.userId}, 'applicant@simk.test', 'authenticated', 'authenticated')`;
    const rows = await as(
      db.sql,
      applicant,
      (tx) => tx`
      insert into public.members (user_id, full_name, organization_id)
      values (${applicant.userId}, 'Pelamar Uji', ${dpc!.id}) returning membership_status`,
    );
    expect(rows).toEqual([{ membership_status: 'PENDING' }]);
  });

  it('shows a member exactly their own row, and a user without a member row nothing', async () => {
    const own = await as(db.sql, actors.anggota, (tx) => tx`select nap from public.members`);
    expect(own).toEqual([{ nap: '327319000001' }]);
    const stranger = authenticated('stranger', '00000000-0000-4000-8000-00000000abcd', 'stranger@simk.test');
    const [none] = await as(db.sql, stranger, (tx) => tx`select count(*)::int as n from public.members`);
    expect(none!.n).toBe(0);
  });

  it('counts the same rows for every actor as the scope helpers describe', async () => {
    const [all] = await db.sql`select count(*)::int as n from public.members`;
    const [bandung] = await db.sql`
      select count(*)::int as n from public.members m join public.organizations o on o.id = m.organization_id
      where o.bps_code = '3273'`;
    const [jabar] = await db.sql`
      select count(*)::int as n from public.members m join public.organizations o on o.id = m.organization_id
      where o.bps_code like '32%'`;
    const count = async (actor: Actor) => {
      const [row] = await as(db.sql, actor, (tx) => tx`select count(*)::int as n from public.members`);
      return row!.n as number;
    };
    expect(await count(actors.superadmin)).toBe(all!.n);
    expect(await count(actors.dpwJabar)).toBe(jabar!.n);
    expect(await count(actors.dpcBandung)).toBe(bandung!.n);
    expect(await count(actors.anggota)).toBe(1);
  });
});
