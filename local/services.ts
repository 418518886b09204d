import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createServer } from 'vite';
import { dispatcherOptions, messagingConfigFromEnv } from '../supabase/functions/_shared/messaging/config.ts';
import { paymentGatewayConfigFromEnv } from '../supabase/functions/_shared/payments/config.ts';
import { createApp } from '../supabase/functions/api/app.ts';
import { configFromEnv } from '../supabase/functions/api/config.ts';
import { createDatabase } from '../supabase/functions/api/db.ts';
import {
  createAuthKeys,
  createAuthService,
  Mailbox,
  startMailbox,
  type AuthKeys,
  type AuthServiceOptions,
} from './auth/index.ts';
import { host, rootDir } from './config.ts';
import { authSettingsFromConfig } from './auth-settings.ts';
import { startDailyDuesTimer } from './daily-dues-timer.ts';
import { startReconcileTimer } from './payments-reconcile-timer.ts';
import { startGateway } from './gateway.ts';
import { createStorageService } from './storage/index.ts';
import { storageSettingsFromConfig } from './storage-settings.ts';
import { startDispatcherTimer, type DispatcherTimer } from './messaging/dispatcher-timer.ts';
import { MessageInbox } from './messaging/message-inbox.ts';
import { LOCAL_MESSAGING_CREDENTIALS, ProviderSimulator } from './messaging/provider-simulator.ts';
import { LOCAL_RESEND_API_KEY, ResendSimulator } from './messaging/resend-simulator.ts';
import { LOCAL_MIDTRANS_SERVER_KEY, MidtransSimulator } from './midtrans/simulator.ts';
import { freePort } from './postgres.ts';
import { turnstileTestKeys } from './turnstile.ts';

/** How often `npm start` and the test backends look for messages to send. */
export const DISPATCH_INTERVAL_MS = 2_000;

export interface Backend {
  gatewayUrl: string;
  /** The local mailbox where the auth service's emails and the outbox's emails land. */
  mailboxUrl: string;
  mailbox: Mailbox;
  /** Resend's API on the mailbox server (`<mailboxUrl>/emails`), where the outbox sends email. */
  resend: ResendSimulator;
  /** WhatsApp Cloud, Fonnte and Twilio at `<gatewayUrl>/messaging`, with the message inbox (`messaging.inbox`). */
  messaging: ProviderSimulator;
  /** The outbox dispatcher, on a timer. */
  dispatcher: DispatcherTimer;
  /** Midtrans's API at `<gatewayUrl>/midtrans`, which notifies the `api` function. */
  midtrans: MidtransSimulator;
  /** The auth service's signing key and the anon / service_role keys minted from it. */
  authKeys: AuthKeys;
  /** Where the storage service keeps the bytes of objects (`<storageDir>/<version>`). */
  storageDir: string;
  stop(): Promise<void>;
}

/** The longest delay setTimeout takes (about 24.8 days). */
const LONGEST_TIMEOUT_MS = 2 ** 31 - 1;

