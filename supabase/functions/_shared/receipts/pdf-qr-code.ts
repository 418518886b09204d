/** QR codes in the API's PDFs (decision 0025): filled rectangles, no image. */
import {
  fill,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  setFillingGrayscaleColor,
  type PDFOperator,
} from '@cantoo/pdf-lib';
import qrcode from 'qrcode-generator';

const QR_QUIET_MODULES = 4;

/** The URL as the QR code stores it: serialised by URL (punycode, percent-encoding), so ASCII. */
export function asciiUrl(url: string): string {
  const href = new URL(url).href;
  if (!/^[\x21-\x7e]+$/.test(href)) throw new RangeError(`Not a printable ASCII URL: ${href}`);
  return href;
}

/**
 * The QR code of `data` as operators: one rectangle per run of dark modules in a row, in a single
 * filled path, inside a four-module quiet zone; `x`, `y` the lower left corner, `size` the side in
 * points. Byte mode, error correction M: a URL scans from paper even with a smudge.
 */
export function qrCodeOperators(data: string, x: number, y: number, size: number): PDFOperator[] {
  const qr = qrcode(0, 'M');
  qr.addData(data, 'Byte');
  qr.make();
  const count = qr.getModuleCount();
  const module = size / (count + 2 * QR_QUIET_MODULES);
  const left = x + QR_QUIET_MODULES * module;
  const top = y + size - QR_QUIET_MODULES * module;
  const operators = [pushGraphicsState(), setFillingGrayscaleColor(0)];
  for (let row = 0; row < count; row++) {
    for (let col = 0; col < count; col++) {
      if (!qr.isDark(row, col)) continue;
      const start = col;
      while (col + 1 < count && qr.isDark(row, col + 1)) col++;
      operators.push(rectangle(left + start * module, top - (row + 1) * module, (col - start + 1) * module, module));
    }
  }
  operators.push(fill(), popGraphicsState());
  return operators;
}
