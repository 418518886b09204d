// The header reader behind the pixel bounds (decision 0047): format and dimensions from a few
// bytes, never a decode; and the PNG check that keeps pdf-lib's decoder within an image's size.
import { describe, expect, it } from 'vitest';
import { boundedPhoto } from '../../supabase/functions/_shared/images/bounded-photo.ts';
import { indonesianText } from '../../supabase/functions/_shared/indonesian-text.ts';
import {
  AVATAR_PIXEL_BOUND,
  IMAGE_PIXEL_BOUND,
  imageMessages,
  measureImage,
  pixelBoundOfBucket,
} from '../../supabase/functions/_shared/images/image-bounds.ts';
import { readImageSize, sniffImageFormat } from '../../supabase/functions/_shared/images/image-size.ts';
import { pngWithinItsSize } from '../../supabase/functions/_shared/images/png-within-size.ts';
import { compressedTextChunk, jpegHeaderOf, pngOf, webpHeaderOf } from '../support/images.ts';

const base64 = (text: string) => Uint8Array.from(Buffer.from(text, 'base64'));
// Files as encoders write them: a 1 × 1 GIF and a 2 × 3 BMP.
const GIF = base64('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7');
function bmpOf(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(54);
  const view = new DataView(bytes.buffer);
  bytes.set([0x42, 0x4d]);
  view.setUint32(14, 40, true);
  view.setInt32(18, width, true);
  view.setInt32(22, height, true);
  return bytes;
}

