// PostgreSQL text cannot hold U+0000 (SQLSTATE 22021): the local services refuse it at the door.

/** Whether a string, or any key or string inside a JSON value, holds U+0000. */
export function holdsNul(value: unknown): boolean {
  // A loop, not recursion: JSON.parse accepts 10,000 levels of nesting, more than the call stack.
  const pending = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string' && item.includes('\0')) return true;
    if (item && typeof item === 'object') {
      for (const [key, inner] of Object.entries(item)) {
        if (key.includes('\0')) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}
