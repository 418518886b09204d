import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import '@/lib/zod-jitless';
import { i18n, lazyNamespaces, loadNamespaces } from '@/lib/i18n';

// findBy… and waitFor wait on their condition for up to 5 s, not testing-library's 1 s: a file's
// first screen loads its lazy route and code on a machine that also runs the browser tests.
configure({ asyncUtilTimeout: 5_000 });

// jsdom does not implement scrolling; React Router's <ScrollRestoration> calls it on navigation.
window.scrollTo = () => {};

// The app loads texts per namespace on first use (a screen suspends until then); tests load them
// up front, so that a screen's first render already has its texts on a slow, busy machine.
beforeAll(() => loadNamespaces(...lazyNamespaces));

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('id');
  localStorage.clear();
  sessionStorage.clear();
  document.documentElement.className = '';
});
