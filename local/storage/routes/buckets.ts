import { Hono } from 'hono';
import { runAs } from '../actions.ts';
import { deleteBucket, findBucket, insertBucket, listBuckets, updateBucket } from '../buckets.ts';
import { authenticate, ownerOf } from '../callers.ts';
import type { StorageContext } from '../context.ts';
import { errors } from '../errors.ts';
import { bytesOf, checkBucketName, inputs, parseBody } from '../input.ts';
import { deleteAllObjects } from '../objects.ts';

/**
 * Bucket CRUD, as the caller: storage.buckets has row-level security and no policies, so on the
 * platform only the service_role sees and manages buckets. SIMK's buckets come from migrations.
 */
export function bucketRoutes(context: StorageContext): Hono {
  const app = new Hono();

  const checkedLimit = (limit: number | string | null | undefined) => {
    const bytes = bytesOf(limit);
    if (bytes !== null && bytes > context.fileSizeLimit) throw errors.entityTooLarge();
    return limit === undefined ? undefined : bytes;
  };

  app.get('/bucket', async (c) => {
    const caller = await authenticate(context, c);
    return c.json(await runAs(context, caller, (tx) => listBuckets(tx)));
  });

  app.get('/bucket/:id', async (c) => {
    const caller = await authenticate(context, c);
    const bucket = await runAs(context, caller, (tx) => findBucket(tx, c.req.param('id')));
    if (!bucket) throw errors.noSuchBucket();
    return c.json(bucket);
  });

  app.post('/bucket', async (c) => {
    const caller = await authenticate(context, c);
    const input = await parseBody(c, inputs.createBucket);
    const name = checkBucketName(input.name);
    const settings = {
      public: input.public,
      fileSizeLimit: checkedLimit(input.file_size_limit),
      allowedMimeTypes: input.allowed_mime_types,
    };
    await runAs(
      context,
      caller,
      (tx) => insertBucket(tx, checkBucketName(input.id ?? name), name, ownerOf(caller), settings),
      errors.bucketAlreadyExists,
    );
    return c.json({ name });
  });

  app.put('/bucket/:id', async (c) => {
    const caller = await authenticate(context, c);
    const input = await parseBody(c, inputs.updateBucket);
    const settings = {
      public: input.public,
      fileSizeLimit: checkedLimit(input.file_size_limit),
      allowedMimeTypes: input.allowed_mime_types,
    };
    if (!(await runAs(context, caller, (tx) => updateBucket(tx, c.req.param('id'), settings)))) {
      throw errors.noSuchBucket();
    }
    return c.json({ message: 'Successfully updated' });
  });

  app.post('/bucket/:id/empty', async (c) => {
    const caller = await authenticate(context, c);
    const removed = await runAs(context, caller, async (tx) => {
      if (!(await findBucket(tx, c.req.param('id')))) throw errors.noSuchBucket();
      return deleteAllObjects(tx, c.req.param('id'));
    });
    await context.files.remove(...removed.map((row) => row.version));
    return c.json({ message: 'Successfully emptied' });
  });

  app.delete('/bucket/:id', async (c) => {
    const caller = await authenticate(context, c);
    const id = c.req.param('id');
    await runAs(context, caller, async (tx) => {
      if (!(await findBucket(tx, id))) throw errors.noSuchBucket();
      const [held] = await tx`select 1 from storage.objects where bucket_id = ${id} limit 1`;
      if (held) throw errors.bucketNotEmpty();
      if (!(await deleteBucket(tx, id))) throw errors.accessDenied();
    });
    return c.json({ message: 'Successfully deleted' });
  });

  return app;
}
