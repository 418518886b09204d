import { isConnectionError } from '../../supabase/functions/api/db.ts';
import { dispatchOnce, type DispatcherOptions } from '../../supabase/functions/_shared/messaging/dispatcher.ts';

export interface DispatcherTimer {
  /** Runs a pass now (after the one in progress, if any). */
  runNow(): Promise<void>;
  /** Stops the timer and waits for the pass in progress. */
  stop(): Promise<void>;
}

/**
 * The embedded stack's trigger of the outbox dispatcher: the same `dispatchOnce` that pg_cron
 * reaches on hosted Supabase through `POST /api/v1/messages/dispatch` (decision 0037). A pass that claimed a full batch is followed at once by
 * another, so a backlog drains without waiting for the timer.
 */
export function startDispatcherTimer(options: DispatcherOptions & { intervalMs: number }): DispatcherTimer {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> = Promise.resolve();
  let lastError = '';

  const pass = async () => {
    try {
      for (let i = 0; i < 50 && !stopped; i += 1) {
        const report = await dispatchOnce(options);
        if (report.claimed < options.batchSize) break;
      }
      lastError = '';
    } catch (error) {
      // While PostgreSQL is down (decision 0012) the next pass simply tries again.
      if (isConnectionError(error)) return;
      const message = error instanceof Error ? error.message : String(error);
      if (message !== lastError) console.error(`  ! Pengiriman pesan gagal: ${message}`);
      lastError = message;
    }
  };
  const schedule = () => {
    if (!stopped) timer = setTimeout(tick, options.intervalMs);
  };
  const tick = () => {
    running = running.then(pass).finally(schedule);
  };
  schedule();

  return {
    runNow() {
      running = running.then(pass);
      return running;
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
