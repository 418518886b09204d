/**
 * Bounds on what the spreadsheet readers accept, so that a small hostile file cannot make them
 * allocate without end (a cell at column ZZZZZZ, a zip that inflates a thousandfold, a CSV of
 * millions of rows). The defaults are Excel's own limits; the member import passes its row limit.
 */
export interface SheetLimits {
  /** Rows read, the header included; a row reference beyond it is refused as well. */
  maxRows: number;
  /** Columns per row (Excel stops at XFD, 16,384). */
  maxColumns: number;
  /** Cells held in memory, counting the empty ones before a cell further right. */
  maxCells: number;
  /** Characters in one cell (Excel's own limit is 32,767). */
  maxCellChars: number;
}

export interface ZipLimits {
  /** Bytes inflated in total from the archive, whatever its entries declare. */
  maxInflatedBytes: number;
  /** Entries in the zip's central directory. */
  maxEntries: number;
}

export const defaultSheetLimits: SheetLimits = {
  maxRows: 1_048_576,
  maxColumns: 16_384,
  maxCells: 1_000_000,
  maxCellChars: 32_767,
};

export const defaultZipLimits: ZipLimits = { maxInflatedBytes: 20 * 1024 * 1024, maxEntries: 1_000 };

/** Which bound a file crossed; the caller turns it into a message for the user. */
export type SheetLimit =
  'tooManyRows' | 'tooManyColumns' | 'tooManyCells' | 'cellTooLong' | 'tooLarge' | 'tooManyEntries';

/** Thrown as soon as a file crosses a bound, before reading any further. */
export class SheetLimitError extends Error {
  constructor(readonly limit: SheetLimit) {
    super(`spreadsheet limit: ${limit}`);
  }
}
