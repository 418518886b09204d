// The build's scripts and styles served brotli-compressed, as static hosts serve them to browsers
// that accept it (Cloudflare Pages, Netlify, Vercel, Firebase Hosting). `vite preview` compresses
// with gzip only, which made every page's JavaScript ~15% heavier than a phone receives it.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSED = /\.(js|css)$/;
const TYPES: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css' };

/** Writes `<file>.br` next to every script and style of the build in `outDir/assets`. */
export function precompressAssets(outDir: string): void {
  const assets = path.join(outDir, 'assets');
  for (const name of readdirSync(assets).filter((file) => COMPRESSED.test(file))) {
    const file = path.join(assets, name);
    const quality = { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY };
    writeFileSync(`${file}.br`, brotliCompressSync(readFileSync(file), { params: quality }));
  }
}

/** Answers a request for a precompressed asset with its `.br` file when the browser accepts brotli. */
export function servePrecompressed(outDir: string): Plugin {
  return {
    name: 'simk-lighthouse-brotli',
    configurePreviewServer(server) {
      server.middlewares.use((request, response, next) => {
        const pathname = path.posix.normalize((request.url ?? '').split('?')[0]!);
        const accepts = /\bbr\b/.test(String(request.headers['accept-encoding'] ?? ''));
        const file = path.join(outDir, pathname);
        if (!accepts || !pathname.startsWith('/assets/') || !COMPRESSED.test(pathname) || !existsSync(`${file}.br`)) {
          next();
          return;
        }
        const body = readFileSync(`${file}.br`);
        response.setHeader('Content-Type', TYPES[path.extname(pathname)]!);
        response.setHeader('Content-Encoding', 'br');
        response.setHeader('Vary', 'Accept-Encoding');
        response.setHeader('Content-Length', body.length);
        response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        response.end(body);
      });
    },
  };
}
