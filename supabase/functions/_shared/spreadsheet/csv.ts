/**
 * CSV reading and writing (RFC 4180), shared by the API and the web app so that an import can be
 * previewed in the browser with exactly the parser the server uses.
 *
 * Reading accepts a UTF-8 BOM, CRLF or LF line ends, quoted fields with doubled quotes and
 * embedded line breaks, and `,` or `;` as the delimiter (Excel in the Indonesian locale saves
 * with `;`), detected from the header line.
 */
import { defaultSheetLimits, SheetLimitError, type SheetLimits } from './limits.ts';

const QUOTE = 0x22;
const LF = 0x0a;
const CR = 0x0d;

/**
 * A CSV parser fed text piece by piece (`push`), so a file can be read as it streams in. It throws
 * `SheetLimitError` as soon as the rows read so far cross a bound: an oversized file is given up at
 * its first excess row, never parsed whole.
 */
export class CsvReader {
  readonly rows: string[][] = [];
  private readonly limits: SheetLimits;
  private delimiter = 0;
  /** Text before the end of the first line, kept until the delimiter can be detected. */
  private head = '';
  private started = false;
  private row: string[] = [];
  private cell = '';
  private quoted = false;
  private afterQuote = false;
  private skipLf = false;

  constructor(limits: Partial<SheetLimits> = {}) {
    this.limits = { ...defaultSheetLimits, ...limits };
  }

  push(text: string): void {
    if (this.delimiter) return this.consume(text);
    this.head += text;
    if (!this.started && this.head.length > 0) {
      this.started = true;
      if (this.head.charCodeAt(0) === 0xfeff) this.head = this.head.slice(1);
    }
    if (/[\r\n]/.test(text)) this.startBody();
  }

  /** Finishes the text and returns every row. */
  end(): string[][] {
    if (!this.delimiter) this.startBody();
    if (this.afterQuote) this.quoted = false;
    if (this.cell !== '' || this.row.length > 0) this.endRow();
    return this.rows;
  }

  private startBody() {
    const firstLine = this.head.slice(0, this.head.search(/[\r\n]|$/));
    const count = (ch: string) => {
      let n = 0;
      for (let at = firstLine.indexOf(ch); at >= 0; at = firstLine.indexOf(ch, at + 1)) n += 1;
      return n;
    };
    this.delimiter = (count(';') > count(',') ? ';' : ',').charCodeAt(0);
    const head = this.head;
    this.head = '';
    this.consume(head);
  }

  private consume(text: string) {
    const n = text.length;
    let i = 0;
    while (i < n) {
      if (this.afterQuote) {
        this.afterQuote = false;
        if (text.charCodeAt(i) === QUOTE) {
          this.append('"');
          i += 1;
          continue;
        }
        this.quoted = false;
      }
      if (this.quoted) {
        const close = text.indexOf('"', i);
        this.append(text.slice(i, close < 0 ? n : close));
        if (close < 0) return;
        this.afterQuote = true;
        i = close + 1;
        continue;
      }
      if (this.skipLf) {
        this.skipLf = false;
        if (text.charCodeAt(i) === LF) {
          i += 1;
          continue;
        }
      }
      let j = i;
      for (let c = text.charCodeAt(j); j < n; c = text.charCodeAt(++j)) {
        if (c === this.delimiter || c === LF || c === CR || c === QUOTE) break;
      }
      if (j > i) {
        this.append(text.slice(i, j));
        i = j;
        continue;
      }
      const c = text.charCodeAt(i);
      if (c === QUOTE) {
        if (this.cell === '') this.quoted = true;
        else this.append('"');
      } else if (c === this.delimiter) {
        this.endCell();
      } else {
        this.endRow();
        this.skipLf = c === CR;
      }
      i += 1;
    }
  }

  private append(text: string) {
    this.cell += text;
    if (this.cell.length > this.limits.maxCellChars) throw new SheetLimitError('cellTooLong');
  }

  private endCell() {
    this.row.push(this.cell);
    this.cell = '';
    if (this.row.length > this.limits.maxColumns) throw new SheetLimitError('tooManyColumns');
  }

  private endRow() {
    this.endCell();
    const row = this.row;
    this.row = [];
    if (row.length === 1 && row[0] === '') return; // blank line
    if (this.rows.length >= this.limits.maxRows) throw new SheetLimitError('tooManyRows');
    this.rows.push(row);
  }
}

/** Parses CSV text into rows of cells. Blank lines are skipped. */
export function parseCsv(text: string, limits: Partial<SheetLimits> = {}): string[][] {
  const reader = new CsvReader(limits);
  reader.push(text);
  return reader.end();
}

/** Parses a CSV byte stream (UTF-8) as it arrives, giving up at the first row past the limits. */
export async function readCsvStream(
  stream: ReadableStream<Uint8Array>,
  limits: Partial<SheetLimits> = {},
): Promise<string[][]> {
  const reader = new CsvReader(limits);
  const decoder = new TextDecoder('utf-8');
  const source = stream.getReader();
  try {
    for (;;) {
      const { done, value } = await source.read();
      if (done) break;
      reader.push(decoder.decode(value, { stream: true }));
    }
    reader.push(decoder.decode());
    return reader.end();
  } finally {
    await source.cancel().catch(() => {});
  }
}

/**
 * Whether a spreadsheet could run the text as a formula: it starts with `=`, `+`, `-`, `@`, tab or
 * CR (OWASP CSV injection guidance). A lone `-`, the usual "none" in a form, cannot.
 */
export function couldStartFormula(value: string): boolean {
  return /^[=+\-@\t\r]/.test(value) && value !== '-';
}

/**
 * A cell that could start a formula is written with a leading apostrophe; `unguardCell` takes it
 * off again on import. Values that cannot start one (a NAP, an ISO date, a phone in national form)
 * pass unchanged, so only free text ever shows the guard.
 */
export function guardCell(value: string): string {
  return couldStartFormula(value) ? `'${value}` : value;
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
