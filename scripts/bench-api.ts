// `npm run bench [-- --url postgresql://… --gateway http://127.0.0.1:54321 --runs 100]`
//
// The member directory through the API at scale (run `npm run seed:large -- --members 200000`
// first): `GET /api/v1/members` list pages and searches, as the Kota Bandung DPC officer and as
// SUPER_ADMIN, timed end to end over HTTP (gateway, JWT verification, permission check, the query
// as the caller under RLS, JSON). Next to each, the same `public.search_members(...)` call as raw
// SQL in one caller transaction (role + claims, as the API does), and the API / SQL ratio.
//
// Then the dues (issue 12): `GET /api/v1/dues/payments` and `GET /api/v1/dues/bills` (default page,
// a deep page, a filtered page), `GET /api/v1/dues/overdue` (issue 14 §2) and the reminder send's
// preview `POST /api/v1/dues/send-reminders/preview` (issue 23 §5) as the same two callers, and the Midtrans webhook
// `POST /api/v1/payments/notifications/midtrans`: pending QRIS attempts are opened with SQL for
// unpaid bills of distinct members, then each gets a signed settlement notification (the whole
// settlement: bills paid, receipt number, dues split, lifecycle, member notification), then the
// same notifications again (duplicates). Each timed end to end over HTTP, next to the goal.
// The webhook cells settle real bills: run it on a benchmark or development database.
//
// By default the gateway, auth service and api function are started in-process against --url
// (the `npm start` database unless given); pass --gateway to measure a running stack instead.
// Then the member's home (issue 26 §2): `GET /api/v1/profile/summary` as the demo member, next to
// `public.profile_summary()` as raw SQL in one caller transaction.
// Then the statistics (issue 27 §5, scripts/bench-statistics.ts), also as the DPW of Jawa Barat.
// `--only members|dues|webhook|home|statistics` runs one section; `--no-counted` leaves out the
// statistics' counted references (minutes each at 200k members as SUPER_ADMIN).
// Goals: p95 ≤ 50 ms for the member list and for search (issue 5); for the payment and bill lists
// as DPC and SUPER_ADMIN, and for the webhook (issue 12).
import postgres from 'postgres';
import { databaseUrl, ports } from '../local/config.ts';
import { DEMO_PASSWORD } from '../local/demo-accounts.ts';
import { freePort } from '../local/postgres.ts';
import { startBackend, type Backend } from '../local/services.ts';
import { TURNSTILE_DUMMY_TOKEN } from '../local/turnstile.ts';
import { asCaller, type Caller } from '../supabase/functions/api/db.ts';
import { benchStatistics } from './bench-statistics.ts';
import {
  formatGrossAmount,
  LOCAL_MIDTRANS_SERVER_KEY,
  type MidtransNotification,
} from '../supabase/functions/_shared/payments/midtrans-protocol.ts';
import { midtransSignature } from '../supabase/functions/_shared/payments/midtrans-signature.ts';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const url = arg('url') ?? process.env.SIMK_DATABASE_URL ?? databaseUrl(ports.db);
const runs = Number(arg('runs') ?? 100);
const warmup = 10;
const only = arg('only');
const GOAL_MS = 50;
const runs_ = (section: 'members' | 'dues' | 'webhook' | 'home' | 'statistics') => !only || only === section;

/**
 * The same fixed work in the database (counting three million generated rows), p50 of five: this
 * shared host's speed moves during the day by a factor of three or more, so a table of
 * milliseconds means something only next to it.
 */
async function hostReference(sql: postgres.Sql): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < 5; i++) {
    const started = performance.now();
    await sql`select count(*) from generate_series(1, 3000000)`;
    samples.push(performance.now() - started);
  }
  return samples.sort((a, b) => a - b)[2]!;
}

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

/** The current month in WIB, `YYYY-MM` (the bills' period filter). */
const thisMonth = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 7);

