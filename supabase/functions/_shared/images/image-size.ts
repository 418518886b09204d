/**
 * An image's format and pixel dimensions from its first bytes, without decoding it (decision 0047).
 * A few dozen bytes say how much memory a decoder will take: a 2 MB PNG can declare 26,000 ×
 * 26,000 pixels. Pure code; runs on Deno and Node, in the browser too.
 */
import { ascii, i32le, startsWith, u16be, u16le, u24le, u32be, u32le } from './bytes.ts';

/** Raster formats browsers decode whatever the content type says (they sniff the signature). */
export type ImageFormat = 'png' | 'jpeg' | 'webp' | 'gif' | 'bmp' | 'ico' | 'avif' | 'tiff';

export const imageFormatTypes: Record<ImageFormat, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  bmp: 'image/bmp',
  ico: 'image/x-icon',
  avif: 'image/avif',
  tiff: 'image/tiff',
};

export interface ImageSize {
  format: ImageFormat;
  width: number;
  height: number;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The image format the bytes begin with, or null when they are none a browser would decode. */
export function sniffImageFormat(bytes: Uint8Array): ImageFormat | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return 'webp';
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return 'gif';
  if (ascii(bytes, 0, 2) === 'BM') return 'bmp';
  if (startsWith(bytes, [0, 0, 1, 0]) || startsWith(bytes, [0, 0, 2, 0])) return 'ico';
  if (ascii(bytes, 4, 4) === 'ftyp' && /^(avif|avis|heic|heix|mif1|msf1)$/.test(ascii(bytes, 8, 4))) return 'avif';
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0]) || startsWith(bytes, [0x4d, 0x4d, 0, 0x2a])) return 'tiff';
  return null;
}

/**
 * The format and dimensions the header declares. Null when the bytes are no image we measure:
 * either no image at all (see sniffImageFormat), or a format or header we cannot read, which a
 * caller that admits images must refuse.
 */
export function readImageSize(bytes: Uint8Array): ImageSize | null {
  const format = sniffImageFormat(bytes);
  const size = format ? readers[format]?.(bytes) : null;
  if (!format || !size || size.width <= 0 || size.height <= 0) return null;
  return { format, ...size };
}

type Dimensions = { width: number; height: number } | null;

const readers: Partial<Record<ImageFormat, (bytes: Uint8Array) => Dimensions>> = {
  // The IHDR chunk comes first (PNG §5.6): width and height as 32-bit big-endian numbers.
  png: (b) => (ascii(b, 12, 4) === 'IHDR' && b.length >= 24 ? { width: u32be(b, 16), height: u32be(b, 20) } : null),
  jpeg: readJpeg,
  webp: readWebp,
  gif: (b) => (b.length >= 10 ? { width: u16le(b, 6), height: u16le(b, 8) } : null),
  // BITMAPINFOHEADER (or later): width, then height, negative for a top-down bitmap.
  bmp: (b) => (b.length >= 26 && i32le(b, 14) >= 40 ? { width: i32le(b, 18), height: Math.abs(i32le(b, 22)) } : null),
};

/** Start-of-frame markers: C0–CF except DHT (C4), JPG (C8) and DAC (CC). */
function isStartOfFrame(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

/** Walks the segments to the first frame header; the scan data (SOS) never comes before it. */
function readJpeg(b: Uint8Array): Dimensions {
  let at = 2;
  while (at < b.length) {
    if (b[at] !== 0xff) return null;
    while (at < b.length && b[at] === 0xff) at++; // fill bytes
    const marker = b[at++];
    if (marker === undefined) return null;
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) continue; // no length
    if (marker === 0xd9 || marker === 0xda || at + 2 > b.length) return null;
    const length = u16be(b, at);
    if (length < 2) return null;
    if (isStartOfFrame(marker))
      return at + 7 <= b.length ? { height: u16be(b, at + 3), width: u16be(b, at + 5) } : null;
    at += length;
  }
  return null;
}

/** The first chunk after `RIFF….WEBP`: lossy VP8, lossless VP8L, or the extended VP8X canvas. */
function readWebp(b: Uint8Array): Dimensions {
  const chunk = ascii(b, 12, 4);
  if (chunk === 'VP8 ' && b.length >= 30 && startsWith(b, [0x9d, 0x01, 0x2a], 23)) {
    return { width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
  }
  if (chunk === 'VP8L' && b.length >= 25 && b[20] === 0x2f) {
    const bits = u32le(b, 21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X' && b.length >= 30) return { width: u24le(b, 24) + 1, height: u24le(b, 27) + 1 };
  return null;
}
