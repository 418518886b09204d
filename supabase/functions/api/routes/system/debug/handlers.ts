import type { SystemDebug } from '../../../../_shared/contracts/system-debug.ts';
import { systemDebugSchema } from '../../../../_shared/contracts/system-debug.ts';
import type { AppConfig } from '../../../config.ts';
import { API_VERSION } from '../../health/index.ts';
import { mapDatabaseErrors } from '../../_shared/database-errors.ts';
import { asRequestCaller } from '../../_shared/request-database.ts';
import type { AppRouteHandler } from '../../_shared/router.ts';
import * as queries from './queries.ts';
import type * as routes from './routes.ts';

/** A service that cannot answer within this counts as down. */
const CHECK_TIMEOUT_MS = 3000;

/** The auth server's own health route (GoTrue `/health`), asked as any client would. */
async function authHealth(config: AppConfig): Promise<SystemDebug['services'][number]> {
  const started = performance.now();
  try {
    const response = await fetch(`${config.supabaseUrl}/auth/v1/health`, {
      headers: { apikey: config.anonKey },
      signal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
    });
    await response.body?.cancel();
    return { name: 'auth', status: response.ok ? 'up' : 'down', latencyMs: Math.round(performance.now() - started) };
  } catch {
    return { name: 'auth', status: 'down', latencyMs: null };
  }
}

export const getSystemDebug: AppRouteHandler<typeof routes.getSystemDebug> = async (c) => {
  const { config } = c.var.deps;
  const started = performance.now();
  const [info, auth] = await Promise.all([
    mapDatabaseErrors(() => asRequestCaller(c, (tx) => queries.systemDebug(tx))),
    authHealth(config),
  ]);
  const databaseMs = Math.round(performance.now() - started);
  const data: SystemDebug = {
    checkedAt: new Date().toISOString(),
    versions: { app: API_VERSION, postgres: info.postgres_version },
    migration: info.migration && { ...info.migration, count: Number(info.migration.count) },
    services: [
      { name: 'api', status: 'up', latencyMs: null },
      { name: 'database', status: 'up', latencyMs: databaseMs },
      auth,
      // Only whether the providers' settings are usable; never the settings themselves.
      { name: 'messaging', status: config.messaging instanceof Error ? 'misconfigured' : 'up', latencyMs: null },
    ],
    outbox: {
      queued: info.outbox.queued,
      retrying: info.outbox.retrying,
      sending: info.outbox.sending,
      failed: info.outbox.failed,
      failedLastDay: info.outbox.failed_last_day,
      oldestQueuedAt: info.outbox.oldest_queued_at,
      failedByChannel: info.outbox.failed_by_channel,
    },
    dailyJob: {
      scheduler: info.daily_job.scheduler,
      runs: info.daily_job.runs.map((run) => ({
        runDate: run.run_date,
        startedAt: run.started_at,
        finishedAt: run.finished_at,
        billsIssued: run.bills_issued,
        membersExpired: run.members_expired,
      })),
      cronRuns: info.daily_job.cron_runs.map((run) => ({
        status: run.status,
        startedAt: run.started_at,
        finishedAt: run.finished_at,
      })),
    },
    storage: info.storage,
  };
  c.header('Cache-Control', 'private, no-store');
  return c.json({ success: true as const, data: systemDebugSchema.parse(data) }, 200);
};
