import {
  importLimitMessages,
  importMessages,
  importSheetLimits,
  sheetToRecords,
  type ImportRecord,
} from '@shared/contracts/member-import';
import { parseCsv } from '@shared/spreadsheet/csv';
import { SheetLimitError } from '@shared/spreadsheet/limits';
import { readXlsx } from '@shared/spreadsheet/xlsx';

/**
 * Reads a CSV or XLSX file in the browser with exactly the parser the server uses, into records
 * keyed by field. Throws an Error with an Indonesian message when the file cannot be an import.
 */
export async function readImportFile(file: File): Promise<ImportRecord[]> {
  const isXlsx = /\.xlsx$/i.test(file.name) || file.type.includes('spreadsheetml');
  let cells: string[][];
  try {
    cells = isXlsx
      ? readXlsx(new Uint8Array(await file.arrayBuffer()), { sheet: importSheetLimits })
      : parseCsv(await file.text(), importSheetLimits);
  } catch (error) {
    throw new Error(
      error instanceof SheetLimitError ? importLimitMessages[error.limit] : importMessages.unreadableFile,
    );
  }
  return sheetToRecords(cells);
}
