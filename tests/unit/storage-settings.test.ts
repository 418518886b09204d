// The storage service's global upload limit comes from supabase/config.toml's [storage], in the
// size notation the Supabase CLI and bucket settings use.
import { describe, expect, it } from 'vitest';
import { storageSettingsFromConfig } from '../../local/storage-settings.ts';
import { bytesOf } from '../../local/storage/input.ts';
import { parseToml } from '../../local/supabase-config.ts';

describe('storage settings', () => {
  it('reads [storage] file_size_limit from the project config: 50 MiB', () => {
    expect(storageSettingsFromConfig()).toEqual({ fileSizeLimit: 50 * 1024 * 1024 });
  });

  it('leaves the limit to the default when config.toml has none', () => {
    expect(storageSettingsFromConfig(parseToml('[storage]\nenabled = true\n'))).toEqual({ fileSizeLimit: undefined });
  });

  it('reads sizes as Supabase writes them', () => {
    expect(bytesOf('3B')).toBe(3);
    expect(bytesOf('30KB')).toBe(30 * 1024);
    expect(bytesOf('5MiB')).toBe(5 * 1024 * 1024);
    expect(bytesOf('2 GB')).toBe(2 * 1024 ** 3);
    expect(bytesOf(1234)).toBe(1234);
    expect(bytesOf(null)).toBeNull();
    expect(() => bytesOf('viel')).toThrow('not a size: viel');
  });
});
