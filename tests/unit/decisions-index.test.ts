import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decisions, decisionsReadme, expectedReadme } from '../../scripts/docs/decisions-index.ts';

describe('docs/decisions/README.md', () => {
  it('lists every decision with its title and status (npm run docs:decisions refreshes it)', async () => {
    const current = fs.readFileSync(decisionsReadme, 'utf8');
    expect(current).toBe(await expectedReadme(current));
  });

  it('names the numbers never used, so a gap is not mistaken for a lost decision', () => {
    const numbers = decisions().map((d) => Number(d.number));
    expect(new Set(numbers).size).toBe(numbers.length);
    const current = fs.readFileSync(decisionsReadme, 'utf8');
    for (let n = 1; n < Math.max(...numbers); n++) {
      if (!numbers.includes(n)) expect(current).toContain(String(n).padStart(4, '0'));
    }
  });
});
