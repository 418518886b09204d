/** `%search%` for `ilike`, with `%`, `_` and `\` in the search matched literally, not as wildcards. */
export function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}
