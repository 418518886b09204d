import { createServer } from 'vite';
import { createApp } from '../supabase/functions/api/app.ts';
import { configFromEnv } from '../supabase/functions/api/config.ts';
import { createDatabase } from '../supabase/functions/api/db.ts';
import { createAuthKeys, createAuthService, Mailbox, startMailbox, type AuthKeys } from './auth/index.ts';
import { host, localPublishableKey, rootDir } from './config.ts';
import { startGateway } from './gateway.ts';
import { freePort } from './postgres.ts';

export interface AppServices {
  gatewayUrl: string;
  webUrl: string;
  /** The local mailbox where the auth service's emails land. */
  mailboxUrl: string;
  /** The auth service's signing key and the anon / service_role keys minted from it. */
  authKeys: AuthKeys;
  stop(): Promise<void>;
}

/**
 * The HTTP side of the stack on top of a ready database: the gateway with the auth service and the
 * `api` function, the local mailbox, and the Vite web app pointed at the gateway. Used by
 * `npm start` and by the browser tests.
 */
export async function startAppServices(options: {
  databaseUrl: string;
  gatewayPort: number;
  webPort: number;
  /** A free port when omitted. */
  mailboxPort?: number;
  /** Fresh in-memory keys when omitted; `npm start` passes the ones kept under `.local/auth/`. */
  authKeys?: AuthKeys;
}): Promise<AppServices> {
  const stops: Array<() => Promise<unknown>> = [];
  const stop = async () => {
    for (const close of stops.reverse()) await close().catch(() => {});
  };
  try {
    const gatewayUrl = `http://${host}:${options.gatewayPort}`;
    const webUrl = `http://${host}:${options.webPort}`;
    const authKeys = options.authKeys ?? (await createAuthKeys());
    // What `supabase secrets` and the platform would provide to the function in production.
    const apiEnvironment: Record<string, string> = {
      SUPABASE_DB_URL: options.databaseUrl,
      SUPABASE_URL: gatewayUrl,
      SUPABASE_ANON_KEY: authKeys.anonKey,
      SUPABASE_SERVICE_ROLE_KEY: authKeys.serviceRoleKey,
      SIMK_SITE_URL: webUrl,
    };
    const sql = createDatabase(options.databaseUrl);
    stops.push(() => sql.end({ timeout: 2 }));

    const mailbox = new Mailbox();
    const mail = await startMailbox({ mailbox, host, port: options.mailboxPort ?? (await freePort()) });
    stops.push(() => mail.close());
    // The settings of supabase/config.toml's [auth] section.
    const auth = createAuthService({
      sql,
      issuerUrl: `${gatewayUrl}/auth/v1`,
      keys: authKeys,
      mailer: mailbox,
      siteUrl: webUrl,
      additionalRedirectUrls: [`http://localhost:${options.webPort}/**`],
    });

    const gateway = await startGateway({
      port: options.gatewayPort,
      host,
      auth: auth.fetch,
      functions: {
        api: createApp(
          configFromEnv((name) => apiEnvironment[name]),
          { sql },
        ).fetch,
      },
    });
    stops.push(() => gateway.close());

    const vite = await createServer({
      root: rootDir,
      logLevel: 'warn',
      server: { host, port: options.webPort, strictPort: true },
      define: {
        'import.meta.env.VITE_SUPABASE_URL': JSON.stringify(gateway.url),
        'import.meta.env.VITE_SUPABASE_PUBLISHABLE_KEY': JSON.stringify(localPublishableKey),
      },
    });
    await vite.listen();
    stops.push(() => vite.close());

    return { gatewayUrl: gateway.url, webUrl, mailboxUrl: mail.url, authKeys, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
