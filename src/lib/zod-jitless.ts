// The site's CSP forbids eval (decision 0013): zod then skips its `new Function` fast path, and
// also its probe for it, which the browser would report as a policy violation. Zod keeps its
// global config in this object, or adopts it when it loads later (zod/v4/core/core.js); importing
// zod's `config` here would put zod into the landing page's first load. Imported first by
// main.tsx: modules evaluate in import order, and one of the app's modules may parse with zod
// while it loads (stored preferences).
//
// zod's own issues carry translation keys, as the API's do (issue-keys.ts); the forms show them
// in the reader's language (validation-text.ts).
import { issueKey } from '@shared/contracts/issue-keys';

const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean; customError?: typeof issueKey } };
const zodConfig = (zodGlobal.__zod_globalConfig ??= {});
zodConfig.jitless = true;
zodConfig.customError = issueKey;
