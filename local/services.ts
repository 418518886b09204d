import { createServer } from 'vite';
import { createApp } from '../supabase/functions/api/app.ts';
import { configFromEnv } from '../supabase/functions/api/config.ts';
import { createDatabase } from '../supabase/functions/api/db.ts';
import { host, localPublishableKey, rootDir } from './config.ts';
import { startGateway } from './gateway.ts';

export interface AppServices {
  gatewayUrl: string;
  webUrl: string;
  stop(): Promise<void>;
}

/**
 * The HTTP side of the stack on top of a ready database: the gateway with the `api` function and
 * the Vite web app pointed at it. Used by `npm start` and by the browser tests.
 */
export async function startAppServices(options: {
  databaseUrl: string;
  gatewayPort: number;
  webPort: number;
}): Promise<AppServices> {
  const stops: Array<() => Promise<unknown>> = [];
  const stop = async () => {
    for (const close of stops.reverse()) await close().catch(() => {});
  };
  try {
    const gatewayUrl = `http://${host}:${options.gatewayPort}`;
    // What `supabase secrets` and the platform would provide to the function in production.
    const apiEnvironment: Record<string, string> = {
      SUPABASE_DB_URL: options.databaseUrl,
      SUPABASE_URL: gatewayUrl,
      SIMK_SITE_URL: `http://${host}:${options.webPort}`,
    };
    const sql = createDatabase(options.databaseUrl);
    stops.push(() => sql.end({ timeout: 2 }));
    const gateway = await startGateway({
      port: options.gatewayPort,
      host,
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

    return { gatewayUrl: gateway.url, webUrl: `http://${host}:${options.webPort}`, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
