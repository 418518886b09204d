import { AVATAR_MAX_SIDE, type AvatarType } from '@shared/contracts/profile';

/** The size that fits within `max` × `max` keeping the aspect ratio; never enlarged. */
export function fitWithin(width: number, height: number, max: number = AVATAR_MAX_SIDE) {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * Redraws a photo on a canvas at most AVATAR_MAX_SIDE pixels on its longest side, in the same
 * format (JPEG at quality 0.9): phones' 12-megapixel photos become a few dozen kilobytes before
 * upload, and the image's metadata (location, camera) is left behind.
 */
export async function resizeImage(file: Blob, type: AvatarType): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  try {
    const { width, height } = fitWithin(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('canvas 2d context unavailable');
    context.drawImage(bitmap, 0, 0, width, height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('canvas export failed'))), type, 0.9),
    );
  } finally {
    bitmap.close();
  }
}
