/**
 * Minimal XLSX (Office Open XML SpreadsheetML) support on top of fflate's zip: a streaming writer
 * for exports and a reader for imports. It runs unchanged on Deno, Node and in the browser.
 *
 * The writer emits worksheets with inline strings, so a row can be written as soon as it is
 * read from the database and memory stays flat however many rows are exported. A cell is text,
 * a number, or a calendar date (`{ date: 'YYYY-MM-DD' }`, written as Excel's serial day number
 * with a `dd/mm/yyyy` format, so it sorts and filters as a date). Text stays text: a NAP or a phone
 * number is never turned into a number, and text is never a formula; text that a spreadsheet would
 * read as one when edited carries Excel's hidden quote prefix (a style) instead of a visible `'`.
 *
 * The reader takes the first worksheet and returns its cells as strings (shared strings, inline
 * strings, numbers and booleans), within the bounds of limits.ts: it stops inflating, and reading,
 * as soon as a file crosses one. Dates arrive as serial numbers; the import's date parser accepts
 * those.
 */
import { strFromU8, strToU8, Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import { couldStartFormula } from './csv.ts';
import { defaultSheetLimits, defaultZipLimits, SheetLimitError, type SheetLimits, type ZipLimits } from './limits.ts';
import { openZip, type BoundedZip } from './zip.ts';

/** The package's content types for `sheets` worksheets (sheet1.xml, sheet2.xml, …). */
function contentTypes(sheets: number): string {
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
    '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
    '<Default Extension="xml" ContentType="application/xml"/>' +
    '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
    Array.from(
      { length: sheets },
      (_, i) =>
        `<Override PartName="/xl/worksheets/sheet${i + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
    ).join('') +
    '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
    '</Types>'
  );
}
const ROOT_RELS =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
  '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/>' +
  '</Relationships>';
/** The workbook's relationships: worksheet i is rId i (1-based), the styles come after them. */
function workbookRels(sheets: number): string {
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
    '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
    Array.from(
      { length: sheets },
      (_, i) =>
        `<Relationship Id="rId${i + 1}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`,
    ).join('') +
    `<Relationship Id="rId${sheets + 1}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>` +
    '</Relationships>'
  );
}
// Cell styles (cellXfs): 0 normal, 1 bold (the header row), 2 a date shown dd/mm/yyyy (custom
// number format 164: the built-in date format follows the reader's locale), 3 text with the quote
// prefix.
const STYLE = { header: 1, date: 2, quotedText: 3 } as const;
const STYLES =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
  '<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
  '<numFmts count="1"><numFmt numFmtId="164" formatCode="dd/mm/yyyy"/></numFmts>' +
  '<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="4"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
  '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>' +
  '<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0" quotePrefix="1"/></cellXfs>' +
  '</styleSheet>';

export const XLSX_MIME_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function escapeXml(text: string): string {
  return (
    text
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      // Characters XML 1.0 does not allow at all.
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
  );
}

function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/** A calendar date, `YYYY-MM-DD`. */
export interface XlsxDate {
  date: string;
}

/** A cell: text, a number, a date, or nothing (an empty cell). */
export type XlsxCell = string | number | XlsxDate | null | undefined;

/** Days since 1899-12-30, Excel's serial for a date; null before 1900-03-01 (Excel's leap-year bug) or invalid. */
export function excelSerial(date: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const check = new Date(time);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  const serial = time / 86_400_000 + 25_569;
  return serial >= 61 ? serial : null;
}

function cellXml(reference: string, value: XlsxCell, header: boolean): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'number') return Number.isFinite(value) ? `<c r="${reference}"><v>${value}</v></c>` : '';
  if (typeof value === 'object') {
    const serial = excelSerial(value.date);
    if (serial !== null) return `<c r="${reference}" s="${STYLE.date}"><v>${serial}</v></c>`;
    value = value.date;
  }
  const style = header ? STYLE.header : couldStartFormula(value) ? STYLE.quotedText : 0;
  return (
    `<c r="${reference}" t="inlineStr"${style ? ` s="${style}"` : ''}>` +
    `<is><t xml:space="preserve">${escapeXml(value)}</t></is></c>`
  );
}

