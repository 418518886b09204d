// PostgreSQL is killed (SIGKILL to the postmaster) under the API, during an import commit and
// during a series of edits. This file starts its own supervised cluster: the shared test cluster
// of global-setup.ts serves every other test file and must never be killed.
import { readFileSync } from 'node:fs';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseUrl, superUser } from '../../local/config.ts';
import { prepareDatabase } from '../../local/database.ts';
import { freePort, startCluster, throwawayDataDir, type Cluster, type SupervisorEvent } from '../../local/postgres.ts';
import { errorCatalogue } from '../../supabase/functions/_shared/errors.ts';
import { useBackend, type ApiBody } from '../support/backend.ts';
import { signIn } from '../support/sign-in.ts';
import type { TestDatabase } from '../support/test-database.ts';
import { readUntil, until } from '../support/wait.ts';

const unavailable = { code: 'DATABASE_UNAVAILABLE', message: errorCatalogue.DATABASE_UNAVAILABLE.message };
/** Long enough to see the outage from outside, short enough for a test. */
const RESTART_DELAY_MS = 4000;

const events: SupervisorEvent[] = [];
const processErrors: unknown[] = [];
const recordProcessError = (error: unknown) => processErrors.push(error);
let cluster: Cluster;
let removeDataDir: () => Promise<void>;
let observer: postgres.Sql;
const db = {} as TestDatabase;

beforeAll(async () => {
  // Without decision 0012's patch, postgres.js crashes this process when the database dies.
  expect(
    readFileSync(new URL('../../node_modules/postgres/src/connection.js', import.meta.url), 'utf8'),
    'postgres.js is unpatched: run `node scripts/patch-postgres.mjs` (npm install runs it)',
  ).toContain('simk: decision 0012');
  process.on('uncaughtException', recordProcessError);
  process.on('unhandledRejection', recordProcessError);

  const dataDir = await throwawayDataDir('simk-faults-');
  removeDataDir = dataDir.remove;
  const port = await freePort();
  // Durable settings (not `ephemeral`): an acknowledged commit must survive the kill.
  cluster = await startCluster({
    dataDir: dataDir.dir,
    port,
    supervise: { initialDelayMs: RESTART_DELAY_MS, onEvent: (event) => events.push(event) },
  });
  await prepareDatabase(port, { seed: true });
  Object.assign(db, { name: 'postgres', port, url: databaseUrl(port), sql: postgres(databaseUrl(port), { max: 1 }) });
  observer = postgres(databaseUrl(port, 'postgres', superUser), { max: 1, onnotice: () => {} });
}, 240_000);

const backend = useBackend(db);
let officer: string;
beforeAll(async () => {
  officer = (await signIn(backend, 'dpc.bandung@simk.test')).accessToken;
});

afterAll(async () => {
  await observer?.end({ timeout: 1 });
  await db.sql?.end({ timeout: 1 });
  await cluster?.stop();
  await removeDataDir?.();
  process.off('uncaughtException', recordProcessError);
  process.off('unhandledRejection', recordProcessError);
});

/** Kills the postmaster as `kill -9` would, and waits until it is gone. */
async function killPostgres(): Promise<void> {
  const pid = cluster.pid;
  expect(pid).toBeTypeOf('number');
  process.kill(pid!, 'SIGKILL');
  await until(() => cluster.pid !== pid, 5000);
}

/**
 * While PostgreSQL is down, readiness says so in Indonesian and liveness stays up; then the API
 * recovers by itself. (A data request in the outage either fails with 503 or waits in the pool's
 * queue until the database is back: the callers below assert what each one got.)
 */
async function expectOutageThenRecovery(): Promise<void> {
  const ready = await backend.call('GET', '/health/ready');
  expect(ready.status).toBe(503);
  expect(ready.body.error).toEqual(unavailable);
  const live = await backend.call('GET', '/health');
  expect(live.status).toBe(200);
  expect(cluster.pid, 'these answers came while PostgreSQL was down').toBeUndefined();

  const restartsBefore = cluster.restarts;
  await until(async () => (await backend.call('GET', '/health/ready')).status === 200, 30_000);
  expect(cluster.restarts).toBe(restartsBefore + 1);
  // Readiness proved one pooled connection; the others reconnect as they are next used (a
  // connection that was mid-connect when PostgreSQL came back up gets one more 503), so data
  // requests must succeed again within seconds, without restarting anything.
  await until(async () => (await backend.call('GET', '/members?limit=1', { token: officer })).status === 200, 10_000);
}

async function count(query: string, ...values: string[]): Promise<number> {
  const [row] = await observer.unsafe<{ n: number }[]>(query, values);
  return row!.n;
}

