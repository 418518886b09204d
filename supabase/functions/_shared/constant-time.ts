/**
 * Compares two strings looking at every character whatever the first difference, so the time
 * taken tells nothing of a secret (a signature, the service role key). Only the length may leak.
 */
export function constantTimeEqual(expected: string, received: string): boolean {
  if (expected.length !== received.length) return false;
  let difference = 0;
  for (let index = 0; index < expected.length; index++) {
    difference |= expected.charCodeAt(index) ^ received.charCodeAt(index);
  }
  return difference === 0;
}
