import { z } from 'zod';

/**
 * `GET /system/debug`: the /debug page (issue 28 §5), SUPER_ADMIN only. Versions, the migration
 * level, each service's health, the outbox, the daily job's last runs and the storage used per
 * bucket, from `public.system_debug()` and the API's own checks. Nothing secret: no keys, URLs,
 * settings, recipients or message contents.
 */

export const serviceNames = ['api', 'database', 'auth', 'messaging'] as const;
export type ServiceName = (typeof serviceNames)[number];
export const serviceStatuses = ['up', 'down', 'misconfigured'] as const;
export type ServiceStatus = (typeof serviceStatuses)[number];

const count = z.number().int().nonnegative();

export const dailyJobRunSchema = z.object({
  runDate: z.string(),
  startedAt: z.string(),
  finishedAt: z.string(),
  billsIssued: count,
  membersExpired: count,
});

export const cronRunSchema = z.object({
  status: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});

export const systemDebugSchema = z.object({
  checkedAt: z.string(),
  versions: z.object({ app: z.string(), postgres: z.string() }),
  /** The latest migration `supabase db push` applied; null where the history is not kept. */
  migration: z.object({ version: z.string(), name: z.string().nullable(), count }).nullable(),
  services: z.array(
    z.object({ name: z.enum(serviceNames), status: z.enum(serviceStatuses), latencyMs: z.number().nullable() }),
  ),
  outbox: z.object({
    queued: count,
    retrying: count,
    sending: count,
    failed: count,
    failedLastDay: count,
    oldestQueuedAt: z.string().nullable(),
    failedByChannel: z.record(z.string(), count),
  }),
  dailyJob: z.object({
    /** Who runs it: pg_cron (hosted Supabase) or the local stack's timer. */
    scheduler: z.enum(['pg_cron', 'local']),
    runs: z.array(dailyJobRunSchema),
    cronRuns: z.array(cronRunSchema),
  }),
  storage: z.array(z.object({ bucket: z.string(), public: z.boolean(), objects: count, bytes: count })),
});
export type SystemDebug = z.infer<typeof systemDebugSchema>;
