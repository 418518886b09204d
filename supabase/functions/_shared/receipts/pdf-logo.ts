/** The association's logo drawn as PDF paths (no image): a few hundred bytes in any document. */
import { LineCapStyle, rgb, type PDFPage } from '@cantoo/pdf-lib';
import { associationLogo as logo } from '../association.ts';

const colour = (hex: string) =>
  rgb(...([1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number]));

/** Draws the logo `side` points square with its top-left corner at (`x`, `top`) in page space. */
export function drawAssociationLogo(page: PDFPage, x: number, top: number, side: number) {
  const scale = side / logo.size;
  page.drawSvgPath(logo.square, { x, y: top, scale, color: colour(logo.background) });
  for (const path of logo.strokes) {
    page.drawSvgPath(path, {
      x,
      y: top,
      scale,
      borderColor: colour(logo.ink),
      borderWidth: logo.strokeWidth,
      borderLineCap: LineCapStyle.Round,
    });
  }
}
