/**
 * Prints the web app's security headers, as the last `npm run build` wrote them to
 * `dist/_headers`, in another static host's configuration format (decision 0013,
 * docs/operations/deployment-headers.md). Netlify and Cloudflare Pages read `dist/_headers` as is.
 *
 * A build with its API on the site (`VITE_API_URL`, decision 0060) needs the host to forward it to
 * the Supabase project with the proxy's secret header: `netlify`, `nginx-forward` and
 * `caddy-forward` print that forward, from the same build variables and `SIMK_TRUSTED_PROXY_SECRET`;
 * `vercel` and `firebase`, which cannot add a header to a forward, refuse such a build.
 *
 *   tsx scripts/security-headers.ts nginx|nginx-forward|caddy|caddy-forward|netlify|vercel|firebase [dist]
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { apiForwarding, type ApiForwarding } from '../src/app/api-forwarding.ts';
import { parseHeadersFile, siteOrigins } from '../src/app/security-headers.ts';
import { TRUSTED_PROXY_SECRET_HEADER } from '../supabase/functions/_shared/constants.ts';

interface Forward extends ApiForwarding {
  secret: string;
}

type Format = (headers: [string, string][], forwarding: ApiForwarding | null) => string;

/** The forward with its secret, for the formats that print one. */
function forwardOf(forwarding: ApiForwarding | null): Forward {
  if (!forwarding) throw new Error('VITE_API_URL is not a path on the site: the app calls the Supabase URL itself.');
  const secret = process.env.SIMK_TRUSTED_PROXY_SECRET?.trim();
  if (!secret) throw new Error('SIMK_TRUSTED_PROXY_SECRET is not set (the secret the api function expects).');
  return { ...forwarding, secret };
}

/** For the hosts whose forwards cannot carry the secret header. */
function refuseForwarding(forwarding: ApiForwarding | null, host: string): void {
  if (forwarding) throw new Error(`${host} cannot add a header to a forward: build without VITE_API_URL.`);
}

const formats: Record<string, Format> = {
  /** `include` inside the `server` (or `location /`) block. */
  nginx: (headers) => headers.map(([name, value]) => `add_header ${name} "${value}" always;`).join('\n'),
  /**
   * Inside the `server` block, beside `location /`. The proxy appends the connecting address to
   * `X-Forwarded-For`; the API counts it with `SIMK_TRUSTED_PROXY_HOPS=1` (docs/operations/auth.md).
   */
  'nginx-forward': (_headers, forwarding) => {
    const { path, target, secret } = forwardOf(forwarding);
    return [
      `location ^~ ${path}/ {`,
      `    proxy_pass ${target}/;`,
      `    proxy_set_header Host ${new URL(target).host};`,
      '    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
      `    proxy_set_header ${TRUSTED_PROXY_SECRET_HEADER} "${secret}";`,
      '    proxy_ssl_server_name on;',
      // The app waits up to 120 s for a member import (IMPORT_TIMEOUT_MS); nginx's default is 60 s.
      '    proxy_read_timeout 130s;',
      '}',
    ].join('\n');
  },
  /** Inside the site block. */
  caddy: (headers) => ['header {', ...headers.map(([name, value]) => `\t${name} "${value}"`), '}'].join('\n'),
  /** Inside the site block, before its `file_server`. */
  'caddy-forward': (_headers, forwarding) => {
    const { path, target, secret } = forwardOf(forwarding);
    const upstream = new URL(target);
    return [
      `handle_path ${path}/* {`,
      `\trewrite * ${upstream.pathname}{path}`,
      `\treverse_proxy ${upstream.origin} {`,
      '\t\theader_up Host {upstream_hostport}',
      `\t\theader_up ${TRUSTED_PROXY_SECRET_HEADER} "${secret}"`,
      '\t}',
      '}',
    ].join('\n');
  },
  /**
   * `netlify.toml` in the deploy workspace (not in `dist/`: it holds the secret): the forward, whose
   * header only `netlify.toml` can set, then the SPA fallback. The security headers stay in `_headers`.
   */
  netlify: (_headers, forwarding) => {
    const { path, target, secret } = forwardOf(forwarding);
    return [
      '[[redirects]]',
      `  from = "${path}/*"`,
      `  to = "${target}/:splat"`,
      '  status = 200',
      '  force = true',
      `  headers = { ${TRUSTED_PROXY_SECRET_HEADER} = "${secret}" }`,
      '',
      '[[redirects]]',
      '  from = "/*"',
      '  to = "/index.html"',
      '  status = 200',
    ].join('\n');
  },
  /** `vercel.json` next to the deployed files, with the SPA fallback. */
  vercel: (headers, forwarding) => {
    refuseForwarding(forwarding, 'Vercel');
    return JSON.stringify(
      {
        headers: [{ source: '/(.*)', headers: headers.map(([key, value]) => ({ key, value })) }],
        rewrites: [{ source: '/(.*)', destination: '/index.html' }],
      },
      null,
      2,
    );
  },
  /** The `hosting` section of `firebase.json`, with the SPA fallback. */
  firebase: (headers, forwarding) => {
    refuseForwarding(forwarding, 'Firebase Hosting');
    return JSON.stringify(
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
    );
  },
};

const [format, distDir = 'dist'] = process.argv.slice(2);
if (!format || !(format in formats)) {
  console.error(`Usage: tsx scripts/security-headers.ts ${Object.keys(formats).join('|')} [dist]`);
  process.exit(2);
}
const headers = Object.entries(parseHeadersFile(readFileSync(join(distDir, '_headers'), 'utf8')));
// The build variables of the build just made (the same step, docs/operations/deployment-headers.md).
const forwarding = apiForwarding(siteOrigins((name) => process.env[name]));
try {
  console.log(formats[format]!(headers, forwarding));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
}