export interface BackendOptions {
  databaseUrl: string;
  gatewayPort: number;
  /** Where the web app runs: the site URL of auth emails and redirects. */
  webUrl: string;
  /** A free port when omitted. */
  mailboxPort?: number;
  /** Fresh in-memory keys when omitted; `npm start` passes the ones kept under `.local/auth/`. */
  authKeys?: AuthKeys;
  /**
   * Overrides of the auth service's settings: browser tests shorten `jwtExpiry` to see refreshes;
   * the auth conformance tests use GoTrue's default emails and their own limits.
   */
  auth?: Partial<Omit<AuthServiceOptions, 'sql' | 'keys' | 'mailer' | 'issuerUrl'>>;
  /** Where the storage service keeps the bytes of objects: `.local/storage` for `npm start`; a temp dir, removed on stop, when omitted. */
  storageDir?: string;
  /** Extra variables for the `api` function and the dispatcher (tests use it to switch configuration). */
  apiEnvironment?: Record<string, string>;
  /**
   * The `api` function's `SIMK_TRUSTED_PROXY_HOPS` and `SIMK_TRUSTED_PROXY_SECRET`; no proxy trusted
   * when omitted. Hops 1 for a web app whose host forwards `/functions/v1/api/v1/*` to this gateway,
   * appending to `X-Forwarded-For` and sending the secret in `TRUSTED_PROXY_SECRET_HEADER`.
   */
  trustedProxy?: { hops: number; secret: string };
  /** Between dispatcher passes; DISPATCH_INTERVAL_MS when omitted. */
  dispatchIntervalMs?: number;
  /**
   * The timers standing in for pg_cron (dispatcher, daily dues, QRIS reconcile); on when omitted.
   * A test that watches every table for unexpected writes turns them off.
   */
  backgroundJobs?: boolean;
  /**
   * Run the daily dues job once at start as well as at 01:00 WIB: `npm start` does, so a stack
   * started after a month change has its bills; test backends do not unless a test asks.
   */
  dailyJobAtStart?: boolean;
}

/**
 * Everything Supabase would host, on top of a ready database: the gateway with the auth service,
 * the storage service, the `api` function and the Turnstile and Midtrans stand-ins, plus the local mailbox with
 * Resend's API, and the
 * outbox dispatcher on a timer.
 */
