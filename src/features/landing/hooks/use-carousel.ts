import { useCallback, useEffect, useState, type FocusEvent } from 'react';
import { usePrefersReducedMotion } from './use-reduced-motion';

export interface Carousel {
  index: number;
  /** Chosen with the pause/play button; reduced motion starts paused. */
  playing: boolean;
  /** Playing and not held by hover or focus. */
  running: boolean;
  reducedMotion: boolean;
  goTo(index: number): void;
  next(): void;
  previous(): void;
  togglePlaying(): void;
  /** Hover or keyboard focus inside the carousel holds it (WCAG 2.2.2). */
  setHeld(held: boolean): void;
  /** The carousel element's handlers that hold it while hovered or focused within. */
  holdProps: {
    onMouseEnter(): void;
    onMouseLeave(): void;
    onFocus(): void;
    onBlur(event: FocusEvent<HTMLElement>): void;
  };
}

/**
 * A slide index that advances every `intervalMs` while playing. Any manual move restarts the
 * interval, so a slide the visitor picked stays for a full period.
 */
export function useCarousel(count: number, intervalMs: number): Carousel {
  const reducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const [playingChoice, setPlayingChoice] = useState<boolean | null>(null);
  const [held, setHeld] = useState(false);
  const [moves, setMoves] = useState(0);

  const playing = playingChoice ?? !reducedMotion;
  const running = playing && !held && count > 1;
  const current = count > 0 ? Math.min(index, count - 1) : 0;

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setIndex((value) => (value + 1) % count), intervalMs);
    return () => clearInterval(timer);
  }, [running, count, intervalMs, moves]);

  const goTo = useCallback(
    (target: number) => {
      if (count === 0) return;
      setIndex(((target % count) + count) % count);
      setMoves((value) => value + 1);
    },
    [count],
  );

  return {
    index: current,
    playing,
    running,
    reducedMotion,
    goTo,
    next: () => goTo(current + 1),
    previous: () => goTo(current - 1),
    togglePlaying: () => setPlayingChoice(!playing),
    setHeld,
    holdProps: {
      onMouseEnter: () => setHeld(true),
      onMouseLeave: () => setHeld(false),
      onFocus: () => setHeld(true),
      onBlur: (event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false);
      },
    },
  };
}
