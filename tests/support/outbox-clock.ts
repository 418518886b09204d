import type postgres from 'postgres';

/**
 * The outbox's clock in tests: every queued or leased message's next attempt and lease move `ms`
 * earlier, as if that much time had passed, so a test waits out no backoff, Retry-After or lease.
 * What the dispatcher writes afterwards is again relative to the real now().
 */
export async function passOutboxTime(sql: postgres.Sql, ms: number): Promise<void> {
  await sql`
    update public.outbox_messages
       set next_attempt_at = next_attempt_at - make_interval(secs => ${ms / 1000}),
           locked_until = locked_until - make_interval(secs => ${ms / 1000})
     where status in ('queued', 'sending')`;
}

/** As if time had passed until just after `at` (a message's next attempt or the end of its lease). */
export async function passOutboxTimeUntil(sql: postgres.Sql, at: Date): Promise<void> {
  await passOutboxTime(sql, Math.max(0, at.getTime() - Date.now()) + 5);
}
