// `npm start`: the whole SIMK stack on this machine, without Docker.
//   PostgreSQL 17 (embedded) → platform bootstrap → migrations (Supabase CLI) → seed (first start)
//   → auth keys → gateway with the auth service and the `api` function, mailbox → Vite web app.
import { createWriteStream, existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import postgres from 'postgres';
import { loadOrCreateAuthKeys, type AuthKeys } from './auth/index.ts';
import { authKeysDir, databaseUrl, host, ports, stateDir, storageDir } from './config.ts';
import { applySeed, bootstrapPlatform, pushMigrations } from './database.ts';
import { listDemoAccounts } from './demo-accounts.ts';
import { assertMigrationHistory } from './migration-history.ts';
import { startCluster, type Cluster, type ClusterStopReport, type SupervisorEvent } from './postgres.ts';
import { startAppServices } from './services.ts';

const seededMarker = path.join(stateDir, 'seeded');
const startedAt = performance.now();
const step = (message: string) => console.log(`  • ${message}`);

const cleanups: Array<() => Promise<unknown>> = [];
let stopping = false;
let cluster: Cluster | undefined;
const postgresLogPath = path.join(stateDir, 'postgres.log');

async function stop(exitCode: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    console.log('\nMenghentikan SIMK…');
    for (const cleanup of cleanups.reverse()) {
      await cleanup().catch((error: unknown) => console.error(error));
    }
    const report = await cluster?.stop().catch((error: unknown) => {
      console.error(error);
      return undefined;
    });
    console.log(stopMessage(report));
  }
  process.exit(exitCode);
}

/** What really happened to PostgreSQL, not what we hoped (issue 9 §6). */
function stopMessage(report: ClusterStopReport | undefined): string {
  if (!cluster) return 'SIMK berhenti.';
  if (!report) return 'SIMK berhenti. PostgreSQL tidak dapat dihentikan; periksa apakah prosesnya masih berjalan.';
  const log = path.relative(process.cwd(), postgresLogPath);
  const restarted =
    report.restarts > 0 ? ` PostgreSQL sempat mati dan dinyalakan ulang ${report.restarts} kali (${log}).` : '';
  return report.clean
    ? `SIMK berhenti. PostgreSQL dimatikan dengan bersih.${restarted}`
    : `SIMK berhenti. PostgreSQL sudah mati sebelum dihentikan, jadi tidak dimatikan dengan bersih.${restarted} Data yang sudah di-commit dipulihkan dari WAL saat dinyalakan lagi; lihat ${log}.`;
}

/** The supervisor's news, in the voice of the other messages. */
function reportSupervisor(event: SupervisorEvent): void {
  switch (event.type) {
    case 'died':
      console.error(
        `\n  ! PostgreSQL mati tanpa diminta (${event.signal ?? `exit ${event.code}`}). API menjawab 503 sampai PostgreSQL hidup lagi.`,
      );
      break;
    case 'restarting':
      console.error(
        `  ! Menyalakan ulang PostgreSQL dalam ${event.delayMs} ms (percobaan ${event.attempt} dari ${event.maxAttempts})…`,
      );
      break;
    case 'restart-failed':
      console.error(`  ! Percobaan ${event.attempt} gagal: ${event.error.split('\n')[0]}`);
      break;
    case 'restarted':
      step(`PostgreSQL hidup lagi (pid ${event.pid}, restart ke-${event.restarts}); API tersambung ulang sendiri.`);
      break;
    case 'gave-up':
      console.error(
        `  ! PostgreSQL tidak dapat dinyalakan ulang setelah ${event.attempts} percobaan. API tetap menjawab 503. ` +
          `Periksa ${path.relative(process.cwd(), postgresLogPath)}, lalu hentikan (Ctrl-C) dan jalankan lagi npm start.`,
      );
      break;
  }
}

process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
process.on('SIGHUP', () => void stop(0)); // the terminal was closed

