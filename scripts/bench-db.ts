// `npm run bench:db [-- --url postgresql://… --runs 40 --only generation]`
//
// Measures the main member queries at scale (run `npm run seed:large -- --members 200000` first)
// as the DPC officer of Kota Bandung and as SUPER_ADMIN, each two ways:
//   - under RLS: role `authenticated` and the caller's JWT claims set per transaction, exactly as
//     PostgREST and our API do (supabase/functions/api/db.ts `asCaller`);
//   - as the owner: the same transaction with the same claims (so `auth.uid()` and the scope
//     helpers answer the same), the same query text and the same filter, but as the table owner
//     `postgres`, which bypasses RLS. The only difference between the two is RLS.
// List and search are the call the API sends for the directory screen, `public.search_members`
// (which filters a DPC officer's directory to the chapters they administer and a national admin's
// not at all); the statistics are aggregates with the same chapter filter. RLS and owner samples are interleaved, so load on the machine affects
// both alike. Prints p50/p95 in milliseconds and the RLS-overhead ratios (goal ≤ 1.3× for list and
// search). Then times the bill generation of one period, as the scheduler and as the DPC officer.
import postgres from 'postgres';
import { databaseUrl, ports } from '../local/config.ts';
import { asCaller, type Caller } from '../supabase/functions/api/db.ts';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const url = arg('url') ?? process.env.SIMK_DATABASE_URL ?? databaseUrl(ports.db);
const runs = Number(arg('runs') ?? 40);
const warmup = 5;
const sql = postgres(url, { max: 1, prepare: false, onnotice: () => {} });

/** The chapter filter of the screen: the administered DPCs, or none for a national admin. */
type Scope = string[] | null;
type Query = (tx: postgres.TransactionSql, scope: Scope) => Promise<unknown>;

const where = (tx: postgres.TransactionSql, scope: Scope) =>
  scope ? tx`m.organization_id = any (${scope}::uuid[])` : tx`true`;

/** The directory call of the API's `GET /members` (supabase/functions/api/routes/members/directory/queries.ts). */
const directory = (tx: postgres.TransactionSql, search: string | null, offset: number) => tx`
  select s.id, s.full_name, s.nap, s.email, s.phone, s.position, s.city, s.membership_status, s.membership_type,
         s.join_date::text, s.expiry_date::text, s.organization_id, s.organization_name, s.total_count::int
  from public.search_members(${search}, ${null}::public.membership_status, ${10}, ${offset}) s`;

/** The queries of the member list page, search, and the dashboard statistics. */
const queries: Record<string, Query> = {
  'member list (page 1 + total)': (tx) => directory(tx, null, 0),
  'member list (page 50)': (tx) => directory(tx, null, 490),
  'search by name': (tx) => directory(tx, 'susanto', 0),
  'search by NAP prefix': (tx) => directory(tx, '3273', 0),
  'member statistics': (tx, scope) => tx`
      select count(*) filter (where m.membership_status = 'ACTIVE') as active,
             count(*) filter (where m.membership_status = 'PENDING') as pending, count(*) as total
      from public.members m where ${where(tx, scope)}`,
  'payments by month (year)': (tx, scope) => tx`
      select date_trunc('month', m.paid_at) as month, count(*), sum(m.amount) from public.payments m
      where m.status = 'completed' and m.paid_at >= date_trunc('year', now()) - interval '1 year'
        and ${where(tx, scope)}
      group by 1 order by 1`,
};

/** Interleaved samples of the query under RLS and as the owner with the same claims. */
async function time(caller: Caller, scope: Scope, query: Query): Promise<{ rls: number[]; owner: number[] }> {
  const rls: number[] = [];
  const owner: number[] = [];
  const underRls = () => asCaller(sql, caller, (tx) => query(tx, scope));
  const asOwner = () =>
    sql.begin(async (tx) => {
      // The same round trip as asCaller, minus the role switch.
      await tx`select set_config('request.jwt.claims', ${JSON.stringify(caller.claims)}, true)`;
      await query(tx, scope);
    });
  for (let i = 0; i < runs + warmup; i++) {
    for (const [run, samples] of i % 2
      ? ([
          [asOwner, owner],
          [underRls, rls],
        ] as const)
      : ([
          [underRls, rls],
          [asOwner, owner],
        ] as const)) {
      const t0 = performance.now();
      await run();
      if (i >= warmup) samples.push(performance.now() - t0); // the first runs warm the caches
    }
  }
  return { rls: rls.sort((a, b) => a - b), owner: owner.sort((a, b) => a - b) };
}

