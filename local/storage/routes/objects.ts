import { Hono, type Context } from 'hono';
import { asCaller } from '../../../supabase/functions/api/db.ts';
import { existingBucket, objectInfo, runAs, serveObject, storeUpload } from '../actions.ts';
import { findBucket } from '../buckets.ts';
import { authenticate, authenticateOptionally, ownerOf, serviceCaller } from '../callers.ts';
import type { StorageContext } from '../context.ts';
import { errors } from '../errors.ts';
import { checkBucketName, inputs, parseBody } from '../input.ts';
import { deleteObjects, findObject } from '../objects.ts';
import { objectTarget } from '../paths.ts';

/**
 * Objects by name: upload and update, download (as the caller, or public), details, removal.
 * The literal routes (`/object/authenticated/…`, `/object/public/…`, `/object/info/…`) come before
 * `/object/:bucket/*`, as on Supabase Storage.
 */
export function objectRoutes(context: StorageContext): Hono {
  const { files } = context;
  const app = new Hono();

  const download = async (c: Context, route: string) => {
    const caller = await authenticate(context, c);
    const { bucketId, key } = objectTarget(c, route);
    const object = await runAs(context, caller, (tx) => findObject(tx, bucketId, key));
    if (!object) throw errors.noSuchKey();
    return serveObject(context, object, { download: c.req.query('download'), head: c.req.method === 'HEAD' });
  };

  app.get('/object/authenticated/*', (c) => download(c, '/object/authenticated'));

  app.get('/object/public/*', async (c) => {
    const { bucketId, key } = objectTarget(c, '/object/public');
    const bucket = await existingBucket(context, bucketId);
    if (!bucket.public) throw errors.noSuchBucket();
    const object = await asCaller(context.sql, serviceCaller, (tx) => findObject(tx, bucketId, key));
    if (!object) throw errors.noSuchKey();
    return serveObject(context, object, { download: c.req.query('download'), head: c.req.method === 'HEAD' });
  });

  // Details: public buckets are read as the platform, the others as the caller. The public route
  // serves public buckets only (Supabase Storage does not read the JWT on its public routes).
  const info = async (c: Context, route: string, publicRoute: boolean) => {
    const caller = await authenticateOptionally(context, c);
    const { bucketId, key } = objectTarget(c, route);
    const bucket = await asCaller(context.sql, serviceCaller, (tx) => findBucket(tx, bucketId));
    if (!bucket || (!bucket.public && (publicRoute || !caller))) throw errors.noSuchBucket();
    const reader = bucket.public ? serviceCaller : caller!;
    const object = await runAs(context, reader, (tx) => findObject(tx, bucketId, key));
    if (!object) throw errors.noSuchKey();
    return c.json(objectInfo(object));
  };
  app.get('/object/info/public/*', (c) => info(c, '/object/info/public', true));
  app.get('/object/info/authenticated/*', (c) => info(c, '/object/info/authenticated', false));
  app.get('/object/info/*', (c) => info(c, '/object/info', false));

  // Removal of many: `DELETE /object/{bucket}` with `{ prefixes }`, as the caller (DELETE policy).
  app.delete('/object/:bucket', async (c) => {
    const caller = await authenticate(context, c);
    const bucketId = checkBucketName(c.req.param('bucket'));
    const { prefixes } = await parseBody(c, inputs.remove);
    const removed = await runAs(context, caller, (tx) => deleteObjects(tx, bucketId, prefixes));
    await files.remove(...removed.map((row) => row.version));
    return c.json(removed);
  });

  const upload = (upsert: (c: Context) => boolean) => async (c: Context) => {
    const caller = await authenticate(context, c);
    const { bucketId, key } = objectTarget(c, '/object');
    const stored = await storeUpload(context, caller, c.req.raw, {
      bucketId,
      key,
      upsert: upsert(c),
      owner: ownerOf(caller),
    });
    return c.json({ Id: stored.id, Key: stored.key });
  };
  app.post(
    '/object/*',
    upload((c) => c.req.header('x-upsert') === 'true'),
  );
  // `update()`: replaces the object (Supabase Storage's updateObject runs as an upsert).
  app.put(
    '/object/*',
    upload(() => true),
  );

  app.get('/object/*', (c) => download(c, '/object'));

  app.delete('/object/*', async (c) => {
    const caller = await authenticate(context, c);
    const { bucketId, key } = objectTarget(c, '/object');
    const [removed] = await runAs(context, caller, (tx) => deleteObjects(tx, bucketId, [key]));
    if (!removed) throw errors.noSuchKey();
    await files.remove(removed.version);
    return c.json({ message: 'Successfully deleted' });
  });

  return app;
}
