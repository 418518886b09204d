import createCache from '@emotion/cache';
import { serializeStyles } from '@emotion/serialize';
import { system } from './theme';

/**
 * Chakra's global CSS (layer order, reset, token variables, global styles) as a stylesheet.
 * vite.config.ts puts it into index.html at build time, so the browser does not build it at start
 * (about 50 KB of CSS: serialized, hashed and parsed by Emotion before the first paint). Emotion's
 * own cache and serializer (dependencies of @emotion/react) write it as the browser would.
 */
export function renderGlobalCss(): string {
  const cache = createCache({ key: 'chakra-global' });
  return [system.layers.atRule, system._global]
    .map((styles) => cache.insert('', serializeStyles([styles as never]), cache.sheet, true) ?? '')
    .join('');
}
