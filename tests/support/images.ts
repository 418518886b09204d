// Image files built byte by byte for the pixel-bound tests (decision 0047): valid PNGs of any
// declared size, and the headers of JPEG and WebP files.
import { crc32 } from 'node:zlib';
import { zlibSync } from 'fflate';

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  out.set(Buffer.from(type, 'latin1'), 4);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

function concat(parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  return new Uint8Array(Buffer.concat(parts));
}

export interface PngOptions {
  /** Colour type (0 grey, 2 RGB, 6 RGBA); 0 by default. */
  colourType?: 0 | 2 | 6;
  /** Bits per sample; 8 by default (1 for the cheapest grey bomb). */
  depth?: 1 | 8;
  /**
   * The IDAT's data: 'rows' (the default) compresses every row the header declares, zeros, so
   * the file decodes to exactly its size; 'none' leaves one empty row, so only the header is big;
   * a number compresses that many bytes of zeros (more than the rows hold: a deflate bomb).
   */
  data?: 'rows' | 'none' | number;
  /** Extra chunks before IEND, e.g. a zTXt. */
  extra?: Uint8Array[];
}

/** A PNG declaring `width` × `height` pixels. */
export function pngOf(width: number, height: number, options: PngOptions = {}): Uint8Array<ArrayBuffer> {
  const { colourType = 0, depth = 8, data = 'rows' } = options;
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header.set([depth, colourType, 0, 0, 0], 8);
  const channels = { 0: 1, 2: 3, 6: 4 }[colourType];
  const rowBytes = 1 + Math.ceil((width * channels * depth) / 8);
  const raw = data === 'rows' ? height * rowBytes : data === 'none' ? 1 : data;
  return concat([
    Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlibSync(new Uint8Array(raw), { level: 9 })),
    ...(options.extra ?? []),
    chunk('IEND', new Uint8Array()),
  ]);
}

/** A zTXt chunk whose text inflates to `bytes` bytes. */
export function compressedTextChunk(bytes: number): Uint8Array {
  return chunk('zTXt', concat([Buffer.from('Comment\0\0', 'latin1'), zlibSync(new Uint8Array(bytes), { level: 9 })]));
}

/**
 * The start of a baseline JPEG declaring `width` × `height`: SOI, an APP0 (JFIF) and an APP1 of
 * `exifBytes` before the frame header, as phone photos carry their EXIF.
 */
export function jpegHeaderOf(width: number, height: number, exifBytes = 0): Uint8Array<ArrayBuffer> {
  const segment = (marker: number, body: Uint8Array) =>
    concat([Uint8Array.from([0xff, marker, (body.length + 2) >> 8, (body.length + 2) & 0xff]), body]);
  const sof = Uint8Array.from([8, height >> 8, height & 0xff, width >> 8, width & 0xff, 1, 1, 0x11, 0]);
  return concat([
    Uint8Array.from([0xff, 0xd8]),
    segment(0xe0, Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1')),
    ...(exifBytes > 0 ? [segment(0xe1, new Uint8Array(exifBytes))] : []),
    Uint8Array.from([0xff, 0xff]), // fill bytes are allowed before a marker
    segment(0xc0, sof),
    segment(0xda, Uint8Array.from([1, 1, 0, 0, 0x3f, 0])),
    Uint8Array.from([0, 0, 0xff, 0xd9]),
  ]);
}

/** A lossy (VP8), lossless (VP8L) or extended (VP8X) WebP header declaring `width` × `height`. */
export function webpHeaderOf(kind: 'VP8 ' | 'VP8L' | 'VP8X', width: number, height: number): Uint8Array<ArrayBuffer> {
  const body = new Uint8Array(20);
  const view = new DataView(body.buffer);
  if (kind === 'VP8 ') {
    body.set([0x9d, 0x01, 0x2a], 3);
    view.setUint16(6, width, true);
    view.setUint16(8, height, true);
  } else if (kind === 'VP8L') {
    body[0] = 0x2f;
    view.setUint32(1, ((width - 1) | ((height - 1) << 14)) >>> 0, true);
  } else {
    view.setUint32(4, (width - 1) | (((height - 1) & 0xff) << 24), true);
    view.setUint16(8, (height - 1) >> 8, true);
  }
  const riff = new Uint8Array(20 + body.length);
  riff.set(Buffer.from('RIFF', 'latin1'));
  new DataView(riff.buffer).setUint32(4, 12 + body.length, true);
  riff.set(Buffer.from('WEBP', 'latin1'), 8);
  riff.set(Buffer.from(kind, 'latin1'), 12);
  new DataView(riff.buffer).setUint32(16, body.length, true);
  riff.set(body, 20);
  return riff;
}