describe('PostgreSQL killed under the API', () => {
  it('during an import commit: the import is all or nothing, and an acknowledged one is kept', async () => {
    // 4,000 rows are inserted in eight statements of one transaction: the kill lands between them.
    const records = (prefix: string, n: number) =>
      Array.from({ length: n }, (_, i) => ({
        fullName: `${prefix} Anggota ${i + 1}`,
        email: `${prefix.toLowerCase()}.${i + 1}@gangguan.simk.test`,
      }));
    const rowsOf = (prefix: string) =>
      count(`select count(*)::int as n from public.members where email like $1`, `${prefix.toLowerCase()}.%`);
    const auditedRowsOf = (prefix: string) =>
      count(
        `select count(*)::int as n from public.audit_logs where action = 'members.import' and after->>'email' like $1`,
        `${prefix.toLowerCase()}.%`,
      );
    const commit = (prefix: string, n: number) =>
      backend.call('POST', '/members/import/commit', { token: officer, body: { rows: records(prefix, n) } });

    const before = await commit('Sebelum', 200);
    expect(before.status, JSON.stringify(before.body)).toBe(201);

    const during = commit('Terputus', 4000);
    await until(
      async () =>
        (await count(
          `select count(*)::int as n from pg_stat_activity
           where pid <> pg_backend_pid() and query ilike '%insert into public.members%'`,
        )) > 0,
      20_000,
    );
    await killPostgres();
    const interrupted = await during;
    expect(interrupted.status).toBe(503);
    expect(interrupted.body.error).toEqual(unavailable);

    await expectOutageThenRecovery();
    expect(await rowsOf('Sebelum')).toBe(200);
    expect(await auditedRowsOf('Sebelum')).toBe(200);
    // The commit never reached COMMIT, so not one of its rows (nor their audit entries) remains.
    expect(await rowsOf('Terputus')).toBe(0);
    expect(await auditedRowsOf('Terputus')).toBe(0);

    // The same file again, now that the database is back: all of it. Another pooled connection
    // that was mid-connect at the restart may answer one more 503 (as in expectOutageThenRecovery),
    // and that commit inserts nothing; the member sending it again gets it all.
    const retried = await readUntil(
      () => commit('Terputus', 4000),
      (answer) => answer.status !== 503,
      20_000,
    );
    expect(retried.status, JSON.stringify(retried.body)).toBe(201);
    expect(await rowsOf('Terputus')).toBe(4000);
    expect(await auditedRowsOf('Terputus')).toBe(4000);
  }, 180_000);

  it('during a series of edits: every acknowledged edit is kept, and the API recovers without a restart', async () => {
    const members = await observer<{ id: string }[]>`
      select m.id from public.members m join public.organizations o on o.id = m.organization_id
      where o.bps_code = '3273' order by m.nap limit 8`;
    expect(members).toHaveLength(8);
    /** Per member: the city of its last acknowledged edit, and those sent after it with no answer. */
    const outcome = new Map(members.map(({ id }) => [id, { acknowledged: '', unconfirmed: [] as string[] }]));
    const statuses: number[] = [];
    const failures: ApiBody[] = [];
    let edits = 0;
    let stop = false;

    const editor = async (id: string) => {
      while (!stop) {
        const city = `Kota Uji ${(edits += 1)}`;
        // A dropped HTTP connection (status 0) is a failure too: the API must answer.
        const { status, body } = await backend
          .call('PATCH', `/members/${id}`, { token: officer, body: { city } })
          .catch((error: unknown) => ({
            status: 0,
            body: { success: false, error: String(error) } as unknown as ApiBody,
          }));
        statuses.push(status);
        const state = outcome.get(id)!;
        if (status === 200) {
          state.acknowledged = city;
          state.unconfirmed = [];
        } else {
          failures.push(body);
          state.unconfirmed.push(city);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
    };
    const editing = Promise.all(members.map(({ id }) => editor(id)));
    try {
      await until(() => statuses.filter((s) => s === 200).length >= 40, 30_000);
      await killPostgres();
      await expectOutageThenRecovery();
      const afterRecovery = statuses.length;
      // Every editor carries on until its latest edit is acknowledged again.
      await until(
        () =>
          statuses.slice(afterRecovery).filter((s) => s === 200).length >= 40 &&
          [...outcome.values()].every((state) => state.unconfirmed.length === 0),
        30_000,
      );
    } finally {
      stop = true;
      await editing;
    }

    expect(failures.length).toBeGreaterThan(0);
    for (const failure of failures) expect(failure.error).toEqual(unavailable);
    expect(new Set(statuses)).toEqual(new Set([200, 503]));

    const rows = await observer<{ id: string; city: string }[]>`
      select id, city from public.members where id in ${observer(members.map((m) => m.id))}`;
    expect(rows).toHaveLength(8);
    for (const row of rows) {
      const state = outcome.get(row.id)!;
      // Each editor ends with acknowledged edits after the recovery, so its last one is the value.
      expect(state.acknowledged).not.toBe('');
      expect(state.unconfirmed).toEqual([]);
      expect(row.city).toBe(state.acknowledged);
    }
    // The local auth service shares the pool: signing in works again too.
    expect((await signIn(backend, 'dpc.bandung@simk.test')).accessToken).toMatch(/^ey/);
  }, 120_000);

  it('never took the Node process down, and the supervisor logged each restart', () => {
    expect(processErrors).toEqual([]);
    expect(events.filter((e) => e.type === 'died')).toHaveLength(2);
    expect(events.filter((e) => e.type === 'restarted').map((e) => e.type === 'restarted' && e.restarts)).toEqual([
      1, 2,
    ]);
    expect(cluster.restarts).toBe(2);
  });
});
