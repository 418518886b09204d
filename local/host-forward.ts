// The API forwarded on the site's own origin, as the host configurations of
// scripts/security-headers.ts do (decision 0060): `vite preview` has no rewrites, and its `proxy`
// option would drop the preview to HTTP/1.1. Like a host's proxy, the forward appends the
// connecting address to `X-Forwarded-For` and adds the proxy's secret header.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { Plugin } from 'vite';
import type { ApiForwarding } from '../src/app/api-forwarding.ts';
import { API_PATH } from '../src/lib/env-defaults.ts';
import { TRUSTED_PROXY_SECRET_HEADER } from '../supabase/functions/_shared/constants.ts';

/** HTTP/2 pseudo-headers and hop-by-hop headers stay with their own connection. */
const HOP_BY_HOP = /^(:|connection$|keep-alive$|transfer-encoding$|upgrade$|proxy-)/i;

function forwardedHeaders(headers: http.IncomingHttpHeaders | http.OutgoingHttpHeaders) {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.test(name)));
}

/** Forwards `forwarding.path` on the preview to `forwarding.target`. */
export function serveForwarding(forwarding: ApiForwarding, secret: string): Plugin {
  const target = new URL(forwarding.target);
  return {
    name: 'simk-lighthouse-forward',
    configurePreviewServer(server) {
      server.middlewares.use((request, response, next) => {
        const url = request.url ?? '';
        if (!url.startsWith(`${forwarding.path}/`)) {
          next();
          return;
        }
        const client = request.socket.remoteAddress ?? '';
        const sent = request.headers['x-forwarded-for'];
        const upstream = http.request(
          {
            host: target.hostname,
            port: target.port,
            method: request.method,
            path: `${target.pathname}${url.slice(forwarding.path.length)}`,
            headers: {
              ...forwardedHeaders(request.headers),
              host: target.host,
              'x-forwarded-for': sent ? `${String(sent)}, ${client}` : client,
              [TRUSTED_PROXY_SECRET_HEADER.toLowerCase()]: secret,
            },
          },
          (answer) => {
            response.writeHead(answer.statusCode ?? 502, forwardedHeaders(answer.headers));
            answer.pipe(response);
          },
        );
        upstream.on('error', (error) => {
          response.statusCode = 502;
          response.end(String(error));
        });
        request.pipe(upstream);
      });
    },
  };
}

/**
 * A static host that forwards the API on the site's origin (decision 0060), for a production build
 * of this machine: the backend's trusted proxy (`startBackend`), the build variable, and the
 * preview's forward to the backend's gateway.
 */
export function forwardingHost() {
  const trustedProxy = { hops: 1, secret: randomBytes(32).toString('hex') };
  return {
    trustedProxy,
    buildEnvironment: { VITE_API_URL: API_PATH },
    forward: (gatewayUrl: string) =>
      serveForwarding({ path: API_PATH, target: `${gatewayUrl}${API_PATH}` }, trustedProxy.secret),
  };
}
