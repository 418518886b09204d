/**
 * Supabase Storage's errors (supabase/storage `src/internal/errors/codes.ts`): every error but a 500
 * is answered with HTTP 400, and the body carries the real status as the string `statusCode`, the
 * error `code`, the older `error` name and a `message`. storage-js reads `statusCode` and `message`.
 */
export class StorageError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    /** The older error name; the code when the platform gives none. */
    readonly error: string = code,
  ) {
    super(message);
    this.name = 'StorageError';
  }

  get httpStatus(): 400 | 500 {
    return this.statusCode === 500 ? 500 : 400;
  }

  render(): { statusCode: string; code: string; error: string; message: string } {
    return { statusCode: String(this.statusCode), code: this.code, error: this.error, message: this.message };
  }
}

export const errors = {
  noSuchBucket: () => new StorageError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found'),
  noSuchKey: () => new StorageError(404, 'NoSuchKey', 'Object not found', 'not_found'),
  accessDenied: (message = 'new row violates row-level security policy') =>
    new StorageError(403, 'AccessDenied', message, 'Unauthorized'),
  keyAlreadyExists: () => new StorageError(409, 'KeyAlreadyExists', 'The resource already exists', 'Duplicate'),
  bucketAlreadyExists: () => new StorageError(409, 'BucketAlreadyExists', 'The resource already exists', 'Duplicate'),
  bucketNotEmpty: () => new StorageError(409, 'ResourceNotEmpty', 'The bucket you tried to delete is not empty'),
  entityTooLarge: () =>
    new StorageError(413, 'EntityTooLarge', 'The object exceeded the maximum allowed size', 'Payload too large'),
  invalidMimeType: (mimeType: string) =>
    new StorageError(415, 'InvalidMimeType', `mime type ${mimeType} is not supported`, 'invalid_mime_type'),
  /** An image refused by its pixels or an unreadable header (decision 0047), in Indonesian for the member. */
  invalidImage: (message: string) => new StorageError(400, 'InvalidRequest', message),
  invalidKey: (key: string) => new StorageError(400, 'InvalidKey', `Invalid key: ${key}`),
  invalidBucketName: () => new StorageError(400, 'InvalidBucketName', 'Bucket name invalid', 'Invalid Input'),
  invalidRequest: (message: string) => new StorageError(400, 'InvalidRequest', message),
  /** PostgreSQL text and jsonb cannot hold U+0000, so no name, field or metadata may carry it. */
  nulCharacter: (where: string) =>
    new StorageError(400, 'InvalidRequest', `${where} must not contain NUL (U+0000) characters`),
  /** jsonb cannot hold an unpaired UTF-16 surrogate (JSON's `\udfff`), so no metadata may carry it. */
  loneSurrogate: (where: string) =>
    new StorageError(400, 'InvalidRequest', `${where} must not contain unpaired UTF-16 surrogates`),
  noContent: () => new StorageError(400, 'InvalidRequest', 'No content provided'),
  invalidSignature: (message = 'Invalid signature') => new StorageError(400, 'InvalidSignature', message),
  expiredSignature: () => new StorageError(400, 'ExpiredToken', 'The provided token has expired.'),
  internal: () => new StorageError(500, 'InternalError', 'Internal server error', 'Internal'),
};

/** PostgreSQL errors the platform answers as storage errors; anything else is a 500. */
export function fromDatabaseError(error: unknown, onDuplicate: () => StorageError): StorageError | null {
  switch ((error as { code?: string } | null)?.code) {
    case '42501': // insufficient_privilege: an RLS policy or a grant refused the row
      return errors.accessDenied((error as Error).message);
    case '23505': // unique_violation
      return onDuplicate();
    case '23503': // foreign_key_violation: the bucket is gone
      return errors.noSuchBucket();
    // Input the database cannot hold or compare (NUL, an invalid escape, an overflow): a check
    // before the query missed it, and the caller still gets a 400, as the API answers (0015).
    case '22021':
    case '22P02':
    case '22P05':
    case '22003':
    case '22001':
    case '54000':
      return errors.invalidRequest('The request holds a value the database cannot store');
    default:
      return null;
  }
}
