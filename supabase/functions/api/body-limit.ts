import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { MAX_IMPORT_BODY_BYTES } from '../_shared/contracts/member-import.ts';
import type { AppEnv } from './app-env.ts';
import { AppError } from './errors.ts';

/** Every request body (JSON on every route) is at most 1 MiB. */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;

/** Paths (under `/api/v1`) that take a larger body: the member import's file or its 10,000 rows. */
const largerLimits: ReadonlyArray<readonly [RegExp, number]> = [
  [/\/v1\/members\/import\/(?:preview|commit)$/, MAX_IMPORT_BODY_BYTES],
];

/** How much of a refused body is still received, and thrown away, so the client reads the 413. */
const DISCARD_BYTES = 32 * 1024 * 1024;

/**
 * Refuses an oversized body with 413 before it is read whole: hono's bodyLimit trusts a
 * Content-Length (the HTTP server never reads past it) and counts the bytes of a chunked body as
 * they arrive, giving up at the limit.
 *
 * The body reaches bodyLimit through a stream this middleware feeds, so that after a refusal the
 * rest of the upload can be received and dropped in the background: a client still sending when
 * the 413 leaves (browsers, undici) otherwise sees the connection reset instead of the answer.
 */
export function requestBodyLimit(): MiddlewareHandler<AppEnv> {
  const limits = (maxSize: number) => (source: ReadableStreamDefaultReader<Uint8Array>) =>
    bodyLimit({
      maxSize,
      onError: () => {
        void discard(source);
        throw new AppError('PAYLOAD_TOO_LARGE');
      },
    });
  const json = limits(MAX_JSON_BODY_BYTES);
  const larger = largerLimits.map(([path, maxSize]) => [path, limits(maxSize)] as const);

  return (c, next) => {
    if (!c.req.raw.body) return next();
    const source = c.req.raw.body.getReader();
    const body = new ReadableStream<Uint8Array>(
      {
        async pull(controller) {
          const { done, value } = await source.read();
          if (done) controller.close();
          else controller.enqueue(value);
        },
        cancel: (reason) => source.cancel(reason),
      },
      { highWaterMark: 0 },
    );
    c.req.raw = new Request(c.req.raw, { body, duplex: 'half' } as RequestInit);
    const limit = larger.find(([path]) => path.test(c.req.path))?.[1] ?? json;
    return limit(source)(c, next);
  };
}

async function discard(source: ReadableStreamDefaultReader<Uint8Array>) {
  let received = 0;
  try {
    for (;;) {
      const { done, value } = await source.read();
      if (done) return;
      received += value.length;
      if (received > DISCARD_BYTES) return await source.cancel();
    }
  } catch {
    // The client went away: nothing left to drop.
  }
}
