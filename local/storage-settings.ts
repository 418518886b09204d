import type { StorageServiceOptions } from './storage/index.ts';
import { bytesOf } from './storage/input.ts';
import { readSupabaseConfig, type TomlTables } from './supabase-config.ts';

/**
 * The local storage service's settings from supabase/config.toml's `[storage]`, which
 * `supabase config push` gives hosted Supabase Storage: the global upload limit.
 */
export function storageSettingsFromConfig(
  config: TomlTables = readSupabaseConfig(),
): Pick<StorageServiceOptions, 'fileSizeLimit'> {
  const limit = config.storage?.file_size_limit;
  return { fileSizeLimit: typeof limit === 'string' || typeof limit === 'number' ? bytesOf(limit)! : undefined };
}
