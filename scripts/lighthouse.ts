/**
 * Lighthouse (mobile preset) on `/` and `/login` against `vite preview` of the current build, with
 * Debian's Chromium (CHROME_PATH, default /usr/bin/chromium). Prints performance and accessibility
 * scores and the failing audits; goals: performance >= 90, accessibility >= 95.
 *
 *   npm run bench:lighthouse        (builds, then runs this)
 *
 * The page talks to the API at VITE_SUPABASE_URL (default http://127.0.0.1:54321): start the
 * stack (`npm start`) for live figures; without it the page shows its error states.
 */
import { spawn } from 'node:child_process';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 4173);
const BASE = `http://127.0.0.1:${PORT}`;
const PATHS = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/', '/login'];
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

async function waitForServer(url: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`vite preview did not answer on ${url}`);
}

const preview = spawn('npx', ['vite', 'preview', '--port', String(PORT), '--strictPort'], { stdio: 'ignore' });
let chrome: chromeLauncher.LaunchedChrome | undefined;
let failed = false;
try {
  await waitForServer(BASE);
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
  for (const path of PATHS) {
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
    const performance = Math.round((categories.performance?.score ?? 0) * 100);
    const accessibility = Math.round((categories.accessibility?.score ?? 0) * 100);
    console.log(`${path}: performance ${performance}, accessibility ${accessibility}`);
    for (const id of [
      'first-contentful-paint',
      'largest-contentful-paint',
      'total-blocking-time',
      'cumulative-layout-shift',
      'speed-index',
    ]) {
      console.log(`  ${audits[id]?.title}: ${audits[id]?.displayValue}`);
    }
    const accessibilityRefs = categories.accessibility?.auditRefs ?? [];
    for (const ref of accessibilityRefs) {
      const audit = audits[ref.id];
      if (audit && audit.score !== null && audit.score < 1 && ref.weight > 0) console.log(`  a11y: ${audit.title}`);
    }
    if (performance < 90 || accessibility < 95) failed = true;
  }
} finally {
  await chrome?.kill();
  preview.kill();
}
if (failed) {
  console.error('Below the goal (performance >= 90, accessibility >= 95).');
  process.exitCode = 1;
}
