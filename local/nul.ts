// Text PostgreSQL cannot store: U+0000 in text (SQLSTATE 22021), and a lone UTF-16 surrogate in
// jsonb (22P02), which JSON's `\udfff` escape can carry. The local services refuse both at the door.

/** Whether a string, or any key or string inside a JSON value, passes the test. */
function anyText(value: unknown, test: (text: string) => boolean): boolean {
  // A loop, not recursion: JSON.parse accepts 10,000 levels of nesting, more than the call stack.
  const pending = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string' && test(item)) return true;
    if (item && typeof item === 'object') {
      for (const [key, inner] of Object.entries(item)) {
        if (test(key)) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}

/** Whether a string, or any key or string inside a JSON value, holds U+0000. */
export const holdsNul = (value: unknown): boolean => anyText(value, (text) => text.includes('\0'));

const LONE_SURROGATE = /\p{Cs}/u;

/** Whether a string, or any key or string inside a JSON value, holds an unpaired UTF-16 surrogate. */
export const holdsLoneSurrogate = (value: unknown): boolean => anyText(value, (text) => LONE_SURROGATE.test(text));
