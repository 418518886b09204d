// Every statistic, summary and badge the API offers is timed by `npm run bench -- --only statistics`
// (issue 27: "the benchmark covers every such endpoint by listing them from the OpenAPI document, so a
// new statistic cannot escape it").
import { describe, expect, it } from 'vitest';
import { operationRows } from '../../scripts/docs-api.ts';
import { benchedStatisticPaths } from '../../scripts/bench-statistics.ts';

/** A figure endpoint: under /statistics or /reports, a `…/stats` or `…/stats/overview`, or the badges. */
const FIGURES = /^\/api\/v1(\/(statistics|reports)\/[^/]+|\/[\w-]+\/stats(\/overview)?|\/dashboard\/badges)$/;

describe('the statistics benchmark', () => {
  it('times every figure endpoint of the OpenAPI document', async () => {
    const figures = (await operationRows())
      .filter((row) => row.method === 'GET' && !row.deprecated && FIGURES.test(row.path))
      .map((row) => row.path.replace(/^\/api\/v1/, ''));
    // The rule finds the endpoints it is meant to: it would pass on nothing otherwise.
    expect(figures).toEqual(
      expect.arrayContaining(['/dues/stats', '/statistics/overview', '/dashboard/badges', '/reports/financial']),
    );
    expect(figures.filter((path) => !benchedStatisticPaths().includes(path))).toEqual([]);
  });
});
