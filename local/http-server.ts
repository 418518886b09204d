import type { Server } from 'node:http';
import { serve } from '@hono/node-server';

export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

/** Serves a fetch handler on host:port; `close()` also drops kept-alive connections. */
export async function serveFetch(
  fetch: Parameters<typeof serve>[0]['fetch'],
  options: { host: string; port: number },
): Promise<RunningServer> {
  const server = await new Promise<Server>((resolve, reject) => {
    const started = serve({ fetch, port: options.port, hostname: options.host }, () =>
      resolve(started as Server),
    ) as Server;
    started.once('error', reject);
  });
  return {
    url: `http://${options.host}:${options.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
