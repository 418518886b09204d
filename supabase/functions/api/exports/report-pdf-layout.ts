/**
 * The officers' reports as PDFs (issue 27 §5): the pages every report shares, the association's
 * header (logo and name, as on the receipt), title, the period, scope and generation time as
 * label–value rows, headings and tables that continue on the next page. A4, DejaVu Sans
 * (pdf-fonts.ts), pure code: no files, no network. The financial report and the dues split report
 * lay out their own sections on it.
 */
import { PDFDocument, type PDFFont } from '@cantoo/pdf-lib';
import { association } from '../../_shared/association.ts';
import { embedDejaVu, type DejaVuFonts } from '../../_shared/receipts/pdf-fonts.ts';
import { drawAssociationLogo } from '../../_shared/receipts/pdf-logo.ts';
import { A4, GREY, PdfFlow, SHADE } from '../../_shared/receipts/pdf-flow.ts';
import { reportLabels } from './financial-report-text.ts';

const PAGE = { ...A4, margin: 48 } as const;
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const LOGO_SIZE = 40;

/** A table column: its share of the page's width and which side its text keeps to. */
export interface Column {
  header: string;
  width: number;
  align?: 'right';
}

/**
 * A new report document with its metadata (Indonesian, by the association) and a layout whose
 * pages after the first are headed by the title and "lanjutan".
 */
export async function startReportPdf({
  title,
  subject,
  generatedAt,
}: {
  title: string;
  subject: string;
  generatedAt: Date;
}): Promise<{ doc: PDFDocument; layout: ReportPdfLayout }> {
  const doc = await PDFDocument.create();
  const fonts = await embedDejaVu(doc);
  doc.setTitle(title);
  doc.setAuthor(association.name);
  doc.setSubject(subject);
  doc.setLanguage('id-ID');
  doc.setCreator('SIMK');
  doc.setProducer('SIMK');
  doc.setCreationDate(generatedAt);
  doc.setModificationDate(generatedAt);
  return { doc, layout: new ReportPdfLayout(doc, fonts, `${title} (${reportLabels.continued})`) };
}

/** Draws top to bottom, starting a new page when the next block does not fit. */
export class ReportPdfLayout extends PdfFlow {
  constructor(doc: PDFDocument, fonts: DejaVuFonts, continuedHeading: string) {
    super(doc, fonts, PAGE.margin, continuedHeading, 1.35);
  }

  header() {
    const top = this.y;
    drawAssociationLogo(this.page, PAGE.margin, top, LOGO_SIZE);
    const beside = { x: PAGE.margin + LOGO_SIZE + 12, width: CONTENT_WIDTH - LOGO_SIZE - 12 };
    this.y -= 6;
    this.paragraph(association.name, { size: 12.5, font: this.fonts.bold, gap: 2, ...beside });
    this.paragraph(association.shortName, { size: 10, color: GREY, gap: 0, ...beside });
    this.y = Math.min(this.y, top - LOGO_SIZE) - 8;
    this.rule(1);
    this.y -= 18;
  }

  title(text: string) {
    this.paragraph(text, { size: 16, font: this.fonts.bold, gap: 8 });
  }

  details(rows: [label: string, value: string][]) {
    const labelWidth = 100;
    for (const [label, value] of rows) {
      const lines = this.wrap(value, this.fonts.regular, 10, CONTENT_WIDTH - labelWidth);
      this.ensureSpace(lines.length * 14);
      this.text(label, PAGE.margin, { size: 10, color: GREY });
      lines.forEach((line, i) => this.text(line, PAGE.margin + labelWidth, { size: 10, dy: i * 14 }));
      this.y -= lines.length * 14 + 2;
    }
    this.y -= 6;
  }

  heading(text: string) {
    this.ensureSpace(60); // a heading never ends a page alone
    this.y -= 8;
    this.paragraph(text, { size: 12, font: this.fonts.bold, gap: 4 });
  }

  /** A table with a shaded header row (repeated on a new page) and, when given, a bold total row. */
  table(columns: Column[], rows: string[][], total?: string[]) {
    const size = 9.5;
    const lineHeight = 13;
    const padding = 5;
    const lefts: number[] = [];
    let left: number = PAGE.margin;
    for (const column of columns) {
      lefts.push(left);
      left += column.width * CONTENT_WIDTH;
    }
    const widths = columns.map((column) => column.width * CONTENT_WIDTH - 2 * padding);

    const drawRow = (cells: string[], font: PDFFont, shaded: boolean) => {
      const lines = cells.map((cell, i) => this.wrap(cell, font, size, widths[i]!));
      const height = Math.max(...lines.map((l) => l.length)) * lineHeight + 6;
      if (shaded) {
        this.page.drawRectangle({ x: PAGE.margin, y: this.y - height, width: CONTENT_WIDTH, height, color: SHADE });
      }
      lines.forEach((cellLines, i) =>
        cellLines.forEach((line, n) => {
          const options = { size, font, dy: 3 + n * lineHeight };
          if (columns[i]!.align === 'right') this.textRight(line, lefts[i]! + padding + widths[i]!, options);
          else this.text(line, lefts[i]! + padding, options);
        }),
      );
      this.y -= height;
      return height;
    };
    const headerRow = () => {
      this.ensureSpace(3 * lineHeight + 12);
      drawRow(
        columns.map((column) => column.header),
        this.fonts.bold,
        true,
      );
    };

    headerRow();
    if (rows.length === 0) drawRow([reportLabels.noRows, ...columns.slice(1).map(() => '')], this.fonts.regular, false);
    for (const row of rows) {
      if (this.y - 2 * lineHeight < PAGE.margin) {
        this.newPage();
        headerRow();
      }
      drawRow(row, this.fonts.regular, false);
      this.rule(0.25);
    }
    if (total) {
      this.ensureSpace(2 * lineHeight);
      this.rule(0.75);
      drawRow(total, this.fonts.bold, false);
    }
    this.y -= 8;
  }
}
