import { createHash, randomUUID } from 'node:crypto';
import { asCaller, type Caller } from '../../supabase/functions/api/db.ts';
import { findBucket, type BucketRow } from './buckets.ts';
import { serviceCaller } from './callers.ts';
import type { StorageContext } from './context.ts';
import { errors, fromDatabaseError } from './errors.ts';
import { metadataOf, saveObject, type ObjectRow } from './objects.ts';
import { checkImage, mimeTypeAllowed, readUpload } from './uploads.ts';

/** The bucket, looked up as the platform (Supabase Storage reads buckets as its superuser here). */
export async function existingBucket({ sql }: StorageContext, bucketId: string): Promise<BucketRow> {
  const bucket = await asCaller(sql, serviceCaller, (tx) => findBucket(tx, bucketId));
  if (!bucket) throw errors.noSuchBucket();
  return bucket;
}

/** Runs `work` as the caller, answering a refusal by the database the way Supabase Storage does. */
export async function runAs<T>(
  { sql }: StorageContext,
  caller: Caller,
  work: Parameters<typeof asCaller<T>>[2],
  onDuplicate = errors.keyAlreadyExists,
): Promise<T> {
  try {
    return await asCaller(sql, caller, work);
  } catch (error) {
    throw fromDatabaseError(error, onDuplicate) ?? error;
  }
}

export interface UploadTarget {
  bucketId: string;
  key: string;
  upsert: boolean;
  /** The `sub` recorded as the object's owner. */
  owner: string | null;
}

/**
 * Stores an uploaded file: the bucket's limits first (bytes, type, an image's pixels), then the
 * bytes on disk, then the object row written as `caller`, so its policies decide (INSERT; for an
 * upsert also SELECT and UPDATE). The bytes are removed again when the row is refused, and the
 * replaced version once it is committed.
 */
export async function storeUpload(
  context: StorageContext,
  caller: Caller,
  request: Request,
  target: UploadTarget,
): Promise<{ id: string; key: string }> {
  const bucket = await existingBucket(context, target.bucketId);
  const limit = Math.min(bucket.file_size_limit ?? Infinity, context.fileSizeLimit);
  const file = await readUpload(request, limit);
  if (!mimeTypeAllowed(file.mimetype, bucket.allowed_mime_types)) throw errors.invalidMimeType(file.mimetype);
  checkImage(file.bytes, bucket);
  const version = randomUUID();
  await context.files.write(version, file.bytes);
  try {
    const saved = await runAs(context, caller, (tx) =>
      saveObject(
        tx,
        {
          bucketId: bucket.id,
          name: target.key,
          owner: target.owner,
          version,
          metadata: metadataOf(file, createHash('md5').update(file.bytes).digest('hex')),
          userMetadata: file.userMetadata,
        },
        target.upsert,
      ),
    );
    await context.files.remove(saved.replacedVersion);
    return { id: saved.id, key: `${bucket.id}/${target.key}` };
  } catch (error) {
    await context.files.remove(version);
    throw error;
  }
}

const DOWNLOAD_NAME_MAX = 255;

/** The object's bytes with the headers Supabase Storage sends (renderer.ts); HEAD gets no body. */
export async function serveObject(
  context: StorageContext,
  object: ObjectRow,
  options: { download?: string; head?: boolean } = {},
): Promise<Response> {
  // Sent back twice, percent-encoded, in one header: 255 characters stay well inside a client's
  // 16 KB of headers, where 12 KB of emoji did not.
  if (options.download !== undefined && [...options.download].length > DOWNLOAD_NAME_MAX) {
    throw errors.invalidRequest(`The download file name must be at most ${DOWNLOAD_NAME_MAX} characters`);
  }
  const bytes = object.version ? await context.files.read(object.version) : null;
  if (!bytes) throw errors.noSuchKey();
  const metadata = object.metadata;
  const mimetype = metadata?.mimetype ?? 'application/octet-stream';
  const headers = new Headers({
    // An uploaded HTML page is never rendered from the storage origin.
    'content-type': mimetype.includes('text/html') ? 'text/plain' : mimetype,
    'content-length': String(bytes.byteLength),
    'cache-control': metadata?.cacheControl ?? 'no-cache',
    'last-modified': new Date(object.updated_at).toUTCString(),
    'accept-ranges': 'bytes',
    'x-content-type-options': 'nosniff',
  });
  if (metadata?.eTag) headers.set('etag', metadata.eTag);
  if (options.download !== undefined) {
    const name = encodeURIComponent(options.download);
    headers.set(
      'content-disposition',
      options.download === '' ? 'attachment;' : `attachment; filename=${name}; filename*=UTF-8''${name};`,
    );
  }
  return new Response(options.head ? null : bytes, { status: 200, headers });
}

/** The object details of `GET /object/info/…` (Supabase Storage's InfoRenderer). */
export function objectInfo(object: ObjectRow) {
  return {
    id: object.id,
    name: object.name,
    version: object.version,
    bucket_id: object.bucket_id,
    size: object.metadata?.size ?? null,
    content_type: object.metadata?.mimetype ?? null,
    cache_control: object.metadata?.cacheControl ?? null,
    etag: object.metadata?.eTag ?? null,
    metadata: object.user_metadata,
    last_modified: object.updated_at,
    created_at: object.created_at,
  };
}
