import { readFileSync } from 'node:fs';
import path from 'node:path';
import qrcode from 'qrcode-generator';
import { describe, expect, it } from 'vitest';
import { association, associationLogo } from '@shared/association';
import { buildReceiptPdf } from '@shared/receipts/receipt-pdf';
import { DEJAVU_SANS_BASE64, DEJAVU_SANS_BOLD_BASE64 } from '@shared/receipts/receipt-fonts';
import { wibDateTime } from '@shared/receipts/receipt-text';
import { rootDir } from '../../local/config.ts';
import { receiptFontSources } from '../../scripts/generate-receipt-fonts.ts';
import { bounds, decodeQr, readPdf } from '../support/pdf-reader.ts';
import { NAME, sampleReceipt } from '../support/receipt-sample.ts';

/** Text without its whitespace: lines wrap wherever the layout breaks them. */
const squeeze = (text: string) => text.replace(/\s+/g, '');

describe('buildReceiptPdf', () => {
  it('prints the association, the board, number, member, bills, amount in figures and words, method, transaction and WIB time', async () => {
    const bytes = await buildReceiptPdf(sampleReceipt);
    const pdf = await readPdf(bytes);
    expect(pdf.pages).toBe(1);
    expect(pdf.title).toBe('Bukti Pembayaran Iuran KW/2026/000123');
    const text = squeeze(pdf.text);
    for (const expected of [
      association.name,
      'Dewan Pengurus Pusat',
      'Jl. Pasteur No. 38, Sukajadi, Kota Bandung, Jawa Barat 40161',
      '(022) 2034953 · dpc.bandung@example.org',
      'Bukti Pembayaran Iuran',
      'Nomor KW/2026/000123',
      `Nama${NAME}`,
      'NAP3273.09.000003',
      'Tanggal bayar25 November 2026 14.05 WIB',
      'MetodeQRIS',
      'ID transaksic1e7d3a2-6f0b-4f57-9a51-8d9f3e0b1a77',
      'Iuran Tahunan2026Rp100.000',
      'Iuran DPCNovember 2026Rp50.000',
      'TotalRp150.000',
      'Terbilangseratus lima puluh ribu rupiah',
      sampleReceipt.verificationUrl,
    ]) {
      expect(text).toContain(squeeze(expected));
    }
    expect(pdf.text).not.toContain('Diterima oleh');
    // The logo: its square filled, its flask stroked, as paths (no image to weigh the file down).
    expect(pdf.paint[0]!.fills).toContain(associationLogo.background);
    expect(pdf.paint[0]!.strokes).toContain(associationLogo.ink);
    // Every glyph drawn is in the embedded font: no empty boxes for the name's letters.
    expect(pdf.glyphs.filter((glyph) => !glyph.inFont)).toEqual([]);
    console.info(`receipt PDF: ${bytes.length} bytes`);
    expect(bytes.length).toBeLessThan(40_000); // the fonts are embedded as subsets
  });

  it('names the officer and the DPC that received a payment an officer recorded', async () => {
    const pdf = await readPdf(
      await buildReceiptPdf({
        ...sampleReceipt,
        methodLabel: 'Tunai',
        receivedBy: { officer: 'Asep Saepudin, A.Md.AK.', chapter: 'Kota Bandung' },
      }),
    );
    const text = squeeze(pdf.text);
    expect(text).toContain(squeeze('MetodeTunai'));
    expect(text).toContain(squeeze('Diterima olehAsep Saepudin, A.Md.AK.'));
    expect(text).toContain(squeeze('DPC penerimaKota Bandung'));
    expect(pdf.pages).toBe(1);
  });

  it('draws a QR code that a reader decodes to the verification URL, module for module', async () => {
    const pdf = await readPdf(await buildReceiptPdf(sampleReceipt));
    const rectangles = pdf.blackRectangles[0]!;
    const area = bounds(rectangles, 10);
    expect(decodeQr(rectangles, area)).toBe(sampleReceipt.verificationUrl);

    // The same dark modules as the matrix, by area: every rectangle is a run of whole modules.
    const qr = qrcode(0, 'M');
    qr.addData(sampleReceipt.verificationUrl, 'Byte');
    qr.make();
    let dark = 0;
    for (let row = 0; row < qr.getModuleCount(); row++) {
      for (let col = 0; col < qr.getModuleCount(); col++) if (qr.isDark(row, col)) dark++;
    }
    const drawn = bounds(rectangles);
    const moduleSize = (drawn.x1 - drawn.x0) / qr.getModuleCount();
    const area2 = rectangles.reduce((sum, r) => sum + (r.x1 - r.x0) * (r.y1 - r.y0), 0);
    expect(area2 / moduleSize ** 2).toBeCloseTo(dark, 0);
  });

  it('covers the letters of the Latin, Vietnamese, IPA, Greek and Cyrillic blocks in names', async () => {
    const blocks = [
      [0xc0, 0xff], // Latin-1 letters (and × ÷)
      [0x100, 0x24f], // Latin Extended-A and -B
      [0x250, 0x2af], // IPA
      [0x370, 0x3ff], // Greek
      [0x400, 0x4ff], // Cyrillic
      [0x1e00, 0x1eff], // Latin Extended Additional (Vietnamese)
    ];
    const letters: string[] = [];
    for (const [from, to] of blocks) {
      for (let code = from!; code <= to!; code++) {
        const char = String.fromCodePoint(code);
        if (/\p{L}/u.test(char) && char.normalize('NFC') === char) letters.push(char);
      }
    }
    // All but four: U+1EFC–U+1EFF, the Middle Welsh V and Y with a loop, which DejaVu lacks.
    const middleWelsh = 'ỼỽỾỿ';
    const fullName = letters.join('');
    const pdf = await readPdf(
      await buildReceiptPdf({ ...sampleReceipt, member: { ...sampleReceipt.member, fullName } }),
    );
    expect(letters.length).toBeGreaterThan(1000);
    expect(squeeze(pdf.text)).toContain(fullName.replace(middleWelsh, '????'));
    expect(pdf.glyphs.filter((glyph) => !glyph.inFont)).toEqual([]);
  });

  it('prints composed letters from a decomposed name, and a character outside the font as ?', async () => {
    const fullName = `${'Nguyễn Thị Ánh'.normalize('NFD')} 李 Ahmad`;
    const pdf = await readPdf(
      await buildReceiptPdf({ ...sampleReceipt, member: { ...sampleReceipt.member, fullName } }),
    );
    expect(pdf.text).toContain('Nguyễn Thị Ánh ? Ahmad');
    expect(pdf.glyphs.filter((glyph) => !glyph.inFont)).toEqual([]);
  });

  it('continues the bills on a second page, with the column headings again', async () => {
    const bills = Array.from({ length: 40 }, (_, i) => ({
      category: 'Iuran Bulanan',
      periodLabel: `Bulan ${i + 1}`,
      amount: 25_000,
    }));
    const pdf = await readPdf(await buildReceiptPdf({ ...sampleReceipt, bills, amount: 1_000_000 }));
    expect(pdf.pages).toBe(2);
    for (let i = 1; i <= 40; i++) expect(pdf.text).toContain(`Bulan ${i}`);
    expect(pdf.text.match(/Kategori/g)).toHaveLength(2);
    expect(pdf.text).toContain('Bukti Pembayaran Iuran KW/2026/000123 (lanjutan)');
    expect(squeeze(pdf.text)).toContain(squeeze('TotalRp1.000.000'));
    expect(pdf.text).toContain('satu juta rupiah');
    const qrPage = pdf.blackRectangles[1]!;
    expect(decodeQr(qrPage, bounds(qrPage, 10))).toBe(sampleReceipt.verificationUrl);
  });

  it('wraps a long name within the page', async () => {
    const fullName = 'Raden Mas Haryo Bambang Soetjipto Wirjosoemarto Hadiningrat Kusumawardhani '.repeat(2).trim();
    const pdf = await readPdf(
      await buildReceiptPdf({ ...sampleReceipt, member: { ...sampleReceipt.member, fullName } }),
    );
    expect(squeeze(pdf.text)).toContain(squeeze(fullName));
    expect(pdf.pages).toBe(1);
  });

  it('gives the same bytes for the same receipt', async () => {
    const [first, second] = await Promise.all([buildReceiptPdf(sampleReceipt), buildReceiptPdf(sampleReceipt)]);
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
  });

  it('refuses bills that do not add up to the amount, no bills, a bad time or a bad URL', async () => {
    await expect(buildReceiptPdf({ ...sampleReceipt, amount: 140_000 })).rejects.toThrow(RangeError);
    await expect(buildReceiptPdf({ ...sampleReceipt, bills: [], amount: 0 })).rejects.toThrow(RangeError);
    await expect(buildReceiptPdf({ ...sampleReceipt, paidAt: 'kemarin' })).rejects.toThrow(RangeError);
    await expect(buildReceiptPdf({ ...sampleReceipt, verificationUrl: '/verifikasi/1' })).rejects.toThrow(TypeError);
  });
});

describe('wibDateTime', () => {
  it.each([
    ['2026-11-25T07:05:00Z', '25 November 2026 14.05 WIB'],
    ['2026-11-24T18:30:00Z', '25 November 2026 01.30 WIB'], // the next day in Jakarta
    ['2026-12-31T16:59:59Z', '31 Desember 2026 23.59 WIB'],
    ['2027-01-01T00:00:00+07:00', '1 Januari 2027 00.00 WIB'],
    ['2026-08-17T10:00:00+07:00', '17 Agustus 2026 10.00 WIB'],
  ])('%s → %s', (iso, printed) => {
    expect(wibDateTime(new Date(iso))).toBe(printed);
  });
});

describe('the embedded fonts', () => {
  it('are the dejavu-fonts-ttf package’s (regenerate with scripts/generate-receipt-fonts.ts)', () => {
    const base64 = (file: string) => readFileSync(path.join(rootDir, file)).toString('base64');
    expect(DEJAVU_SANS_BASE64 === base64(receiptFontSources.regular)).toBe(true);
    expect(DEJAVU_SANS_BOLD_BASE64 === base64(receiptFontSources.bold)).toBe(true);
  });
});
