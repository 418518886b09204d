import { readFileSync } from 'node:fs';
import path from 'node:path';
import { rootDir } from './config.ts';

export type TomlValue = string | number | boolean | string[];
export type TomlTables = Record<string, Record<string, TomlValue>>;

/** supabase/config.toml as tables by dotted name (`auth.captcha` → `{ enabled, provider, secret }`). */
export function readSupabaseConfig(file = path.join(rootDir, 'supabase', 'config.toml')): TomlTables {
  return parseToml(readFileSync(file, 'utf8'));
}

/**
 * The subset of TOML that config.toml uses: `[dotted.tables]`, and keys holding a basic string,
 * an integer, a boolean or a one-line array of strings. Anything else is refused, so that a
 * setting is never silently misread.
 */
export function parseToml(text: string): TomlTables {
  const tables: TomlTables = { '': {} };
  let current = tables['']!;
  for (const [index, raw] of text.split('\n').entries()) {
    const line = stripComment(raw).trim();
    if (!line) continue;
    const table = /^\[([A-Za-z0-9_.-]+)\]$/.exec(line);
    if (table) {
      current = tables[table[1]!] ??= {};
      continue;
    }
    const pair = /^([A-Za-z0-9_-]+)\s*=\s*(.+)$/.exec(line);
    if (!pair) throw new Error(`config.toml line ${index + 1}: cannot read "${raw.trim()}"`);
    current[pair[1]!] = parseValue(pair[2]!, index + 1);
  }
  return tables;
}

function parseValue(text: string, line: number): TomlValue {
  if (text === 'true' || text === 'false') return text === 'true';
  if (/^-?\d+$/.test(text)) return Number(text);
  if (text.startsWith('"')) return JSON.parse(text) as string;
  if (text.startsWith('[') && text.endsWith(']')) {
    const items = text.slice(1, -1).trim();
    return items ? (JSON.parse(`[${items.replace(/,\s*$/, '')}]`) as string[]) : [];
  }
  throw new Error(`config.toml line ${line}: unsupported value ${text}`);
}

/** The line without a `#` comment (a `#` inside a string stays). */
function stripComment(line: string): string {
  let inString = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i];
    if (char === '\\' && inString) i++;
    else if (char === '"') inString = !inString;
    else if (char === '#' && !inString) return line.slice(0, i);
  }
  return line;
}

/** A value as the Supabase CLI resolves it: `env(NAME)` is replaced by that variable. */
export function resolveEnv(value: TomlValue | undefined, env: (name: string) => string | undefined) {
  if (typeof value !== 'string') return value;
  const reference = /^env\(([A-Za-z_][A-Za-z0-9_]*)\)$/.exec(value);
  return reference ? (env(reference[1]!) ?? '') : value;
}
