import { useEffect, useState } from 'react';
import { encodeQr, type QrMatrix } from './qr-encode';

export type { QrMatrix };

/** The last few texts encoded, here or by the worker: each text is encoded once. */
const encoded = new Map<string, QrMatrix>();
const ENCODED_KEPT = 8;

function keep(text: string, matrix: QrMatrix): void {
  encoded.set(text, matrix);
  if (encoded.size > ENCODED_KEPT) encoded.delete(encoded.keys().next().value!);
}

/** The QR code of `text` now, on this thread (a canvas being drawn on a click); each text once. */
export function qrMatrix(text: string): QrMatrix {
  const known = encoded.get(text);
  if (known) return known;
  const matrix = encodeQr(text);
  keep(text, matrix);
  return matrix;
}

let worker: Worker | null | undefined;
const waiting = new Map<string, Array<(matrix: QrMatrix) => void>>();

/** The encoding worker, started on first use; null where there is none (tests in jsdom, a failed start). */
function encodingWorker(): Worker | null {
  if (worker !== undefined) return worker;
  try {
    worker = new Worker(new URL('./qr-worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<{ text: string; matrix: QrMatrix }>) => {
      const { text, matrix } = event.data;
      keep(text, matrix);
      for (const resolve of waiting.get(text) ?? []) resolve(matrix);
      waiting.delete(text);
    };
    // A worker that cannot run: what it was asked is encoded here instead, and so is what follows.
    worker.onerror = () => {
      worker = null;
      for (const [text, resolvers] of waiting) for (const resolve of resolvers) resolve(qrMatrix(text));
      waiting.clear();
    };
  } catch {
    worker = null;
  }
  return worker;
}

function encodeElsewhere(text: string): Promise<QrMatrix> {
  const known = encoded.get(text);
  if (known) return Promise.resolve(known);
  const encoder = typeof Worker === 'undefined' ? null : encodingWorker();
  if (!encoder) return Promise.resolve(qrMatrix(text));
  return new Promise((resolve) => {
    const resolvers = waiting.get(text);
    if (resolvers) resolvers.push(resolve);
    else {
      waiting.set(text, [resolve]);
      encoder.postMessage({ text });
    }
  });
}

/**
 * The QR code of `text`, encoded off the main thread (issue 26 §7: the eight mask trials were one
 * long task of the member card's first render); null until it is there. `now`: encoded here at
 * once, for a code whose size the layout needs from the start. Without a worker (jsdom) also at once.
 */
export function useQrMatrix(text: string, { now = false }: { now?: boolean } = {}): QrMatrix | null {
  const known = encoded.get(text) ?? (now || typeof Worker === 'undefined' ? qrMatrix(text) : null);
  const [arrived, setArrived] = useState<{ text: string; matrix: QrMatrix } | null>(null);
  useEffect(() => {
    if (known) return;
    let current = true;
    void encodeElsewhere(text).then((matrix) => {
      if (current) setArrived({ text, matrix });
    });
    return () => {
      current = false;
    };
  }, [text, known]);
  return known ?? (arrived?.text === text ? arrived.matrix : null);
}

/** Modules of light margin a reader needs around a QR code. */
export const QR_QUIET_ZONE = 4;
