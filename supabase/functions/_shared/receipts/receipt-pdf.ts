/**
 * The payment receipt as a PDF (issue 12 §5, decision 0025): one A4 page (more when the bills do
 * not fit) with the association's name and logo and the issuing board, the receipt number, the member, the bills settled, the
 * amount in figures and in words, the method, the transaction id, the time in WIB and a QR code
 * that opens the public verification page; a payment an officer recorded names the officer and the
 * DPC that received it. Pure code: no files, no network; runs on Deno and Node.
 */
import { PDFDocument, type PDFFont } from '@cantoo/pdf-lib';
import { association } from '../association.ts';
import { rupiahInFigures } from '../money/amount-in-figures.ts';
import { rupiahInWords } from '../money/amount-in-words.ts';
import { embedDejaVu, type DejaVuFonts } from './pdf-fonts.ts';
import { drawAssociationLogo } from './pdf-logo.ts';
import { A4, GREY, PdfFlow, SHADE } from './pdf-flow.ts';
import { asciiUrl, qrCodeOperators } from './pdf-qr-code.ts';
import { receiptLabels, wibDateTime } from './receipt-text.ts';

export interface ReceiptBill {
  /** The dues category's name, e.g. "Iuran Tahunan". */
  category: string;
  /** The billed period as shown, e.g. "2026" or "Januari 2026". */
  periodLabel: string;
  /** Whole rupiah. */
  amount: number;
}

export interface ReceiptDocument {
  /** The board that issues receipts (the DPP as `organizations` has it), under the association's name. */
  board: { name: string; address?: string; phone?: string; email?: string; website?: string };
  receiptNumber: string;
  /** `nap` as shown to people (dotted, `formatNap`). */
  member: { fullName: string; nap: string };
  bills: readonly ReceiptBill[];
  /** Whole rupiah: the payment, which the bills add up to. */
  amount: number;
  /** The method as shown, e.g. "QRIS" or "Tunai". */
  methodLabel: string;
  /** A payment an officer recorded (cash, transfer, …): who received the money, for which DPC. */
  receivedBy?: { officer: string; chapter: string } | undefined;
  transactionId: string;
  /** ISO 8601 instant; printed in WIB. */
  paidAt: string;
  /** The public page that confirms the receipt; the QR code holds it. */
  verificationUrl: string;
}

const PAGE = { ...A4, margin: 56 } as const;
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const QR_SIZE = 108;
const LOGO_SIZE = 44;

/** Builds the receipt; throws a RangeError when the document does not add up. */
export async function buildReceiptPdf(receipt: ReceiptDocument): Promise<Uint8Array> {
  const billed = receipt.bills.reduce((sum, bill) => sum + bill.amount, 0);
  if (receipt.bills.length === 0 || billed !== receipt.amount) {
    throw new RangeError(`A receipt's bills must add up to its amount: ${billed} ≠ ${receipt.amount}`);
  }
  const paidAt = new Date(receipt.paidAt);
  const verificationUrl = asciiUrl(receipt.verificationUrl);

  const doc = await PDFDocument.create();
  const fonts = await embedDejaVu(doc);
  const title = `${receiptLabels.title} ${receipt.receiptNumber}`;
  doc.setTitle(title);
  doc.setAuthor(association.name);
  doc.setSubject(receiptLabels.title);
  doc.setLanguage('id-ID');
  doc.setCreator('SIMK');
  doc.setProducer('SIMK');
  doc.setCreationDate(paidAt);
  doc.setModificationDate(paidAt);

  const layout = new Layout(doc, fonts, `${title} (${receiptLabels.continued})`);
  layout.header(receipt.board);
  layout.title(receiptLabels.title, `${receiptLabels.number} ${receipt.receiptNumber}`);
  layout.details([
    [receiptLabels.memberName, receipt.member.fullName],
    [receiptLabels.nap, receipt.member.nap],
    [receiptLabels.paidAt, wibDateTime(paidAt)],
    [receiptLabels.method, receipt.methodLabel],
    ...(receipt.receivedBy
      ? ([
          [receiptLabels.receivedBy, receipt.receivedBy.officer],
          [receiptLabels.receivingChapter, receipt.receivedBy.chapter],
        ] as [string, string][])
      : []),
    [receiptLabels.transactionId, receipt.transactionId],
  ]);
  layout.bills(receipt.bills, receipt.amount);
  layout.inWords(rupiahInWords(receipt.amount));
  layout.verification(verificationUrl);
  layout.footer(receiptLabels.footer);
  return doc.save();
}

/** Draws top to bottom, starting a new page when the next block does not fit. */
class Layout extends PdfFlow {
  constructor(doc: PDFDocument, fonts: DejaVuFonts, continuedHeading: string) {
    super(doc, fonts, PAGE.margin, continuedHeading, 1.3);
  }

  private get regular(): PDFFont {
    return this.fonts.regular;
  }

