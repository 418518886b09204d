// `npm run bench [-- --url postgresql://… --gateway http://127.0.0.1:54321 --runs 100]`
//
// The member directory through the API at scale (run `npm run seed:large -- --members 200000`
// first): `GET /api/v1/members` list pages and searches, as the Kota Bandung DPC officer and as
// SUPER_ADMIN, timed end to end over HTTP (gateway, JWT verification, permission check, the query
// as the caller under RLS, JSON). Next to each, the same `public.search_members(...)` call as raw
// SQL in one caller transaction (role + claims, as the API does), and the API / SQL ratio.
//
// By default the gateway, auth service and api function are started in-process against --url
// (the `npm start` database unless given); pass --gateway to measure a running stack instead.
// Goal (issue 5): p95 ≤ 50 ms for the member list and for search.
import postgres from 'postgres';
import { databaseUrl, ports } from '../local/config.ts';
import { DEMO_PASSWORD } from '../local/demo-accounts.ts';
import { freePort } from '../local/postgres.ts';
import { startBackend, type Backend } from '../local/services.ts';
import { TURNSTILE_DUMMY_TOKEN } from '../local/turnstile.ts';
import { asCaller, type Caller } from '../supabase/functions/api/db.ts';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const url = arg('url') ?? process.env.SIMK_DATABASE_URL ?? databaseUrl(ports.db);
const runs = Number(arg('runs') ?? 100);
const warmup = 10;
const GOAL_MS = 50;

interface Case {
  name: string;
  query: string;
  /** The same call as raw SQL: search, status, limit, offset. */
  args: [string | null, string | null, number, number];
}

const cases: Case[] = [
  { name: 'list, page 1', query: 'page=1&limit=10', args: [null, null, 10, 0] },
  { name: 'list, page 50', query: 'page=50&limit=10', args: [null, null, 10, 490] },
  { name: 'list, status ACTIVE', query: 'page=1&limit=10&status=ACTIVE', args: [null, 'ACTIVE', 10, 0] },
  { name: 'search name "susanto"', query: 'search=susanto', args: ['susanto', null, 10, 0] },
  { name: 'search typo "susamto"', query: 'search=susamto', args: ['susamto', null, 10, 0] },
  { name: 'search accents "sîti"', query: 'search=s%C3%AEti', args: ['sîti', null, 10, 0] },
  { name: 'search NAP prefix', query: 'search=3273', args: ['3273', null, 10, 0] },
  { name: 'search full NAP', query: 'search=327319000001', args: ['327319000001', null, 10, 0] },
];

const pct = (samples: number[], p: number) =>
  samples[Math.min(samples.length - 1, Math.floor((p / 100) * samples.length))]!;
const fmt = (n: number) => n.toFixed(1).padStart(7);

async function timeIt(work: () => Promise<unknown>): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < warmup + runs; i++) {
    const t0 = performance.now();
    await work();
    if (i >= warmup) samples.push(performance.now() - t0);
  }
  return samples.sort((a, b) => a - b);
}

async function main() {
  const sql = postgres(url, { max: 2, prepare: false, onnotice: () => {} });
  let backend: Backend | undefined;
  try {
    const [counts] = await sql<{ members: number; bandung: number }[]>`
      select (select count(*) from public.members)::int as members,
             (select count(*) from public.members m join public.organizations o on o.id = m.organization_id
               where o.bps_code = '3273')::int as bandung`;
    let gateway = arg('gateway');
    if (!gateway) {
      backend = await startBackend({
        databaseUrl: url,
        gatewayPort: await freePort(),
        webUrl: 'http://127.0.0.1:5173',
      });
      gateway = backend.gatewayUrl;
    }
    const api = `${gateway}/functions/v1/api/v1`;

    const signIn = async (identifier: string) => {
      const response = await fetch(`${api}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ identifier, password: DEMO_PASSWORD, turnstileToken: TURNSTILE_DUMMY_TOKEN }),
      });
      if (!response.ok) throw new Error(`login ${identifier}: ${response.status} ${await response.text()}`);
      return ((await response.json()) as { data: { tokens: { accessToken: string } } }).data.tokens.accessToken;
    };
    const users = await sql<{ email: string; id: string }[]>`
      select email, id from auth.users where email in ('dpc.bandung@simk.test', 'superadmin@simk.test')`;
    const actors = await Promise.all(
      [
        ['DPC Kota Bandung', 'dpc.bandung@simk.test'],
        ['SUPER_ADMIN', 'superadmin@simk.test'],
      ].map(async ([label, email]) => {
        const id = users.find((u) => u.email === email)?.id;
        if (!id) throw new Error(`${email} is missing: load supabase/seed.sql first`);
        const caller: Caller = { role: 'authenticated', claims: { sub: id, role: 'authenticated', email } };
        return { label: label!, token: await signIn(email!), caller };
      }),
    );

    console.log(
      `SIMK API benchmark: ${counts!.members.toLocaleString('en')} members (${counts!.bandung.toLocaleString('en')} in Kota Bandung), ` +
        `${runs} sequential requests per cell after ${warmup} warm-up runs`,
    );
    console.log(
      `API = GET ${api.replace(gateway, '')}/members?… over HTTP; SQL = public.search_members(…) as the caller`,
    );
    console.log('times in ms: p50 / p95; ratio = API p50 / SQL p50\n');

    let worstP95 = 0;
    for (const actor of actors) {
      console.log(`${actor.label}`);
      console.log(
        '  case'.padEnd(28) +
          'API p50 / p95'.padStart(18) +
          'SQL p50 / p95'.padStart(18) +
          'ratio'.padStart(8) +
          '  rows',
      );
      for (const c of cases) {
        let total = 0;
        const apiSamples = await timeIt(async () => {
          const response = await fetch(`${api}/members?${c.query}`, {
            headers: { authorization: `Bearer ${actor.token}` },
          });
          const body = (await response.json()) as { data?: { pagination: { total: number } } };
          if (!response.ok) throw new Error(`${c.name}: ${response.status} ${JSON.stringify(body)}`);
          total = body.data!.pagination.total;
        });
        const sqlSamples = await timeIt(() =>
          asCaller(
            sql,
            actor.caller,
            (tx) => tx`select * from public.search_members(${c.args[0]}, ${c.args[1]}::public.membership_status,
                                                           ${c.args[2]}, ${c.args[3]})`,
          ),
        );
        worstP95 = Math.max(worstP95, pct(apiSamples, 95));
        console.log(
          `  ${c.name}`.padEnd(28) +
            `${fmt(pct(apiSamples, 50))} /${fmt(pct(apiSamples, 95))}` +
            `${fmt(pct(sqlSamples, 50))} /${fmt(pct(sqlSamples, 95))}` +
            `${(pct(apiSamples, 50) / pct(sqlSamples, 50)).toFixed(2)}×`.padStart(8) +
            `  ${total.toLocaleString('en')}`,
        );
      }
      console.log('');
    }
    console.log(
      `Worst API p95 for list and search: ${worstP95.toFixed(1)} ms (goal ≤ ${GOAL_MS} ms) ${worstP95 <= GOAL_MS ? 'MET' : 'NOT MET'}`,
    );
  } finally {
    await backend?.stop();
    await sql.end();
  }
}

await main();
