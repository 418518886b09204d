// `npm run bench -- --only statistics`: the statistics the officers' pages open with (issue 27 §5),
// each as the DPC, DPW and SUPER_ADMIN callers, over HTTP next to the SQL function the route calls
// and next to counting the same figure over the rows the caller sees (RLS), the way it was
// computed before it read the summaries. Goal: p95 ≤ 100 ms.
import type postgres from 'postgres';
import { anonymousCaller, asCaller, type Caller } from '../supabase/functions/api/db.ts';
import { countedDuesSplitReport } from '../tests/support/counted-dues-split-report.ts';
import { countedDuesStatistics } from '../tests/support/counted-dues-statistics.ts';
import { countedFinancialReport } from '../tests/support/counted-financial-report.ts';
import { countedMemberStatistics, countedPublicStatistics } from '../tests/support/counted-member-statistics.ts';
import { countMessages } from '../supabase/functions/api/routes/messages/queries.ts';
import { listTransferApprovals } from '../supabase/functions/api/routes/transfers/approvals/queries.ts';
import { listTransfers } from '../supabase/functions/api/routes/transfers/list/queries.ts';
import { listTransferRequests } from '../supabase/functions/api/routes/transfers/requests/queries.ts';

export const STATISTICS_GOAL_MS = 100;
/** The landing page's figures, asked by every visitor (issue 27: cache them). */
export const LANDING_STATISTICS_GOAL_MS = 30;
/** A report (issue 27): a national officer's covers every chapter, a DPC officer's one. */
export const REPORT_GOAL_MS = { national: 150, chapter: 50 };

export interface StatisticsBench {
  sql: postgres.Sql;
  api: string;
  actors: { label: string; token: string; caller: Caller }[];
  timeIt: (work: () => Promise<unknown>) => Promise<number[]>;
  /** The `p`th percentile of sorted samples. */
  pct: (samples: number[], p: number) => number;
  verdict: (what: string, p95: number, goalMs: number) => void;
  /** Leave out the counted references (`--no-counted`): at 200k members the national ones take minutes each. */
  withoutCounted?: boolean;
}

interface StatisticCase {
  name: string;
  path: string;
  /** The SQL function the route calls, as the caller. */
  query: (tx: postgres.TransactionSql) => Promise<unknown>;
  /**
   * The same figures counted over the rows the caller sees, where the route reads a summary;
   * absent where the route's function counts the rows itself.
   */
  counted?: (tx: postgres.TransactionSql) => Promise<unknown>;
}

const statisticCases: StatisticCase[] = [
  {
    name: 'dues figures',
    path: 'dues/stats',
    query: (tx) => tx`select public.dues_statistics()`,
    counted: countedDuesStatistics,
  },
  {
    name: 'member figures',
    path: 'members/stats/overview',
    query: (tx) => tx`select public.member_statistics()`,
    counted: countedMemberStatistics,
  },
  {
    name: 'badges',
    path: 'dashboard/badges',
    query: (tx) => tx`select public.dashboard_badges()`,
  },
  {
    name: 'payments per month',
    path: 'statistics/payments',
    query: (tx) => tx`select * from public.payment_statistics()`,
  },
  {
    name: 'overview, signed in',
    path: 'statistics/overview',
    query: (tx) => tx`select public.statistics_overview(), public.payments_received()`,
  },
  {
    name: 'growth, signed in',
    path: 'statistics/member-growth',
    query: (tx) => tx`select * from public.member_growth(12)`,
  },
  // The counts the transfer and outbox pages open with (issue 27 §5): each page's first page of one
  // row carries them, so the case times the page with its counts.
  {
    name: 'transfers tile',
    path: 'mutations?status=pending&limit=1',
    query: (tx) => listTransfers(tx, { status: 'pending', page: 1, limit: 1 }),
  },
  {
    name: 'transfer figures',
    path: 'mutations/requests?limit=1',
    query: (tx) => listTransferRequests(tx, { status: 'all', page: 1, limit: 1 }),
  },
  {
    name: 'transfer approvals',
    path: 'mutations/approvals',
    query: (tx) => listTransferApprovals(tx, 'all'),
  },
  {
    name: 'outbox counts',
    path: 'messages?limit=1',
    query: (tx) => countMessages(tx, { channel: 'all', period: 'all' }),
  },
];

/** The reports, for this quarter (the year's would read the same summaries, twelve months of them). */
const reportCases: StatisticCase[] = [
  {
    name: 'financial report',
    path: 'reports/financial?period=quarter',
    query: (tx) => tx`select public.financial_report('quarter')`,
    counted: async (tx) => {
      const [day] = await tx<{ today: string }[]>`select private.today()::text as today`;
      return countedFinancialReport(tx, 'quarter', day!.today);
    },
  },
  {
    name: 'dues split report',
    path: 'reports/dues-split?period=quarter',
    query: (tx) => tx`select public.dues_split_report('quarter')`,
    counted: async (tx) => {
      const [day] = await tx<{ today: string }[]>`select private.today()::text as today`;
      return countedDuesSplitReport(tx, 'quarter', day!.today);
    },
  },
  {
    // Its reference (tests/support/counted-membership-report.ts) sums the events ledger as the
    // ledger's owner, not as the caller, so it has no counted column here.
    name: 'membership report',
    path: 'reports/membership?period=quarter',
    query: (tx) => tx`select public.membership_report('quarter')`,
  },
  {
    // Its reference (tests/support/counted-analytics.ts) sums the events ledger and reads the bills as
    // their owner, not as the caller, so it has no counted column here. 24 months: the widest window
    // (two calls of the membership report's growth months).
    name: 'analytics',
    path: 'reports/analytics?months=24',
    query: (tx) => tx`select public.analytics(24)`,
  },
  {
    // A chapter's twelve rows, by the table's key: what the financial report's target dialog opens with.
    name: 'revenue targets',
    path: 'reports/targets?year=2026',
    query: (tx) => tx`
      select m.month, t.amount from generate_series(1, 12) m (month)
      left join public.revenue_targets t on t.year = 2026 and t.month = m.month
        and t.organization_id = (select id from public.organizations where level = 'DPP')`,
  },
];

