import { randomUUID } from 'node:crypto';
import type postgres from 'postgres';
import type { IncomingFile } from './uploads.ts';

type Db = postgres.Sql | postgres.TransactionSql;

/** The columns of `storage.objects` the service reads back. */
export interface ObjectRow {
  id: string;
  bucket_id: string;
  name: string;
  owner: string | null;
  owner_id: string | null;
  version: string | null;
  created_at: Date;
  updated_at: Date;
  last_accessed_at: Date;
  metadata: ObjectMetadata | null;
  user_metadata: Record<string, unknown> | null;
}

/** What Supabase Storage records of the stored bytes in `storage.objects.metadata`. */
export interface ObjectMetadata {
  eTag: string;
  size: number;
  mimetype: string;
  cacheControl: string;
  lastModified: string;
  contentLength: number;
  httpStatusCode: number;
}

const COLUMNS =
  'id, bucket_id, name, owner, owner_id, version, created_at, updated_at, last_accessed_at, metadata, user_metadata';

export function metadataOf(file: IncomingFile, eTag: string): ObjectMetadata {
  return {
    eTag: `"${eTag}"`,
    size: file.bytes.byteLength,
    mimetype: file.mimetype,
    cacheControl: file.cacheControl,
    lastModified: new Date().toUTCString(),
    contentLength: file.bytes.byteLength,
    httpStatusCode: 200,
  };
}

/** The object as the connection's role sees it: row-level security hides what it may not read. */
export async function findObject(db: Db, bucketId: string, name: string): Promise<ObjectRow | null> {
  const [row] = await db.unsafe<ObjectRow[]>(
    `select ${COLUMNS} from storage.objects where bucket_id = $1 and name = $2`,
    [bucketId, name],
  );
  return row ?? null;
}

export interface NewObject {
  bucketId: string;
  name: string;
  owner: string | null;
  version: string;
  /** Null only in a trial insert that is rolled back (a signed upload URL's permission check). */
  metadata: ObjectMetadata | null;
  userMetadata: Record<string, unknown> | null;
}

/**
 * Inserts the object row, or with `upsert` replaces the one of the same name. As the caller, an
 * insert needs the INSERT policy; an upsert also SELECT and UPDATE (PostgreSQL's rules for
 * `on conflict do update`). Returns the row's id and the version it replaced.
 */
export async function saveObject(
  db: Db,
  object: NewObject,
  upsert: boolean,
): Promise<{ id: string; replacedVersion: string | null }> {
  const replaced = upsert ? await findObject(db, object.bucketId, object.name) : null;
  const ownerUuid = object.owner && /^[0-9a-f-]{36}$/i.test(object.owner) ? object.owner : null;
  const conflict = upsert
    ? `on conflict (bucket_id, name) do update set
         owner = excluded.owner, owner_id = excluded.owner_id, version = excluded.version,
         metadata = excluded.metadata, user_metadata = excluded.user_metadata,
         updated_at = now(), last_accessed_at = now()`
    : '';
  // The id is chosen here rather than returned: `returning` would also need the SELECT policy,
  // which a plain upload does not (an upsert needs it anyway, and keeps the existing row's id).
  const id = randomUUID();
  const [row] = await db.unsafe<{ id: string }[]>(
    `insert into storage.objects (id, bucket_id, name, owner, owner_id, version, metadata, user_metadata)
     values ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb) ${conflict}
     ${upsert ? 'returning id' : ''}`,
    [
      id,
      object.bucketId,
      object.name,
      ownerUuid,
      object.owner,
      object.version,
      object.metadata ? db.json(object.metadata as unknown as postgres.JSONValue) : null,
      object.userMetadata ? db.json(object.userMetadata as postgres.JSONValue) : null,
    ],
  );
  return { id: row?.id ?? id, replacedVersion: replaced?.version ?? null };
}

/** Deletes the named objects the caller may delete (the DELETE policy decides) and returns them. */
export async function deleteObjects(db: Db, bucketId: string, names: string[]): Promise<ObjectRow[]> {
  await allowDeletes(db);
  return db.unsafe<ObjectRow[]>(
    `delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning ${COLUMNS}`,
    [bucketId, names],
  );
}

/** Deletes every object of a bucket the caller may delete and returns them. */
export async function deleteAllObjects(db: Db, bucketId: string): Promise<ObjectRow[]> {
  await allowDeletes(db);
  return db.unsafe<ObjectRow[]>(`delete from storage.objects where bucket_id = $1 returning ${COLUMNS}`, [bucketId]);
}

/**
 * Rows of `storage.objects` are deleted through the Storage API only (storage.protect_delete,
 * local/platform-bootstrap.sql); the service lifts that guard for its own transaction.
 */
export async function allowDeletes(db: Db): Promise<void> {
  await db`select set_config('storage.allow_delete_query', 'true', true)`;
}

/** The objects under `prefix` (which ends in `/`, or is empty) that the caller may read. */
export function objectsUnder(db: Db, bucketId: string, prefix: string): Promise<ObjectRow[]> {
  return db.unsafe<ObjectRow[]>(
    `select ${COLUMNS} from storage.objects where bucket_id = $1 and starts_with(name, $2) order by name`,
    [bucketId, prefix],
  );
}
