import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { rootDir } from '../../local/config.ts';

// The API must reach Supabase Auth only through its HTTP protocol (auth/gotrue.ts), so it runs
// unchanged against hosted Auth. The API tests run it against the local auth service; this check
// makes sure no query slips past that boundary into GoTrue's tables.
const functionsDir = path.join(rootDir, 'supabase', 'functions');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

describe('the api function', () => {
  it('never touches the auth schema tables directly', () => {
    const offenders = sourceFiles(functionsDir).filter((file) =>
      /\bauth\.(users|identities|sessions|refresh_tokens|mfa_\w+|one_time_tokens|flow_state)\b/.test(
        fs.readFileSync(file, 'utf8'),
      ),
    );
    expect(offenders.map((file) => path.relative(rootDir, file))).toEqual([]);
  });
});
