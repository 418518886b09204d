/**
 * How many pixels an image may have where SIMK stores or draws it (decision 0047), checked from
 * the header before anything decodes it: by the storage service at upload, by `PUT /profile/photo`
 * and by the member card before it embeds the photo.
 */
import { ORGANIZATION_LOGO_BUCKET, ORGANIZATION_LOGO_MAX_SIDE } from '../contracts/organizations.ts';
import { AVATAR_BUCKET, AVATAR_MAX_SIDE } from '../contracts/profile.ts';
import { readImageSize, sniffImageFormat, type ImageFormat, type ImageSize } from './image-size.ts';
import { messageKey } from '../message-keys.ts';

export interface PixelBound {
  /** The longest side, in pixels. */
  maxSide: number;
  /** Width × height. */
  maxPixels: number;
}

/**
 * Any other stored image (licences, transfer letters, news pictures): a 50-megapixel phone photo
 * (8160 × 6120), at most 200 MB once decoded; the bomb was 676 MP.
 */
export const IMAGE_PIXEL_BOUND: PixelBound = { maxSide: 8192, maxPixels: 50_000_000 };

/** A profile photo: what the web app's resize makes of any photo (the card shows about 100 px). */
export const AVATAR_PIXEL_BOUND: PixelBound = { maxSide: AVATAR_MAX_SIDE, maxPixels: AVATAR_MAX_SIDE ** 2 };

/** A chapter logo (issue 28 §3): shown at most a few hundred pixels wide on /struktur and the profile. */
export const ORGANIZATION_LOGO_PIXEL_BOUND: PixelBound = {
  maxSide: ORGANIZATION_LOGO_MAX_SIDE,
  maxPixels: ORGANIZATION_LOGO_MAX_SIDE ** 2,
};

/** The bound of a bucket's images: the avatars' and the chapter logos' own, the general one elsewhere. */
export function pixelBoundOfBucket(bucketId: string): PixelBound {
  if (bucketId === AVATAR_BUCKET) return AVATAR_PIXEL_BOUND;
  return bucketId === ORGANIZATION_LOGO_BUCKET ? ORGANIZATION_LOGO_PIXEL_BOUND : IMAGE_PIXEL_BOUND;
}

export const imageMessages = {
  tooLarge: ({ maxSide, maxPixels }: PixelBound) =>
    maxPixels >= maxSide ** 2
      ? messageKey('validation:images.tooLargeSquare', { side: maxSide })
      : messageKey('validation:images.tooLarge', { side: maxSide, megapixels: maxPixels / 1_000_000 }),
  unreadable: 'validation:images.unreadable',
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
  const within =
    size.width <= bound.maxSide && size.height <= bound.maxSide && size.width * size.height <= bound.maxPixels;
  return within ? { kind: 'within', size } : { kind: 'too-large', size };
}

/**
 * Why an image would be refused where `bound` applies, in Indonesian, or null (also for bytes that
 * are no image): the web app says it before uploading, as the storage service would after.
 */
export function imageProblem(bytes: Uint8Array, bound: PixelBound): string | null {
  const verdict = measureImage(bytes, bound);
  if (verdict.kind === 'too-large') return imageMessages.tooLarge(bound);
  return verdict.kind === 'unreadable' ? imageMessages.unreadable : null;
}
