import type { Context } from 'hono';
import { errors } from './errors.ts';
import { checkBucketName, checkKey } from './input.ts';

/**
 * The bucket and object key of a request to `<route>/<bucket>/<key…>`, decoded from the raw path:
 * a key may hold `/` and any character storage-js sends percent-encoded.
 */
export function objectTarget(c: Context, route: string): { bucketId: string; key: string } {
  const path = new URL(c.req.url).pathname;
  if (!path.startsWith(`${route}/`)) throw errors.invalidRequest(`${path} is not under ${route}`);
  const [bucket = '', ...parts] = path.slice(route.length + 1).split('/');
  return { bucketId: checkBucketName(decode(bucket)), key: checkKey(parts.map(decode).join('/')) };
}

function decode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    throw errors.invalidKey(part);
  }
}
