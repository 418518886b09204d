import { act, cleanup } from '@testing-library/react';

interface Widget {
  id: string;
  params: Record<string, unknown>;
}

type Callback = ((...args: unknown[]) => void) | undefined;

/**
 * A stand-in for `window.turnstile` in jsdom, which runs no external scripts. It implements the
 * calls @marsidev/react-turnstile makes and lets a test play Cloudflare's part: pass, expire, fail.
 */
export function installFakeTurnstile() {
  const widgets = new Map<string, Widget>();
  const resets: string[] = [];
  let next = 0;

  const latest = () => [...widgets.values()].at(-1);
  const fire = (name: string, ...args: unknown[]) => {
    const widget = latest();
    if (!widget) throw new Error('No Turnstile widget has been rendered.');
    act(() => (widget.params[name] as Callback)?.(...args));
  };

  window.turnstile = {
    ready: (callback) => callback(),
    render: (_container, params) => {
      const id = `fake-widget-${++next}`;
      widgets.set(id, { id, params: { ...params } });
      return id;
    },
    reset: (id) => {
      if (typeof id === 'string') resets.push(id);
    },
    remove: (id) => {
      if (typeof id === 'string') widgets.delete(id);
    },
    getResponse: () => undefined,
    isExpired: () => false,
    execute: () => {},
  };

  return {
    /** How many widgets are on the page. */
    get rendered() {
      return widgets.size;
    },
    /** Widget ids the app asked to reset. */
    resets,
    siteKey: () => latest()?.params.sitekey,
    pass: (token = 'XXXX.DUMMY.TOKEN.XXXX') => fire('callback', token),
    expire: () => fire('expired-callback', 'XXXX.DUMMY.TOKEN.XXXX'),
    fail: (code = '110200') => fire('error-callback', code),
    /** Unmounts the app first: the widget removes itself through `window.turnstile` on unmount. */
    uninstall: () => {
      cleanup();
      delete window.turnstile;
      document.getElementById('cf-turnstile-script')?.remove();
    },
  };
}

export type FakeTurnstile = ReturnType<typeof installFakeTurnstile>;
