import { isConnectionError, type Sql } from '../supabase/functions/api/db.ts';

/** 01:00 WIB, when hosted Supabase's pg_cron runs the job (18:00 UTC). */
const RUN_AT_UTC_HOUR = 18;

/** Milliseconds from `now` to the next 18:00 UTC. */
export function msUntilNextRun(now: Date): number {
  const next = new Date(now);
  next.setUTCHours(RUN_AT_UTC_HOUR, 0, 0, 0);
  if (next <= now) next.setUTCDate(next.getUTCDate() + 1);
  return next.getTime() - now.getTime();
}

export interface DailyDuesTimer {
  stop(): void;
}

/**
 * The daily dues job of the embedded stack (decision 0027): the same `private.run_daily_dues()`
 * that pg_cron runs on hosted Supabase, daily at 01:00 WIB, and with `runAtStart` once now
 * (awaited, so a stack started after a month change is up to date). The job is idempotent, so a
 * restart that runs it twice does no harm. Test backends skip the start-up run (decision 0046):
 * on a reminder-schedule day it would remind the members a test is about to remind.
 */
export async function startDailyDuesTimer(sql: Sql, { runAtStart }: { runAtStart: boolean }): Promise<DailyDuesTimer> {
  const run = async () => {
    try {
      await sql`select * from private.run_daily_dues()`;
    } catch (error) {
      // While PostgreSQL is down (decision 0012) the next day's run catches up.
      if (!isConnectionError(error)) console.error('  ! Tugas harian iuran gagal:', error);
    }
  };
  if (runAtStart) await run();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    timer = setTimeout(() => void run().finally(schedule), msUntilNextRun(new Date()));
    timer.unref?.();
  };
  schedule();
  return { stop: () => clearTimeout(timer) };
}
