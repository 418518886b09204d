import { measureImage, type PixelBound } from './image-bounds.ts';
import { imageFormatTypes } from './image-size.ts';
import { pngWithinItsSize } from './png-within-size.ts';

export type BoundedPhoto = { ok: true; bytes: Uint8Array } | { ok: false; reason: 'too-large' | 'unreadable' };

/**
 * A JPEG or PNG as a PDF may embed it: the bytes are of the type named, within `bound`, and a
 * PNG's data inflates within its size (pdf-lib decodes a PNG whole, synchronously; a JPEG it
 * copies). `PUT /profile/photo` accepts a photo on the same terms the member card draws it.
 */
export function boundedPhoto(bytes: Uint8Array, type: 'image/jpeg' | 'image/png', bound: PixelBound): BoundedPhoto {
  const verdict = measureImage(bytes, bound);
  if (verdict.kind === 'too-large') return { ok: false, reason: 'too-large' };
  if (verdict.kind !== 'within' || imageFormatTypes[verdict.size.format] !== type) {
    return { ok: false, reason: 'unreadable' };
  }
  if (type === 'image/jpeg') return { ok: true, bytes };
  const png = pngWithinItsSize(bytes);
  return png ? { ok: true, bytes: png } : { ok: false, reason: 'unreadable' };
}
