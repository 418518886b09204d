// Every action and entity the database writes to the audit log has words in both languages: the
// audit viewer, its CSV export and the dashboard's recent activity read them from
// contracts/audit-labels.ts, so an action added to a migration without its words fails here.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { auditLabels } from '@shared/contracts/audit-labels';

const MIGRATIONS = 'supabase/migrations';
const sql = (
  await Promise.all(
    (await readdir(MIGRATIONS))
      .filter((name) => name.endsWith('.sql'))
      .map((name) => readFile(join(MIGRATIONS, name), 'utf8')),
  )
).join('\n');

const literals = (text: string, pattern = /'([a-z_]+\.[a-z_0-9]+)'/g) => [...text.matchAll(pattern)].map((m) => m[1]!);

function writtenActions(): { actions: Set<string>; entities: Set<string> } {
  const actions = new Set<string>();
  const entities = new Set<string>();
  // Named by a function: the row trigger's action, or an entry written directly.
  for (const match of sql.matchAll(/set_config\('simk\.audit_action',([^;]*?), true\)/g)) {
    for (const action of literals(match[1]!)) actions.add(action);
  }
  for (const match of sql.matchAll(/write_audit\(\s*'([a-z_]+\.[a-z_0-9]+)',\s*'([a-z_]+)'/g)) {
    actions.add(match[1]!);
    entities.add(match[2]!);
  }
  // Built from a value: a transfer's step, a payment gateway's outcome.
  const transferSteps = /create type public\.transfer_action as enum \(([^)]*)\)/.exec(sql);
  expect(transferSteps).not.toBeNull();
  for (const step of literals(transferSteps![1]!, /'([a-z_]+)'/g)) actions.add(`transfer_requests.${step}`);
  expect(sql).toContain("write_audit('payments.gateway_' || v_outcome");
  for (const match of sql.matchAll(/v_outcome := ([^;]*);/g)) {
    for (const outcome of literals(match[1]!, /'([a-z_]+)'/g)) {
      if (!['expire', 'refunded'].includes(outcome) || match[1]!.includes(`then '${outcome}'`)) {
        actions.add(`payments.gateway_${outcome}`);
      }
    }
  }
  // The row trigger's default: `<table>.<operation>` for every audited table.
  for (const match of sql.matchAll(
    /after ([a-z ]+) on public\.([a-z_]+)\s+for each row execute function private\.audit_row_change\(\)/g,
  )) {
    entities.add(match[2]!);
    for (const operation of match[1]!.split(' or ')) actions.add(`${match[2]}.${operation.trim()}`);
  }
  return { actions, entities };
}

describe('the audit log’s words', () => {
  const { actions, entities } = writtenActions();

  it('finds the actions the migrations write (the scan itself works)', () => {
    for (const action of ['members.verify', 'role_assignments.assign', 'transfer_requests.release', 'roles.create']) {
      expect(actions).toContain(action);
    }
    expect(actions).toContain('payments.gateway_completed');
    expect(entities).toContain('payments');
  });

  for (const language of ['id', 'en'] as const) {
    it(`names every written action and entity in ${language}`, () => {
      const labels = auditLabels[language];
      expect([...actions].filter((action) => !labels.actions[action]).sort()).toEqual([]);
      expect([...entities].filter((entity) => !labels.entities[entity]).sort()).toEqual([]);
    });

    it(`gives no two actions the same words in ${language} (the viewer's action filter picks by them)`, () => {
      const byText = new Map<string, string[]>();
      for (const [action, text] of Object.entries(auditLabels[language].actions)) {
        byText.set(text, [...(byText.get(text) ?? []), action]);
      }
      expect([...byText.values()].filter((actions) => actions.length > 1)).toEqual([]);
    });
  }
});
