import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { apiDocPath, generatedApiDoc, operationRows } from '../../scripts/docs-api.ts';

/** The first word of an operationId: what it does (docs/api.md, "Operations"). */
const VERBS = [
  'activate',
  'approve',
  'assign',
  'attach',
  'change',
  'check',
  'commit',
  'confirm',
  'create',
  'deactivate',
  'delete',
  'dispatch',
  'download',
  'export',
  'generate',
  'get',
  'link',
  'list',
  'log',
  'mark',
  'ping',
  'preview',
  'receive',
  'reconcile',
  'record',
  'refresh',
  'register',
  'reject',
  'request',
  'reset',
  'resolve',
  'retry',
  'revoke',
  'save',
  'search',
  'send',
  'set',
  'test',
  'update',
  'verify',
  'waive',
  'withdraw',
];

describe('the OpenAPI document and docs/api.md', () => {
  it('gives every operation a unique camelCase operationId starting with a verb', async () => {
    const rows = await operationRows();
    expect(rows.filter((row) => !row.operationId).map((row) => `${row.method} ${row.path}`)).toEqual([]);
    const ids = rows.map((row) => row.operationId!);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    expect(ids.filter((id) => !/^[a-z]+(?:[A-Z][a-z0-9]*)*$/.test(id))).toEqual([]);
    expect(ids.filter((id) => !VERBS.includes(id.match(/^[a-z]+/)![0]))).toEqual([]);
  });

  it('finds every operation in a route folder', async () => {
    const rows = await operationRows();
    expect(rows.length).toBeGreaterThan(100);
    expect(rows.filter((row) => row.folder === '?').map((row) => `${row.method} ${row.path}`)).toEqual([]);
  });

  it('has docs/api.md as `npm run docs:api` writes it', async () => {
    // Stale? Run `npm run docs:api` and commit docs/api.md.
    expect(readFileSync(apiDocPath, 'utf8')).toBe(await generatedApiDoc());
  });
});
