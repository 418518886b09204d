import { useIsFetching } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useAfterFirstPaint } from '@/lib/use-after-first-paint';

const HealthStatusBanner = lazy(() =>
  import('@/features/system-health').then((health) => ({ default: health.HealthStatusBanner })),
);

/** How long no query may be loading before the page counts as loaded. */
export const PAGE_QUIET_MS = 1000;
/** The longest wait after the first paint, for a page whose queries never rest (polling). */
export const PAGE_QUIET_LONGEST_MS = 10_000;

/**
 * True, and from then on, once the first paint is shown and no query has been loading for
 * `PAGE_QUIET_MS` (the page's own data, and the code it loads on the way, is in), or at the
 * latest `PAGE_QUIET_LONGEST_MS` after the first paint.
 */
export function usePageQuiet(): boolean {
  const painted = useAfterFirstPaint();
  const fetching = useIsFetching();
  const [quiet, setQuiet] = useState(false);
  useEffect(() => {
    if (quiet || !painted || fetching > 0) return;
    const timer = setTimeout(() => setQuiet(true), PAGE_QUIET_MS);
    return () => clearTimeout(timer);
  }, [quiet, painted, fetching]);
  useEffect(() => {
    if (quiet || !painted) return;
    const timer = setTimeout(() => setQuiet(true), PAGE_QUIET_LONGEST_MS);
    return () => clearTimeout(timer);
  }, [quiet, painted]);
  return quiet;
}

/**
 * The backend health banner of a signed-in page. Its three checks (spec §7: at start, then every
 * 5 minutes) wait until the page's own data is in: on a phone's connection they would otherwise
 * compete with the page's calls, each with a CORS preflight (issue 26 §7). The dashboard home's
 * Status Sistem panel asks them at once itself; the banner then reuses its answers.
 */
export function QuietHealthBanner() {
  const quiet = usePageQuiet();
  if (!quiet) return null;
  return (
    <Suspense fallback={null}>
      <HealthStatusBanner />
    </Suspense>
  );
}