describe('readImageSize', () => {
  it('reads PNG, JPEG, WebP (lossy, lossless, extended), GIF and BMP headers', () => {
    expect(readImageSize(pngOf(20000, 20000, { data: 'none' }))).toEqual({
      format: 'png',
      width: 20000,
      height: 20000,
    });
    expect(readImageSize(jpegHeaderOf(12000, 9000))).toEqual({ format: 'jpeg', width: 12000, height: 9000 });
    // A phone photo's EXIF (up to 64 KB) comes before the frame header.
    expect(readImageSize(jpegHeaderOf(4000, 3000, 60_000))).toEqual({ format: 'jpeg', width: 4000, height: 3000 });
    expect(readImageSize(webpHeaderOf('VP8 ', 16383, 2))).toEqual({ format: 'webp', width: 16383, height: 2 });
    expect(readImageSize(webpHeaderOf('VP8L', 16384, 300))).toEqual({ format: 'webp', width: 16384, height: 300 });
    expect(readImageSize(webpHeaderOf('VP8X', 70000, 65537))).toEqual({ format: 'webp', width: 70000, height: 65537 });
    expect(readImageSize(GIF)).toEqual({ format: 'gif', width: 1, height: 1 });
    expect(readImageSize(bmpOf(2, -3))).toEqual({ format: 'bmp', width: 2, height: 3 });
  });

  it('gives null for bytes that are no image, and for image signatures with no readable size', () => {
    expect(sniffImageFormat(Buffer.from('%PDF-1.7\n'))).toBeNull();
    expect(readImageSize(Buffer.from('%PDF-1.7\n'))).toBeNull();
    expect(readImageSize(new Uint8Array(2048))).toBeNull();
    const pngSignatureOnly = pngOf(1, 1).subarray(0, 20);
    expect(sniffImageFormat(pngSignatureOnly)).toBe('png');
    expect(readImageSize(pngSignatureOnly)).toBeNull();
    expect(readImageSize(pngOf(0, 5, { data: 'none' }))).toBeNull();
    // A JPEG whose scan starts before any frame header, or that ends early.
    expect(readImageSize(Uint8Array.from([0xff, 0xd8, 0xff, 0xda, 0, 2]))).toBeNull();
    expect(readImageSize(jpegHeaderOf(10, 10).subarray(0, 24))).toBeNull();
    // Formats browsers decode but we do not measure are recognised, never measured.
    const avif = Uint8Array.from([0, 0, 0, 0x1c, ...Buffer.from('ftypavif', 'latin1'), 0, 0, 0, 0]);
    expect(sniffImageFormat(avif)).toBe('avif');
    expect(readImageSize(avif)).toBeNull();
  });

  it('reads the header of a file of any length in a few microseconds', () => {
    const exifHeavy = jpegHeaderOf(8000, 6000, 65_000);
    const started = performance.now();
    for (let i = 0; i < 1000; i++) readImageSize(exifHeavy);
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe('measureImage and the bounds', () => {
  it('admits a 50-megapixel photo in the buckets and 512 × 512 px for a profile photo', () => {
    expect(pixelBoundOfBucket('avatars')).toBe(AVATAR_PIXEL_BOUND);
    expect(pixelBoundOfBucket('content-images')).toBe(IMAGE_PIXEL_BOUND);
    expect(pixelBoundOfBucket('member-documents')).toBe(IMAGE_PIXEL_BOUND);
    const header = (width: number, height: number) => pngOf(width, height, { data: 'none' });
    expect(measureImage(header(8160, 6120), IMAGE_PIXEL_BOUND).kind).toBe('within');
    expect(measureImage(jpegHeaderOf(4160, 3120), IMAGE_PIXEL_BOUND).kind).toBe('within');
    expect(measureImage(header(8193, 1), IMAGE_PIXEL_BOUND).kind).toBe('too-large');
    expect(measureImage(header(8192, 8192), IMAGE_PIXEL_BOUND).kind).toBe('too-large');
    expect(measureImage(jpegHeaderOf(512, 384), AVATAR_PIXEL_BOUND).kind).toBe('within');
    expect(measureImage(jpegHeaderOf(384, 513), AVATAR_PIXEL_BOUND).kind).toBe('too-large');
    expect(measureImage(Buffer.from('%PDF-1.7\n'), IMAGE_PIXEL_BOUND).kind).toBe('not-an-image');
    expect(measureImage(pngOf(1, 1).subarray(0, 20), IMAGE_PIXEL_BOUND)).toEqual({ kind: 'unreadable', format: 'png' });
  });

  it('names the bound in Indonesian', () => {
    expect(indonesianText(imageMessages.tooLarge(AVATAR_PIXEL_BOUND))).toBe(
      'Dimensi gambar terlalu besar. Maksimal 512 × 512 piksel; perkecil gambar lalu unggah ulang.',
    );
    expect(indonesianText(imageMessages.tooLarge(IMAGE_PIXEL_BOUND))).toBe(
      'Dimensi gambar terlalu besar. Maksimal 8192 piksel per sisi dan 50 megapiksel; perkecil gambar lalu unggah ulang.',
    );
  });
});

describe('pngWithinItsSize and boundedPhoto', () => {
  it('passes a PNG whose data fills its rows, keeping only the chunks of the image', () => {
    const png = pngOf(300, 200, { colourType: 6, extra: [compressedTextChunk(10)] });
    const kept = pngWithinItsSize(png);
    expect(kept).not.toBeNull();
    expect(Buffer.from(kept!).includes('zTXt')).toBe(false);
    expect(readImageSize(kept!)).toEqual({ format: 'png', width: 300, height: 200 });
  });

  it('refuses a small PNG whose data or text inflates past its size, without inflating it all', () => {
    // 1 × 1 pixel, 5 MB of zeros in the image data (about 5 KB compressed).
    const bomb = pngOf(1, 1, { data: 5_000_000 });
    const started = performance.now();
    expect(pngWithinItsSize(bomb)).toBeNull();
    expect(performance.now() - started).toBeLessThan(100);
    // The text is dropped, never inflated.
    expect(pngWithinItsSize(pngOf(1, 1, { extra: [compressedTextChunk(5_000_000)] }))).not.toBeNull();
  });

  it('takes a photo of the named type within the bound, and nothing else', () => {
    expect(boundedPhoto(pngOf(512, 512), 'image/png', AVATAR_PIXEL_BOUND).ok).toBe(true);
    expect(boundedPhoto(jpegHeaderOf(512, 300), 'image/jpeg', AVATAR_PIXEL_BOUND).ok).toBe(true);
    expect(boundedPhoto(pngOf(20000, 20000, { data: 'none' }), 'image/png', AVATAR_PIXEL_BOUND)).toEqual({
      ok: false,
      reason: 'too-large',
    });
    expect(boundedPhoto(jpegHeaderOf(512, 300), 'image/png', AVATAR_PIXEL_BOUND)).toEqual({
      ok: false,
      reason: 'unreadable',
    });
    expect(boundedPhoto(pngOf(1, 1, { data: 5_000_000 }), 'image/png', AVATAR_PIXEL_BOUND)).toEqual({
      ok: false,
      reason: 'unreadable',
    });
  });
});
