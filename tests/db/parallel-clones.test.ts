// Test files clone the seeded template in parallel, and each clone runs the platform bootstrap,
// which also alters cluster-wide roles. Two of those at once once failed a CI run with "tuple
// concurrently updated"; bootstrapPlatform now takes turns under a lock in template1.
import postgres from 'postgres';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { databaseUrl } from '../../local/config.ts';
import { cloneTemplate, dropDatabase } from '../support/test-database.ts';

const CLONES = 6;
const names = Array.from({ length: CLONES }, (_, i) => `parallel_${i}_${process.pid}_${Date.now()}`);

afterAll(async () => {
  for (const name of names) await dropDatabase(inject('databasePort'), name);
});

describe('cloning the template', () => {
  it(`${CLONES} clones at once all succeed, each with the database settings the bootstrap gives`, async () => {
    const port = inject('databasePort');
    const results = await Promise.allSettled(
      names.map((name) => cloneTemplate(port, inject('templateDatabase'), name)),
    );
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    for (const name of names) {
      const sql = postgres(databaseUrl(port, name), { max: 1, onnotice: () => {} });
      try {
        const [row] = await sql<{ schemas: string }[]>`select current_setting('pgrst.db_schemas') as schemas`;
        expect(row!.schemas).toBe('public');
      } finally {
        await sql.end();
      }
    }
  }, 120_000);
});
