// `npm run bench -- --only statistics`: the statistics the officers' pages open with (issue 27 §5),
// each as the DPC, DPW and SUPER_ADMIN callers, over HTTP next to the SQL function the route calls
// and next to counting the same figure over the rows the caller sees (RLS), the way it was
// computed before it read the summaries. Goal: p95 ≤ 100 ms.
import type postgres from 'postgres';
import { asCaller, type Caller } from '../supabase/functions/api/db.ts';
import { countedDuesStatistics } from '../tests/support/counted-dues-statistics.ts';

export const STATISTICS_GOAL_MS = 100;

export interface StatisticsBench {
  sql: postgres.Sql;
  api: string;
  actors: { label: string; token: string; caller: Caller }[];
  timeIt: (work: () => Promise<unknown>) => Promise<number[]>;
  /** The `p`th percentile of sorted samples. */
  pct: (samples: number[], p: number) => number;
  verdict: (what: string, p95: number, goalMs: number) => void;
}

interface StatisticCase {
  name: string;
  path: string;
  /** The SQL function the route calls, as the caller. */
  query: (tx: postgres.TransactionSql) => Promise<unknown>;
  /** The same figures counted over the rows the caller sees. */
  counted: (tx: postgres.TransactionSql) => Promise<unknown>;
}

const statisticCases: StatisticCase[] = [
  {
    name: 'dues figures',
    path: 'dues/stats',
    query: (tx) => tx`select public.dues_statistics()`,
    counted: countedDuesStatistics,
  },
];

const fmt = (n: number) => n.toFixed(1).padStart(8);

export async function benchStatistics({ sql, api, actors, timeIt, pct, verdict }: StatisticsBench) {
  console.log(
    '\nStatistics: API = GET over HTTP; SQL = the function the route calls; counted = the rows the caller sees',
  );
  console.log('times in ms: p50 / p95; ratio = counted p50 / API p50\n');
  let worst = 0;
  for (const actor of actors) {
    console.log(actor.label);
    console.log(
      '  case'.padEnd(24) +
        'API p50 / p95'.padStart(19) +
        'SQL p50 / p95'.padStart(19) +
        'counted p50 / p95'.padStart(21) +
        'ratio'.padStart(9),
    );
    for (const c of statisticCases) {
      const apiSamples = await timeIt(async () => {
        const response = await fetch(`${api}/${c.path}`, { headers: { authorization: `Bearer ${actor.token}` } });
        if (!response.ok) throw new Error(`${c.path}: ${response.status} ${await response.text()}`);
        await response.json();
      });
      const sqlSamples = await timeIt(() => asCaller(sql, actor.caller, c.query));
      const countedSamples = await timeIt(() => asCaller(sql, actor.caller, c.counted));
      worst = Math.max(worst, pct(apiSamples, 95));
      console.log(
        `  ${c.name}`.padEnd(24) +
          `${fmt(pct(apiSamples, 50))} /${fmt(pct(apiSamples, 95))}` +
          `${fmt(pct(sqlSamples, 50))} /${fmt(pct(sqlSamples, 95))}` +
          `${fmt(pct(countedSamples, 50))} /${fmt(pct(countedSamples, 95))}  ` +
          `${(pct(countedSamples, 50) / pct(apiSamples, 50)).toFixed(1)}×`.padStart(9),
      );
    }
    console.log('');
  }
  verdict('Worst API p95 for the statistics (issue 27)', worst, STATISTICS_GOAL_MS);
}
