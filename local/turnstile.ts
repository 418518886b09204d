import { Hono } from 'hono';
import { cors } from 'hono/cors';

/**
 * A local stand-in for Cloudflare Turnstile, for machines without internet. It follows
 * Cloudflare's documented test keys:
 *   sitekeys  1x00000000000000000000AA passes, 2x00000000000000000000AB blocks,
 *             3x00000000000000000000FF asks for an interaction;
 *   secrets   1x0000000000000000000000000000000AA passes, 2x…AA fails, 3x…AA "already spent".
 * `GET /turnstile/v0/api.js` is the widget script; `POST /turnstile/v0/siteverify` the check.
 */
export const TURNSTILE_DUMMY_TOKEN = 'XXXX.DUMMY.TOKEN.XXXX';

export const turnstileTestKeys = {
  passingSiteKey: '1x00000000000000000000AA',
  blockingSiteKey: '2x00000000000000000000AB',
  interactiveSiteKey: '3x00000000000000000000FF',
  passingSecret: '1x0000000000000000000000000000000AA',
  failingSecret: '2x0000000000000000000000000000000AA',
  spentSecret: '3x0000000000000000000000000000000AA',
} as const;

type SiteverifyResult = {
  success: boolean;
  'error-codes': string[];
  challenge_ts?: string;
  hostname?: string;
  action?: string;
  cdata?: string;
};

export function siteverify(secret: string | undefined, response: string | undefined): SiteverifyResult {
  if (!secret) return { success: false, 'error-codes': ['missing-input-secret'] };
  if (!response) return { success: false, 'error-codes': ['missing-input-response'] };
  switch (secret) {
    case turnstileTestKeys.passingSecret:
      return {
        success: true,
        'error-codes': [],
        challenge_ts: new Date().toISOString(),
        hostname: 'localhost',
        action: '',
        cdata: '',
      };
    case turnstileTestKeys.failingSecret:
      return { success: false, 'error-codes': ['invalid-input-response'] };
    case turnstileTestKeys.spentSecret:
      return { success: false, 'error-codes': ['timeout-or-duplicate'] };
    default:
      return { success: false, 'error-codes': ['invalid-input-secret'] };
  }
}

export function createTurnstileStandIn(): Hono {
  const app = new Hono();
  app.use('*', cors({ origin: '*' }));
  app.get('/turnstile/v0/api.js', (c) =>
    c.body(widgetScript, 200, { 'content-type': 'text/javascript; charset=utf-8' }),
  );
  app.post('/turnstile/v0/siteverify', async (c) => {
    const type = c.req.header('content-type') ?? '';
    const body = type.includes('application/json')
      ? ((await c.req.json()) as Record<string, string>)
      : Object.fromEntries(Object.entries(await c.req.parseBody()).map(([k, v]) => [k, String(v)]));
    return c.json(siteverify(body.secret, body.response));
  });
  return app;
}

// The widget: the subset of `window.turnstile` that @marsidev/react-turnstile uses.
const widgetScript = `(() => {
  const TOKEN = ${JSON.stringify(TURNSTILE_DUMMY_TOKEN)};
  const EXPIRES_MS = 300000;
  const widgets = new Map();
  let next = 0;
  const call = (fn, ...args) => { if (typeof fn === 'function') fn(...args); };
  function issue(w) {
    w.token = TOKEN;
    w.box.dataset.state = 'verified';
    w.label.textContent = 'Terverifikasi (Turnstile lokal)';
    clearTimeout(w.expiry);
    w.expiry = setTimeout(() => { w.token = ''; w.box.dataset.state = 'expired'; call(w.params['expired-callback'], TOKEN); }, EXPIRES_MS);
    call(w.params.callback, TOKEN);
  }
  function start(w) {
    const key = String(w.params.sitekey || '');
    w.token = '';
    w.box.dataset.state = 'pending';
    w.label.textContent = 'Memverifikasi…';
    if (key.startsWith('2x')) { setTimeout(() => { w.box.dataset.state = 'error'; w.label.textContent = 'Verifikasi gagal'; call(w.params['error-callback'], '110200'); }, 200); return; }
    if (key.startsWith('3x')) {
      call(w.params['before-interactive-callback']);
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = 'Saya bukan robot';
      button.onclick = () => { button.remove(); call(w.params['after-interactive-callback']); issue(w); };
      w.label.textContent = '';
      w.label.appendChild(button);
      return;
    }
    setTimeout(() => issue(w), 200);
  }
  const api = {
    ready(cb) { cb(); },
    render(container, params) {
      const host = typeof container === 'string' ? document.querySelector(container) : container;
      const id = 'cf-local-' + (++next);
      const box = document.createElement('div');
      box.className = 'cf-turnstile-local';
      box.style.cssText = 'display:inline-flex;align-items:center;gap:8px;padding:8px 12px;border:1px solid #cbd5e1;border-radius:6px;font:14px system-ui;min-width:260px;min-height:40px';
      const label = document.createElement('span');
      label.setAttribute('role', 'status');
      box.appendChild(label);
      host.appendChild(box);
      const w = { id, params: params || {}, box, label, token: '', expiry: 0 };
      widgets.set(id, w);
      start(w);
      return id;
    },
    reset(id) { const w = id ? widgets.get(id) : widgets.values().next().value; if (w) start(w); },
    remove(id) { const w = widgets.get(id); if (w) { clearTimeout(w.expiry); w.box.remove(); widgets.delete(id); } },
    getResponse(id) { const w = id ? widgets.get(id) : widgets.values().next().value; return w ? w.token : undefined; },
    isExpired(id) { const w = widgets.get(id); return !!w && w.box.dataset.state === 'expired'; },
    execute() {},
  };
  window.turnstile = api;
  const src = document.currentScript && document.currentScript.src;
  const onload = src ? new URL(src).searchParams.get('onload') : null;
  if (onload && typeof window[onload] === 'function') window[onload]();
})();
`;
