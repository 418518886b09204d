// `npm run bench:db [-- --url postgresql://… --runs 40]`
//
// Measures the main member queries at scale (run `npm run seed:large -- --members 200000` first)
// three ways: as the DPC officer of Kota Bandung and as SUPER_ADMIN under RLS (role and JWT claims
// set per transaction, exactly as PostgREST and our API do), and as the table owner, which
// bypasses RLS. Each query carries the filter its screen applies (the chapter filter of a DPC
// officer's list), so the owner run returns the same rows and the ratio is the cost of RLS alone.
// Prints p50/p95 in milliseconds and the RLS-overhead ratios (goal ≤ 1.3× for list and search).
import postgres from 'postgres';
import { databaseUrl, ports } from '../local/config.ts';
import { asCaller, type Caller } from '../supabase/functions/api/db.ts';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const url = arg('url') ?? process.env.SIMK_DATABASE_URL ?? databaseUrl(ports.db);
const runs = Number(arg('runs') ?? 40);
const sql = postgres(url, { max: 1, prepare: false, onnotice: () => {} });

type Query = (tx: postgres.TransactionSql, scope: string | null) => Promise<unknown>;

/** The queries of the member list page, search, and the dashboard statistics. */
const queries: Record<string, Query> = {
  'member list (page 1 + total)': async (tx, scope) => {
    await tx`
      select id, nap, full_name, email, phone, position, city, membership_status, join_date, expiry_date
      from public.members
      where (${scope}::uuid is null or organization_id = ${scope}::uuid)
      order by full_name, id limit 10`;
    await tx`select count(*) from public.members where (${scope}::uuid is null or organization_id = ${scope}::uuid)`;
  },
  'member list (page 50)': (tx, scope) => tx`
      select id, nap, full_name, membership_status from public.members
      where (${scope}::uuid is null or organization_id = ${scope}::uuid)
      order by full_name, id limit 10 offset 490`,
  'search by name': (tx, scope) => tx`
      select id, nap, full_name from public.members
      where (${scope}::uuid is null or organization_id = ${scope}::uuid) and full_name ilike '%' || 'susanto' || '%'
      order by full_name, id limit 10`,
  'search by NAP prefix': (tx, scope) => tx`
      select id, nap, full_name from public.members
      where (${scope}::uuid is null or organization_id = ${scope}::uuid) and nap like '3273' || '%'
      order by nap limit 10`,
  'member statistics': (tx, scope) => tx`
      select count(*) filter (where membership_status = 'ACTIVE') as active,
             count(*) filter (where membership_status = 'PENDING') as pending, count(*) as total
      from public.members where (${scope}::uuid is null or organization_id = ${scope}::uuid)`,
  'payments by month (year)': (tx, scope) => tx`
      select date_trunc('month', paid_at) as month, count(*), sum(amount) from public.payments
      where status = 'completed' and paid_at >= date_trunc('year', now()) - interval '1 year'
        and (${scope}::uuid is null or organization_id = ${scope}::uuid)
      group by 1 order by 1`,
};

async function time(caller: Caller | null, scope: string | null, query: Query): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < runs + 5; i++) {
    const t0 = performance.now();
    if (caller) await asCaller(sql, caller, (tx) => query(tx, scope));
    else
      await sql.begin(async (tx) => {
        // The same round trip the RLS path makes, so the ratio measures RLS, not the extra query.
        await tx`select set_config('request.jwt.claims', '', true)`;
        await query(tx, scope);
      });
    if (i >= 5) samples.push(performance.now() - t0); // the first runs warm the caches
  }
  return samples.sort((a, b) => a - b);
}

const pct = (s: number[], p: number) => s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
const fmt = (n: number) => n.toFixed(2).padStart(8);

async function main() {
  const [counts] = await sql<{ members: number; payments: number }[]>`
    select (select count(*) from public.members)::int as members, (select count(*) from public.payments)::int as payments`;
  const [bandung] = await sql<{ id: string; n: number }[]>`
    select o.id, (select count(*) from public.members m where m.organization_id = o.id)::int as n
    from public.organizations o where o.bps_code = '3273'`;
  const users = await sql<{ email: string; id: string }[]>`
    select email, id from auth.users where email in ('dpc.bandung@simk.test', 'superadmin@simk.test')`;
  const claims = (email: string): Caller => {
    const id = users.find((u) => u.email === email)?.id;
    if (!id) throw new Error(`${email} is missing: load supabase/seed.sql first`);
    return { role: 'authenticated', claims: { sub: id, role: 'authenticated', email } };
  };
  const dpc = claims('dpc.bandung@simk.test');
  const admin = claims('superadmin@simk.test');
  console.log(
    `SIMK database benchmark: ${counts!.members} members (${bandung!.n} in Kota Bandung), ${counts!.payments} payments, ${runs} runs per cell`,
  );
  console.log('times in ms, p50 / p95; ratio = p50 under RLS / p50 as owner with the same filter\n');
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
    const dpcRls = await time(dpc, bandung!.id, query);
    const dpcOwner = await time(null, bandung!.id, query);
    const adminRls = await time(admin, null, query);
    const adminOwner = await time(null, null, query);
    const dpcRatio = pct(dpcRls, 50) / pct(dpcOwner, 50);
    const adminRatio = pct(adminRls, 50) / pct(adminOwner, 50);
    results.push({ name, dpcRatio, adminRatio });
    console.log(
      name.padEnd(30) +
        `${fmt(pct(dpcRls, 50))} /${fmt(pct(dpcRls, 95))}` +
        `${fmt(pct(dpcOwner, 50))} /${fmt(pct(dpcOwner, 95))}` +
        `${dpcRatio.toFixed(2)}×`.padStart(8) +
        `${fmt(pct(adminRls, 50))} /${fmt(pct(adminRls, 95))}` +
        `${fmt(pct(adminOwner, 50))} /${fmt(pct(adminOwner, 95))}` +
        `${adminRatio.toFixed(2)}×`.padStart(8),
    );
  }
  const goal = results.filter((r) => /list|search/.test(r.name));
  const worst = Math.max(...goal.flatMap((r) => [r.dpcRatio, r.adminRatio]));
  console.log(
    `\nWorst RLS overhead for list and search: ${worst.toFixed(2)}× (goal ≤ 1.30×) ${worst <= 1.3 ? 'MET' : 'NOT MET'}`,
  );
}

try {
  await main();
} finally {
  await sql.end();
}
