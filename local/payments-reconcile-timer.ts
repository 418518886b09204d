/** How often `npm start` and the test backends run the reconcile job (pg_cron's schedule on hosted). */
export const RECONCILE_INTERVAL_MS = 60_000;

export interface ReconcileTimer {
  stop(): void;
}

/**
 * The embedded stack's trigger of the payment reconcile job: it calls the `api` function's
 * `POST /payments/reconcile` with the service role key, exactly as pg_cron (through pg_net) does on
 * hosted Supabase (docs/operations/payments.md), so both run the same code.
 */
export function startReconcileTimer(options: {
  apiUrl: string;
  serviceRoleKey: string;
  intervalMs?: number;
}): ReconcileTimer {
  let lastError = '';
  const run = async () => {
    try {
      const response = await fetch(`${options.apiUrl}/payments/reconcile`, {
        method: 'POST',
        headers: { authorization: `Bearer ${options.serviceRoleKey}` },
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      lastError = '';
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (message !== lastError) console.error(`  ! Rekonsiliasi pembayaran gagal: ${message}`);
      lastError = message;
    }
  };
  const timer = setInterval(() => void run(), options.intervalMs ?? RECONCILE_INTERVAL_MS);
  timer.unref?.();
  return { stop: () => clearInterval(timer) };
}
