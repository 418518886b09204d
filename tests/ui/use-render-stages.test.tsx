import { render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { useRenderStages } from '@/lib/use-render-stages';

/** Records the stage of every commit. */
function Stages({ stages, committed }: { stages: number; committed: number[] }) {
  const stage = useRenderStages(stages);
  useLayoutEffect(() => {
    committed.push(stage);
  });
  return <p data-testid="stage">{stage}</p>;
}

describe('useRenderStages', () => {
  it('counts up one commit at a time, each stage on screen before the next', async () => {
    const committed: number[] = [];
    const { rerender } = render(<Stages stages={0} committed={committed} />);
    expect(committed).toEqual([0]);

    rerender(<Stages stages={3} committed={committed} />);
    await screen.findByText('3');
    expect(committed).toEqual([0, 0, 1, 2, 3]);
  });

  it('gives 0 while there is nothing to stage, and stays counted up after', async () => {
    const committed: number[] = [];
    const { rerender } = render(<Stages stages={2} committed={committed} />);
    await screen.findByText('2');
    rerender(<Stages stages={0} committed={committed} />);
    expect(screen.getByTestId('stage').textContent).toBe('0');
    rerender(<Stages stages={2} committed={committed} />);
    expect(screen.getByTestId('stage').textContent).toBe('2');
  });
});
