import {
  CARD_SIZE,
  cardColors,
  cardFace,
  cardGeometry as g,
  cardLabels,
  containedIn,
  fitText,
  type Box,
} from '@shared/member-card/card-face';
import { associationLogo as logo } from '@shared/association';
import type { MemberCard } from '@shared/contracts/member-card';
import { QR_QUIET_ZONE, qrMatrix } from '@/lib/qr-matrix';

/** 300 dpi: an ID-1 card of 1011 × 638 pixels. */
const PIXELS_PER_POINT = 300 / 72;
const FONT = '"DejaVu Sans", Verdana, Arial, sans-serif';

const css = (c: readonly [number, number, number]) => `rgb(${c.map((part) => Math.round(part * 255)).join(' ')})`;

/** The association's logo from its paths, `side` points square at (`x`, `y`). */
function drawLogo(ctx: CanvasRenderingContext2D, x: number, y: number, side: number) {
  ctx.save();
  ctx.translate(x, y);
  ctx.scale(side / logo.size, side / logo.size);
  ctx.fillStyle = logo.background;
  ctx.fill(new Path2D(logo.square));
  ctx.strokeStyle = logo.ink;
  ctx.lineWidth = logo.strokeWidth;
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  for (const path of logo.strokes) ctx.stroke(new Path2D(path));
  ctx.restore();
}

/** The photo decoded for the canvas; null when there is none or it cannot be had. */
async function loadPhoto(url: string | null): Promise<ImageBitmap | null> {
  if (!url) return null;
  try {
    const response = await fetch(url);
    if (!response.ok) return null;
    // A bitmap from the bytes, not an <img> of another origin: the canvas stays exportable.
    return await createImageBitmap(await response.blob());
  } catch {
    return null;
  }
}

/**
 * The member card as a PNG at 300 dpi, drawn from the same face and geometry as the API's PDF
 * (`@shared/member-card/card-face`), in the card's own points scaled to pixels.
 */
export async function drawCardPng(card: MemberCard, photoUrl: string | null): Promise<Blob> {
  const face = cardFace(card);
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(CARD_SIZE.width * PIXELS_PER_POINT);
  canvas.height = Math.round(CARD_SIZE.height * PIXELS_PER_POINT);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas 2D is not available');
  const ctx: CanvasRenderingContext2D = context;
  ctx.scale(PIXELS_PER_POINT, PIXELS_PER_POINT);

  const box = (b: Box, colour: readonly [number, number, number]) => {
    ctx.fillStyle = css(colour);
    ctx.fillRect(b.x, b.y, b.width, b.height);
  };
  const font = (size: number, bold = false) => `${bold ? 'bold ' : ''}${size}px ${FONT}`;
  const text = (
    value: string,
    x: number,
    y: number,
    size: number,
    colour: readonly [number, number, number],
    bold = false,
  ) => {
    ctx.font = font(size, bold);
    ctx.fillStyle = css(colour);
    ctx.fillText(value, x, y);
  };
  const fitted = (
    value: string,
    place: { x: number; y: number; size: number; minSize: number; maxWidth: number },
    colour: readonly [number, number, number],
    bold = false,
  ) => {
    const fit = fitText(value, place, (t, size) => {
      ctx.font = font(size, bold);
      return ctx.measureText(t).width;
    });
    text(fit.text, place.x, place.y, fit.size, colour, bold);
  };

  box({ x: 0, y: 0, width: CARD_SIZE.width, height: CARD_SIZE.height }, [1, 1, 1]);
  box(g.header, cardColors.header);
  box(g.footer, cardColors.footer);
  drawLogo(ctx, g.logo.x, g.logo.y, g.logo.side);
  fitted(face.association, g.association, cardColors.onHeader, true);
  text(cardLabels.title, g.title.x, g.title.y, g.title.size, cardColors.onHeader);

  const photo = await loadPhoto(photoUrl);
  if (photo) {
    const area = containedIn(g.photo, photo.width, photo.height);
    ctx.drawImage(photo, area.x, area.y, area.width, area.height);
    photo.close();
  } else {
    box(g.photo, cardColors.placeholder);
    ctx.font = font(16, true);
    const width = ctx.measureText(face.initials).width;
    text(
      face.initials,
      g.photo.x + (g.photo.width - width) / 2,
      g.photo.y + g.photo.height / 2 + 16 * 0.35,
      16,
      cardColors.muted,
      true,
    );
  }

  fitted(face.fullName, g.name, cardColors.text, true);
  text(face.nap, g.nap.x, g.nap.y, g.nap.size, cardColors.text, true);
  face.rows.forEach(([label, value], i) => {
    const cell = g.cells[i]!;
    text(label, cell.x, cell.y, g.cell.labelSize, cardColors.muted);
    fitted(
      value,
      { ...cell, y: cell.y + g.cell.valueBelow, size: g.cell.valueSize, minSize: g.cell.minValueSize },
      cardColors.text,
    );
  });

  const matrix = qrMatrix(face.verificationUrl);
  const module = g.qr.width / (matrix.length + 2 * QR_QUIET_ZONE);
  ctx.fillStyle = '#000000';
  matrix.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark)
        ctx.fillRect(g.qr.x + (x + QR_QUIET_ZONE) * module, g.qr.y + (y + QR_QUIET_ZONE) * module, module, module);
    }),
  );
  ctx.font = font(g.scan.size);
  const scanWidth = ctx.measureText(cardLabels.scan).width;
  text(cardLabels.scan, g.qr.x + (g.qr.width - scanWidth) / 2, g.scan.y, g.scan.size, cardColors.muted);
  fitted(face.verificationUrl, g.url, cardColors.muted);

  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The card image could not be made'))),
      'image/png',
    ),
  );
}
