import type postgres from 'postgres';

type Tx = postgres.TransactionSql;

interface DebugRow {
  postgres_version: string;
  migration: { version: string; name: string | null; count: number } | null;
  outbox: {
    queued: number;
    retrying: number;
    sending: number;
    failed: number;
    failed_last_day: number;
    oldest_queued_at: string | null;
    failed_by_channel: Record<string, number>;
  };
  daily_job: {
    scheduler: 'pg_cron' | 'local';
    runs: {
      run_date: string;
      started_at: string;
      finished_at: string;
      bills_issued: number;
      members_expired: number;
    }[];
    cron_runs: { status: string; started_at: string | null; finished_at: string | null }[];
  };
  storage: { bucket: string; public: boolean; objects: number; bytes: number }[];
}

/** `public.system_debug()` as the caller: 42501 unless they are a system administrator. */
export async function systemDebug(tx: Tx): Promise<DebugRow> {
  const [row] = await tx<{ info: DebugRow }[]>`select public.system_debug() as info`;
  return row!.info;
}
