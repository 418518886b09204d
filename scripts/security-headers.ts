/**
 * Prints the web app's security headers, as the last `npm run build` wrote them to
 * `dist/_headers`, in another static host's configuration format (decision 0013,
 * docs/operations/deployment-headers.md). Netlify and Cloudflare Pages read `dist/_headers` as is.
 *
 *   tsx scripts/security-headers.ts nginx|caddy|vercel|firebase [dist]
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseHeadersFile } from '../src/app/security-headers.ts';

const formats = {
  /** `include` inside the `server` (or `location /`) block. */
  nginx: (headers: [string, string][]) =>
    headers.map(([name, value]) => `add_header ${name} "${value}" always;`).join('\n'),
  /** Inside the site block. */
  caddy: (headers: [string, string][]) =>
    ['header {', ...headers.map(([name, value]) => `\t${name} "${value}"`), '}'].join('\n'),
  /** `vercel.json` next to the deployed files, with the SPA fallback. */
  vercel: (headers: [string, string][]) =>
    JSON.stringify(
      {
        headers: [{ source: '/(.*)', headers: headers.map(([key, value]) => ({ key, value })) }],
        rewrites: [{ source: '/(.*)', destination: '/index.html' }],
      },
      null,
      2,
    ),
  /** The `hosting` section of `firebase.json`, with the SPA fallback. */
  firebase: (headers: [string, string][]) =>
    JSON.stringify(
      {
        hosting: {
          public: 'dist',
          ignore: ['_headers', '**/*.map'],
          headers: [{ source: '**', headers: headers.map(([key, value]) => ({ key, value })) }],
          rewrites: [{ source: '**', destination: '/index.html' }],
        },
      },
      null,
      2,
    ),
};

const [format, distDir = 'dist'] = process.argv.slice(2);
if (!format || !(format in formats)) {
  console.error(`Usage: tsx scripts/security-headers.ts ${Object.keys(formats).join('|')} [dist]`);
  process.exit(2);
}
const headers = Object.entries(parseHeadersFile(readFileSync(join(distDir, '_headers'), 'utf8')));
console.log(formats[format as keyof typeof formats](headers));
