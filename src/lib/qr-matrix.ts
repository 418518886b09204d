import qrcode from 'qrcode-generator';
import { rememberRecent } from '@/lib/remember-recent';

/**
 * The QR code of `text` as rows of modules (true = dark), without the quiet zone: byte mode, error
 * correction M, the smallest version that fits (decision 0028). Drawn as SVG or on a canvas.
 */
export const qrMatrix: (text: string) => readonly (readonly boolean[])[] = rememberRecent(8, (text) => {
  // Eight trial encodings, one per mask, to keep the best: 15–20 ms for a QRIS payload on a fast
  // machine, so each text is encoded once.
  const code = qrcode(0, 'M');
  code.addData(text, 'Byte');
  code.make();
  const count = code.getModuleCount();
  return Array.from({ length: count }, (_, row) => Array.from({ length: count }, (_, col) => code.isDark(row, col)));
});

/** Modules of light margin a reader needs around a QR code. */
export const QR_QUIET_ZONE = 4;
