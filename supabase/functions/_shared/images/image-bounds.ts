/**
 * How many pixels an image may have where SIMK stores or draws it (decision 0047), checked from
 * the header before anything decodes it: by the storage service at upload, by `PUT /profile/photo`
 * and by the member card before it embeds the photo.
 */
import { AVATAR_BUCKET, AVATAR_MAX_SIDE } from '../contracts/profile.ts';
import { readImageSize, sniffImageFormat, type ImageFormat, type ImageSize } from './image-size.ts';

/** The longest side in pixels; the area is at most its square. */
export interface PixelBound {
  maxSide: number;
}

/** Any image a bucket admits: 4096 px a side, at most 16.8 MP (a 64 MiB bitmap when decoded). */
export const IMAGE_PIXEL_BOUND: PixelBound = { maxSide: 4096 };

/** A profile photo: what the web app's resize makes of any photo (the card shows about 100 px). */
export const AVATAR_PIXEL_BOUND: PixelBound = { maxSide: AVATAR_MAX_SIDE };

/** The bound of a bucket's images: the avatars bucket's own, the general one elsewhere. */
export function pixelBoundOfBucket(bucketId: string): PixelBound {
  return bucketId === AVATAR_BUCKET ? AVATAR_PIXEL_BOUND : IMAGE_PIXEL_BOUND;
}

export const imageMessages = {
  tooLarge: ({ maxSide }: PixelBound) =>
    `Dimensi gambar terlalu besar. Maksimal ${maxSide} × ${maxSide} piksel; perkecil gambar lalu unggah ulang.`,
  unreadable: 'Gambar tidak dapat dibaca. Gunakan berkas JPG atau PNG lain.',
} as const;

export type ImageVerdict =
  /** No image a browser would decode (a PDF, say): pixels do not apply. */
  | { kind: 'not-an-image' }
  /** An image format whose header we cannot read, or do not measure: refused where images are. */
  | { kind: 'unreadable'; format: ImageFormat }
  | { kind: 'too-large'; size: ImageSize }
  | { kind: 'within'; size: ImageSize };

/** What the header says about `bytes` against `bound`; reads a few bytes, decodes nothing. */
export function measureImage(bytes: Uint8Array, bound: PixelBound): ImageVerdict {
  const format = sniffImageFormat(bytes);
  if (!format) return { kind: 'not-an-image' };
  const size = readImageSize(bytes);
  if (!size) return { kind: 'unreadable', format };
  const within = size.width <= bound.maxSide && size.height <= bound.maxSide;
  return within ? { kind: 'within', size } : { kind: 'too-large', size };
}
