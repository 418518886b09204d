import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { EmailKind, EmailTemplate } from './auth/index.ts';
import { rootDir } from './config.ts';
import { readSupabaseConfig, type TomlTables } from './supabase-config.ts';

/**
 * The email templates of supabase/config.toml (`[auth.email.template.<kind>]` with `subject` and
 * `content_path`), so the local auth service sends the same emails as Supabase Auth.
 */
export function loadEmailTemplates(
  config: TomlTables = readSupabaseConfig(),
): Partial<Record<EmailKind, EmailTemplate>> {
  const templates: Partial<Record<EmailKind, EmailTemplate>> = {};
  for (const kind of ['confirmation', 'recovery', 'email_change'] as const) {
    const { subject, content_path: contentPath } = config[`auth.email.template.${kind}`] ?? {};
    if (typeof subject !== 'string' || typeof contentPath !== 'string') continue;
    const html = readFileSync(path.resolve(rootDir, contentPath), 'utf8');
    templates[kind] = { subject, html, text: htmlToText(html) };
  }
  return templates;
}

function htmlToText(html: string): string {
  return html
    .replace(
      /<a\s[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a\s*>/g,
      (_, href: string, label: string) => `${label.trim()}: ${href}`,
    )
    .replace(/<[^>]+>/g, '')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
