import '@/lib/zod-jitless';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { LandingPage, LoginPage } from '@/app/routes';
import { i18nReady, loadNamespaces, preloadServerTexts } from '@/lib/i18n';

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
