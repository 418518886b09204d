import qrcode from 'qrcode-generator';

/** Rows of modules of a QR code (true = dark), without the quiet zone. */
export type QrMatrix = readonly (readonly boolean[])[];

/**
 * The QR code of `text`: byte mode, error correction M, the smallest version that fits (decision
 * 0028). Eight trial encodings, one per mask, to keep the best: 10–20 ms on a fast machine, several
 * times that on a phone; `qr-matrix.ts` remembers them and runs them off the main thread.
 */
export function encodeQr(text: string): QrMatrix {
  const code = qrcode(0, 'M');
  code.addData(text, 'Byte');
  code.make();
  const count = code.getModuleCount();
  return Array.from({ length: count }, (_, row) => Array.from({ length: count }, (_, col) => code.isDark(row, col)));
}
