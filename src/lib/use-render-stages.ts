import { startTransition, useEffect, useState } from 'react';

/**
 * Counts from 0 up to `stages`, one commit at a time, each step a transition after the previous
 * one is on screen: a large first render (a form, a card below it) split into commits that each
 * fit one task, rather than one commit as long as all of them together (issue 26 §7). While
 * `stages` is 0 it gives 0; once counted up, it stays there.
 */
export function useRenderStages(stages: number): number {
  const [stage, setStage] = useState(0);
  useEffect(() => {
    if (stage < stages) startTransition(() => setStage((current) => current + 1));
  }, [stage, stages]);
  return Math.min(stage, stages);
}
