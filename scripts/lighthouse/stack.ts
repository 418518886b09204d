// The SIMK a member's phone reaches, for the Lighthouse bench: a throwaway database with the seed,
// the backend on free ports, and the production build of the web app pointed at it, served by
// `vite preview` with the headers of its `_headers` file (what Netlify or Cloudflare Pages serve)
// and the API forwarded on the site's own origin (decision 0060), over HTTPS and HTTP/2.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build, preview } from 'vite';
import { databaseUrl, rootDir } from '../../local/config.ts';
import { prepareDatabase } from '../../local/database.ts';
import { freePort, startCluster, throwawayDataDir } from '../../local/postgres.ts';
import { startBackend, webAppEnvironment } from '../../local/services.ts';
import { selfSignedCertificate } from './certificate.ts';
import { precompressAssets, servePrecompressed } from './brotli.ts';
import { forwardingHost } from '../../local/host-forward.ts';

export interface BenchStack {
  /** The production build, as a host serves it (https, a self-signed certificate). */
  webUrl: string;
  /** The gateway: auth service and the `api` function. */
  gatewayUrl: string;
  anonKey: string;
  stop(): Promise<void>;
}

/**
 * Starts everything on this machine with Node alone (embedded PostgreSQL, no downloads).
 * `webPort`: where the build is served (CORS and auth redirects admit that origin only).
 */
export async function startBenchStack(webPort: number, log: (line: string) => void): Promise<BenchStack> {
  const stops: Array<() => Promise<unknown>> = [];
  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      process.off('SIGINT', interrupted).off('SIGTERM', interrupted);
      for (const close of stops.reverse()) await close().catch((error: unknown) => console.error(error));
    })());
  // Ctrl-C, also during the minute of setting up, leaves no PostgreSQL or temporary files behind.
  const interrupted = () => void stop().finally(() => process.exit(130));
  process.on('SIGINT', interrupted).on('SIGTERM', interrupted);
  try {
    const started = performance.now();
    const dataDir = await throwawayDataDir('simk-lighthouse-');
    stops.push(() => dataDir.remove());
    const databasePort = await freePort();
    const cluster = await startCluster({ dataDir: dataDir.dir, port: databasePort, ephemeral: true });
    stops.push(() => cluster.stop());
    await prepareDatabase(databasePort, { seed: true });
    log(`database with the seed ready (${seconds(started)})`);

    const webUrl = `https://127.0.0.1:${webPort}`;
    // The API on the site's origin, which the host forwards (decision 0060).
    const host = forwardingHost();
    const backend = await startBackend({
      databaseUrl: databaseUrl(databasePort),
      gatewayPort: await freePort(),
      webUrl,
      // No dispatcher or daily jobs competing with the page for the CPU while it is measured.
      backgroundJobs: false,
      trustedProxy: host.trustedProxy,
    });
    stops.push(() => backend.stop());

    // The build variables a hosted deployment sets (README, "Deploy to hosted Supabase"), pointing
    // at this backend; they win over `.env.benchmark`. The Turnstile script is the local stand-in.
    const buildStarted = performance.now();
    Object.assign(process.env, webAppEnvironment(backend), host.buildEnvironment);
    const outDir = await fs.mkdtemp(path.join(os.tmpdir(), 'simk-lighthouse-dist-'));
    stops.push(() => fs.rm(outDir, { recursive: true, force: true }));
    await build({ root: rootDir, mode: 'benchmark', logLevel: 'warn', build: { outDir, emptyOutDir: true } });
    precompressAssets(outDir);
    log(`production build ready (${seconds(buildStarted)})`);

    // In this process (a spawned `npx vite preview` outlives its kill): strictPort fails on a busy
    // port instead of measuring whatever else answers there.
    const server = await preview({
      root: rootDir,
      mode: 'benchmark',
      logLevel: 'warn',
      build: { outDir },
      plugins: [servePrecompressed(outDir), host.forward(backend.gatewayUrl)],
      // HTTPS, hence HTTP/2 as hosts serve it: over HTTP/1.1 the signed-in pages' ~100 files queue on
      // six connections, a round trip each, which no host makes a phone do.
      preview: { port: webPort, strictPort: true, https: selfSignedCertificate() },
    });
    stops.push(() => server.close());
    return { webUrl, gatewayUrl: backend.gatewayUrl, anonKey: backend.authKeys.anonKey, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

function seconds(since: number): string {
  return `${((performance.now() - since) / 1000).toFixed(0)} s`;
}
