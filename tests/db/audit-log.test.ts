// The audit log (issue 28 §2): append-only for every role the API can act as, the viewer's scope
// (private.audit_viewer_scope inside policy audit_logs_select), its keyset pages, and that a page
// stays cheap at a million entries (the API's own query under EXPLAIN).
import type postgres from 'postgres';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ListAuditEntriesQuery } from '../../supabase/functions/_shared/contracts/audit.ts';
import { serviceCaller } from '../../supabase/functions/api/db.ts';
import {
  auditPageStatement,
  auditViewerScope,
  listAuditEntries,
  resolveFilter,
} from '../../supabase/functions/api/routes/audit/entries/queries.ts';
import { useTestDatabase } from '../support/test-database.ts';
import { anon, as, authenticated, demoActors, sqlState, tryAs, type Actor, type DemoActors } from './support/actors.ts';

const db = useTestDatabase();
let actors: DemoActors;
const service: Actor = { name: 'service_role', caller: serviceCaller, userId: null };
/** A DPW officer whose custom role grants system.view_audit in Jawa Barat only. */
let jabarAuditor: Actor;
let ids: { jabar: string; bandung: string; jatim: string; surabaya: string };

const page = (query: Partial<ListAuditEntriesQuery> = {}): ListAuditEntriesQuery => ({ limit: 25, ...query });

beforeAll(async () => {
  actors = await demoActors(db.sql);
  const [orgs] = await db.sql<{ jabar: string; bandung: string; jatim: string; surabaya: string }[]>`
    select (select id from public.organizations where bps_code = '32') as jabar,
           (select id from public.organizations where bps_code = '3273') as bandung,
           (select id from public.organizations where bps_code = '35') as jatim,
           (select id from public.organizations where bps_code = '3578') as surabaya`;
  ids = orgs!;
  const [user] = await db.sql<{ id: string }[]>`
    insert into auth.users (id, email, aud, role)
    values (gen_random_uuid(), 'auditor.jabar@audit.simk.test', 'authenticated', 'authenticated') returning id`;
  await db.sql`
    with role as (
      insert into public.roles (name, display_name, level, tier) values ('AUDITOR_DPW', 'Auditor DPW', 3, 'DPW')
      returning id
    ), granted as (
      insert into public.role_permissions (role_id, permission_id)
      select role.id, p.id from role, public.permissions p where p.name = 'system.view_audit'
    )
    insert into public.role_assignments (user_id, role_id, organization_id)
    select ${user!.id}, role.id, ${ids.jabar} from role`;
  jabarAuditor = authenticated('auditor.jabar', user!.id, 'auditor.jabar@audit.simk.test');
  // One entry in each place the scope distinguishes.
  await db.sql`
    insert into public.audit_logs (action, entity, entity_id, organization_id, after) values
      ('test.scope', 'members', 'jabar', ${ids.jabar}, '{"full_name": "Jabar"}'),
      ('test.scope', 'members', 'bandung', ${ids.bandung}, '{"full_name": "Bandung"}'),
      ('test.scope', 'members', 'jatim', ${ids.jatim}, '{"full_name": "Jatim"}'),
      ('test.scope', 'members', 'surabaya', ${ids.surabaya}, '{"full_name": "Surabaya"}'),
      ('test.scope', 'roles', 'national', null, '{"name": "Nasional"}')`;
});

