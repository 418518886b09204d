/**
 * A PNG that decodes within its declared size. pdf-lib's PNG decoder (UPNG) inflates the image
 * data, compressed text (zTXt, iTXt) and every APNG frame with `unzlibSync`, which grows its
 * output until the stream ends: a 1 × 1 PNG holding 2 MB of deflate can yield 2 GB. So the image
 * data is inflated here first, a quarter kilobyte of input at a time, and given up as soon as it
 * yields more than the declared rows hold; the copy handed on keeps only the chunks an image needs.
 */
import { Unzlib } from 'fflate';
import { ascii, startsWith, u32be } from './bytes.ts';

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const KEPT = new Set(['IHDR', 'PLTE', 'tRNS', 'IDAT', 'IEND']);
/** Samples per pixel of each colour type (PNG §11.2.2). */
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };
// Deflate expands at most ~1,032×: a quarter kilobyte yields at most ~260 KB (a kilobyte's
// megabyte took fflate's streaming inflate 65 ms).
const SLICE = 256;

/** The bytes of the rows the header declares, filter bytes included (with Adam7, a bound on them). */
function declaredDataSize(width: number, height: number, bitsPerPixel: number, interlaced: boolean): number {
  const rows = height * (1 + Math.ceil((width * bitsPerPixel) / 8));
  // Adam7 splits the image into seven passes: at most one filter byte and one partial byte more per pass row.
  return interlaced ? rows + 7 * 2 * (height + 1) : rows;
}

/**
 * The PNG reduced to IHDR, PLTE, tRNS, IDAT and IEND when its image data inflates to no more than
 * its header declares; null for anything else (not a PNG, a broken chunk, Apple's CgBI, too much
 * data). Costs one bounded inflate of the image data.
 */
export function pngWithinItsSize(bytes: Uint8Array): Uint8Array | null {
  if (!startsWith(bytes, SIGNATURE)) return null;
  const kept: Uint8Array[] = [bytes.subarray(0, SIGNATURE.length)];
  const data: Uint8Array[] = [];
  let header: Uint8Array | undefined;
  let at = SIGNATURE.length;
  for (;;) {
    if (at + 12 > bytes.length) return null;
    const length = u32be(bytes, at);
    const type = ascii(bytes, at + 4, 4);
    const end = at + 12 + length;
    if (end > bytes.length) return null;
    if (type === 'CgBI' || (!header && type !== 'IHDR')) return null;
    if (type === 'IHDR') header = bytes.subarray(at + 8, at + 8 + length);
    if (type === 'IDAT') data.push(bytes.subarray(at + 8, at + 8 + length));
    if (KEPT.has(type)) kept.push(bytes.subarray(at, end));
    at = end;
    if (type === 'IEND') break;
  }
  if (!header || header.length !== 13 || data.length === 0) return null;
  const channels = CHANNELS[header[9]!];
  if (!channels) return null;
  const limit = declaredDataSize(u32be(header, 0), u32be(header, 4), header[8]! * channels, header[12] === 1);
  if (!inflatesWithin(data, limit)) return null;
  const copy = new Uint8Array(kept.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of kept) {
    copy.set(part, offset);
    offset += part.length;
  }
  return copy;
}

function inflatesWithin(parts: Uint8Array[], limit: number): boolean {
  let produced = 0;
  const inflater = new Unzlib((chunk) => {
    produced += chunk.length;
  });
  try {
    for (const part of parts) {
      for (let start = 0; start < part.length; start += SLICE) {
        inflater.push(part.subarray(start, start + SLICE));
        if (produced > limit) return false;
      }
    }
    inflater.push(new Uint8Array(0), true);
  } catch {
    return false;
  }
  return produced <= limit;
}
