import { useMediaMatch } from '@/lib/use-media-match';

/** True when the visitor asked the system for less motion. */
export function usePrefersReducedMotion(): boolean {
  return useMediaMatch('(prefers-reduced-motion: reduce)', false);
}