/** The dues lists as the history and bills screens call them. */
const duesCases: { name: string; path: string; goal: 'lists' | 'overdue' }[] = [
  { name: 'payments, page 1', path: 'dues/payments', goal: 'lists' },
  { name: 'payments, page 50', path: 'dues/payments?page=50', goal: 'lists' },
  { name: 'payments, completed this month', path: 'dues/payments?status=completed&period=this_month', goal: 'lists' },
  { name: 'payments, qris last 3 months', path: 'dues/payments?method=qris&period=last_3_months', goal: 'lists' },
  { name: 'bills, page 1', path: 'dues/bills', goal: 'lists' },
  { name: 'bills, page 50', path: 'dues/bills?page=50', goal: 'lists' },
  { name: 'bills, unpaid this month', path: `dues/bills?status=unpaid&period=${thisMonth}`, goal: 'lists' },
  { name: 'bills, overdue', path: 'dues/bills?status=overdue', goal: 'lists' },
  // Issue 14 §2: the overdue reminders list (public.overdue_members, bucket counts over the filter).
  { name: 'overdue members, page 1', path: 'dues/overdue', goal: 'overdue' },
  { name: 'overdue members, 8-30 days', path: 'dues/overdue?bucket=8-30', goal: 'overdue' },
  { name: 'overdue members, page 50', path: 'dues/overdue?page=50', goal: 'overdue' },
  { name: 'overdue members, search', path: 'dues/overdue?search=susanto', goal: 'overdue' },
];

const pct = (samples: number[], p: number) =>
  samples[Math.min(samples.length - 1, Math.floor((p / 100) * samples.length))]!;
const fmt = (n: number) => n.toFixed(1).padStart(7);
const goalRatio = (p95: number) => `${(p95 / GOAL_MS).toFixed(2)}×`.padStart(8);

async function timeIt(work: () => Promise<unknown>): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < warmup + runs; i++) {
    const t0 = performance.now();
    await work();
    if (i >= warmup) samples.push(performance.now() - t0);
  }
  return samples.sort((a, b) => a - b);
}

/** POSTs a JSON body and returns the answer's data; throws on an error answer. */
async function postData<T>(url: string, token: string, body: unknown, name: string): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { data?: T };
  if (!response.ok) throw new Error(`${name}: ${response.status} ${JSON.stringify(answer)}`);
  return answer.data!;
}

/** GETs an API list and returns its pagination total; throws on an error answer. */
async function getTotal(url: string, token: string, name: string): Promise<number> {
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const body = (await response.json()) as { data?: { pagination: { total: number } } };
  if (!response.ok) throw new Error(`${name}: ${response.status} ${JSON.stringify(body)}`);
  return body.data!.pagination.total;
}

/**
 * Opens `count` pending QRIS attempts (as the gateway charge leaves them: order id, transaction
 * id, 15 minutes to pay), each for one unpaid bill of a different large-seed member with no other
 * attempt, and returns the settlement notification Midtrans would send for each, signed with the
 * simulator's key. Written as the table owner: what `POST /payments/qris` stores, without the
 * charge round trip, so the webhook is measured alone.
 */
async function openQrisAttempts(sql: postgres.Sql, count: number): Promise<MidtransNotification[]> {
  const run = Date.now().toString(36).toUpperCase();
  const attempts = await sql<{ orderId: string; transactionId: string; amount: number }[]>`
    with picked as (
      select b.id as bill_id, b.member_id, b.organization_id, b.amount,
             row_number() over (order by m.id) as n
      from public.members m
      cross join lateral (
        select b.* from public.bills b
        where b.member_id = m.id and b.status = 'unpaid'
          and not exists (select 1 from public.payment_bills pb join public.payments p on p.id = pb.payment_id
                          where pb.bill_id = b.id and p.status = 'pending')
        limit 1
      ) b
      where m.email like '%@massal.simk.test'
      limit ${count}
    ), opened as (
      insert into public.payments (member_id, organization_id, amount, method, status, provider, provider_reference,
                                   transaction_id, expires_at)
      select member_id, organization_id, amount, 'qris', 'pending', 'midtrans', 'SIMK-BENCH-' || ${run} || '-' || n,
             gen_random_uuid()::text, now() + interval '15 minutes'
      from picked
      returning id, provider_reference, transaction_id, amount
    ), linked as (
      insert into public.payment_bills (payment_id, bill_id, amount)
      select o.id, p.bill_id, p.amount from opened o join picked p on o.provider_reference = 'SIMK-BENCH-' || ${run} || '-' || p.n
    )
    select provider_reference as "orderId", transaction_id as "transactionId", amount from opened`;
  if (attempts.length < count) throw new Error(`only ${attempts.length} unpaid bills to pay: run seed:large first`);
  return Promise.all(
    attempts.map(async ({ orderId, transactionId, amount }) => {
      const grossAmount = formatGrossAmount(amount);
      return {
        transaction_status: 'settlement',
        status_code: '200',
        status_message: 'midtrans payment notification',
        order_id: orderId,
        gross_amount: grossAmount,
        transaction_id: transactionId,
        payment_type: 'qris',
        fraud_status: 'accept',
        currency: 'IDR',
        signature_key: await midtransSignature(orderId, '200', grossAmount, LOCAL_MIDTRANS_SERVER_KEY),
      } satisfies MidtransNotification;
    }),
  );
}