async function main(): Promise<void> {
  console.log('Memulai SIMK (embedded stack)…');
  await fs.mkdir(stateDir, { recursive: true });
  const postgresLog = createWriteStream(postgresLogPath, { flags: 'a' });

  // Stopped last, in stop(), so its report can tell how it ended.
  cluster = await startCluster({
    dataDir: path.join(stateDir, 'db'),
    port: ports.db,
    log: (line) => postgresLog.write(line.endsWith('\n') ? line : `${line}\n`),
    supervise: { onEvent: reportSupervisor },
  });
  step(`PostgreSQL 17 on ${host}:${ports.db}${cluster.created ? ' (new cluster)' : ''}`);

  await bootstrapPlatform(ports.db);
  await checkMigrationHistory();
  await pushMigrations(ports.db);
  step('migrations applied (supabase db push)');
  // A database seeded just now already holds today's bills: the daily job's start-up run would only
  // send the day's scheduled reminders before anyone looked (decision 0046).
  const freshlySeeded = !existsSync(seededMarker);
  if (freshlySeeded) {
    await applySeed(ports.db);
    await fs.writeFile(seededMarker, new Date().toISOString());
    step('demo data loaded (supabase/seed.sql)');
  }

  const authKeys = await loadOrCreateAuthKeys(authKeysDir);
  if (authKeys.created) step(`auth signing key created in ${path.relative(process.cwd(), authKeysDir)}/`);

  const services = await startAppServices({
    databaseUrl: databaseUrl(ports.db),
    gatewayPort: ports.gateway,
    webPort: ports.web,
    mailboxPort: ports.mailbox,
    authKeys,
    storageDir,
    dailyJobAtStart: !freshlySeeded,
  });
  cleanups.push(() => services.stop());
  step(`gateway on ${services.gatewayUrl}, web app on ${services.webUrl}, mailbox on ${services.mailboxUrl}`);

  const accounts = await readDemoAccounts();
  printReady(services.gatewayUrl, services.mailboxUrl, authKeys, accounts);
}

/** A database from before a reshape or an edit of the migrations stops here with what to do. */
async function checkMigrationHistory(): Promise<void> {
  const sql = postgres(databaseUrl(ports.db), { max: 1, onnotice: () => {} });
  try {
    await assertMigrationHistory(sql);
  } finally {
    await sql.end();
  }
}

async function readDemoAccounts() {
  const sql = postgres(databaseUrl(ports.db), { max: 1, onnotice: () => {} });
  try {
    return await listDemoAccounts(sql);
  } finally {
    await sql.end();
  }
}

function printReady(
  gatewayUrl: string,
  mailboxUrl: string,
  authKeys: AuthKeys,
  accounts: Awaited<ReturnType<typeof listDemoAccounts>>,
): void {
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  const lines = [
    '',
    `SIMK siap dalam ${seconds} s.`,
    '',
    `  Web app        http://${host}:${ports.web}`,
    `  API            ${gatewayUrl}/functions/v1/api/v1/health`,
    `  OpenAPI        ${gatewayUrl}/functions/v1/api/v1/openapi.json`,
    `  Auth           ${gatewayUrl}/auth/v1  (JWKS: ${gatewayUrl}/auth/v1/.well-known/jwks.json)`,
    `  Storage        ${gatewayUrl}/storage/v1  (berkas di ${path.relative(process.cwd(), storageDir)}/)`,
    `  Kotak surat    ${mailboxUrl}  (API Resend lokal: ${mailboxUrl}/emails)`,
    `  Midtrans       ${gatewayUrl}/midtrans  (simulator; bayar: npm run simulate:pay -- <order_id>)`,
    `  Kotak pesan    ${gatewayUrl}/messaging/inbox  (WhatsApp, SMS, email; JSON: ${gatewayUrl}/messaging/inbox/api/messages)`,
    `  PostgreSQL     ${databaseUrl(ports.db)}`,
    '',
    `  anon key         ${authKeys.anonKey}`,
    `  service_role key ${authKeys.serviceRoleKey}`,
    '',
  ];
  if (accounts.length === 0) {
    lines.push('  Akun demo: belum ada di database ini.');
  } else {
    lines.push(`  Akun demo (kata sandi: ${accounts[0]!.password})`);
    for (const account of accounts)
      lines.push(`    ${account.role.padEnd(14)} ${account.email.padEnd(26)} ${account.scope}`);
  }
  lines.push('', 'Tekan Ctrl-C untuk berhenti.');
  console.log(lines.join('\n'));
}

main().catch(async (error: unknown) => {
  console.error(`\nSIMK gagal dimulai: ${error instanceof Error ? error.message : String(error)}`);
  await stop(1);
});