export async function startBackend(options: BackendOptions): Promise<Backend> {
  const stops: Array<() => Promise<unknown>> = [];
  const stop = async () => {
    for (const close of stops.reverse()) await close().catch(() => {});
  };
  try {
    const gatewayUrl = `http://${host}:${options.gatewayPort}`;
    const authKeys = options.authKeys ?? (await createAuthKeys());
    const mailboxPort = options.mailboxPort ?? (await freePort());
    // Messages go out through each provider's protocol: to the simulators (Resend's on the
    // mailbox, the others on the gateway) unless the environment points a provider elsewhere.
    const local = LOCAL_MESSAGING_CREDENTIALS;
    const localMessaging: Record<string, string> = {
      RESEND_BASE_URL: `http://${host}:${mailboxPort}`,
      RESEND_API_KEY: LOCAL_RESEND_API_KEY,
      SIMK_WHATSAPP_PROVIDER: 'whatsapp_cloud',
      WHATSAPP_API_URL: `${gatewayUrl}/messaging/whatsapp`,
      WHATSAPP_ACCESS_TOKEN: local.whatsappAccessToken,
      WHATSAPP_PHONE_NUMBER_ID: local.whatsappPhoneNumberId,
      WHATSAPP_APP_SECRET: local.whatsappAppSecret,
      WHATSAPP_VERIFY_TOKEN: local.whatsappVerifyToken,
      FONNTE_BASE_URL: `${gatewayUrl}/messaging/fonnte`,
      FONNTE_TOKEN: local.fonnteToken,
      TWILIO_BASE_URL: `${gatewayUrl}/messaging/twilio`,
      TWILIO_ACCOUNT_SID: local.twilioAccountSid,
      TWILIO_AUTH_TOKEN: local.twilioAuthToken,
      TWILIO_FROM: local.twilioFrom,
    };
    const messagingSettings = Object.fromEntries(
      Object.entries(localMessaging).map(([name, value]) => [name, process.env[name] ?? value]),
    );
    // What the platform and `supabase secrets set` give the function in production.
    const apiEnvironment: Record<string, string> = {
      // Responses are checked against their contracts (decision 0053).
      SIMK_ENVIRONMENT: 'development',
      SUPABASE_DB_URL: options.databaseUrl,
      SUPABASE_URL: gatewayUrl,
      SUPABASE_ANON_KEY: authKeys.anonKey,
      SUPABASE_SERVICE_ROLE_KEY: authKeys.serviceRoleKey,
      SIMK_SITE_URL: options.webUrl,
      // CORS admits the site URL; the same app opened as localhost is the one other origin.
      SIMK_ALLOWED_ORIGINS: options.webUrl.replace('127.0.0.1', 'localhost'),
      TURNSTILE_SECRET_KEY: turnstileTestKeys.passingSecret,
      TURNSTILE_SITEVERIFY_URL: `${gatewayUrl}/turnstile/v0/siteverify`,
      MIDTRANS_BASE_URL: `${gatewayUrl}/midtrans`,
      MIDTRANS_SERVER_KEY: LOCAL_MIDTRANS_SERVER_KEY,
      MIDTRANS_SIMULATOR: 'true',
      ...(options.trustedProxy && {
        SIMK_TRUSTED_PROXY_HOPS: String(options.trustedProxy.hops),
        SIMK_TRUSTED_PROXY_SECRET: options.trustedProxy.secret,
      }),
      ...messagingSettings,
      ...options.apiEnvironment,
    };
    // Midtrans notifies the URL set in its dashboard (docs/operations/payments.md); the simulator
    // issues QRIS strings for the merchant the `api` function is configured with.
    const midtrans = new MidtransSimulator({
      notificationUrl: `${gatewayUrl}/functions/v1/api/v1/payments/notifications/midtrans`,
      merchant: paymentGatewayConfigFromEnv((name) => apiEnvironment[name]).merchant,
    });
    const sql = createDatabase(options.databaseUrl);
    stops.push(() => sql.end({ timeout: 2 }));

    const mailbox = new Mailbox();
    const inbox = new MessageInbox();
    const messagingEnv = (name: string) => apiEnvironment[name] ?? process.env[name];
    const resend = new ResendSimulator({ apiKey: messagingEnv('RESEND_API_KEY')!, mailbox, inbox });
    const messaging = new ProviderSimulator({
      inbox,
      whatsappWebhookUrl: `${gatewayUrl}/functions/v1/api/v1/messages/webhooks/whatsapp`,
      credentials: {
        ...local,
        whatsappAccessToken: messagingEnv('WHATSAPP_ACCESS_TOKEN') ?? local.whatsappAccessToken,
        whatsappPhoneNumberId: messagingEnv('WHATSAPP_PHONE_NUMBER_ID') ?? local.whatsappPhoneNumberId,
        whatsappAppSecret: messagingEnv('WHATSAPP_APP_SECRET') ?? local.whatsappAppSecret,
        fonnteToken: messagingEnv('FONNTE_TOKEN') ?? local.fonnteToken,
        twilioAccountSid: messagingEnv('TWILIO_ACCOUNT_SID') ?? local.twilioAccountSid,
        twilioAuthToken: messagingEnv('TWILIO_AUTH_TOKEN') ?? local.twilioAuthToken,
      },
    });
    const mail = await startMailbox({ mailbox, host, port: mailboxPort, providers: [resend.app()] });
    stops.push(() => mail.close());
    // The settings of supabase/config.toml's [auth] sections. The captcha secret is the one the
    // `api` function has, as `supabase secrets set` and `config push` would give both on hosted.
    const auth = createAuthService({
      sql,
      issuerUrl: `${gatewayUrl}/auth/v1`,
      keys: authKeys,
      mailer: mailbox,
      siteUrl: options.webUrl,
      additionalRedirectUrls: [`${options.webUrl.replace('127.0.0.1', 'localhost')}/**`],
      ...authSettingsFromConfig(
        (name) => apiEnvironment[name] ?? process.env[name],
        apiEnvironment.TURNSTILE_SITEVERIFY_URL!,
      ),
      ...options.auth,
    });

    let storageDir = options.storageDir;
    if (!storageDir) {
      const temporary = await fs.mkdtemp(path.join(os.tmpdir(), 'simk-storage-'));
      stops.push(() => fs.rm(temporary, { recursive: true, force: true }));
      storageDir = temporary;
    }
    const storage = await createStorageService({
      sql,
      keys: authKeys,
      root: storageDir,
      ...storageSettingsFromConfig(),
    });

    const gateway = await startGateway({
      port: options.gatewayPort,
      host,
      auth: auth.fetch,
      storage: storage.fetch,
      midtrans,
      messaging,
      functions: {
        api: createApp(
          configFromEnv((name) => apiEnvironment[name]),
          { sql },
        ).fetch,
      },
    });
    stops.push(() => gateway.close());

    // Links in messages lead to this web app, and receipt links to this gateway's api function
    // (docs/operations/messaging.md, "Site URL").
    await sql`
      update private.messaging_settings
      set site_url = ${options.webUrl.replace(/\/+$/, '')}, api_url = ${`${gateway.url}/functions/v1/api/v1`}`;
    const backgroundJobs = options.backgroundJobs ?? true;
    const dispatcher = startDispatcherTimer({
      ...dispatcherOptions(sql, messagingConfigFromEnv(messagingEnv)),
      // Without background jobs the dispatcher runs only when asked (runNow).
      intervalMs: backgroundJobs ? (options.dispatchIntervalMs ?? DISPATCH_INTERVAL_MS) : LONGEST_TIMEOUT_MS,
    });
    stops.push(() => dispatcher.stop());
    if (backgroundJobs) {
      // Bills of the month and membership expiry: pg_cron's job on hosted Supabase (decision 0027).
      const dailyDues = await startDailyDuesTimer(sql, { runAtStart: options.dailyJobAtStart ?? false });
      stops.push(async () => dailyDues.stop());
      // Pending QRIS attempts whose notification never came: pg_cron's job on hosted Supabase.
      const reconcile = startReconcileTimer({
        apiUrl: `${gateway.url}/functions/v1/api/v1`,
        serviceRoleKey: authKeys.serviceRoleKey,
      });
      stops.push(async () => reconcile.stop());
    }
    return {
      gatewayUrl: gateway.url,
      mailboxUrl: mail.url,
      mailbox,
      resend,
      messaging,
      dispatcher,
      midtrans,
      authKeys,
      storageDir,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

export interface AppServices extends Backend {
  webUrl: string;
}

/**
 * The build-time variables a hosted deployment sets (README, "Deploy to hosted Supabase"), for a
 * web app pointed at `backend`: the dev server here, a test's production build.
 */
export function webAppEnvironment(backend: Pick<Backend, 'gatewayUrl' | 'authKeys'>): Record<string, string> {
  return {
    VITE_SUPABASE_URL: backend.gatewayUrl,
    VITE_SUPABASE_PUBLISHABLE_KEY: backend.authKeys.anonKey,
    VITE_TURNSTILE_SITE_KEY: turnstileTestKeys.passingSiteKey,
    VITE_TURNSTILE_SCRIPT_URL: `${backend.gatewayUrl}/turnstile/v0/api.js`,
  };
}

/** The backend plus the Vite web app pointed at it. Used by `npm start` and the browser tests. */
export async function startAppServices(
  options: Omit<BackendOptions, 'webUrl'> & { webPort: number },
): Promise<AppServices> {
  const webUrl = `http://${host}:${options.webPort}`;
  const backend = await startBackend({ ...options, webUrl });
  try {
    const vite = await createServer({
      root: rootDir,
      logLevel: 'warn',
      server: { host, port: options.webPort, strictPort: true },
      define: Object.fromEntries(
        Object.entries(webAppEnvironment(backend)).map(([name, value]) => [
          `import.meta.env.${name}`,
          JSON.stringify(value),
        ]),
      ),
    });
    await vite.listen();
    return {
      ...backend,
      webUrl,
      stop: async () => {
        await vite.close().catch(() => {});
        await backend.stop();
      },
    };
  } catch (error) {
    await backend.stop();
    throw error;
  }
}
