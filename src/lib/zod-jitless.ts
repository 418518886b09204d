// The site's CSP forbids eval (decision 0013): zod then skips its `new Function` fast path, and
// also its probe for it, which the browser would report as a policy violation. Zod keeps its
// global config in this object, or adopts it when it loads later (zod/v4/core/core.js); importing
// zod's `config` here would put zod into the landing page's first load. Imported first by
// main.tsx: modules evaluate in import order, and one of the app's modules may parse with zod
// while it loads (stored preferences).
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(zodGlobal.__zod_globalConfig ??= {}).jitless = true;
