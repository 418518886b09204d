import { startTransition, useEffect, useState } from 'react';

/**
 * False during the first render, true from the task after the first paint of the component that
 * calls it: for work the first paint should not wait for (code below the fold, background checks).
 * The component re-renders then (in a transition); keep it small, with the deferred part inside.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    const done = () => startTransition(() => setPainted(true));
    let afterFrame: ReturnType<typeof setTimeout> | undefined;
    // A frame callback runs just before the paint; a task queued from it runs after the paint.
    const frame = globalThis.requestAnimationFrame?.(() => {
      afterFrame = setTimeout(done);
    });
    // Frames do not come in a background tab (nor in jsdom with fake timers): not later than this.
    const fallback = setTimeout(done, 200);
    return () => {
      if (frame !== undefined) cancelAnimationFrame(frame);
      clearTimeout(afterFrame);
      clearTimeout(fallback);
    };
  }, []);
  return painted;
}
