/**
 * `compute` with its answers for the last `size` keys remembered. For pure work a render may
 * repeat: a transition that is interrupted renders again from the start, and its `useMemo`s with it.
 */
export function rememberRecent<T>(size: number, compute: (key: string) => T): (key: string) => T {
  const recent = new Map<string, T>();
  return (key) => {
    if (recent.has(key)) return recent.get(key)!;
    const value = compute(key);
    recent.set(key, value);
    // A Map iterates in insertion order: the first key is the oldest.
    if (recent.size > size) recent.delete(recent.keys().next().value!);
    return value;
  };
}