/** The landing page's figures, anonymous: counted over every member (the public figures count past RLS). */
const landingCases: StatisticCase[] = [
  {
    name: 'overview',
    path: 'statistics/overview',
    query: (tx) => tx`select public.statistics_overview()`,
    counted: (tx) => countedPublicStatistics(tx),
  },
  {
    name: 'member growth',
    path: 'statistics/member-growth',
    query: (tx) => tx`select * from public.member_growth(12)`,
    counted: (tx) => countedPublicStatistics(tx),
  },
  {
    name: 'distribution',
    path: 'statistics/member-distribution',
    query: (tx) => tx`select * from public.member_distribution()`,
    counted: (tx) => countedPublicStatistics(tx),
  },
];

/** The GET paths (under /api/v1) this benchmark times: tests/unit/bench-statistics-coverage.test.ts. */
export const benchedStatisticPaths = (): string[] =>
  [...statisticCases, ...reportCases, ...landingCases].map((c) => `/${c.path.replace(/\?.*$/, '')}`);

const fmt = (n: number) => n.toFixed(1).padStart(8);

interface Timed {
  actor: { label: string; token?: string; caller: Caller };
  cases: StatisticCase[];
}

/** One table of cases for one caller; returns the worst API p95. */
async function benchCases(
  { actor, cases }: Timed,
  { sql, api, timeIt, pct, withoutCounted }: StatisticsBench,
): Promise<number> {
  console.log(actor.label);
  console.log(
    '  case'.padEnd(24) +
      'API p50 / p95'.padStart(19) +
      'SQL p50 / p95'.padStart(19) +
      'counted p50 / p95'.padStart(21) +
      'ratio'.padStart(9),
  );
  let worst = 0;
  const headers: Record<string, string> = actor.token ? { authorization: `Bearer ${actor.token}` } : {};
  for (const c of cases) {
    const apiSamples = await timeIt(async () => {
      const response = await fetch(`${api}/${c.path}`, { headers });
      if (!response.ok) throw new Error(`${c.path}: ${response.status} ${await response.text()}`);
      await response.json();
    });
    const sqlSamples = await timeIt(() => asCaller(sql, actor.caller, c.query));
    // The counted reference runs as the caller too: under RLS for the signed-in figures; the
    // public ones count past it, as the table's owner would (see countedPublicStatistics).
    const counted = withoutCounted ? undefined : c.counted;
    const countedSamples = counted
      ? await timeIt(() => (actor.token ? asCaller(sql, actor.caller, counted) : sql.begin((tx) => counted(tx))))
      : null;
    worst = Math.max(worst, pct(apiSamples, 95));
    console.log(
      `  ${c.name}`.padEnd(24) +
        `${fmt(pct(apiSamples, 50))} /${fmt(pct(apiSamples, 95))}` +
        `${fmt(pct(sqlSamples, 50))} /${fmt(pct(sqlSamples, 95))}` +
        (countedSamples
          ? `${fmt(pct(countedSamples, 50))} /${fmt(pct(countedSamples, 95))}  ` +
            `${(pct(countedSamples, 50) / pct(apiSamples, 50)).toFixed(1)}×`.padStart(9)
          : '—'.padStart(21)),
    );
  }
  console.log('');
  return worst;
}

export async function benchStatistics(bench: StatisticsBench) {
  console.log(
    '\nStatistics: API = GET over HTTP; SQL = the function the route calls; counted = the rows the caller sees',
  );
  console.log('times in ms: p50 / p95; ratio = counted p50 / API p50\n');
  let worst = 0;
  for (const actor of bench.actors) worst = Math.max(worst, await benchCases({ actor, cases: statisticCases }, bench));
  bench.verdict('Worst API p95 for the statistics (issue 27)', worst, STATISTICS_GOAL_MS);
  console.log('Reports');
  for (const actor of bench.actors) {
    const p95 = await benchCases({ actor, cases: reportCases }, bench);
    const national = actor.label === 'SUPER_ADMIN';
    const goal = national ? REPORT_GOAL_MS.national : REPORT_GOAL_MS.chapter;
    if (national || actor.label.startsWith('DPC')) bench.verdict(`Reports as ${actor.label} (issue 27)`, p95, goal);
  }
  const landing = await benchCases(
    { actor: { label: 'anonymous (the landing page)', caller: anonymousCaller }, cases: landingCases },
    bench,
  );
  bench.verdict('Worst API p95 for the landing figures (issue 27)', landing, LANDING_STATISTICS_GOAL_MS);
}
