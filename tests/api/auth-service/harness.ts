// Shared setup of the auth-service conformance tests: a cloned database and the backend of
// `npm start` (gateway, auth service, mailbox) on free ports, with GoTrue's default emails.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, expect } from 'vitest';
import type { AuthKeys } from '../../../local/auth/index.ts';
import { freePort } from '../../../local/postgres.ts';
import { startBackend, type Backend, type BackendOptions } from '../../../local/services.ts';
import { TURNSTILE_DUMMY_TOKEN } from '../../../local/turnstile.ts';
import { useTestDatabase, type TestDatabase } from '../../support/test-database.ts';

/** Stands in for a WebSocket constructor on Node 20 (supabase-js builds its realtime client eagerly). */
class NoWebSocket {
  constructor() {
    throw new Error('realtime is not used in the auth tests');
  }
}

export const SITE_URL = 'http://127.0.0.1:5173';

export interface AuthStack {
  db: TestDatabase;
  /** The gateway's base URL (what `VITE_SUPABASE_URL` points at). */
  url: string;
  /** `<url>/auth/v1`: the `iss` of access tokens. */
  issuer: string;
  keys: AuthKeys;
  mailboxUrl: string;
  /** A supabase-js client with the anon key, as the web app has. */
  anon(): SupabaseClient;
  /** A supabase-js client with the service_role key, as the API has. */
  admin(): SupabaseClient;
  /** The newest email to `to`, read through the mailbox's Mailpit-style API. */
  latestMail(to: string): Promise<{ Subject: string; Text: string; HTML: string; link: string; otp: string }>;
  mailCount(to: string): Promise<number>;
}

/** `apiEnvironment` as for `startBackend`: e.g. another `TURNSTILE_SECRET_KEY`, which `[auth.captcha]` reads. */
export function useAuthStack(options: BackendOptions['auth'] = {}, apiEnvironment: Record<string, string> = {}) {
  const db = useTestDatabase();
  const stack = { db } as AuthStack;
  let backend: Backend | undefined;

  beforeAll(async () => {
    // GoTrue's built-in email templates (the protocol under test), not supabase/templates.
    backend = await startBackend({
      databaseUrl: db.url,
      gatewayPort: await freePort(),
      webUrl: SITE_URL,
      auth: { templates: undefined, log: () => {}, ...options },
      apiEnvironment,
      // These tests count what the auth server writes and mails; the outbox's and the daily
      // job's timers would add mail of their own to the same mailbox at any moment.
      backgroundJobs: false,
    });
    const { gatewayUrl: url, authKeys: keys, mailboxUrl } = backend;
    const client = (key: string) =>
      createClient(url, key, {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
        // Node 20 has no WebSocket; these tests never open a realtime channel.
        realtime: { transport: NoWebSocket as never },
      });
    Object.assign(stack, {
      url,
      issuer: `${url}/auth/v1`,
      keys,
      mailboxUrl,
      anon: () => client(keys.anonKey),
      admin: () => client(keys.serviceRoleKey),
      async latestMail(to: string) {
        const search = await fetch(`${mailboxUrl}/api/v1/search?query=${encodeURIComponent(`to:${to}`)}`);
        const { messages } = (await search.json()) as { messages: Array<{ ID: string }> };
        expect(messages.length, `an email to ${to}`).toBeGreaterThan(0);
        const message = (await (await fetch(`${mailboxUrl}/api/v1/message/${messages[0]!.ID}`)).json()) as {
          Subject: string;
          Text: string;
          HTML: string;
        };
        const link = /(http:\/\/\S+\/auth\/v1\/verify\?\S+)/.exec(message.Text)?.[1] ?? '';
        const otp = /kode berikut: (\d{6})/.exec(message.Text)?.[1] ?? '';
        return { ...message, link, otp };
      },
      async mailCount(to: string) {
        const search = await fetch(`${mailboxUrl}/api/v1/search?query=${encodeURIComponent(`to:${to}`)}`);
        return ((await search.json()) as { messages_count: number }).messages_count;
      },
    });
  });

  afterAll(() => backend?.stop());

  return stack;
}

/**
 * A Turnstile token for `options.captchaToken`: `[auth.captcha]` is on, and the local stack's
 * secret is Cloudflare's always-passing test secret, which accepts the dummy token.
 */
export const captchaToken = TURNSTILE_DUMMY_TOKEN;

let counter = 0;
/** A fresh address per call, so tests in one file do not see each other's accounts. */
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}.${Date.now().toString(36)}${counter}@auth-test.simk.test`;
}

/** Inserts a confirmed user exactly as `supabase/seed.sql` does: pgcrypto bcrypt and an identity row. */
export async function seedUserBySql(
  db: TestDatabase,
  email: string,
  password: string,
  hash = "extensions.gen_salt('bf')",
) {
  const [row] = await db.sql.unsafe<{ id: string }[]>(
    `
    with new_user as (
      insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
                              confirmation_token, recovery_token, email_change_token_new, email_change,
                              raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
      values ('00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated', $1,
              extensions.crypt($2, ${hash}), now(), '', '', '', '',
              '{"provider":"email","providers":["email"]}', '{"full_name":"Pengguna Seed"}', now(), now())
      returning id, email
    )
    insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
    select id::text, id, jsonb_build_object('sub', id::text, 'email', email, 'email_verified', true), 'email', now(), now(), now()
      from new_user
    returning user_id as id
    `,
    [email, password],
  );
  return row!.id;
}
