import qrcode from 'qrcode-generator';

/**
 * The QR code of `text` as rows of modules (true = dark), without the quiet zone: byte mode, error
 * correction M, the smallest version that fits (decision 0028). Drawn as SVG or on a canvas.
 */
export function qrMatrix(text: string): boolean[][] {
  const code = qrcode(0, 'M');
  code.addData(text, 'Byte');
  code.make();
  const count = code.getModuleCount();
  return Array.from({ length: count }, (_, row) => Array.from({ length: count }, (_, col) => code.isDark(row, col)));
}

/** Modules of light margin a reader needs around a QR code. */
export const QR_QUIET_ZONE = 4;
