import { DEFAULT_ONLOAD_NAME, DEFAULT_SCRIPT_ID } from '@marsidev/react-turnstile';
import { env } from '@/lib/env';

/**
 * Loads the Turnstile script from the configured URL (Cloudflare, or the local stand-in on an
 * offline machine). `@marsidev/react-turnstile` can only inject Cloudflare's URL, so the widget
 * runs with `injectScript={false}` and this loader adds the script under the id the widget
 * watches; the widget then renders once `window.turnstile` exists.
 */
export function loadTurnstileScript(onError: () => void, scriptUrl: string = env.turnstileScriptUrl): void {
  if (typeof document === 'undefined') return;
  const existing = document.getElementById(DEFAULT_SCRIPT_ID);
  if (existing) {
    if (existing.dataset.failed === 'true') existing.remove();
    else return;
  }
  const url = new URL(scriptUrl, window.location.href);
  url.searchParams.set('onload', DEFAULT_ONLOAD_NAME);
  url.searchParams.set('render', 'explicit');

  const script = document.createElement('script');
  script.id = DEFAULT_SCRIPT_ID;
  script.src = url.toString();
  script.async = true;
  script.defer = true;
  script.addEventListener('error', () => {
    script.dataset.failed = 'true';
    onError();
  });
  document.head.appendChild(script);
}