export interface XlsxWriter {
  /** Appends a row to the current sheet; a sheet's header row should be written first with `header: true`. */
  addRow(values: ReadonlyArray<XlsxCell>, options?: { header?: boolean }): void;
  /** Finishes the current sheet and starts the next of `sheets` (a workbook of several sheets). */
  nextSheet(): void;
  /** Finishes the workbook; the last chunk is delivered with `final = true`. */
  end(): void;
}

/** A worksheet's name (at most 31 characters, as Excel allows) and its column widths in characters. */
export interface XlsxSheetOptions {
  sheetName?: string;
  columnWidths?: number[];
}

/**
 * Streams an XLSX workbook to `onChunk`, row by row: one sheet, or `sheets` written one after the
 * other (`nextSheet` moves on).
 */
export function createXlsxWriter(
  onChunk: (chunk: Uint8Array, final: boolean) => void,
  options: XlsxSheetOptions | { sheets: XlsxSheetOptions[] } = {},
): XlsxWriter {
  const sheets = 'sheets' in options ? options.sheets : [options];
  if (sheets.length === 0) throw new RangeError('A workbook needs a sheet');
  const zip = new Zip((error, chunk, final) => {
    if (error) throw error;
    onChunk(chunk, final);
  });
  const addStatic = (name: string, content: string) => {
    const file = new ZipPassThrough(name);
    zip.add(file);
    file.push(strToU8(content), true);
  };
  const sheetEntries = sheets
    .map(
      (sheet, i) =>
        `<sheet name="${escapeXml((sheet.sheetName ?? `Sheet${i + 1}`).slice(0, 31))}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`,
    )
    .join('');
  addStatic('[Content_Types].xml', contentTypes(sheets.length));
  addStatic('_rels/.rels', ROOT_RELS);
  addStatic(
    'xl/workbook.xml',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
      '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">' +
      `<sheets>${sheetEntries}</sheets></workbook>`,
  );
  addStatic('xl/_rels/workbook.xml.rels', workbookRels(sheets.length));
  addStatic('xl/styles.xml', STYLES);

  let sheetIndex = 0;
  let sheet: ZipDeflate;
  let rowNumber = 0;
  // Rows are buffered into ~64 KB pieces before compression.
  let pending = '';
  const flush = (final: boolean) => {
    sheet.push(strToU8(pending), final);
    pending = '';
  };
  const startSheet = () => {
    sheet = new ZipDeflate(`xl/worksheets/sheet${sheetIndex + 1}.xml`, { level: 6 });
    zip.add(sheet);
    const columnWidths = sheets[sheetIndex]!.columnWidths;
    const widths = columnWidths?.length
      ? '<cols>' +
        columnWidths.map((w, i) => `<col min="${i + 1}" max="${i + 1}" width="${w}" customWidth="1"/>`).join('') +
        '</cols>'
      : '';
    pending =
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
      '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
      `${widths}<sheetData>`;
    flush(false);
    rowNumber = 0;
  };
  const endSheet = () => {
    pending += '</sheetData></worksheet>';
    flush(true);
  };
  startSheet();

  return {
    addRow(values, rowOptions = {}) {
      rowNumber += 1;
      let xml = `<row r="${rowNumber}">`;
      values.forEach((value, index) => {
        xml += cellXml(`${columnName(index)}${rowNumber}`, value, rowOptions.header === true);
      });
      pending += xml + '</row>';
      if (pending.length > 65_536) flush(false);
    },
    nextSheet() {
      if (sheetIndex + 1 >= sheets.length) throw new RangeError('No sheet left in this workbook');
      endSheet();
      sheetIndex += 1;
      startSheet();
    },
    end() {
      endSheet();
      // Sheets named but never reached are still written, empty, so the workbook's parts agree.
      while (sheetIndex + 1 < sheets.length) {
        sheetIndex += 1;
        startSheet();
        endSheet();
      }
      zip.end();
    },
  };
}