/** What every benchmark section needs: the database, the API, the signed-in actors. */
interface BenchContext {
  sql: postgres.Sql;
  api: string;
  gateway: string;
  actors: { label: string; token: string; caller: Caller }[];
  bandungId: string;
  verdict: (what: string, p95: number, goalMs?: number) => void;
  signIn: (identifier: string) => Promise<string>;
}
async function benchMembers({ sql, api, gateway, actors, verdict }: BenchContext) {
  console.log(
    `\nAPI = GET ${api.replace(gateway, '')}/members?… over HTTP; SQL = public.search_members(…) as the caller`,
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
        total = await getTotal(`${api}/members?${c.query}`, actor.token, c.name);
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
  verdict('Worst API p95 for member list and search', worstP95);
}

async function benchDues({ api, gateway, actors, bandungId, verdict }: BenchContext) {
  console.log(`\nAPI = GET ${api.replace(gateway, '')}/dues/… over HTTP; ratio = API p95 / ${GOAL_MS} ms goal\n`);
  const worstP95 = { lists: 0, overdue: 0 };
  for (const actor of actors) {
    console.log(`${actor.label}`);
    console.log('  case'.padEnd(36) + 'API p50 / p95'.padStart(18) + 'ratio'.padStart(8) + '  rows');
    for (const c of duesCases) {
      let total = 0;
      const samples = await timeIt(async () => {
        total = await getTotal(`${api}/${c.path}`, actor.token, c.name);
      });
      worstP95[c.goal] = Math.max(worstP95[c.goal], pct(samples, 95));
      console.log(
        `  ${c.name}`.padEnd(36) +
          `${fmt(pct(samples, 50))} /${fmt(pct(samples, 95))}` +
          goalRatio(pct(samples, 95)) +
          `  ${total.toLocaleString('en')}`,
      );
    }
    // Issue 23 §5: what a send would do, asked when the send dialog opens (the page's 20
    // members ticked, or every member of a chapter). Rows = members it covers.
    const firstPage = await fetch(`${api}/dues/overdue`, { headers: { authorization: `Bearer ${actor.token}` } })
      .then((r) => r.json() as Promise<{ data: { members: { id: string }[] } }>)
      .then((b) => b.data.members.map((m) => m.id));
    const sendPreviews: { name: string; body: unknown }[] = [
      { name: 'send preview, 20 ticked', body: { memberIds: firstPage } },
      { name: 'send preview, all of Bandung', body: { filter: { organizationId: bandungId } } },
    ];
    for (const c of sendPreviews) {
      let requested = 0;
      const samples = await timeIt(async () => {
        requested = (
          await postData<{ requested: number }>(`${api}/dues/send-reminders/preview`, actor.token, c.body, c.name)
        ).requested;
      });
      worstP95.overdue = Math.max(worstP95.overdue, pct(samples, 95));
      console.log(
        `  ${c.name}`.padEnd(36) +
          `${fmt(pct(samples, 50))} /${fmt(pct(samples, 95))}` +
          goalRatio(pct(samples, 95)) +
          `  ${requested.toLocaleString('en')}`,
      );
    }
    console.log('');
  }
  verdict('Worst API p95 for the payment and bill lists (issue 12)', worstP95.lists);
  verdict('Worst API p95 for the overdue members list and the send preview (issues 14, 23)', worstP95.overdue);
}

async function benchWebhook({ sql, api, gateway, verdict }: BenchContext) {
  const notifications = await openQrisAttempts(sql, warmup + runs);
  const post = async (notification: MidtransNotification, expected: string) => {
    const response = await fetch(`${api}/payments/notifications/midtrans`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(notification),
    });
    const body = (await response.json()) as { data?: { outcome: string } };
    if (body.data?.outcome !== expected) {
      throw new Error(`webhook ${notification.order_id}: ${response.status} ${JSON.stringify(body)}`);
    }
  };
  let next = 0;
  const settlements = await timeIt(() => post(notifications[next++]!, 'completed'));
  next = 0;
  const duplicates = await timeIt(() => post(notifications[next++]!, 'duplicate'));
  console.log(
    `\nAPI = POST ${api.replace(gateway, '')}/payments/notifications/midtrans, signed settlements of ` +
      `${notifications.length} distinct pending QRIS attempts, then each again; ratio = API p95 / ${GOAL_MS} ms goal\n`,
  );
  console.log('  case'.padEnd(36) + 'API p50 / p95'.padStart(18) + 'ratio'.padStart(8));
  for (const [name, samples] of [
    ['settlement (distinct orders)', settlements],
    ['duplicate settlement', duplicates],
  ] as const) {
    console.log(
      `  ${name}`.padEnd(36) + `${fmt(pct(samples, 50))} /${fmt(pct(samples, 95))}` + goalRatio(pct(samples, 95)),
    );
  }
  console.log('');
  verdict('Webhook p95 (settlement)', pct(settlements, 95));
  verdict('Webhook p95 (duplicate)', pct(duplicates, 95));
}

