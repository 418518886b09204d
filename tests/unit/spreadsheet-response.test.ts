// A streamed export whose client goes away mid-file: the reading stops (its database transaction
// ends) and nothing is written to the closed stream, so no "Controller is already closed" is left
// unhandled in the function.
import { describe, expect, it } from 'vitest';
import { spreadsheetResponse } from '../../supabase/functions/api/exports/spreadsheet-response.ts';

const columns = [
  { header: 'NAP', width: 14 },
  { header: 'Nama', width: 30 },
];

/** An export of endless batches; `batches` counts those handed over, `ended` how reading ended. */
function endlessExport(format: 'csv' | 'xlsx') {
  const state = { batches: 0, ended: null as null | Error };
  const response = spreadsheetResponse({
    format,
    fileName: `uji.${format}`,
    sheetName: 'Uji',
    columns,
    total: Number.MAX_SAFE_INTEGER,
    readRows: async (write) => {
      try {
        for (;;) {
          state.batches++;
          const rows = Array.from({ length: 500 }, (_, i) => [`${state.batches}-${i}`, 'Anggota Uji']);
          await write(rows);
        }
      } catch (error) {
        state.ended = error as Error;
        throw error;
      }
    },
  });
  return { response, state };
}

describe('a streamed spreadsheet export', () => {
  for (const format of ['csv', 'xlsx'] as const) {
    it(`stops reading when the client cancels a ${format} download`, async () => {
      const { response, state } = endlessExport(format);
      const reader = response.body!.getReader();
      const first = await reader.read();
      expect(first.done).toBe(false);
      const before = state.batches;
      await reader.cancel();
      await expect.poll(() => state.ended).toBeInstanceOf(Error);
      expect(state.ended!.message).toBe('the client cancelled the export');
      // Reading stopped at the batch in hand: at most one more after the cancel.
      expect(state.batches).toBeLessThanOrEqual(before + 1);
    });
  }

  it('waits for the client before reading more (the batches follow the reads)', async () => {
    const { response, state } = endlessExport('csv');
    const reader = response.body!.getReader();
    await reader.read();
    const afterOne = state.batches;
    // Nothing more is read while the client reads nothing: a second look finds the same count.
    await new Promise<void>((resolve) => queueMicrotask(resolve));
    expect(state.batches).toBe(afterOne);
    await reader.read();
    await expect.poll(() => state.batches).toBeGreaterThan(afterOne);
    await reader.cancel();
    await expect.poll(() => state.ended).toBeInstanceOf(Error);
  });
});
