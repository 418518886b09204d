/**
 * Registers the service worker of the build (vite.config.ts, `installableApp`; decision 0054).
 * It takes over at once (`skipWaiting`, `clientsClaim`): the build's files are precached, and the
 * next visit, with or without signal, starts from them.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker
    .register(`${import.meta.env.BASE_URL}sw.js`, { scope: import.meta.env.BASE_URL })
    .catch((error: unknown) => console.warn('Service worker tidak dapat dipasang', error));
}
