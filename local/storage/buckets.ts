import type postgres from 'postgres';

type Db = postgres.Sql | postgres.TransactionSql;

/** A row of `storage.buckets` as the bucket endpoints return it. */
export interface BucketRow {
  id: string;
  name: string;
  owner: string | null;
  owner_id: string | null;
  public: boolean;
  type: 'STANDARD';
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = `id, name, owner, owner_id, coalesce(public, false) as public, 'STANDARD' as type,
  file_size_limit::float8 as file_size_limit, allowed_mime_types, created_at, updated_at`;

/** The bucket as the connection's role sees it (RLS on storage.buckets). */
export async function findBucket(db: Db, id: string): Promise<BucketRow | null> {
  const [row] = await db.unsafe<BucketRow[]>(`select ${COLUMNS} from storage.buckets where id = $1`, [id]);
  return row ?? null;
}

export function listBuckets(db: Db): Promise<BucketRow[]> {
  return db.unsafe<BucketRow[]>(`select ${COLUMNS} from storage.buckets order by name`);
}

export interface BucketSettings {
  public?: boolean | null;
  fileSizeLimit?: number | null;
  allowedMimeTypes?: string[] | null;
}

export async function insertBucket(db: Db, id: string, name: string, owner: string | null, settings: BucketSettings) {
  await db.unsafe(
    `insert into storage.buckets (id, name, owner, owner_id, public, file_size_limit, allowed_mime_types)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [
      id,
      name,
      owner && /^[0-9a-f-]{36}$/i.test(owner) ? owner : null,
      owner,
      settings.public ?? false,
      settings.fileSizeLimit ?? null,
      settings.allowedMimeTypes ?? null,
    ],
  );
}

/** Updates the settings given; returns false when the caller sees no such bucket. */
export async function updateBucket(db: Db, id: string, settings: BucketSettings): Promise<boolean> {
  const rows = await db.unsafe(
    `update storage.buckets set
       public = coalesce($2, public),
       file_size_limit = case when $3::boolean then $4::bigint else file_size_limit end,
       allowed_mime_types = case when $5::boolean then $6::text[] else allowed_mime_types end,
       updated_at = now()
     where id = $1 returning id`,
    [
      id,
      settings.public ?? null,
      settings.fileSizeLimit !== undefined,
      settings.fileSizeLimit ?? null,
      settings.allowedMimeTypes !== undefined,
      settings.allowedMimeTypes ?? null,
    ],
  );
  return rows.length > 0;
}

export async function deleteBucket(db: Db, id: string): Promise<boolean> {
  await db`select set_config('storage.allow_delete_query', 'true', true)`;
  return (await db.unsafe(`delete from storage.buckets where id = $1 returning id`, [id])).length > 0;
}
