import { Hono } from 'hono';
import { randomUUID } from 'node:crypto';
import { asCaller, type Caller } from '../../../supabase/functions/api/db.ts';
import { runAs, serveObject, storeUpload } from '../actions.ts';
import { authenticate, ownerOf, serviceCaller } from '../callers.ts';
import type { StorageContext } from '../context.ts';
import { errors } from '../errors.ts';
import { checkBucketName, inputs, parseBody } from '../input.ts';
import { findObject, saveObject } from '../objects.ts';
import { objectTarget } from '../paths.ts';

const NOT_ACCESSIBLE = 'Either the object does not exist or you do not have access to it';

/**
 * Signed URLs. Signing runs as the caller, so it needs the SELECT policy (an upload URL: the
 * INSERT policy, tried and rolled back); the signed URL itself is then served without RLS, as the
 * token carries the grant.
 */
export function signedRoutes(context: StorageContext): Hono {
  const { signer } = context;
  const app = new Hono();

  // Many at once: `POST /object/sign/{bucket}` with `{ expiresIn, paths }`.
  app.post('/object/sign/:bucket', async (c) => {
    const caller = await authenticate(context, c);
    const bucketId = checkBucketName(c.req.param('bucket'));
    const { expiresIn, paths } = await parseBody(c, inputs.signMany);
    const readable = await runAs(context, caller, async (tx) => {
      const rows = await tx<{ name: string }[]>`
        select name from storage.objects where bucket_id = ${bucketId} and name = any(${paths}::text[])`;
      return new Set(rows.map((row) => row.name));
    });
    return c.json(
      await Promise.all(
        paths.map(async (path) =>
          readable.has(path)
            ? { error: null, path, signedURL: await signedDownloadUrl(bucketId, path, expiresIn) }
            : { error: NOT_ACCESSIBLE, path, signedURL: null },
        ),
      ),
    );
  });

  app.post('/object/sign/*', async (c) => {
    const caller = await authenticate(context, c);
    const { bucketId, key } = objectTarget(c, '/object/sign');
    const { expiresIn } = await parseBody(c, inputs.sign);
    const object = await runAs(context, caller, (tx) => findObject(tx, bucketId, key));
    if (!object) throw errors.noSuchKey();
    return c.json({ signedURL: await signedDownloadUrl(bucketId, key, expiresIn) });
  });

  app.get('/object/sign/*', async (c) => {
    const { bucketId, key } = objectTarget(c, '/object/sign');
    await signer.verifyDownload(c.req.query('token') ?? '', `${bucketId}/${key}`);
    const object = await asCaller(context.sql, serviceCaller, (tx) => findObject(tx, bucketId, key));
    if (!object) throw errors.noSuchKey();
    return serveObject(context, object, { download: c.req.query('download'), head: c.req.method === 'HEAD' });
  });

  app.post('/object/upload/sign/*', async (c) => {
    const caller = await authenticate(context, c);
    const { bucketId, key } = objectTarget(c, '/object/upload/sign');
    const upsert = c.req.header('x-upsert') === 'true';
    await mayUpload(context, caller, bucketId, key, upsert);
    const token = await signer.signUpload({ url: `${bucketId}/${key}`, owner: ownerOf(caller), upsert });
    return c.json({ url: `/object/upload/sign/${bucketId}/${key}?token=${token}`, token });
  });

  app.put('/object/upload/sign/*', async (c) => {
    const { bucketId, key } = objectTarget(c, '/object/upload/sign');
    const grant = await signer.verifyUpload(c.req.query('token') ?? '', `${bucketId}/${key}`);
    const stored = await storeUpload(context, serviceCaller, c.req.raw, {
      bucketId,
      key,
      upsert: grant.upsert,
      owner: grant.owner,
    });
    return c.json({ Key: stored.key });
  });

  function signedDownloadUrl(bucketId: string, key: string, expiresIn: number) {
    const url = `${bucketId}/${key}`;
    return signer.signDownload(url, expiresIn).then((token) => `/object/sign/${url}?token=${token}`);
  }

  return app;
}

class RolledBack extends Error {}

/** Whether the caller's upload (or upsert) would pass the policies: tried, then rolled back. */
async function mayUpload(context: StorageContext, caller: Caller, bucketId: string, key: string, upsert: boolean) {
  const trial = {
    bucketId,
    name: key,
    owner: ownerOf(caller),
    version: randomUUID(),
    metadata: null,
    userMetadata: null,
  };
  try {
    await runAs(context, caller, async (tx) => {
      await saveObject(tx, trial, upsert);
      throw new RolledBack();
    });
  } catch (error) {
    if (!(error instanceof RolledBack)) throw error;
  }
}
