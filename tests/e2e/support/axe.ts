import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);

/**
 * axe-core in the page: violations of impact serious or critical. axe is evaluated through the
 * DevTools protocol, which the page's CSP does not govern (a `<script>` tag would be refused).
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  // A dialog still fading in has its text at part opacity: axe would report its contrast. Spinners
  // and skeletons repeat for ever and are not waited for.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => {})),
    ),
  );
  await page.evaluate(await readFile(require.resolve('axe-core/axe.min.js'), 'utf8'));
  const results = await page.evaluate(() =>
    (window as unknown as { axe: { run: (context: unknown) => Promise<{ violations: unknown[] }> } }).axe.run(document),
  );
  return (results.violations as { id: string; impact: string; nodes: { html: string }[] }[])
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html.slice(0, 200)).join(' | ')}`);
}
