// Vitest global setup: one throwaway PostgreSQL 17 cluster for the whole run. The platform
// bootstrap, the migrations (through the Supabase CLI) and the seed are applied once to a
// template database; each test file then clones its own database from it in milliseconds.
import type { TestProject } from 'vitest/node';
import { applySeed, bootstrapPlatform, pushMigrations, recreateDatabase } from '../../local/database.ts';
import { freePort, startCluster, throwawayDataDir } from '../../local/postgres.ts';

export const TEMPLATE_DATABASE = 'simk_template';
/** The same migrations without the seed: tests that seed on a clock of their own start here. */
export const SCHEMA_TEMPLATE_DATABASE = 'simk_schema_template';

interface SharedCluster {
  port: number;
  users: number;
  teardown(): Promise<void>;
}

/**
 * The test clock (decision 0046): `SIMK_TEST_TODAY=2026-12-31` (or an instant such as
 * `2026-12-31T23:30:00+07:00`) makes private.today() answer that day in every database of the
 * run, the seed's included. Unset, the suite runs on the real date.
 */
function testClockSettings(): Record<string, string> {
  const today = process.env.SIMK_TEST_TODAY?.trim();
  if (!today) return {};
  if (Number.isNaN(Date.parse(today))) throw new Error(`SIMK_TEST_TODAY is not a date or an instant: ${today}`);
  return { 'simk.today': today };
}

// Several projects run this file in the same main process; they share one cluster.
const registry = globalThis as typeof globalThis & { simkTestCluster?: Promise<SharedCluster> };

async function createSharedCluster(): Promise<SharedCluster> {
  const dataDir = await throwawayDataDir('simk-test-');
  const port = await freePort();
  const cluster = await startCluster({
    dataDir: dataDir.dir,
    port,
    ephemeral: true,
    serverSettings: testClockSettings(),
  });
  try {
    await bootstrapPlatform(port); // creates the cluster-wide roles the template is owned by
    await recreateDatabase(port, SCHEMA_TEMPLATE_DATABASE);
    await bootstrapPlatform(port, SCHEMA_TEMPLATE_DATABASE);
    await pushMigrations(port, SCHEMA_TEMPLATE_DATABASE);
    await recreateDatabase(port, TEMPLATE_DATABASE, SCHEMA_TEMPLATE_DATABASE);
    await bootstrapPlatform(port, TEMPLATE_DATABASE);
    await applySeed(port, TEMPLATE_DATABASE);
  } catch (error) {
    await cluster.stop();
    await dataDir.remove();
    throw error;
  }
  return {
    port,
    users: 0,
    async teardown() {
      await cluster.stop();
      await dataDir.remove();
    },
  };
}

export default async function setup(project: TestProject) {
  registry.simkTestCluster ??= createSharedCluster();
  const shared = await registry.simkTestCluster;
  shared.users += 1;
  project.provide('databasePort', shared.port);
  project.provide('templateDatabase', TEMPLATE_DATABASE);
  project.provide('schemaTemplateDatabase', SCHEMA_TEMPLATE_DATABASE);

  return async () => {
    shared.users -= 1;
    if (shared.users === 0) {
      delete registry.simkTestCluster;
      await shared.teardown();
    }
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    databasePort: number;
    templateDatabase: string;
    schemaTemplateDatabase: string;
  }
}
