/**
 * Splits printable text into lines that `fits`: at spaces, and inside a word too long for a line
 * (with `breakAnywhere`, anywhere: a link or a code without spaces). Shared by the receipt and the
 * financial report's PDF.
 */
export function wrapLines(printable: string, fits: (line: string) => boolean, breakAnywhere = false): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of breakAnywhere ? [printable] : printable.split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    if (fits(candidate)) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = '';
    for (const char of word) {
      if (line && !fits(line + char)) {
        lines.push(line);
        line = '';
      }
      line += char;
    }
  }
  if (line || lines.length === 0) lines.push(line);
  return lines;
}