const pct = (s: number[], p: number) => s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
const fmt = (n: number) => n.toFixed(2).padStart(8);

/** The sessions this run signs its callers in with; removed at the end. */
let benchSessions: string[] = [];

async function main() {
  const [counts] = await sql<{ members: number; payments: number }[]>`
    select (select count(*) from public.members)::int as members, (select count(*) from public.payments)::int as payments`;
  const [bandung] = await sql<{ id: string; n: number }[]>`
    select o.id, (select count(*) from public.members m where m.organization_id = o.id)::int as n
    from public.organizations o where o.bps_code = '3273'`;
  const users = await sql<{ email: string; id: string }[]>`
    select email, id from auth.users where email in ('dpc.bandung@simk.test', 'superadmin@simk.test')`;
  // Claims as GoTrue issues them: a session row that row-level security looks up in every
  // statement (private.session_ok, decision 0050), at aal1, so the second-factor lookup runs too.
  const sessions = await sql<{ id: string; email: string }[]>`
    insert into auth.sessions (id, user_id, created_at, updated_at, aal)
    select gen_random_uuid(), u.id, now(), now(), 'aal1' from auth.users u
    where u.email in ('dpc.bandung@simk.test', 'superadmin@simk.test')
    returning id, (select email from auth.users where id = user_id)`;
  benchSessions = sessions.map((s) => s.id);
  const claims = (email: string): Caller => {
    const id = users.find((u) => u.email === email)?.id;
    const session = sessions.find((s) => s.email === email)?.id;
    if (!id || !session) throw new Error(`${email} is missing: load supabase/seed.sql first`);
    return {
      role: 'authenticated',
      claims: { sub: id, role: 'authenticated', email, session_id: session, aal: 'aal1' },
    };
  };
  const dpc = claims('dpc.bandung@simk.test');
  const admin = claims('superadmin@simk.test');
  // The officer's filter, as search_members computes it: the organizations they administer.
  const [dpcScope] = await asCaller(
    sql,
    dpc,
    (tx) => tx<{ ids: string[] }[]>`select private.administered_organization_ids()::text[] as ids`,
  );
  if (dpcScope?.ids.length !== 1 || dpcScope.ids[0] !== bandung!.id) throw new Error('unexpected DPC scope');
  if (arg('only') === 'generation') return benchBillGeneration(dpc);
  const [pg] = await sql<{ version: string }[]>`select current_setting('server_version') as version`;
  console.log(
    `SIMK database benchmark: PostgreSQL ${pg!.version}, ${counts!.members} members (${bandung!.n} in Kota Bandung), ` +
      `${counts!.payments} payments, ${runs} interleaved runs per cell after ${warmup} warm-up runs`,
  );
  console.log('times in ms, p50 / p95; ratio = p50 under RLS / p50 as owner (same claims, query text and filter)\n');
  console.log(
    'query'.padEnd(30) +
      'DPC (RLS)'.padStart(20) +
      'DPC owner'.padStart(20) +
      'ratio'.padStart(8) +
      'ADMIN (RLS)'.padStart(20) +
      'ADMIN owner'.padStart(20) +
      'ratio'.padStart(8),
  );
  const results: Array<{ name: string; dpcRatio: number; adminRatio: number }> = [];
  for (const [name, query] of Object.entries(queries)) {
    const d = await time(dpc, dpcScope.ids, query);
    const a = await time(admin, null, query);
    const dpcRatio = pct(d.rls, 50) / pct(d.owner, 50);
    const adminRatio = pct(a.rls, 50) / pct(a.owner, 50);
    results.push({ name, dpcRatio, adminRatio });
    console.log(
      name.padEnd(30) +
        `${fmt(pct(d.rls, 50))} /${fmt(pct(d.rls, 95))}` +
        `${fmt(pct(d.owner, 50))} /${fmt(pct(d.owner, 95))}` +
        `${dpcRatio.toFixed(2)}×`.padStart(8) +
        `${fmt(pct(a.rls, 50))} /${fmt(pct(a.rls, 95))}` +
        `${fmt(pct(a.owner, 50))} /${fmt(pct(a.owner, 95))}` +
        `${adminRatio.toFixed(2)}×`.padStart(8),
    );
  }
  const goal = results.filter((r) => /list|search/.test(r.name));
  const worst = Math.max(...goal.flatMap((r) => [r.dpcRatio, r.adminRatio]));
  console.log(
    `\nWorst RLS overhead for list and search: ${worst.toFixed(2)}× (goal ≤ 1.30×) ${worst <= 1.3 ? 'MET' : 'NOT MET'}`,
  );
  await benchBillGeneration(dpc);
}

