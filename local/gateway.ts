import type { HttpBindings } from '@hono/node-server';
import { Hono, type Context } from 'hono';
import { cors } from 'hono/cors';
import { ProviderSimulator } from './messaging/provider-simulator.ts';
import { MidtransSimulator } from './midtrans/simulator.ts';
import { createTurnstileStandIn } from './turnstile.ts';
import { serveFetch, type RunningServer } from './http-server.ts';

/** Something that answers fetch requests: an edge function, in-process or behind a proxy. */
export type FetchHandler = (request: Request) => Response | Promise<Response>;

export interface GatewayOptions {
  port: number;
  host: string;
  /** Edge functions by name, as `supabase functions deploy <name>` would register them. */
  functions: Record<string, FetchHandler>;
  /** The auth server (GoTrue protocol), which sees the path from `/token`, `/user`, … on. */
  auth?: FetchHandler;
  /** The storage server (Supabase Storage protocol), which sees the path from `/object`, `/bucket` on. */
  storage?: FetchHandler;
  /** Midtrans's API under `/midtrans`; one without a notification URL when omitted. */
  midtrans?: MidtransSimulator;
  /** WhatsApp Cloud, Fonnte, Twilio and the message inbox under `/messaging`; a fresh one when omitted. */
  messaging?: ProviderSimulator;
}

/**
 * The local stand-in for Supabase's API gateway. It keeps the hosted URL layout, so the web app
 * reaches every environment through the same base URL:
 *   /functions/v1/<name>/*  → the edge function, which sees the path from `/<name>` on.
 *   /auth/v1/*              → the auth server, which sees the path from `/token`, `/user`, … on.
 *   /storage/v1/*           → the storage server, which sees the path from `/object`, `/bucket` on.
 *   /midtrans/*             → the Midtrans simulator (local/midtrans/), which stands in for
 *                             https://api.sandbox.midtrans.com.
 *   /messaging/*            → WhatsApp Cloud, Fonnte and Twilio (local/messaging/), and the
 *                             message inbox at /messaging/inbox.
 */
type GatewayEnv = { Bindings: HttpBindings };

export function createGateway({
  functions,
  auth,
  storage,
  midtrans = new MidtransSimulator(),
  messaging = new ProviderSimulator(),
}: Omit<GatewayOptions, 'port' | 'host'>): Hono<GatewayEnv> {
  const gateway = new Hono<GatewayEnv>();

  gateway.all('/functions/v1/:name/*', (c) => forwardToFunction(withClientAddress(c), functions));
  gateway.all('/functions/v1/:name', (c) => forwardToFunction(withClientAddress(c), functions));
  // GoTrue answers CORS itself, so the auth server is mounted before the gateway's CORS.
  if (auth) gateway.all('/auth/v1/*', (c) => forward(withClientAddress(c), '/auth/v1', auth));
  // So does Supabase Storage.
  if (storage) gateway.all('/storage/v1/*', (c) => forward(withClientAddress(c), '/storage/v1', storage));

  // Cloudflare Turnstile is outside the machine; this answers for it (see local/turnstile.ts).
  gateway.route('/', createTurnstileStandIn());

  // Platform routes (not functions) get CORS from the gateway, as Kong adds it on Supabase.
  gateway.use('*', cors({ origin: '*', allowHeaders: ['authorization', 'apikey', 'content-type', 'x-client-info'] }));
  // Midtrans is outside the machine too; the simulator's `/simulator/*` is called from the web app.
  gateway.route('/midtrans', midtrans.app());
  // So are the messaging providers; the inbox shows what they received.
  gateway.route('/messaging', messaging.app());
  gateway.get('/', (c) =>
    c.json({
      name: 'SIMK local gateway',
      routes: [
        '/functions/v1/api/*',
        ...(auth ? ['/auth/v1/*'] : []),
        ...(storage ? ['/storage/v1/*'] : []),
        '/turnstile/v0/api.js',
        '/turnstile/v0/siteverify',
        '/midtrans/v2/charge',
        '/midtrans/v2/{order_id or transaction_id}/status',
        '/midtrans/simulator/pay',
        '/midtrans/simulator/refund',
        '/midtrans/simulator/expire',
        '/messaging/whatsapp/{version}/{phone-number-id}/messages',
        '/messaging/fonnte/send',
        '/messaging/twilio/2010-04-01/Accounts/{sid}/Messages.json',
        '/messaging/inbox',
        '/messaging/inbox/api/messages',
        '/messaging/simulator/faults',
        '/messaging/simulator/outage',
      ],
    }),
  );
  gateway.notFound((c) => c.json({ message: 'no Route matched with those values' }, 404));
  return gateway;
}

/**
 * Upstreams learn the client's address from `X-Forwarded-For`. Like a proxy, the gateway appends
 * the address the connection came from to whatever the client sent, so the right-most entry is the
 * one nobody can forge (supabase/functions/api/client-ip.ts, docs/operations/auth.md).
 */
function withClientAddress(c: Context<GatewayEnv>): Request {
  const headers = new Headers(c.req.raw.headers);
  const address = c.env.incoming.socket.remoteAddress?.replace(/^::ffff:(?=\d+\.)/i, '');
  if (address) {
    const sent = headers.get('x-forwarded-for')?.trim();
    headers.set('x-forwarded-for', sent ? `${sent}, ${address}` : address);
  }
  return new Request(c.req.raw, { headers });
}

function forwardToFunction(request: Request, functions: Record<string, FetchHandler>): Response | Promise<Response> {
  const url = new URL(request.url);
  const name = url.pathname.split('/')[3] ?? '';
  const handler = functions[name];
  if (!handler) {
    return Response.json({ code: 'NOT_FOUND', message: 'Requested function was not found' }, { status: 404 });
  }
  return forward(request, '/functions/v1', handler);
}

/** Passes the request on with `prefix` cut from its path, as Kong's `strip_path` does. */
function forward(request: Request, prefix: string, handler: FetchHandler): Response | Promise<Response> {
  const url = new URL(request.url);
  url.pathname = url.pathname.slice(prefix.length);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return handler(
    new Request(url, {
      method: request.method,
      headers: request.headers,
      body: hasBody ? request.body : null,
      signal: request.signal,
      ...(hasBody ? { duplex: 'half' } : {}),
    } as RequestInit),
  );
}

export async function startGateway(options: GatewayOptions): Promise<RunningServer> {
  return serveFetch(createGateway(options).fetch, options);
}
