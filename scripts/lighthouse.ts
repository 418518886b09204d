/**
 * Lighthouse (mobile preset) on `/` and `/login` against `vite preview` of the current build, with
 * the Chromium of local/chromium.ts (CHROME_PATH or CHROMIUM_PATH, a system Chromium, or the
 * packaged one). Each page is measured `--runs` times
 * (default 3); the median of every figure is reported, with the load average of the machine,
 * since simulated throttling scales the main-thread work that this (shared) machine really did.
 * Goals: performance >= 90, accessibility >= 95 (on the medians).
 *
 *   npm run bench:lighthouse                          (builds, then runs this)
 *   npm run bench:lighthouse -- --runs 5 /login       (other run count, only some paths)
 *   npm run bench:lighthouse -- --save /tmp/lh        (also writes every JSON report)
 *
 * The page talks to the API at VITE_SUPABASE_URL (default http://127.0.0.1:54321): start the
 * stack (`npm start`) for live figures; without it the page shows its error states.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { preview as startPreview } from 'vite';
import { chromiumExecutablePath } from '../local/chromium.ts';

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: 'string', default: '3' },
    save: { type: 'string' },
    port: { type: 'string', default: process.env.LIGHTHOUSE_PORT ?? '4173' },
  },
});
const RUNS = Number(options.runs);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`--runs must be a positive integer, not ${options.runs}`);
const BASE = `http://127.0.0.1:${options.port}`;
const PATHS = positionals.length > 0 ? positionals : ['/', '/login'];
const chromePath = process.env.CHROME_PATH ?? (await chromiumExecutablePath());

const METRICS = [
  ['first-contentful-paint', 'FCP', 's'],
  ['largest-contentful-paint', 'LCP', 's'],
  ['total-blocking-time', 'TBT', 'ms'],
  ['cumulative-layout-shift', 'CLS', ''],
  ['speed-index', 'SI', 's'],
] as const;

interface RunResult {
  performance: number;
  accessibility: number;
  metrics: Record<string, number>;
  load: number;
  notes: string[];
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function formatMetric(value: number, unit: string): string {
  if (unit === 's') return `${(value / 1000).toFixed(1)} s`;
  if (unit === 'ms') return `${Math.round(value).toLocaleString('en')} ms`;
  return value.toFixed(3);
}

const formatLoad = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

// In this process (a spawned `npx vite preview` outlives its kill): strictPort fails on a busy port
// instead of measuring whatever else answers there.
const preview = await startPreview({ preview: { port: Number(options.port), strictPort: true }, logLevel: 'warn' });
let chrome: chromeLauncher.LaunchedChrome | undefined;
let failed = false;
try {
  chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  if (options.save) mkdirSync(options.save, { recursive: true });
  console.log(`Lighthouse ${RUNS}× per page, mobile preset, simulated throttling; load average now ${formatLoad()}`);

  for (const path of PATHS) {
    const runs: RunResult[] = [];
    for (let run = 1; run <= RUNS; run++) {
      const load = loadavg()[0]!;
      const result = await lighthouse(`${BASE}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        formFactor: 'mobile',
        screenEmulation: { mobile: true, width: 412, height: 823, deviceScaleFactor: 1.75, disabled: false },
        throttlingMethod: 'simulate',
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
      const { categories, audits } = result.lhr;
      if (options.save) {
        const name = `${path === '/' ? 'landing' : path.replace(/\W+/g, '-').replace(/^-|-$/g, '')}-${run}.json`;
        writeFileSync(join(options.save, name), JSON.stringify(result.lhr));
      }
      const notes: string[] = [];
      for (const ref of categories.accessibility?.auditRefs ?? []) {
        const audit = audits[ref.id];
        if (audit && audit.score !== null && audit.score < 1 && ref.weight > 0) notes.push(`a11y: ${audit.title}`);
      }
      if (result.lhr.runtimeError) notes.push(`runtime error: ${result.lhr.runtimeError.message}`);
      const metrics = Object.fromEntries(METRICS.map(([id]) => [id, audits[id]?.numericValue ?? Number.NaN]));
      const entry: RunResult = {
        performance: Math.round((categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
        metrics,
        load,
        notes,
      };
      runs.push(entry);
      console.log(
        `${path} run ${run}: performance ${entry.performance}, accessibility ${entry.accessibility}; ` +
          METRICS.map(([id, label, unit]) => `${label} ${formatMetric(metrics[id]!, unit)}`).join(', ') +
          `; load ${load.toFixed(2)}`,
      );
      for (const note of notes) console.log(`  ${note}`);
    }

    const performance = median(runs.map((run) => run.performance));
    const accessibility = median(runs.map((run) => run.accessibility));
    console.log(
      `${path} median of ${RUNS}: performance ${performance}, accessibility ${accessibility}; ` +
        METRICS.map(
          ([id, label, unit]) => `${label} ${formatMetric(median(runs.map((r) => r.metrics[id]!)), unit)}`,
        ).join(', ') +
        `; load average (1 min) ${Math.min(...runs.map((r) => r.load)).toFixed(2)}–${Math.max(...runs.map((r) => r.load)).toFixed(2)}`,
    );
    if (performance < 90 || accessibility < 95) failed = true;
  }
  console.log(`Load average at the end: ${formatLoad()}`);
} finally {
  await chrome?.kill();
  await preview.close();
}
if (failed) {
  console.error('Below the goal (median performance >= 90, accessibility >= 95).');
  process.exitCode = 1;
}
