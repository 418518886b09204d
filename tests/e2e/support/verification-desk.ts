import type { Page } from 'playwright-core';

/** The application of `fullName` on the verification desk, paging on (oldest first) until it shows. */
export async function findApplication(page: Page, fullName: string) {
  const items = page.getByTestId('verification-item');
  await items.first().waitFor();
  const card = items.filter({ hasText: fullName });
  while ((await card.count()) === 0) {
    const firstBefore = await items.first().textContent();
    await page.getByRole('button', { name: 'Berikutnya' }).click();
    await page.waitForFunction(
      (text) => document.querySelector('[data-testid="verification-item"]')?.textContent !== text,
      firstBefore,
    );
  }
  return card;
}
