import '@/lib/zod-jitless';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { LandingPage, LoginPage, SignedInLayout, signedInFirstPages } from '@/app/routes';
import { preloadSessionCheck } from '@/features/auth/session/preload-session-check';
import { i18nReady, loadNamespaces, preloadServerTexts } from '@/lib/i18n';
import { hasStoredSession } from '@/lib/supabase';

const rootElement = document.getElementById('root');
if (!rootElement) {
  // Spec §8: a missing root element is fatal; there is nothing to render into.
  throw new Error('Elemen root (#root) tidak ditemukan. Aplikasi SIMK tidak dapat dimuat.');
}

/**
 * The pages visits start on: their code and texts load next to the app's (index.html even asks
 * for them before this script runs), and the first render waits for them, so the first paint is
 * the page itself. Rendering first would paint "Memuat halaman..." and then swap in the page:
 * a later, second paint of the largest content and work after the first paint.
 */
const firstPages: Record<string, () => Promise<unknown>> = {
  '/': () => Promise.all([LandingPage.preload(), loadNamespaces('landing')]),
  '/login': () => Promise.all([LoginPage.preload(), loadNamespaces('auth')]),
};

const ready = [i18nReady, firstPages[window.location.pathname]?.()];

// A member's page with a stored session: its code and the shell's load while the session is
// checked (the shell shows its loader meanwhile), and so does the session check's own code;
// a failed load is retried when the route renders.
const signedInPage = signedInFirstPages[window.location.pathname];
if (signedInPage && hasStoredSession()) {
  Promise.all([preloadSessionCheck(signedInPage.reads), SignedInLayout.preload(), signedInPage.preload()]).catch(
    () => {},
  );
}

// A page that fails to load still renders: its route shows the error page.
void Promise.allSettled(ready).then(() => {
  // A transition renders in slices that yield to the browser instead of one long task.
  startTransition(() => {
    createRoot(rootElement).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
  void preloadServerTexts();
});

// The built app works offline (decision 0054). Its service worker is registered once the page has
// loaded, from a chunk of its own, so neither its code nor its downloads delay the first page.
if (import.meta.env.PROD) {
  const register = () =>
    void import('@/app/service-worker').then(({ registerServiceWorker }) => registerServiceWorker());
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
