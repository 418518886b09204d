import { describe, expect, it } from 'vitest';
import { fitWithin } from '@/features/profile/components/resize-image';

describe('fitWithin (the profile photo size before upload)', () => {
  it('shrinks the longest side to 512 px, keeping the aspect ratio', () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 512, height: 384 });
    expect(fitWithin(3000, 4000)).toEqual({ width: 384, height: 512 });
    expect(fitWithin(1024, 1024)).toEqual({ width: 512, height: 512 });
  });

  it('never enlarges a small photo, and keeps a sliver at least 1 px', () => {
    expect(fitWithin(300, 200)).toEqual({ width: 300, height: 200 });
    expect(fitWithin(10000, 5)).toEqual({ width: 512, height: 1 });
  });
});