/**
 * Bill generation for one period (issue 12: ≤ 30 s at 200k members): January of next year, when
 * every recurring category starts a period, as the scheduler (every DPC) and as the Bandung DPC
 * officer; each run is rolled back, so the database is left as it was. Side by side with the same
 * rows inserted the plain way (random v4 ids, in the anti-join's order): what the time-ordered ids
 * and the member order of generate_bills buy (docs/benchmarks/payments.md "Fifth pass").
 */
async function benchBillGeneration(dpc: Caller) {
  const ROLLBACK = new Error('rollback');
  const january = sql`(date_trunc('year', private.today()) + interval '1 year')::date`;
  const timed = async (
    caller: Caller | null,
    statement: (tx: postgres.TransactionSql) => Promise<{ bills: number }[]>,
  ) => {
    let result: { bills: number; seconds: number } | undefined;
    const work = async (tx: postgres.TransactionSql) => {
      const t0 = performance.now();
      const [run] = await statement(tx);
      result = { bills: run!.bills, seconds: (performance.now() - t0) / 1000 };
      throw ROLLBACK;
    };
    await (caller ? asCaller(sql, caller, work) : sql.begin(work)).catch((error: unknown) => {
      if (error !== ROLLBACK) throw error;
    });
    return result!;
  };
  const generate = (tx: postgres.TransactionSql) =>
    tx<{ bills: number }[]>`select bills from private.generate_bills(${january})`;
  const plainInsert = (tx: postgres.TransactionSql) => tx<{ bills: number }[]>`
    with issued as (
      insert into public.bills (id, member_id, category_id, organization_id, period_start, period_end, due_date, amount)
      select gen_random_uuid(), b.member_id, b.category_id, b.organization_id, b.period_start, b.period_end, b.due_date, b.amount
      from private.bills_to_issue(${january}, null, null) b
      on conflict (member_id, category_id, period_start) do nothing
      returning 1)
    select count(*)::integer as bills from issued`;
  const plain = await timed(null, plainInsert);
  const everyone = await timed(null, generate);
  const chapter = await timed(dpc, generate);
  console.log(
    `\nBill generation for one period (next January): every DPC ${everyone.bills} bills in ` +
      `${everyone.seconds.toFixed(1)} s (goal ≤ 30 s) ${everyone.seconds <= 30 ? 'MET' : 'NOT MET'}; ` +
      `the plain insert of the same ${plain.bills} bills ${plain.seconds.toFixed(1)} s ` +
      `(${(everyone.seconds / plain.seconds).toFixed(2)}×); ` +
      `Kota Bandung (DPC officer) ${chapter.bills} bills in ${chapter.seconds.toFixed(2)} s`,
  );
}

try {
  await main();
} finally {
  await sql`delete from auth.sessions where id = any (${benchSessions}::uuid[])`;
  await sql.end();
}
