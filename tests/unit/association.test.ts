import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { associationLogo } from '@shared/association';
import { rootDir } from '../../local/config.ts';

describe('the association logo', () => {
  it('is the site icon: public/favicon.svg draws the same paths in the same colours', () => {
    const svg = readFileSync(path.join(rootDir, 'public', 'favicon.svg'), 'utf8');
    const paths = [...svg.matchAll(/<path d="([^"]+)"/g)].map(([, d]) => d);
    expect(paths).toEqual([associationLogo.square, ...associationLogo.strokes]);
    expect(svg).toContain(`viewBox="0 0 ${associationLogo.size} ${associationLogo.size}"`);
    expect(svg).toContain(`fill="${associationLogo.background}"`);
    expect(svg).toContain(`stroke="${associationLogo.ink}" stroke-width="${associationLogo.strokeWidth}"`);
  });
});
