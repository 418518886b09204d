import { rgb, type PDFDocument, type PDFFont, type PDFPage } from '@cantoo/pdf-lib';
import type { DejaVuFonts } from './pdf-fonts.ts';
import { wrapLines } from './pdf-wrap.ts';

/** A4 in points. */
export const A4 = { width: 595.28, height: 841.89 } as const;

export const BLACK = rgb(0, 0, 0);
export const GREY = rgb(0.35, 0.35, 0.35);
export const RULE = rgb(0.75, 0.75, 0.75);
export const SHADE = rgb(0.93, 0.93, 0.93);

type Color = typeof BLACK;

export interface ParagraphOptions {
  size: number;
  font?: PDFFont;
  color?: Color;
  gap: number;
  x?: number;
  width?: number;
  /** Break inside words anywhere (a link or a code without spaces). */
  breakAnywhere?: boolean;
}

/**
 * Text flowing down A4 pages from a cursor (`y`): lines, wrapped paragraphs, rules, and a new page
 * when the next block does not fit, which repeats a heading so a loose page still names its
 * document. The receipt and the financial report lay out their own blocks on it.
 */
export abstract class PdfFlow {
  protected page: PDFPage;
  protected y: number;
  protected readonly contentWidth: number;

  constructor(
    protected readonly doc: PDFDocument,
    protected readonly fonts: DejaVuFonts,
    protected readonly margin: number,
    /** Heads every page after the first. */
    private readonly continuedHeading: string,
    /** A paragraph's line height, as a multiple of its font size. */
    private readonly lineSpacing: number,
  ) {
    this.page = doc.addPage([A4.width, A4.height]);
    this.y = A4.height - margin;
    this.contentWidth = A4.width - 2 * margin;
  }

  paragraph(text: string, options: ParagraphOptions) {
    const font = options.font ?? this.fonts.regular;
    const lineHeight = options.size * this.lineSpacing;
    const lines = this.wrap(text, font, options.size, options.width ?? this.contentWidth, options.breakAnywhere);
    for (const line of lines) {
      this.ensureSpace(lineHeight);
      this.text(line, options.x ?? this.margin, { size: options.size, font, color: options.color });
      this.y -= lineHeight;
    }
    this.y -= options.gap;
  }

  /** Draws one line with its baseline `size` below the cursor (`dy` further down). */
  protected text(text: string, x: number, options: { size: number; font?: PDFFont; color?: Color; dy?: number }) {
    const font = options.font ?? this.fonts.regular;
    this.page.drawText(this.fonts.printable(text, font), {
      x,
      y: this.y - options.size - (options.dy ?? 0),
      size: options.size,
      font,
      color: options.color ?? BLACK,
    });
  }

  protected textRight(text: string, right: number, options: { size: number; font?: PDFFont; dy?: number }) {
    const font = options.font ?? this.fonts.regular;
    const width = font.widthOfTextAtSize(this.fonts.printable(text, font), options.size);
    this.text(text, right - width, options);
  }

  /** Splits text into lines of at most `width` points: at spaces, and inside a word too long for a line. */
  protected wrap(text: string, font: PDFFont, size: number, width: number, breakAnywhere = false): string[] {
    const fits = (line: string) => font.widthOfTextAtSize(line, size) <= width;
    return wrapLines(this.fonts.printable(text, font), fits, breakAnywhere);
  }

  protected rule(thickness: number, y = this.y) {
    this.page.drawLine({
      start: { x: this.margin, y },
      end: { x: A4.width - this.margin, y },
      thickness,
      color: RULE,
    });
  }

  protected ensureSpace(height: number) {
    if (this.y - height < this.margin) this.newPage();
  }

  protected newPage() {
    this.page = this.doc.addPage([A4.width, A4.height]);
    this.y = A4.height - this.margin;
    this.paragraph(this.continuedHeading, { size: 9, color: GREY, gap: 12 });
  }
}