async function benchHome({ sql, api, gateway, verdict, signIn }: BenchContext) {
  const email = 'anggota@simk.test';
  const [member] = await sql<{ id: string }[]>`select id from auth.users where email = ${email}`;
  if (!member) throw new Error(`${email} is missing: load supabase/seed.sql first`);
  const caller: Caller = { role: 'authenticated', claims: { sub: member.id, role: 'authenticated', email } };
  const token = await signIn(email);
  const url = `${api}/profile/summary`;
  const apiSamples = await timeIt(async () => {
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    if (!response.ok) throw new Error(`profile summary: ${response.status} ${await response.text()}`);
    await response.json();
  });
  const sqlSamples = await timeIt(() => asCaller(sql, caller, (tx) => tx`select public.profile_summary()`));
  console.log(
    `\nAPI = GET ${url.replace(gateway, '')} over HTTP as ${email}; SQL = public.profile_summary() as the caller\n`,
  );
  console.log('  case'.padEnd(36) + 'API p50 / p95'.padStart(18) + 'SQL p50 / p95'.padStart(18) + 'ratio'.padStart(8));
  console.log(
    `  member home`.padEnd(36) +
      `${fmt(pct(apiSamples, 50))} /${fmt(pct(apiSamples, 95))}` +
      `${fmt(pct(sqlSamples, 50))} /${fmt(pct(sqlSamples, 95))}` +
      goalRatio(pct(apiSamples, 95)),
  );
  console.log('');
  verdict("API p95 for the member's home (issue 26)", pct(apiSamples, 95));
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
        // Measured as deployed: without the development check of every response (decision 0053).
        apiEnvironment: { SIMK_ENVIRONMENT: 'production' },
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

    const [bandung] = await sql<{ id: string }[]>`select id from public.organizations where bps_code = '3273'`;
    const bandungId = bandung!.id;
    const [dues] = await sql<{ payments: number; bills: number }[]>`
      select (select count(*) from public.payments)::int as payments, (select count(*) from public.bills)::int as bills`;
    console.log(
      `SIMK API benchmark: ${counts!.members.toLocaleString('en')} members (${counts!.bandung.toLocaleString('en')} in Kota Bandung), ` +
        `${dues!.payments.toLocaleString('en')} payments, ${dues!.bills.toLocaleString('en')} bills; ` +
        `${runs} sequential requests per cell after ${warmup} warm-up runs`,
    );
    console.log(
      `Host reference: ${(await hostReference(sql)).toFixed(0)} ms (compare runs only with it beside them)\n`,
    );
    const verdicts: string[] = [];
    const verdict = (what: string, p95: number, goalMs = GOAL_MS) =>
      verdicts.push(`${what}: ${p95.toFixed(1)} ms (goal ≤ ${goalMs} ms) ${p95 <= goalMs ? 'MET' : 'NOT MET'}`);
    const context: BenchContext = { sql, api, gateway, actors, bandungId, verdict, signIn };

    if (runs_('members')) await benchMembers(context);

    if (runs_('dues')) await benchDues(context);

    if (runs_('webhook')) await benchWebhook(context);

    if (runs_('home')) await benchHome(context);

    if (runs_('statistics')) {
      const [dpw] = await sql<{ id: string }[]>`select id from auth.users where email = 'dpw.jabar@simk.test'`;
      if (!dpw) throw new Error('dpw.jabar@simk.test is missing: load supabase/seed.sql first');
      const dpwActor = {
        label: 'DPW Jawa Barat',
        token: await signIn('dpw.jabar@simk.test'),
        caller: { role: 'authenticated', claims: { sub: dpw.id, role: 'authenticated', email: 'dpw.jabar@simk.test' } },
      } satisfies BenchContext['actors'][number];
      await benchStatistics({
        sql,
        api,
        actors: [actors[0]!, dpwActor, actors[1]!],
        timeIt,
        pct,
        verdict,
        withoutCounted: process.argv.includes('--no-counted'),
      });
    }
    for (const line of verdicts) console.log(line);
  } finally {
    await backend?.stop();
    await sql.end();
  }
}

await main();