  private get bold(): PDFFont {
    return this.fonts.bold;
  }

  header(board: ReceiptDocument['board']) {
    const top = this.y;
    drawAssociationLogo(this.page, PAGE.margin, top, LOGO_SIZE);
    const beside = { x: PAGE.margin + LOGO_SIZE + 12, width: CONTENT_WIDTH - LOGO_SIZE - 12 };
    this.paragraph(association.name, { size: 12.5, font: this.bold, gap: 2, ...beside });
    this.paragraph(board.name, { size: 10.5, gap: 2, ...beside });
    const contacts = [board.phone, board.email, board.website].filter(Boolean).join(' · ');
    for (const line of [board.address, contacts]) {
      if (line) this.paragraph(line, { size: 9, color: GREY, gap: 2, ...beside });
    }
    this.y = Math.min(this.y, top - LOGO_SIZE) - 8;
    this.rule(1);
    this.y -= 22;
  }

  title(text: string, number: string) {
    this.paragraph(text, { size: 16, font: this.bold, gap: 4 });
    this.paragraph(number, { size: 11, gap: 0 });
    this.y -= 18;
  }

  details(rows: [label: string, value: string][]) {
    const labelWidth = 110;
    for (const [label, value] of rows) {
      const lines = this.wrap(value, this.regular, 10.5, CONTENT_WIDTH - labelWidth);
      this.ensureSpace(lines.length * 15);
      this.text(label, PAGE.margin, { size: 10.5, color: GREY });
      lines.forEach((line, i) => this.text(line, PAGE.margin + labelWidth, { size: 10.5, dy: i * 15 }));
      this.y -= lines.length * 15 + 3;
    }
    this.y -= 14;
  }

  bills(bills: readonly ReceiptBill[], total: number) {
    const size = 10;
    const lineHeight = 14;
    const columns = { category: PAGE.margin + 6, period: PAGE.margin + 250, amountRight: PAGE.width - PAGE.margin - 6 };
    const widths = { category: 236, period: 130 };
    const headerRow = () => {
      const band = lineHeight + 6;
      this.ensureSpace(band + lineHeight);
      this.page.drawRectangle({ x: PAGE.margin, y: this.y - band, width: CONTENT_WIDTH, height: band, color: SHADE });
      const dy = lineHeight - size - 1; // baseline a little above the band's middle line
      this.text(receiptLabels.billCategory, columns.category, { size, font: this.bold, dy });
      this.text(receiptLabels.billPeriod, columns.period, { size, font: this.bold, dy });
      this.textRight(receiptLabels.billAmount, columns.amountRight, { size, font: this.bold, dy });
      this.y -= band + 6;
    };
    headerRow();
    for (const bill of bills) {
      const category = this.wrap(bill.category, this.regular, size, widths.category);
      const period = this.wrap(bill.periodLabel, this.regular, size, widths.period);
      const height = Math.max(category.length, period.length) * lineHeight;
      if (this.y - height < PAGE.margin) {
        this.newPage();
        headerRow();
      }
      category.forEach((line, i) => this.text(line, columns.category, { size, dy: i * lineHeight }));
      period.forEach((line, i) => this.text(line, columns.period, { size, dy: i * lineHeight }));
      this.textRight(rupiahInFigures(bill.amount), columns.amountRight, { size });
      this.y -= height + 4;
    }
    this.ensureSpace(30);
    this.rule(0.75, this.y - 2);
    this.y -= 10;
    this.text(receiptLabels.total, columns.category, { size: 11, font: this.bold });
    this.textRight(rupiahInFigures(total), columns.amountRight, { size: 11, font: this.bold });
    this.y -= 26;
  }

  inWords(words: string) {
    this.paragraph(receiptLabels.inWords, { size: 10, color: GREY, gap: 3 });
    this.paragraph(words, { size: 11, gap: 0 });
    this.y -= 28;
  }

  verification(url: string) {
    this.ensureSpace(QR_SIZE + 8);
    const top = this.y;
    this.qrCode(url, PAGE.margin, top - QR_SIZE);
    const textX = PAGE.margin + QR_SIZE + 16;
    const textWidth = CONTENT_WIDTH - QR_SIZE - 16;
    this.y = top - 20;
    this.paragraph(receiptLabels.verify, { size: 9.5, x: textX, width: textWidth, gap: 6 });
    // A URL has no spaces to break at: it wraps anywhere.
    this.paragraph(url, { size: 8.5, x: textX, width: textWidth, color: GREY, gap: 0, breakAnywhere: true });
    this.y = Math.min(this.y, top - QR_SIZE) - 20;
  }

  footer(text: string) {
    this.paragraph(text, { size: 8.5, color: GREY, gap: 0 });
  }

  private qrCode(data: string, x: number, y: number) {
    this.page.pushOperators(...qrCodeOperators(data, x, y, QR_SIZE));
  }
}
