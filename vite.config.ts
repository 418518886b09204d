import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, runnerImport, type Plugin, type ResolvedConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { checkBuildEnv } from './src/lib/build-env.ts';
import type * as GlobalCss from './src/app/theme-global-css.ts';
import { headersFile, parseHeadersFile, securityHeaders, siteOrigins } from './src/app/security-headers.ts';
import { API_PATH } from './src/lib/env-defaults.ts';
import { signedInNamespaces } from './src/lib/signed-in-namespaces.ts';

export const aliases = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@shared': fileURLToPath(new URL('./supabase/functions/_shared', import.meta.url)),
};

/**
 * The pages visits start on, with the modules and text namespaces `src/main.tsx` loads before the
 * first render (keep both lists in step). The frame's texts are in the entry for the default
 * language; other languages need them too.
 */
const firstPages: Record<string, { modules: string[]; namespaces: string[]; signedIn?: true }> = {
  '/': { modules: ['src/features/landing/routes/landing-page.tsx'], namespaces: ['landing'] },
  '/login': { modules: ['src/features/auth/routes/login-page.tsx'], namespaces: ['auth'] },
  // The member's first pages (`signedInFirstPages` of src/app/routes.tsx), when a session is stored.
  '/dashboard/profile': {
    modules: ['src/app/pages/profile-route.tsx'],
    namespaces: ['payments', 'memberCard', 'transfers'],
    signedIn: true,
  },
  '/profile': {
    modules: ['src/app/pages/profile-route.tsx'],
    namespaces: ['payments', 'memberCard', 'transfers'],
    signedIn: true,
  },
  '/dashboard/profile/card': {
    modules: ['src/features/profile/member-card/member-card-page.tsx'],
    namespaces: ['memberCard'],
    signedIn: true,
  },
  '/member-dues': { modules: ['src/app/pages/member-bills-route.tsx'], namespaces: ['payments'], signedIn: true },
  '/payment-qris': {
    modules: ['src/features/dues/routes/payment-qris-page.tsx'],
    namespaces: ['payments'],
    signedIn: true,
  },
};
/**
 * What every signed-in first page loads with a stored session (main.tsx): the shell and the session
 * check. Not supabase-js: a stored token that is still good restores the session without it.
 */
const signedInModules = ['src/app/layouts/signed-in-layout.tsx', 'src/features/auth/session/restore-session.ts'];
const frameNamespaces = ['common', 'health'];
const languages = ['id', 'en'];

/**
 * Adds a small script to index.html that asks for the current page's code and texts
 * (`modulepreload`) while the HTML is still being read, in parallel with the app's own code.
 * Without it they are only requested once the app's code has run, one round trip later.
 */
function firstPagePreloads(): Plugin {
  let base = '/';
  return {
    name: 'simk-first-page-preloads',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk: entry }) {
        if (!bundle || !entry) return;
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const bySource = (source: string) =>
          chunks.find((output) => output.facadeModuleId === fileURLToPath(new URL(source, import.meta.url)));
        const withImports = (fileName: string, files = new Set<string>(), skip = new Set<string>()): Set<string> => {
          if (skip.has(fileName) || files.has(fileName)) return files;
          files.add(fileName);
          const output = bundle[fileName];
          if (output?.type === 'chunk') for (const imported of output.imports) withImports(imported, files, skip);
          return files;
        };
        // Vite already preloads the entry's own imports.
        const inEntry = withImports(entry.fileName);
        const notInEntry = (fileName: string) => [...withImports(fileName, new Set(), inEntry)];
        const texts = (namespaces: string[], language: string) =>
          namespaces.flatMap((namespace) => {
            const output = bySource(`./src/locales/${language}/${namespace}.json`);
            return output ? notInEntry(output.fileName) : [];
          });

        const chunksOf = (sources: string[]) =>
          sources.flatMap((source) => {
            const output = bySource(`./${source}`);
            if (!output) throw new Error(`firstPagePreloads: no chunk for ${source}`);
            return notInEntry(output.fileName);
          });
        const signedIn = new Set(chunksOf(signedInModules));
        const pages = Object.fromEntries(
          Object.entries(firstPages).map(([path, page]) => {
            const modules = [...new Set(chunksOf(page.modules))].filter(
              (file) => !page.signedIn || !signedIn.has(file),
            );
            const namespaces = page.signedIn ? [...signedInNamespaces, ...page.namespaces] : page.namespaces;
            const perLanguage = Object.fromEntries(
              languages.map((language) => [
                language,
                texts(namespaces, language).concat(language === 'id' ? [] : texts(frameNamespaces, language)),
              ]),
            );
            return [path, { modules, ...perLanguage, ...(page.signedIn ? { s: 1 } : {}) }];
          }),
        );
        const script =
          `(function(){try{var p=${JSON.stringify(pages)}[location.pathname];if(!p)return;` +
          // A signed-in page's code only with a stored session (supabase-js's key, sb-<host>-auth-token).
          `if(p.s){var h=function(t){for(var i=0;i<t.length;i++)if(/^sb-.+-auth-token$/.test(t.key(i)))return 1};` +
          `if(!h(localStorage)&&!h(sessionStorage))return;p.modules=p.modules.concat(${JSON.stringify([...signedIn])})}` +
          `var l=localStorage.getItem('language');var f=p.modules.concat(p.id,l&&l!=='id'&&p[l]?p[l]:[]);` +
          `for(var i=0;i<f.length;i++){var k=document.createElement('link');k.rel='modulepreload';` +
          `k.crossOrigin='';k.href=${JSON.stringify(base)}+f[i];document.head.appendChild(k);}}catch(e){}})();`;
        return [{ tag: 'script', children: script, injectTo: 'head' }];
      },
    },
  };
}

