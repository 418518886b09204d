// Encodes QR codes off the main thread for `useQrMatrix` (qr-matrix.ts).
import { encodeQr } from './qr-encode';

self.onmessage = (event: MessageEvent<{ text: string }>) => {
  const { text } = event.data;
  self.postMessage({ text, matrix: encodeQr(text) });
};