/** A sheet written at once: its first `headerRows` rows bold (1 unless told). */
export interface XlsxSheet extends XlsxSheetOptions {
  rows: ReadonlyArray<ReadonlyArray<XlsxCell>>;
  headerRows?: number;
}

/** Writes a whole workbook at once: a small one (a report, tests, error reports). */
export function writeXlsxSheets(sheets: readonly XlsxSheet[]): Uint8Array {
  const chunks: Uint8Array[] = [];
  const writer = createXlsxWriter((chunk) => chunks.push(chunk), { sheets: [...sheets] });
  sheets.forEach((sheet, index) => {
    if (index > 0) writer.nextSheet();
    sheet.rows.forEach((row, i) => writer.addRow(row, { header: i < (sheet.headerRows ?? 1) }));
  });
  writer.end();
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

/** Writes a one-sheet workbook at once, its first row the header. */
export function writeXlsx(rows: ReadonlyArray<ReadonlyArray<XlsxCell>>): Uint8Array {
  return writeXlsxSheets([{ rows }]);
}

function unescapeXml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|lt|gt|amp|quot|apos);/gi, (_, entity: string) => {
    const e = entity.toLowerCase();
    if (e === 'lt') return '<';
    if (e === 'gt') return '>';
    if (e === 'amp') return '&';
    if (e === 'quot') return '"';
    if (e === 'apos') return "'";
    return String.fromCodePoint(e.startsWith('#x') ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10));
  });
}

/**
 * Each `<tag …>body</tag>` or `<tag …/>` of `xml`, found with indexOf: a lazy regular expression
 * over a sheet of many megabytes takes seconds where indexOf takes milliseconds.
 */
function* elements(xml: string, tag: string): Generator<{ attributes: string; body: string }> {
  const open = `<${tag}`;
  const close = `</${tag}>`;
  for (let at = xml.indexOf(open); at >= 0;) {
    const after = xml[at + open.length] ?? '';
    if (!/[\s/>]/.test(after)) {
      at = xml.indexOf(open, at + open.length);
      continue;
    }
    const tagEnd = xml.indexOf('>', at);
    if (tagEnd < 0) return;
    if (xml[tagEnd - 1] === '/') {
      yield { attributes: xml.slice(at + open.length, tagEnd - 1), body: '' };
      at = xml.indexOf(open, tagEnd);
      continue;
    }
    const end = xml.indexOf(close, tagEnd);
    if (end < 0) return;
    yield { attributes: xml.slice(at + open.length, tagEnd), body: xml.slice(tagEnd + 1, end) };
    at = xml.indexOf(open, end + close.length);
  }
}

/**
 * The concatenated text of every `<t>` inside a fragment (rich text has several runs). Escaped text
 * over ten times `maxChars` is refused before unescaping: no entity a writer emits (`&#1114111;` is
 * the longest) spends more than ten characters on one.
 */
function textOf(fragment: string, maxChars: number): string {
  let text = '';
  for (const t of elements(fragment, 't')) {
    text += t.body;
    if (text.length > maxChars * 10) throw new SheetLimitError('cellTooLong');
  }
  return unescapeXml(text);
}

/** Thrown when the bytes are not a readable XLSX workbook. */
export class XlsxReadError extends Error {}

export interface XlsxReadOptions {
  sheet?: Partial<SheetLimits>;
  zip?: Partial<ZipLimits>;
}

/**
 * Reads the first worksheet of an XLSX file into rows of strings. Empty rows are skipped.
 * Throws `SheetLimitError` as soon as the file crosses a bound (see limits.ts), and
 * `XlsxReadError` when it is not a workbook.
 */