/**
 * Puts Chakra's global CSS into index.html as a static stylesheet (see src/app/theme-global-css.ts);
 * `AppProviders` then skips building it in the browser.
 */
function chakraGlobalCss(): Plugin {
  let css = '';
  return {
    name: 'simk-chakra-global-css',
    apply: 'build',
    async buildStart() {
      const { module } = await runnerImport<typeof GlobalCss>('/src/app/theme-global-css.ts');
      css = module.renderGlobalCss();
    },
    transformIndexHtml: () => [
      { tag: 'style', attrs: { 'data-chakra-global-css': '' }, children: css, injectTo: 'head' },
    ],
  };
}

/** `'sha256-…'` of each inline `<script>` of an HTML page, as CSP `script-src` allows them. */
function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map(
    ([, body]) => `'sha256-${createHash('sha256').update(body!).digest('base64')}'`,
  );
}

/** The origins the app talks to, as it sees them: `define` (set by local/services.ts) first, then the env files and VITE_*. */
function appOrigins(config: ResolvedConfig) {
  return siteOrigins((name) => {
    const defined = config.define?.[`import.meta.env.${name}`];
    return typeof defined === 'string' ? (JSON.parse(defined) as string) : (config.env[name] as string | undefined);
  });
}

/**
 * `<link rel="preconnect" crossorigin>` to the API's and auth's origins in index.html: the
 * connection (DNS, TCP, TLS) opens while the app's code loads, not at the session check
 * (`/auth/me`), the first call of a signed-in page. `crossorigin`: the calls are CORS requests,
 * which use their own pool. An API on the site's origin (decision 0060) needs none.
 */
function apiPreconnect(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'simk-api-preconnect',
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml() {
      const { apiUrl, supabaseUrl } = appOrigins(config);
      const origins = new Set(
        [apiUrl, supabaseUrl].filter((url) => !url.startsWith('/')).map((url) => new URL(url).origin),
      );
      return [...origins].map((href) => ({
        tag: 'link',
        attrs: { rel: 'preconnect', href, crossorigin: '' },
        injectTo: 'head-prepend' as const,
      }));
    },
  };
}

/**
 * The security headers of src/app/security-headers.ts on every response: the build writes them to
 * `dist/_headers` for the production host, `vite preview` serves that file's headers, and the dev
 * server adds its hot-reload websocket and the inline scripts of its own index.html.
 */
function securityHeadersPlugin(): Plugin {
  let config: ResolvedConfig;
  const origins = () => appOrigins(config);
  const setHeaders = (response: ServerResponse, headers: Record<string, string>) => {
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
  };
  return {
    name: 'simk-security-headers',
    configResolved(resolved) {
      config = resolved;
    },
    configureServer(server) {
      const indexHtml = path.join(config.root, 'index.html');
      let hashes: Promise<string[]> | undefined;
      server.watcher.on('change', (file) => {
        if (file === indexHtml) hashes = undefined;
      });
      server.middlewares.use((request, response, next) => {
        hashes ??= server
          .transformIndexHtml('/', readFileSync(indexHtml, 'utf8'))
          .then(inlineScriptHashes)
          .catch((error: unknown) => {
            hashes = undefined; // try again on the next request
            throw error;
          });
        hashes.then((inlineScripts) => {
          const host = request.headers.host ?? `${config.server.host}:${config.server.port}`;
          setHeaders(
            response,
            securityHeaders({ ...origins(), inlineScriptHashes: inlineScripts, hotReloadOrigin: `ws://${host}` }),
          );
          next();
        }, next);
      });
    },
    configurePreviewServer(server) {
      const built = parseHeadersFile(readFileSync(path.resolve(config.root, config.build.outDir, '_headers'), 'utf8'));
      server.middlewares.use((_request, response, next) => {
        setHeaders(response, built);
        next();
      });
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const html = bundle['index.html'];
        if (html?.type !== 'asset') throw new Error('simk-security-headers: index.html is not in the bundle');
        const inputs = { ...origins(), inlineScriptHashes: inlineScriptHashes(String(html.source)) };
        this.emitFile({ type: 'asset', fileName: '_headers', source: headersFile(securityHeaders(inputs)) });
      },
    },
  };
}

