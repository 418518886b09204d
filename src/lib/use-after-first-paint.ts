import { startTransition, useEffect, useState } from 'react';

/** Longest wait, for pages that never paint (background tabs). */
const FALLBACK_MS = 1000;

/**
 * Runs `callback` in a task after the page's first contentful paint has been shown (the
 * `first-contentful-paint` entry), at once (in a task) when that happened already. A frame callback
 * is not enough: the main thread runs on while the frame is still being presented. Returns a
 * function that cancels it.
 */
export function afterFirstPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    observer?.disconnect();
    clearTimeout(fallback);
    timer = setTimeout(callback);
  };
  const painted = () =>
    typeof performance !== 'undefined' && performance.getEntriesByName?.('first-contentful-paint').length > 0;

  let observer: PerformanceObserver | undefined;
  let frame: number | undefined;
  const fallback = setTimeout(run, FALLBACK_MS);
  if (painted()) {
    run();
  } else if (typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    observer = new PerformanceObserver(() => {
      if (painted()) run();
    });
    observer.observe({ type: 'paint' });
  } else {
    // No paint timing (older browsers, jsdom): the task after the next frame.
    frame = globalThis.requestAnimationFrame?.(run);
    if (frame === undefined) run();
  }

  return () => {
    if (frame !== undefined) cancelAnimationFrame(frame);
    done = true;
    observer?.disconnect();
    clearTimeout(fallback);
    clearTimeout(timer);
  };
}

/**
 * False during the first render, true once the page's first paint has been shown: for work the
 * first paint should not wait for (code below the fold, requests, background checks). The
 * component re-renders then (in a transition); keep it small, with the deferred part inside.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterFirstPaint(() => startTransition(() => setPainted(true))), []);
  return painted;
}
