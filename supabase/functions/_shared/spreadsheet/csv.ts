/**
 * CSV reading and writing (RFC 4180), shared by the API and the web app so that an import can be
 * previewed in the browser with exactly the parser the server uses.
 *
 * Reading accepts a UTF-8 BOM, CRLF or LF line ends, quoted fields with doubled quotes and
 * embedded line breaks, and `,` or `;` as the delimiter (Excel in the Indonesian locale saves
 * with `;`), detected from the header line.
 */

/** Parses CSV text into rows of cells. Blank lines are skipped. */
export function parseCsv(text: string): string[][] {
  const input = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const delimiter = detectDelimiter(input);
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let i = 0;
  const endRow = () => {
    row.push(cell);
    if (row.length > 1 || row[0] !== '') rows.push(row);
    row = [];
    cell = '';
  };
  while (i < input.length) {
    const ch = input[i];
    if (quoted) {
      if (ch === '"') {
        if (input[i + 1] === '"') {
          cell += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else {
        cell += ch;
      }
      i += 1;
      continue;
    }
    if (ch === '"' && cell === '') quoted = true;
    else if (ch === delimiter) {
      row.push(cell);
      cell = '';
    } else if (ch === '\n') endRow();
    else if (ch === '\r') {
      if (input[i + 1] !== '\n') endRow();
    } else cell += ch;
    i += 1;
  }
  if (cell !== '' || row.length > 0) endRow();
  return rows;
}

function detectDelimiter(text: string): ',' | ';' {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const count = (ch: string) => firstLine.split(ch).length - 1;
  return count(';') > count(',') ? ';' : ',';
}

/**
 * A cell that a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab, CR) is written with a
 * leading apostrophe (OWASP CSV injection guidance); `unguardCell` takes it off again on import.
 */
export function guardCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export function unguardCell(value: string): string {
  return /^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value;
}

/** One CSV line (with CRLF), quoting where needed and guarding formula-like cells. */
export function csvLine(values: ReadonlyArray<string | number | null | undefined>): string {
  return (
    values
      .map((value) => {
        const text = guardCell(value === null || value === undefined ? '' : String(value));
        return /[",;\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
      })
      .join(',') + '\r\n'
  );
}
