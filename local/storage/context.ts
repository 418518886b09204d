import type postgres from 'postgres';
import type { AuthKeys } from '../auth/keys.ts';
import type { FileStore } from './files.ts';
import type { UrlSigner } from './signed-urls.ts';

/** What every route module of the storage service shares. */
export interface StorageContext {
  /** A pool on the project database; object rows are read and written as the caller. */
  sql: postgres.Sql;
  /** The auth service's keys: access tokens and API keys are verified against them. */
  keys: AuthKeys;
  signer: UrlSigner;
  files: FileStore;
  /** The global upload limit in bytes; a bucket's `file_size_limit` may only lower it. */
  fileSizeLimit: number;
}
