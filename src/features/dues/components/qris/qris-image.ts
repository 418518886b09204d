import { QR_QUIET_ZONE, qrMatrix } from '@/lib/qr-matrix';

/**
 * Pixels per module in the saved image: a gallery import, a screenshot or a photo of the image
 * reads it, and a version-12 code (287 characters) stays under 750 px wide.
 */
export const QRIS_IMAGE_MODULE = 10;
const FONT = 'system-ui, "DejaVu Sans", Arial, sans-serif';

/** One line printed under the code, centred; `size` is a share of the image's width. */
export interface QrisImageLine {
  text: string;
  size: number;
  bold?: boolean;
}

/**
 * The QRIS code of `qrString` as a PNG: black modules on white with a 4-module quiet zone, and
 * `lines` (amount, merchant, order id) under it, so the picture in a gallery says what it pays.
 */
export function drawQrisPng(qrString: string, lines: readonly QrisImageLine[]): Promise<Blob> {
  const matrix = qrMatrix(qrString);
  const side = (matrix.length + 2 * QR_QUIET_ZONE) * QRIS_IMAGE_MODULE;
  const margin = QR_QUIET_ZONE * QRIS_IMAGE_MODULE;
  const sized = lines.map((line) => ({ ...line, px: Math.round(side * line.size) }));
  const textHeight = sized.reduce((sum, line) => sum + Math.round(line.px * 1.5), 0);

  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side + textHeight + margin;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas 2D is not available');
  const ctx: CanvasRenderingContext2D = context;

  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.fillStyle = '#000000';
  matrix.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) {
        ctx.fillRect(
          margin + x * QRIS_IMAGE_MODULE,
          margin + y * QRIS_IMAGE_MODULE,
          QRIS_IMAGE_MODULE,
          QRIS_IMAGE_MODULE,
        );
      }
    }),
  );

  // The quiet zone under the code stays white; the text starts below it.
  ctx.textAlign = 'center';
  ctx.textBaseline = 'alphabetic';
  let y = side;
  for (const line of sized) {
    y += Math.round(line.px * 1.5);
    // A long order id or merchant name shrinks to the width inside the margins instead of being cut.
    let px = line.px;
    const font = () => `${line.bold ? 'bold ' : ''}${px}px ${FONT}`;
    ctx.font = font();
    while (px > 8 && ctx.measureText(line.text).width > side - 2 * margin) {
      px -= 1;
      ctx.font = font();
    }
    ctx.fillText(line.text, side / 2, y - Math.round(line.px * 0.35));
  }

  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The QRIS image could not be made'))),
      'image/png',
    ),
  );
}
