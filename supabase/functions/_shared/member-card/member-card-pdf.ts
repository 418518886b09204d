/**
 * The digital member card as a PDF of one ID-1 page (85.6 × 54 mm; issue 13 §6): DejaVu Sans and
 * the QR code as rectangles, as on the receipt (decision 0025). Pure code; runs on Deno and Node.
 */
import { PDFDocument, rgb, type PDFFont, type PDFImage, type PDFPage } from '@cantoo/pdf-lib';
import { boundedPhoto } from '../images/bounded-photo.ts';
import { AVATAR_PIXEL_BOUND } from '../images/image-bounds.ts';
import { embedDejaVu, type DejaVuFonts } from '../receipts/pdf-fonts.ts';
import { drawAssociationLogo } from '../receipts/pdf-logo.ts';
import { asciiUrl, qrCodeOperators } from '../receipts/pdf-qr-code.ts';
import {
  CARD_SIZE,
  cardColors,
  cardGeometry as g,
  cardLabels,
  containedIn,
  fitText,
  type Box,
  type CardFace,
} from './card-face.ts';

export interface CardPhoto {
  bytes: Uint8Array;
  type: 'image/jpeg' | 'image/png';
}

export interface MemberCardDocument {
  face: CardFace;
  /** The member's photo from `avatars`; the placeholder when absent. */
  photo?: CardPhoto | undefined;
  /** The PDF's dates; the same card at the same time gives the same bytes. */
  madeAt: Date;
}

const colour = (c: readonly [number, number, number]) => rgb(c[0], c[1], c[2]);

/** Builds the card; a photo the PDF library cannot (or must not) read falls back to the placeholder. */
export async function buildMemberCardPdf(card: MemberCardDocument): Promise<Uint8Array> {
  const { face } = card;
  const verificationUrl = asciiUrl(face.verificationUrl);
  const doc = await PDFDocument.create();
  const fonts = await embedDejaVu(doc);
  doc.setTitle(`${cardLabels.title} ${face.nap}`);
  doc.setAuthor(face.association);
  doc.setSubject(cardLabels.title);
  doc.setLanguage('id-ID');
  doc.setCreator('SIMK');
  doc.setProducer('SIMK');
  doc.setCreationDate(card.madeAt);
  doc.setModificationDate(card.madeAt);

  const page = doc.addPage([CARD_SIZE.width, CARD_SIZE.height]);
  const draw = new CardDrawing(page, fonts);
  draw.box(g.header, cardColors.header);
  draw.box(g.footer, cardColors.footer);
  drawAssociationLogo(page, g.logo.x, CARD_SIZE.height - g.logo.y, g.logo.side);
  draw.fitted(face.association, g.association, fonts.bold, cardColors.onHeader);
  draw.text(cardLabels.title, g.title.x, g.title.y, g.title.size, fonts.regular, cardColors.onHeader);

  const image = card.photo ? await embedPhoto(doc, card.photo) : undefined;
  if (image) draw.image(image, containedIn(g.photo, image.width, image.height));
  else draw.placeholder(face.initials);

  draw.fitted(face.fullName, g.name, fonts.bold, cardColors.text);
  draw.text(face.nap, g.nap.x, g.nap.y, g.nap.size, fonts.bold, cardColors.text);
  face.rows.forEach(([label, value], i) => {
    const cell = g.cells[i]!;
    draw.text(label, cell.x, cell.y, g.cell.labelSize, fonts.regular, cardColors.muted);
    const place = { ...cell, y: cell.y + g.cell.valueBelow, size: g.cell.valueSize, minSize: g.cell.minValueSize };
    draw.fitted(value, place, fonts.regular, cardColors.text);
  });

  page.pushOperators(...qrCodeOperators(verificationUrl, g.qr.x, CARD_SIZE.height - g.qr.y - g.qr.height, g.qr.width));
  const scanWidth = fonts.regular.widthOfTextAtSize(cardLabels.scan, g.scan.size);
  draw.text(
    cardLabels.scan,
    g.qr.x + (g.qr.width - scanWidth) / 2,
    g.scan.y,
    g.scan.size,
    fonts.regular,
    cardColors.muted,
  );
  draw.fitted(verificationUrl, g.url, fonts.regular, cardColors.muted);
  return doc.save();
}

/**
 * pdf-lib decodes a PNG whole and synchronously: only a photo within the avatar bound, whose data
 * inflates within its size, is handed to it (decision 0047). Anything else, such as a photo
 * stored before the bound, leaves the placeholder.
 */
async function embedPhoto(doc: PDFDocument, photo: CardPhoto): Promise<PDFImage | undefined> {
  const bounded = boundedPhoto(photo.bytes, photo.type, AVATAR_PIXEL_BOUND);
  if (!bounded.ok) return undefined;
  try {
    return photo.type === 'image/png' ? await doc.embedPng(bounded.bytes) : await doc.embedJpg(bounded.bytes);
  } catch {
    return undefined;
  }
}

/** Draws in the card's top-left coordinates onto the PDF page (origin bottom left). */
class CardDrawing {
  constructor(
    private readonly page: PDFPage,
    private readonly fonts: DejaVuFonts,
  ) {}

  box(box: Box, fill: readonly [number, number, number]) {
    this.page.drawRectangle({
      x: box.x,
      y: this.flip(box.y + box.height),
      width: box.width,
      height: box.height,
      color: colour(fill),
    });
  }

  image(image: PDFImage, box: Box) {
    this.page.drawImage(image, { x: box.x, y: this.flip(box.y + box.height), width: box.width, height: box.height });
  }

  placeholder(initials: string) {
    this.box(g.photo, cardColors.placeholder);
    const size = 16;
    const text = this.fonts.printable(initials, this.fonts.bold);
    const width = this.fonts.bold.widthOfTextAtSize(text, size);
    const baseline = g.photo.y + g.photo.height / 2 + size * 0.35;
    this.text(text, g.photo.x + (g.photo.width - width) / 2, baseline, size, this.fonts.bold, cardColors.muted);
  }

  /** One line with its baseline at `y`. */
  text(text: string, x: number, y: number, size: number, font: PDFFont, color: readonly [number, number, number]) {
    this.page.drawText(this.fonts.printable(text, font), { x, y: this.flip(y), size, font, color: colour(color) });
  }

  /** One line shrunk (then cut) to fit its width. */
  fitted(
    text: string,
    place: { x: number; y: number; size: number; minSize: number; maxWidth: number },
    font: PDFFont,
    color: readonly [number, number, number],
  ) {
    const fit = fitText(this.fonts.printable(text, font), place, (t, size) => font.widthOfTextAtSize(t, size));
    this.text(fit.text, place.x, place.y, fit.size, font, color);
  }

  private flip(y: number): number {
    return CARD_SIZE.height - y;
  }
}
