import { describe, expect, it } from 'vitest';
import { rememberRecent } from '@/lib/remember-recent';

describe('rememberRecent', () => {
  it('computes each key once while it is among the last `size` keys, then forgets the oldest', () => {
    const computed: string[] = [];
    const lengthOf = rememberRecent(2, (key) => {
      computed.push(key);
      return key.length;
    });
    expect([lengthOf('a'), lengthOf('bb'), lengthOf('a'), lengthOf('bb')]).toEqual([1, 2, 1, 2]);
    expect(computed).toEqual(['a', 'bb']);
    lengthOf('ccc'); // 'a' is now the oldest of three: forgotten
    lengthOf('bb');
    lengthOf('a');
    expect(computed).toEqual(['a', 'bb', 'ccc', 'a']);
  });

  it('remembers an answer that is falsy', () => {
    let calls = 0;
    const zero = rememberRecent(4, () => {
      calls += 1;
      return 0;
    });
    expect([zero('x'), zero('x')]).toEqual([0, 0]);
    expect(calls).toBe(1);
  });
});