export function readXlsx(data: Uint8Array, options: XlsxReadOptions = {}): string[][] {
  const limits = { ...defaultSheetLimits, ...options.sheet };
  let zip: BoundedZip;
  const read = (name: string) => {
    const bytes = zip.read(name);
    return bytes ? strFromU8(bytes) : undefined;
  };
  let workbook: string | undefined;
  let rels: string | undefined;
  try {
    zip = openZip(data, { ...defaultZipLimits, ...options.zip });
    workbook = read('xl/workbook.xml');
    rels = read('xl/_rels/workbook.xml.rels');
  } catch (error) {
    if (error instanceof SheetLimitError) throw error;
    throw new XlsxReadError('not a zip file');
  }

  // The first sheet in workbook order, through the workbook's relationships.
  let sheetPath: string | undefined;
  const firstSheetRel = workbook?.match(/<sheet\b[^>]*\br:id="([^"]+)"/)?.[1];
  if (firstSheetRel && rels) {
    const target =
      rels.match(new RegExp(`<Relationship\\b[^>]*Id="${firstSheetRel}"[^>]*Target="([^"]+)"`))?.[1] ??
      rels.match(new RegExp(`<Relationship\\b[^>]*Target="([^"]+)"[^>]*Id="${firstSheetRel}"`))?.[1];
    if (target) sheetPath = target.startsWith('/') ? target.slice(1) : `xl/${target.replace(/^\.\//, '')}`;
  }
  sheetPath ??= zip.names.filter((name) => /^xl\/worksheets\/[^/]+\.xml$/.test(name)).sort()[0];
  let sheet: string | undefined;
  let sharedXml: string | undefined;
  try {
    if (sheetPath) zip.reserve([sheetPath, 'xl/sharedStrings.xml']);
    sheet = sheetPath ? read(sheetPath) : undefined;
    sharedXml = sheet ? read('xl/sharedStrings.xml') : undefined;
  } catch (error) {
    if (error instanceof SheetLimitError) throw error;
    throw new XlsxReadError('unreadable entry');
  }
  if (!sheet) throw new XlsxReadError('no worksheet');

  let cellCount = 0;
  const shared: string[] = [];
  for (const si of elements(sharedXml ?? '', 'si')) {
    if (++cellCount > limits.maxCells) throw new SheetLimitError('tooManyCells');
    shared.push(textOf(si.body, limits.maxCellChars));
  }

  const rows: string[][] = [];
  let rowCount = 0;
  for (const row of elements(sheet, 'row')) {
    rowCount += 1;
    const rowNumber = Number(row.attributes.match(/\br="(\d+)"/)?.[1] ?? rowCount);
    if (rowCount > limits.maxRows || rowNumber > limits.maxRows) throw new SheetLimitError('tooManyRows');
    const cells: string[] = [];
    for (const { attributes, body } of elements(row.body, 'c')) {
      const reference = attributes.match(/\br="([A-Z]+)(\d*)"/i);
      const type = attributes.match(/\bt="([^"]+)"/)?.[1] ?? 'n';
      const raw = elements(body, 'v').next().value?.body;
      let value = '';
      if (type === 's') value = raw === undefined ? '' : (shared[Number(raw)] ?? '');
      else if (type === 'inlineStr') value = textOf(body, limits.maxCellChars);
      else if (type === 'b') value = raw === '1' ? 'TRUE' : raw === '0' ? 'FALSE' : '';
      else value = raw === undefined ? '' : unescapeXml(raw);
      if (value.length > limits.maxCellChars) throw new SheetLimitError('cellTooLong');
      if (reference?.[2] && Number(reference[2]) > limits.maxRows) throw new SheetLimitError('tooManyRows');
      const index = reference?.[1] ? columnIndex(reference[1]) : cells.length;
      if (index >= limits.maxColumns) throw new SheetLimitError('tooManyColumns');
      cellCount += Math.max(index + 1 - cells.length, 0);
      if (cellCount > limits.maxCells) throw new SheetLimitError('tooManyCells');
      while (cells.length < index) cells.push('');
      cells[index] = value;
    }
    if (cells.some((cell) => cell.trim() !== '')) rows.push(cells);
  }
  return rows;
}

/** Zero-based column index of letters such as `A` or `XFD`; anything past 7 letters is out of any sheet. */
function columnIndex(letters: string): number {
  if (letters.length > 7) return Number.MAX_SAFE_INTEGER;
  let index = 0;
  for (const ch of letters.toUpperCase()) index = index * 26 + (ch.charCodeAt(0) - 64);
  return index - 1;
}
