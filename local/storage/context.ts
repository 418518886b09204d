import type postgres from 'postgres';
import type { SessionCheck } from '../../supabase/functions/api/auth/live-session.ts';
import type { AuthKeys } from '../auth/keys.ts';
import type { FileStore } from './files.ts';
import type { UrlSigner } from './signed-urls.ts';

/** What every route module of the storage service shares. */
export interface StorageContext {
  /** A pool on the project database; object rows are read and written as the caller. */
  sql: postgres.Sql;
  /** The auth service's keys: access tokens and API keys are verified against them. */
  keys: AuthKeys;
  /** Whether a user's token still belongs to a live session (the API's check, decision 0011). */
  sessions: SessionCheck;
  signer: UrlSigner;
  files: FileStore;
  /** The global upload limit in bytes; a bucket's `file_size_limit` may only lower it. */
  fileSizeLimit: number;
}
