/**
 * DejaVu Sans for the PDFs the API makes (receipts, member cards; decision 0025): embedded as
 * subsets under fixed names, and text reduced to what the font can draw.
 */
import fontkit from '@cantoo/fontkit';
import type { PDFDocument, PDFFont } from '@cantoo/pdf-lib';
import { DEJAVU_SANS_BASE64, DEJAVU_SANS_BOLD_BASE64 } from './receipt-fonts.ts';

// Decoded once per isolate; every document embeds only the glyphs it uses (subset).
let fontBytes: { regular: Uint8Array; bold: Uint8Array } | undefined;
function decodeBase64(base64: string): Uint8Array {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export interface DejaVuFonts {
  regular: PDFFont;
  bold: PDFFont;
  /** The text as `font` can draw it (see `printableText`). */
  printable(text: string, font: PDFFont): string;
}

/** Embeds DejaVu Sans Regular and Bold as subsets. */
export async function embedDejaVu(doc: PDFDocument): Promise<DejaVuFonts> {
  fontBytes ??= { regular: decodeBase64(DEJAVU_SANS_BASE64), bold: decodeBase64(DEJAVU_SANS_BOLD_BASE64) };
  doc.registerFontkit(fontkit);
  // Fixed names instead of pdf-lib's random suffix, so the same document gives the same bytes; the
  // six-letter "XXXXXX+" tag is how a PDF marks a subset font.
  const regular = await doc.embedFont(fontBytes.regular, { subset: true, customName: 'SIMKAA+DejaVuSans' });
  const bold = await doc.embedFont(fontBytes.bold, { subset: true, customName: 'SIMKAB+DejaVuSans-Bold' });
  const covered = new Map<PDFFont, Set<number>>([
    [regular, new Set(regular.getCharacterSet())],
    [bold, new Set(bold.getCharacterSet())],
  ]);
  return { regular, bold, printable: (text, font) => printableText(text, covered.get(font) ?? new Set()) };
}

/**
 * The text as a font covering `covered` can draw it: composed (NFC), one line, and any character
 * outside the font's thousands (DejaVu covers Latin with every extension, Vietnamese, Greek,
 * Cyrillic and more) reduced to its base letter, or "?" — a document is always produced.
 */
export function printableText(text: string, covered: ReadonlySet<number>): string {
  let out = '';
  for (const char of text.normalize('NFC').replace(/\s+/g, ' ')) {
    if (covered.has(char.codePointAt(0)!)) out += char;
    else {
      const base = [...char.normalize('NFD')].filter((c) => covered.has(c.codePointAt(0)!)).join('');
      out += base || '?';
    }
  }
  return out.trim();
}
