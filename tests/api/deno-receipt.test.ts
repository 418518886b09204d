// The receipt PDF built under Deno (the Edge Functions runtime) with the npm: imports of deno.json,
// then read back in Node: the embedded font, the text and the QR code are the same as Node's, byte
// for byte. Deno's time zone data prints the WIB time.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { rootDir } from '../../local/config.ts';
import { denoEval } from '../support/deno/eval.ts';
import { buildReceiptPdf } from '../../supabase/functions/_shared/receipts/receipt-pdf.ts';
import { bounds, decodeQr, readPdf } from '../support/pdf-reader.ts';
import { NAME, sampleReceipt } from '../support/receipt-sample.ts';

describe('receipt PDFs under Deno', () => {
  it('builds the receipt with its font and QR code, the same bytes as on Node', async () => {
    const module = path.join(rootDir, 'supabase', 'functions', '_shared', 'receipts', 'receipt-pdf.ts');
    const script = `
      import { buildReceiptPdf } from '${module}';
      const bytes = await buildReceiptPdf(${JSON.stringify(sampleReceipt)});
      let binary = '';
      for (const byte of bytes) binary += String.fromCharCode(byte);
      console.log(JSON.stringify({ runtime: typeof Deno, pdf: btoa(binary) }));
    `;
    const result = await denoEval<{ runtime: string; pdf: string }>(script);
    expect(result.runtime).toBe('object');
    const bytes = new Uint8Array(Buffer.from(result.pdf, 'base64'));

    const pdf = await readPdf(bytes);
    expect(pdf.text).toContain(NAME);
    expect(pdf.text).toContain('25 November 2026 14.05 WIB');
    expect(pdf.text).toContain('seratus lima puluh ribu rupiah');
    expect(pdf.glyphs.filter((glyph) => !glyph.inFont)).toEqual([]);
    const rectangles = pdf.blackRectangles[0]!;
    expect(decodeQr(rectangles, bounds(rectangles, 10))).toBe(sampleReceipt.verificationUrl);
    expect(Buffer.from(bytes).equals(Buffer.from(await buildReceiptPdf(sampleReceipt)))).toBe(true);
  }, 120_000);
});
