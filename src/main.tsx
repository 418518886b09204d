import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { i18nReady, loadNamespaces } from '@/lib/i18n';

const rootElement = document.getElementById('root');
if (!rootElement) {
  // Spec §8: a missing root element is fatal; there is nothing to render into.
  throw new Error('Elemen root (#root) tidak ditemukan. Aplikasi SIMK tidak dapat dimuat.');
}

/**
 * The code and texts of the pages people land on start downloading now, next to the app's own
 * code, instead of after the first render has asked for them (one round trip less).
 */
const firstPages: Record<string, () => Promise<unknown>> = {
  '/': () => Promise.all([import('@/features/landing/routes/landing-page'), loadNamespaces('landing')]),
  '/login': () => Promise.all([import('@/features/auth/routes/login-page'), loadNamespaces('auth')]),
};
void firstPages[window.location.pathname]?.().catch(() => {
  // The route loads (and reports a failure) on its own when it renders.
});

// At once for the default language; other languages wait for their frame texts.
void i18nReady.finally(() => {
  // A transition renders in slices that yield to the browser, so the first render is not one
  // long task.
  startTransition(() => {
    createRoot(rootElement).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
});
