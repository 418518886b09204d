import { useEffect, useState } from 'react';

/** Whole seconds until `until` (ISO), ticking each second; 0 once past, null without a deadline. */
export function useSecondsLeft(until: string | null | undefined): number | null {
  const [now, setNow] = useState(() => Date.now());
  const deadline = until ? Date.parse(until) : Number.NaN;
  const running = Number.isFinite(deadline) && now < deadline;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  if (!Number.isFinite(deadline)) return null;
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** `mm:ss`. */
export function formatMinutesSeconds(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}