const vendorLibraries = new RegExp(
  `node_modules[\\\\/](${[
    'react',
    'react-dom',
    'scheduler',
    'react-router',
    'react-router-dom',
    'i18next',
    'react-i18next',
    '@emotion',
    'stylis',
    '@tanstack',
    '@pandacss',
    'use-sync-external-store',
    'hoist-non-react-statics',
    'react-is',
  ].join('|')})[\\\\/]`,
);

/**
 * Refuses a build without its configuration (src/lib/build-env.ts): the env files of the mode and
 * the VITE_* variables of the environment, as the app will see them. `--mode benchmark` builds with
 * the local values of `.env.benchmark` (`npm run bench:bundle`, `bench:lighthouse`).
 */
function buildEnvCheck(): Plugin {
  return {
    name: 'simk-build-env',
    apply: 'build',
    configResolved(config) {
      const variables = loadEnv(config.mode, typeof config.envDir === 'string' ? config.envDir : config.root, 'VITE_');
      checkBuildEnv((name) => variables[name]);
    },
  };
}

/**
 * The installable app (decision 0054): the manifest, and a Workbox service worker that precaches
 * the build (the same files for everyone: nothing personal, no API answers) and serves index.html
 * for every page, so a second visit and an offline one start from the device. Built only: the dev
 * server has none. `src/app/service-worker.ts` registers it after the first page has loaded.
 */
function installableApp() {
  return VitePWA({
    injectRegister: false,
    registerType: 'autoUpdate',
    includeAssets: ['favicon.ico', 'favicon.svg', 'apple-touch-icon-180x180.png'],
    manifest: {
      name: 'SIMK — Sistem Informasi Manajemen Keanggotaan',
      short_name: 'SIMK',
      description: 'Keanggotaan, kartu anggota, iuran dan mutasi anggota.',
      lang: 'id',
      start_url: '/dashboard',
      scope: '/',
      display: 'standalone',
      theme_color: '#0b565d',
      background_color: '#ffffff',
      icons: [
        { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png' },
        { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png' },
        { src: '/maskable-icon-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2}'],
      navigateFallback: '/index.html',
      // A file's own address (favicon.ico typed in the address bar) is not a page of the app.
      // Nor is the API where the host forwards it on the site (decision 0060).
      navigateFallbackDenylist: [/\/[^/]+\.[a-z0-9]+$/i, new RegExp(`^${API_PATH}/`)],
      cleanupOutdatedCaches: true,
      clientsClaim: true,
      skipWaiting: true,
    },
  });
}

export default defineConfig({
  plugins: [
    buildEnvCheck(),
    react(),
    chakraGlobalCss(),
    firstPagePreloads(),
    apiPreconnect(),
    securityHeadersPlugin(),
    installableApp(),
  ],
  resolve: { alias: aliases },
  server: {
    host: '127.0.0.1',
    port: 5173,
    strictPort: true,
    // The dev server serves the web app and nothing else of the repository: not the local stack's
    // keys, documents and database (`.local/`), env files, migrations or git (decision 0013).
    fs: {
      allow: ['./index.html', './src', './public', './node_modules', './supabase/functions/_shared'].map((entry) =>
        fileURLToPath(new URL(entry, import.meta.url)),
      ),
      deny: ['**/.local/**', '**/.env', '**/.env.*', '**/.git/**', '**/*.{crt,pem,key}'],
    },
  },
  preview: { host: '127.0.0.1', port: 5173, strictPort: true },
  build: {
    // Source maps are written (for debugging and error reports) but not referenced from the served
    // files: browsers do not fetch them, and every chunk is a comment line shorter.
    sourcemap: 'hidden',
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // The libraries every page runs, in one file: the first page then loads a dozen
              // files instead of ~30 small shared chunks (a request each; ~5 KB gzip less too).
              name: 'vendor',
              test: vendorLibraries,
            },
          ],
        },
      },
    },
  },
  json: { namedExports: false },
});
