// Issue 24 N9, decision 0050: revocation reaches the storage service. After a sign-out or a ban,
// the same access token no longer lists, downloads or signs the member's files: row-level security
// (private.session_ok) shows it nothing at once, and the service itself refuses it (403
// AccessDenied) once its short "still live" cache lapses, as the API does (decision 0011).
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../local/demo-accounts.ts';
import { captchaToken } from '../auth-service/harness.ts';
import { DEMO, memberIdOf, pdf, useStorageStack } from './harness.ts';

const stack = useStorageStack();
let folder: string;
const FILE = 'sesi-berakhir.pdf';

/** Stands in for a WebSocket constructor on Node 20 (supabase-js builds its realtime client eagerly). */
class NoWebSocket {
  constructor() {
    throw new Error('realtime is not used here');
  }
}

/** A new session of the demo member: its access token, and its own client (signing out ends only it). */
async function newSession(): Promise<{ client: SupabaseClient; token: string }> {
  const client = stack.anon();
  const { data, error } = await client.auth.signInWithPassword({
    email: DEMO.anggota,
    password: DEMO_PASSWORD,
    options: { captchaToken },
  });
  expect(error).toBeNull();
  return { client, token: data.session!.access_token };
}

/** storage-js with a fixed bearer token, as a copied token would be used after the sign-out. */
function filesWith(token: string) {
  return createClient(stack.url, stack.keys.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { headers: { Authorization: `Bearer ${token}` } },
    realtime: { transport: NoWebSocket as never },
  }).storage.from('member-documents');
}

/** What the token reaches: the listed names, whether the download and a signed URL work, and the service's refusal. */
async function reach(token: string) {
  const files = filesWith(token);
  const listed = await files.list(folder);
  const download = await files.download(`${folder}/${FILE}`);
  const signed = await files.createSignedUrl(`${folder}/${FILE}`, 60);
  return {
    listed: (listed.data ?? []).map((file) => file.name),
    downloaded: download.data !== null,
    signed: signed.data !== null,
    refusedByService: /session of this JWT has ended/.test(listed.error?.message ?? ''),
  };
}

const EVERYTHING = { listed: [FILE], downloaded: true, signed: true, refusedByService: false };

beforeAll(async () => {
  folder = await memberIdOf(stack, DEMO.anggota);
  const { error } = await stack.as('anggota').storage.from('member-documents').upload(`${folder}/${FILE}`, pdf());
  expect(error).toBeNull();
});

describe('an access token after its session ends', () => {
  it('after sign-out: nothing at once, then refused by the service', async () => {
    const { client, token } = await newSession();
    expect(await reach(token)).toEqual(EVERYTHING);
    expect((await client.auth.signOut({ scope: 'local' })).error).toBeNull();

    expect(await reach(token)).toMatchObject({ listed: [], downloaded: false, signed: false });
    await expect.poll(async () => (await reach(token)).refusedByService, { timeout: 10_000 }).toBe(true);
  });

  it('after a ban: nothing at once, refused by the service; lifting the ban restores the same token', async () => {
    const { token } = await newSession();
    expect(await reach(token)).toEqual(EVERYTHING);
    const admin = stack.admin().auth.admin;
    const [user] = await stack.db.sql<{ id: string }[]>`select id from auth.users where email = ${DEMO.anggota}`;
    expect((await admin.updateUserById(user!.id, { ban_duration: '24h' })).error).toBeNull();

    expect(await reach(token)).toMatchObject({ listed: [], downloaded: false, signed: false });
    await expect.poll(async () => (await reach(token)).refusedByService, { timeout: 10_000 }).toBe(true);

    expect((await admin.updateUserById(user!.id, { ban_duration: 'none' })).error).toBeNull();
    expect(await reach(token)).toEqual(EVERYTHING);
  });
});
