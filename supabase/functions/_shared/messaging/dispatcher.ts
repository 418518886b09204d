// The outbox dispatcher: claim a batch of due messages under a lease (committed), send each through
// its channel's adapter, record each outcome. Crash-safe by construction: a dispatcher that dies
// after claiming leaves messages in `sending` until their lease runs out, when the next pass claims
// them again; the provider's idempotency key (the message id) makes that second send a no-op if
// the first one got through. Runs on Deno (Supabase Edge Functions) and Node (the embedded stack).
import type postgres from 'postgres';
import type { ChannelAdapter, SendOutcome } from './channel-adapter.ts';
import {
  claimDueMessages,
  type ClaimedMessage,
  deferMessage,
  type MessageChannel,
  recordFailure,
  recordSent,
} from './outbox.ts';
import { backoffDelayMs, type BackoffPolicy } from './retry.ts';

export interface DispatcherOptions {
  sql: postgres.Sql;
  /** The adapter of each configured channel; a message of another channel waits and eventually fails. */
  adapters: Partial<Record<MessageChannel, ChannelAdapter>>;
  /** Messages claimed per pass. */
  batchSize: number;
  /**
   * Sends in flight at once within a pass (default 1: one after another). The provider's round
   * trip, not our work, bounds a sequential dispatcher (docs/benchmarks/messaging.md).
   */
  concurrency?: number;
  /** How long a claim holds its messages; longer than a whole batch takes to send. */
  leaseMs: number;
  backoff: BackoffPolicy;
  /** Jitter source (tests fix it). */
  random?: () => number;
}

/** What one pass did. */
export interface DispatchReport {
  claimed: number;
  sent: number;
  /** Failed attempts queued again. */
  retried: number;
  failed: number;
  /** Claimed but not attempted, because their channel's provider asked to wait. */
  deferred: number;
}

/**
 * One pass: claims up to `batchSize` due messages and sends them, oldest first, at most
 * `concurrency` at a time. A message is only started while its channel is not paused, so a 429
 * defers every message of that channel not yet sent (those in flight finish on their own).
 */
export async function dispatchOnce(options: DispatcherOptions): Promise<DispatchReport> {
  const report: DispatchReport = { claimed: 0, sent: 0, retried: 0, failed: 0, deferred: 0 };
  const claimed = await claimDueMessages(options.sql, options.batchSize, options.leaseMs);
  report.claimed = claimed.length;
  // A 429 is about the provider, not the message: the rest of that channel's batch waits too.
  const pausedUntil = new Map<MessageChannel, Date>();

  const handle = async (message: ClaimedMessage): Promise<void> => {
    const paused = pausedUntil.get(message.channel);
    if (paused) {
      await deferMessage(options.sql, message, paused);
      report.deferred += 1;
      return;
    }
    const adapter = options.adapters[message.channel];
    const outcome: SendOutcome = adapter
      ? await adapter.send(message)
      : { kind: 'retry', error: `no provider is configured for ${message.channel}` };

    if (outcome.kind === 'sent') {
      // Only an adapter answers `sent`.
      await recordSent(options.sql, message, (adapter as ChannelAdapter).provider, outcome.providerMessageId);
      report.sent += 1;
      return;
    }
    let retryAt: Date | null = null;
    if (outcome.kind === 'retry') {
      const waitMs = outcome.retryAfterMs ?? backoffDelayMs(message.attempt, options.backoff, options.random);
      retryAt = new Date(Date.now() + waitMs);
      if (outcome.retryAfterMs !== undefined) pausedUntil.set(message.channel, retryAt);
    }
    const status = await recordFailure(options.sql, message, outcome.error, retryAt);
    if (status === 'queued') report.retried += 1;
    if (status === 'failed') report.failed += 1;
  };

  // Workers take the next message in claim order. After an error (the database went away) none
  // starts another; the messages left keep their lease and the next pass after it runs out gets them.
  let next = 0;
  let failure: { error: unknown } | undefined;
  const worker = async () => {
    while (!failure && next < claimed.length) {
      const message = claimed[next++]!;
      try {
        await handle(message);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  const workers = Math.max(1, Math.min(options.concurrency ?? 1, claimed.length));
  await Promise.all(Array.from({ length: workers }, worker));
  if (failure) throw failure.error;
  return report;
}
