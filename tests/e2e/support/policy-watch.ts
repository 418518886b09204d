import type { Page } from 'playwright-core';

/**
 * Records every CSP violation of `page` (the `securitypolicyviolation` event, in every document it
 * loads from now on) and every console error about a policy. Call it before the first navigation
 * that matters: the listener is installed by an init script.
 */
export async function watchPolicyViolations(page: Page): Promise<string[]> {
  const problems: string[] = [];
  await page.exposeFunction('reportPolicyViolation', (text: string) => problems.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportPolicyViolation: (text: string) => void }).reportPolicyViolation;
      report(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} ${event.sample}`.trim());
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content.Security.Policy|Permissions.Policy/i.test(message.text())) {
      problems.push(`console: ${message.text()}`);
    }
  });
  return problems;
}