describe('the audit log is append-only', () => {
  const attempts: [string, (tx: postgres.TransactionSql) => Promise<unknown>][] = [
    ['update', (tx) => tx`update public.audit_logs set action = 'forged' where action = 'seed.load'`],
    ['delete', (tx) => tx`delete from public.audit_logs where action = 'seed.load'`],
    ['truncate', (tx) => tx`truncate public.audit_logs`],
    ['insert', (tx) => tx`insert into public.audit_logs (action, entity) values ('forged', 'x')`],
  ];

  it.each(attempts)('refuses %s to anon, authenticated (SUPER_ADMIN too) and service_role', async (_, run) => {
    for (const actor of [anon, actors.anggota, actors.dpcBandung, actors.superadmin, service]) {
      expect(await sqlState(tryAs(db.sql, actor, run)), actor.name).toBe('42501');
    }
  });

  it.each(attempts.slice(0, 3))(
    'refuses %s to postgres, the API’s own connection (outside any caller)',
    async (_, run) => {
      expect(await sqlState(db.sql.begin(run))).toBe('42501');
    },
  );

  it('refuses them through a security definer function as well (the trigger holds for the owner)', async () => {
    // A function owned by postgres runs its statements as postgres, whoever calls it.
    await db.sql`
      create function public.test_forge_audit() returns void language sql security definer set search_path = ''
      as $$ update public.audit_logs set action = 'forged' where action = 'seed.load' $$`;
    await db.sql`grant execute on function public.test_forge_audit() to authenticated`;
    expect(await sqlState(tryAs(db.sql, actors.superadmin, (tx) => tx`select public.test_forge_audit()`))).toBe(
      '42501',
    );
    await db.sql`drop function public.test_forge_audit()`;
    const [seed] = await db.sql`select count(*)::int as n from public.audit_logs where action = 'seed.load'`;
    expect(seed).toEqual({ n: 1 });
  });

  it('still records new entries (the triggers and functions that write it)', async () => {
    const before = await db.sql`select count(*)::int as n from public.audit_logs where entity = 'organizations'`;
    await as(
      db.sql,
      actors.superadmin,
      (tx) => tx`update public.organizations set name = 'Kota Bandung (audit)' where id = ${ids.bandung}`,
    );
    const after = await db.sql`select count(*)::int as n from public.audit_logs where entity = 'organizations'`;
    expect(after[0]!.n).toBe(before[0]!.n + 1);
  });
});

describe('who reads what', () => {
  const scopeEntries = (actor: Actor) =>
    as(db.sql, actor, async (tx) => {
      const { entries } = await listAuditEntries(tx, page({ action: 'test.scope' }));
      return entries.map((entry) => entry.entityId).sort();
    });

  it('SUPER_ADMIN sees every entry, those without an organization too', async () => {
    expect(await scopeEntries(actors.superadmin)).toEqual(['bandung', 'jabar', 'jatim', 'national', 'surabaya']);
  });

  it('an officer holding system.view_audit at a DPW sees that DPW and its DPCs only', async () => {
    expect(await scopeEntries(jabarAuditor)).toEqual(['bandung', 'jabar']);
    const scope = await as(db.sql, jabarAuditor, (tx) => auditViewerScope(tx));
    expect(scope.national).toBe(false);
    expect(scope.organizationIds).toContain(ids.bandung);
    expect(scope.organizationIds).not.toContain(ids.surabaya);
  });

  it('a custom role with system.view_audit below the DPP does not read national entries through RLS', async () => {
    const rows = await as(
      db.sql,
      jabarAuditor,
      (tx) => tx`select entity_id from public.audit_logs where action = 'test.scope' order by entity_id`,
    );
    expect(rows.map((row) => row.entity_id)).toEqual(['bandung', 'jabar']);
  });

  it('officers without the permission get nothing from the viewer’s scope (the API refuses them first)', async () => {
    for (const actor of [actors.dpcBandung, actors.dpwJabar, actors.anggota]) {
      expect(await scopeEntries(actor), actor.name).toEqual([]);
    }
  });

  it('members and anon read no entry at all', async () => {
    for (const actor of [actors.anggota, anon]) {
      const rows = await tryAs(db.sql, actor, async (tx) => {
        try {
          return await tx`select id from public.audit_logs`;
        } catch (error) {
          return (error as { code?: string }).code === '42501' ? [] : Promise.reject(error);
        }
      });
      expect(rows.length, actor.name).toBe(0);
    }
  });
});

describe('keyset pages', () => {
  it('walk every entry of a filter exactly once, newest first', async () => {
    const all = await as(db.sql, actors.superadmin, async (tx) => {
      const seen: string[] = [];
      let cursor: string | undefined;
      for (let pages = 0; pages < 100; pages++) {
        const result = await listAuditEntries(tx, page({ entity: 'members', limit: 7, cursor }));
        seen.push(...result.entries.map((entry) => entry.id));
        if (!result.nextCursor) break;
        cursor = result.nextCursor;
      }
      return seen;
    });
    const expected = await db.sql<{ id: string }[]>`
      select id::text from public.audit_logs where entity = 'members' order by id desc`;
    expect(all.length).toBeGreaterThan(7);
    expect(all).toEqual(expected.map((row) => row.id));
  });

  it('a page ending exactly at the last entry has no next cursor', async () => {
    const [{ n } = { n: 0 }] = await db.sql<{ n: number }[]>`
      select count(*)::int as n from public.audit_logs where action = 'test.scope'`;
    const result = await as(db.sql, actors.superadmin, (tx) =>
      listAuditEntries(tx, page({ action: 'test.scope', limit: n })),
    );
    expect(result.entries).toHaveLength(n);
    expect(result.nextCursor).toBeNull();
  });

  it('the date range is inclusive of whole WIB days', async () => {
    const [entry] = await db.sql<{ id: string; day: string }[]>`
      insert into public.audit_logs (action, entity, created_at)
      values ('test.range', 'members', '2026-03-01 23:30:00+07') returning id::text, '2026-03-01' as day`;
    const within = await as(db.sql, actors.superadmin, (tx) =>
      listAuditEntries(tx, page({ action: 'test.range', from: entry!.day, to: entry!.day })),
    );
    const after = await as(db.sql, actors.superadmin, (tx) =>
      listAuditEntries(tx, page({ action: 'test.range', from: '2026-03-02' })),
    );
    expect(within.entries.map((row) => row.id)).toEqual([entry!.id]);
    expect(after.entries).toEqual([]);
  });
});

