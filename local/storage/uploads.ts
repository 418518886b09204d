import {
  imageMessages,
  measureImage,
  pixelBoundOfBucket,
} from '../../supabase/functions/_shared/images/image-bounds.ts';
import { imageFormatTypes } from '../../supabase/functions/_shared/images/image-size.ts';
import { indonesianText } from '../../supabase/functions/_shared/indonesian-text.ts';
import type { BucketRow } from './buckets.ts';
import { errors } from './errors.ts';
import { holdsLoneSurrogate, holdsNul } from '../nul.ts';

/** A file as an upload request carries it: multipart with the file part, or the raw body. */
export interface IncomingFile {
  bytes: Uint8Array;
  /** The content type the object is served with. */
  mimetype: string;
  /** `max-age=<seconds>` or whatever `cache-control` the raw upload sent. */
  cacheControl: string;
  /** The caller's own metadata (`metadata` field or `x-metadata` header). */
  userMetadata: Record<string, unknown> | null;
}

/** Room for the multipart envelope (boundaries, the cacheControl and metadata fields) over the file. */
const MULTIPART_ALLOWANCE = 64 * 1024;

/**
 * Reads an upload the way storage-js sends it (StorageFileApi.uploadOrUpdate): a Blob or File
 * goes as multipart, with the file part under an empty field name and the fields `cacheControl`
 * and `metadata`; any other body goes raw, with `content-type`, `cache-control` and a base64
 * JSON `x-metadata` header. More than `limit` bytes of file is refused with 413.
 */
export async function readUpload(request: Request, limit: number): Promise<IncomingFile> {
  const file = await readFile(request, limit);
  if (file.mimetype.includes('\0') || file.cacheControl.includes('\0') || holdsNul(file.userMetadata)) {
    throw errors.nulCharacter('The content type, cache control and metadata of an upload');
  }
  if (holdsLoneSurrogate(file.userMetadata)) throw errors.loneSurrogate('The metadata of an upload');
  // Both are served back as response headers: a control character or a value of kilobytes
  // would break every later download of the object.
  for (const [name, value] of [
    ['content type', file.mimetype],
    ['cache control', file.cacheControl],
  ] as const) {
    if (!HEADER_VALUE.test(value)) {
      throw errors.invalidRequest(`The ${name} of an upload must be at most 255 printable ASCII characters`);
    }
  }
  return file;
}

const HEADER_VALUE = /^[\x20-\x7e]{0,255}$/;

async function readFile(request: Request, limit: number): Promise<IncomingFile> {
  const contentType = request.headers.get('content-type') ?? '';
  const multipart = /^multipart\/form-data/i.test(contentType);
  const body = await readCapped(request, multipart ? limit + MULTIPART_ALLOWANCE : limit);
  if (!multipart) {
    return {
      bytes: body,
      mimetype: contentType || 'application/octet-stream',
      cacheControl: request.headers.get('cache-control') ?? 'no-cache',
      userMetadata: parseMetadata(decodeBase64(request.headers.get('x-metadata'))),
    };
  }
  let form: FormData;
  try {
    form = await new Response(body, { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw errors.invalidRequest('The multipart body could not be read');
  }
  const file = [...form.values()].find((value): value is File => typeof value !== 'string');
  if (!file) throw errors.noContent();
  if (file.size > limit) throw errors.entityTooLarge();
  const cacheControl = form.get('cacheControl');
  const metadata = form.get('metadata');
  return {
    bytes: new Uint8Array(await file.arrayBuffer()),
    mimetype: file.type || 'application/octet-stream',
    cacheControl: `max-age=${typeof cacheControl === 'string' && cacheControl ? cacheControl : '3600'}`,
    userMetadata: parseMetadata(typeof metadata === 'string' ? metadata : null),
  };
}

/** Whether a bucket's `allowed_mime_types` (exact types or `type/*`) admit the content type. */
export function mimeTypeAllowed(mimetype: string, allowed: string[] | null): boolean {
  if (!allowed || allowed.length === 0) return true;
  const type = mimetype.split(';')[0]!.trim().toLowerCase();
  return allowed.some((pattern) => {
    const wanted = pattern.trim().toLowerCase();
    return wanted.endsWith('/*') ? type.startsWith(wanted.slice(0, -1)) : type === wanted;
  });
}

/**
 * Refuses an image before it is stored when its header declares more pixels than the bucket's
 * bound (decision 0047), whatever content type it was sent with: browsers pick the decoder by the
 * bytes. An image of a format the bucket does not take is refused as that type, and one whose
 * header cannot be read as unreadable. Bytes that are no image (a PDF) pass.
 */
export function checkImage(bytes: Uint8Array, bucket: Pick<BucketRow, 'id' | 'allowed_mime_types'>): void {
  const bound = pixelBoundOfBucket(bucket.id);
  const verdict = measureImage(bytes, bound);
  if (verdict.kind === 'not-an-image') return;
  const format = verdict.kind === 'unreadable' ? verdict.format : verdict.size.format;
  if (!mimeTypeAllowed(imageFormatTypes[format], bucket.allowed_mime_types)) {
    throw errors.invalidMimeType(imageFormatTypes[format]);
  }
  // Storage answers in Indonesian, as the API does.
  if (verdict.kind === 'unreadable') throw errors.invalidImage(indonesianText(imageMessages.unreadable));
  if (verdict.kind === 'too-large') throw errors.invalidImage(indonesianText(imageMessages.tooLarge(bound)));
}

/** The request body, refused with 413 as soon as it passes `cap` bytes. */
async function readCapped(request: Request, cap: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > cap) throw errors.entityTooLarge();
  if (!request.body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > cap) {
      await reader.cancel().catch(() => {});
      throw errors.entityTooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

function decodeBase64(value: string | null): string | null {
  return value ? Buffer.from(value, 'base64').toString('utf8') : null;
}

function parseMetadata(json: string | null): Record<string, unknown> | null {
  if (!json) return null;
  try {
    const value: unknown = JSON.parse(json);
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw errors.invalidRequest('metadata must be a JSON object');
}
