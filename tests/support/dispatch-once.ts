// One outbox dispatcher pass in a process of its own, so a test can kill it (SIGKILL) mid-pass.
// Environment: DATABASE_URL, RESEND_BASE_URL, RESEND_API_KEY, LEASE_MS.
import { dispatchOnce } from '../../supabase/functions/_shared/messaging/dispatcher.ts';
import { resendAdapter } from '../../supabase/functions/_shared/messaging/resend-adapter.ts';
import { defaultBackoff } from '../../supabase/functions/_shared/messaging/retry.ts';
import { createDatabase } from '../../supabase/functions/api/db.ts';

const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
};

const sql = createDatabase(env('DATABASE_URL'));
try {
  const report = await dispatchOnce({
    sql,
    adapters: {
      email: resendAdapter({
        baseUrl: env('RESEND_BASE_URL'),
        apiKey: env('RESEND_API_KEY'),
        from: 'SIMK <noreply@simk.test>',
        requestTimeoutMs: 60_000,
      }),
    },
    batchSize: 10,
    leaseMs: Number(env('LEASE_MS')),
    backoff: defaultBackoff,
  });
  console.log(JSON.stringify(report));
} finally {
  await sql.end({ timeout: 1 });
}
