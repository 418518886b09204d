/**
 * The financial report as a PDF (issue 27 §5): the association's header (logo and name, as on the
 * receipt), the title, period, scope and generation time, the cards and the comparison as tables,
 * the months, methods and arrears tables, and the analysis computed from the figures. A4, DejaVu
 * Sans (pdf-fonts.ts), pure code: no files, no network.
 */
import { PDFDocument, type PDFFont } from '@cantoo/pdf-lib';
import { association } from '../../_shared/association.ts';
import { paymentMethodLabels } from '../../_shared/contracts/payment-labels.ts';
import { embedDejaVu, type DejaVuFonts } from '../../_shared/receipts/pdf-fonts.ts';
import { drawAssociationLogo } from '../../_shared/receipts/pdf-logo.ts';
import { A4, GREY, PdfFlow, SHADE } from '../../_shared/receipts/pdf-flow.ts';
import { financialAnalysis } from '../../_shared/reports/financial-analysis.ts';
import {
  type FinancialReportFile,
  formatCount,
  formatPercent,
  formatRupiah,
  monthLabel,
  periodLabel,
  reportDetails,
  reportLabels as L,
  shareOf,
} from './financial-report-text.ts';

const PAGE = { ...A4, margin: 48 } as const;
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const LOGO_SIZE = 40;

/** A table column: its share of the page's width and which side its text keeps to. */
interface Column {
  header: string;
  width: number;
  align?: 'right';
}

export async function buildFinancialReportPdf(file: FinancialReportFile): Promise<Uint8Array> {
  const { report, generatedAt } = file;
  const { revenue, collection, arrears } = report;
  const title = `${L.title} ${periodLabel(report.period)}`;

  const doc = await PDFDocument.create();
  const fonts = await embedDejaVu(doc);
  doc.setTitle(title);
  doc.setAuthor(association.name);
  doc.setSubject(L.title);
  doc.setLanguage('id-ID');
  doc.setCreator('SIMK');
  doc.setProducer('SIMK');
  doc.setCreationDate(generatedAt);
  doc.setModificationDate(generatedAt);

  const layout = new Layout(doc, fonts, `${title} (${L.continued})`);
  layout.header();
  layout.title(L.title);
  layout.details(reportDetails(file));

  layout.heading(L.summary);
  layout.table(
    [
      { header: L.item, width: 0.6 },
      { header: L.value, width: 0.4, align: 'right' },
    ],
    [
      [L.totalRevenue, formatRupiah(revenue.current.amount)],
      [L.paymentCount, formatCount(revenue.current.payments)],
      [L.monthlyRevenue, formatRupiah(Math.round(revenue.current.amount / Math.max(report.months.length, 1)))],
      [L.collectionRate, formatPercent(collection.current.rate)],
      [L.arrearsAmount, formatRupiah(arrears.amount)],
      [L.arrearsBills, formatCount(arrears.bills)],
      [L.arrearsMembers, formatCount(arrears.members)],
    ],
  );

  layout.heading(L.comparison);
  const compared = (pick: (period: 'current' | 'previous' | 'lastYear') => string) =>
    (['current', 'previous', 'lastYear'] as const).map(pick);
  layout.table(
    [
      { header: L.item, width: 0.31 },
      { header: L.current, width: 0.21, align: 'right' },
      { header: L.previous, width: 0.24, align: 'right' },
      { header: L.lastYearShort, width: 0.24, align: 'right' },
    ],
    [
      [L.revenue, ...compared((p) => formatRupiah(revenue[p].amount))],
      [L.payments, ...compared((p) => formatCount(revenue[p].payments))],
      [L.billed, ...compared((p) => formatRupiah(collection[p].billed))],
      [L.collected, ...compared((p) => formatRupiah(collection[p].collected))],
      [L.collectionRate, ...compared((p) => formatPercent(collection[p].rate))],
    ],
  );

  layout.heading(L.months);
  layout.table(
    [
      { header: L.month, width: 0.4 },
      { header: L.revenue, width: 0.35, align: 'right' },
      { header: L.payments, width: 0.25, align: 'right' },
    ],
    report.months.map((row) => [monthLabel(row.month), formatRupiah(row.amount), formatCount(row.payments)]),
    [L.total, formatRupiah(revenue.current.amount), formatCount(revenue.current.payments)],
  );

  layout.heading(L.methods);
  layout.table(
    [
      { header: L.method, width: 0.34 },
      { header: L.revenue, width: 0.28, align: 'right' },
      { header: L.payments, width: 0.2, align: 'right' },
      { header: L.share, width: 0.18, align: 'right' },
    ],
    report.methods.map((row) => [
      paymentMethodLabels[row.method],
      formatRupiah(row.amount),
      formatCount(row.payments),
      formatPercent(shareOf(row.amount, revenue.current.amount)),
    ]),
  );

  layout.heading(L.arrears);
  layout.table(
    [
      { header: L.chapter, width: 0.38 },
      { header: L.level, width: 0.12 },
      { header: L.amount, width: 0.22, align: 'right' },
      { header: L.bills, width: 0.14, align: 'right' },
      { header: L.members, width: 0.14, align: 'right' },
    ],
    report.arrearsByChapter.map((row) => [
      row.name,
      row.level,
      formatRupiah(row.amount),
      formatCount(row.bills),
      formatCount(row.members),
    ]),
    [L.total, '', formatRupiah(arrears.amount), formatCount(arrears.bills), formatCount(arrears.members)],
  );

  layout.heading(L.analysis);
  for (const { message } of financialAnalysis(report)) layout.paragraph(`• ${message}`, { size: 10, gap: 4 });
  return doc.save();
}

/** Draws top to bottom, starting a new page when the next block does not fit. */
class Layout extends PdfFlow {
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
    if (rows.length === 0) drawRow([L.noRows, ...columns.slice(1).map(() => '')], this.fonts.regular, false);
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