describe('at a million entries', () => {
  interface PlanNode {
    'Node Type': string;
    'Relation Name'?: string;
    'Shared Hit Blocks'?: number;
    'Shared Read Blocks'?: number;
    Plans?: PlanNode[];
  }

  beforeAll(async () => {
    // Spread over every organization, 12 actions, a year; the newest last, as the log grows.
    await db.sql`
      insert into public.audit_logs (actor_id, actor_role, action, entity, entity_id, organization_id, after, created_at)
      select case when g % 50 = 0 then ${actors.dpcBandung.userId}::uuid end, 'authenticated',
             'bulk.action_' || (g % 12), 'members', g::text, o.ids[1 + g % array_length(o.ids, 1)],
             jsonb_build_object('n', g), timestamptz '2025-01-01' + g * interval '30 seconds'
      from generate_series(1, 1000000) g,
           (select array_agg(id order by id) as ids from public.organizations) o`;
    await db.sql`analyze public.audit_logs`;
  }, 240_000);

  async function explain(actor: Actor, query: ListAuditEntriesQuery) {
    return as(db.sql, actor, async (tx) => {
      const filter = await resolveFilter(tx, query);
      const [row] = await tx`explain (analyze, buffers, format json) ${auditPageStatement(tx, filter, query)}`;
      return (row!['QUERY PLAN'] as { Plan: PlanNode }[])[0]!.Plan;
    });
  }

  const nodes = (plan: PlanNode): PlanNode[] => [plan, ...(plan.Plans ?? []).flatMap(nodes)];
  const blocks = (plan: PlanNode) => (plan['Shared Hit Blocks'] ?? 0) + (plan['Shared Read Blocks'] ?? 0);

  it.each([
    ['the newest page', page()],
    ['a deep page (keyset)', page({ cursor: 'middle' })],
    ['an action', page({ action: 'bulk.action_5' })],
    ['an organization', page({ organizationId: 'bandung' })],
    ['a date range', page({ from: '2025-06-01', to: '2025-06-30' })],
  ])('SUPER_ADMIN: %s reads a page of rows, never the table', async (_, query) => {
    // The cursor of a page half-way down: an entry of about half a million rows ago.
    const [middle] = await db.sql<{ id: string }[]>`
      select id::text from public.audit_logs where action = 'bulk.action_0' and entity_id = '500004'`;
    const resolved = {
      ...query,
      ...(query.cursor ? { cursor: middle!.id } : {}),
      ...(query.organizationId ? { organizationId: ids.bandung } : {}),
    };
    const plan = await explain(actors.superadmin, resolved);
    const scans = nodes(plan).filter((node) => node['Relation Name'] === 'audit_logs');
    expect(scans.map((node) => node['Node Type'])).not.toContain('Seq Scan');
    expect(nodes(plan).map((node) => node['Node Type'])).not.toContain('Sort');
    expect(blocks(plan)).toBeLessThan(1000);
  });

  it('a DPW auditor’s newest page reads a page of rows too', async () => {
    const plan = await explain(jabarAuditor, page());
    expect(
      nodes(plan)
        .filter((node) => node['Relation Name'] === 'audit_logs')
        .map((n) => n['Node Type']),
    ).not.toContain('Seq Scan');
    expect(blocks(plan)).toBeLessThan(5000);
  });

  it('an actor filter reads that actor’s index, newest first', async () => {
    const plan = await explain(actors.superadmin, page({ actor: 'dpc.bandung@simk.test' }));
    expect(nodes(plan).map((node) => node['Node Type'])).not.toContain('Seq Scan');
    expect(blocks(plan)).toBeLessThan(5000);
  });
});
