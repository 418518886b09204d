import type { Context } from 'hono';
import { z } from 'zod';
import { holdsLoneSurrogate, holdsNul } from '../nul.ts';
import { errors, StorageError } from './errors.ts';
import { SIGNED_URL_MAX_SECONDS } from './signed-urls.ts';

/** The JSON bodies the endpoints accept, as storage-js sends them. */
const positiveSeconds = z
  .number()
  .int()
  .min(1)
  .max(SIGNED_URL_MAX_SECONDS, `must be at most ${SIGNED_URL_MAX_SECONDS} seconds (7 days)`);
const SIZE = /^(\d+)\s*(B|KB|MB|GB|KiB|MiB|GiB)?$/i;
const fileSizeLimit = z.union([z.number().int().min(0), z.string().regex(SIZE), z.null()]);
const mimeTypes = z.array(z.string().min(1)).nullable();

export const inputs = {
  sign: z.object({ expiresIn: positiveSeconds }),
  signMany: z.object({ expiresIn: positiveSeconds, paths: z.array(z.string()).min(1) }),
  list: z.object({
    prefix: z.string().default(''),
    limit: z.number().int().min(1).max(1000).default(100),
    offset: z.number().int().min(0).default(0),
    sortBy: z
      .object({
        column: z.enum(['name', 'updated_at', 'created_at', 'last_accessed_at']).default('name'),
        order: z.enum(['asc', 'desc']).default('asc'),
      })
      .default({ column: 'name', order: 'asc' }),
    search: z.string().default(''),
  }),
  remove: z.object({ prefixes: z.array(z.string()).min(1).max(1000) }),
  createBucket: z.object({
    id: z.string().optional(),
    name: z.string(),
    public: z.boolean().nullish(),
    file_size_limit: fileSizeLimit.optional(),
    allowed_mime_types: mimeTypes.optional(),
  }),
  updateBucket: z.object({
    public: z.boolean().nullish(),
    file_size_limit: fileSizeLimit.optional(),
    allowed_mime_types: mimeTypes.optional(),
  }),
};

/** The JSON body of the request checked against `schema`; a refusal is a 400 `InvalidRequest`. */
export async function parseBody<T extends z.ZodType>(c: Context, schema: T): Promise<z.output<T>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    body = {};
  }
  if (holdsNul(body)) throw errors.nulCharacter('The request body');
  if (holdsLoneSurrogate(body)) throw errors.loneSurrogate('The request body');
  const result = schema.safeParse(body);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new StorageError(400, 'InvalidRequest', `body/${issue.path.join('/')} ${issue.message}`, 'Bad Request');
  }
  return result.data;
}

/** Refuses NUL in the path (a bucket id, an object key) or a query parameter, decoded. */
export function refuseNulInUrl(url: string): void {
  const { pathname, searchParams } = new URL(url);
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // An invalid escape is refused by the key checks; it hides no NUL.
  }
  if (path.includes('\0')) throw errors.nulCharacter('The path');
  if ([...searchParams].flat().some((text) => text.includes('\0'))) throw errors.nulCharacter('A query parameter');
}

/** `20MB`, `50MiB`, `30KB`, `3B` or a number of bytes, as bucket settings and config.toml give sizes. */
export function bytesOf(limit: number | string | null | undefined): number | null {
  if (limit === null || limit === undefined) return null;
  if (typeof limit === 'number') return limit;
  const match = SIZE.exec(limit.trim());
  if (!match) throw new Error(`not a size: ${limit}`);
  const unit = (match[2] ?? 'B').toUpperCase().replace('I', '');
  return Number(match[1]) * 1024 ** ['B', 'KB', 'MB', 'GB'].indexOf(unit);
}

// The characters Supabase Storage admits in keys and bucket names (`isValidKey`, `isValidBucketName`).
const KEY = /^(\w|\/|!|-|\.|\*|'|\(|\)| |&|\$|@|=|;|:|\+|,|\?)*$/;
const BUCKET_NAME = /^(\w|!|-|\.|\*|'|\(|\)| |&|\$|@|=|;|:|\+|,|\?)*$/;

export function checkKey(key: string): string {
  if (!key || key.length > 1024 || !KEY.test(key) || key.split('/').some((part) => part === '' || part === '..')) {
    throw errors.invalidKey(key);
  }
  return key;
}

export function checkBucketName(name: string): string {
  if (!name || name.length > 100 || !BUCKET_NAME.test(name) || name.trim() !== name) throw errors.invalidBucketName();
  return name;
}
