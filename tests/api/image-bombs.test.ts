// Issue 24 N1: a PNG of a few hundred kilobytes declaring 12000 × 12000 pixels froze the whole
// stack for 18 s when the member card embedded it. Images are bounded by pixels (decision 0047):
// refused at upload, both by the storage service and by PUT /profile/photo, and the card draws
// the placeholder instead of a photo stored before the bound. A health check through the gateway
// answers quickly all the while: nothing decodes such an image on the request path.
import fs from 'node:fs/promises';
import path from 'node:path';
import { createClient, StorageApiError, type SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { avatarPath, profileMessages } from '../../supabase/functions/_shared/contracts/profile.ts';
import { AVATAR_PIXEL_BOUND, imageMessages } from '../../supabase/functions/_shared/images/image-bounds.ts';
import { useBackend } from '../support/backend.ts';
import { jpegHeaderOf, pngOf } from '../support/images.ts';
import { signIn } from '../support/sign-in.ts';
import { registerStranger } from '../support/strangers.ts';
import { useTestDatabase } from '../support/test-database.ts';
import { indonesianText } from '../../supabase/functions/_shared/indonesian-text.ts';

const db = useTestDatabase();
const backend = useBackend(db);

/** A member who registered a minute ago: no seeded data, no officer rights. */
let stranger: { memberId: string; token: string; storage: SupabaseClient['storage'] };
const email = 'orang.asing.piksel@contoh.id';
const password = 'Lab0ratorium!Piksel';

class NoWebSocket {
  constructor() {
    throw new Error('realtime is not used here');
  }
}

beforeAll(async () => {
  const { memberId } = await registerStranger(backend, db.sql, {
    fullName: 'Orang Asing Piksel',
    email,
    password,
    phoneNumber: '0812 7777 0424',
  });
  const session = await signIn(backend, email, password);
  const client = createClient(backend.gatewayUrl, backend.authKeys.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { headers: { authorization: `Bearer ${session.accessToken}` } },
    // Node 20 has no WebSocket; this test never opens a realtime channel.
    realtime: { transport: NoWebSocket as never },
  });
  stranger = { memberId, token: session.accessToken, storage: client.storage };
});

/**
 * Runs `work` while a health check through the gateway is asked again and again; the slowest
 * answer shows whether anything held the event loop (every service shares it, as under npm start).
 */
async function whileCheckingHealth<T>(
  work: () => Promise<T>,
): Promise<{ result: T; elapsed: number; slowest: number }> {
  let done = false;
  let slowest = 0;
  let answers = 0;
  const ask = async () => {
    while (!done) {
      const started = performance.now();
      const response = await fetch(`${backend.gatewayUrl}/auth/v1/health`);
      expect(response.status).toBe(200);
      await response.arrayBuffer();
      slowest = Math.max(slowest, performance.now() - started);
      answers += 1;
    }
  };
  await fetch(`${backend.gatewayUrl}/auth/v1/health`).then((response) => response.arrayBuffer());
  const checking = ask();
  const started = performance.now();
  try {
    const result = await work();
    return { result, elapsed: performance.now() - started, slowest };
  } finally {
    done = true;
    await checking;
    expect(answers).toBeGreaterThan(0);
  }
}

const png = (bytes: Uint8Array<ArrayBuffer>) => new Blob([bytes], { type: 'image/png' });

// The targets are an answer within a second and every health check within 200 ms (measured alone:
// 20–120 ms). As in decision 0014, the test allows twice that, because the 2-core CI machine runs
// other test files at the same time; before the fix the health check waited 11.7 s.
// SIMK_MEASURE=1 prints the numbers.
const ANSWER_MS = 2 * 1000;
const HEALTH_MS = 2 * 200;
// Drawing the card itself (DejaVu subset, QR code, compression) holds the event loop for up to a
// few hundred milliseconds on a loaded machine, photo or not: the card's bound is looser.
const CARD_HEALTH_MS = 1000;

function measured(what: string, numbers: { elapsed: number; slowest: number }) {
  if (process.env.SIMK_MEASURE) {
    console.log(
      `${what}: answered in ${numbers.elapsed.toFixed(0)} ms, slowest health check ${numbers.slowest.toFixed(0)} ms`,
    );
  }
}

/** Replaces the stored bytes of an object behind the storage service's back, as a file uploaded before the bound. */
async function replaceStoredBytes(name: string, bytes: Uint8Array): Promise<void> {
  const [object] = await db.sql<{ version: string }[]>`
    select version from storage.objects where bucket_id = 'avatars' and name = ${name}`;
  await fs.writeFile(path.join(backend.storageDir, object!.version), bytes);
}

async function uploadSmallPhoto(): Promise<string> {
  const name = avatarPath(stranger.memberId, 'image/png');
  const { error } = await stranger.storage.from('avatars').upload(name, png(pngOf(64, 64)), { upsert: true });
  expect(error).toBeNull();
  return name;
}

describe('an avatar declaring 20000 × 20000 pixels', () => {
  it('is refused by the storage service in well under a second, and the stack stays responsive', async () => {
    const name = avatarPath(stranger.memberId, 'image/png');
    const bomb = png(pngOf(20000, 20000, { data: 'none' }));
    const { result, elapsed, slowest } = await whileCheckingHealth(() =>
      stranger.storage.from('avatars').upload(name, bomb, { upsert: true }),
    );
    measured('storage upload', { elapsed, slowest });
    expect(result.error).toBeInstanceOf(StorageApiError);
    expect(result.error).toMatchObject({
      statusCode: '400',
      message: indonesianText(imageMessages.tooLarge(AVATAR_PIXEL_BOUND)),
    });
    expect(elapsed).toBeLessThan(ANSWER_MS);
    expect(slowest).toBeLessThan(HEALTH_MS);
    const [stored] = await db.sql`select count(*)::int as n from storage.objects where name = ${name}`;
    expect(stored).toEqual({ n: 0 });
  });

  it('is refused by PUT /profile/photo when it got into the bucket anyway (a bucket without the check)', async () => {
    const name = await uploadSmallPhoto();
    await replaceStoredBytes(name, pngOf(20000, 20000, { data: 'none' }));
    const { result, elapsed, slowest } = await whileCheckingHealth(() =>
      backend.call('PUT', '/profile/photo', { token: stranger.token, body: { path: name } }),
    );
    measured('PUT /profile/photo', { elapsed, slowest });
    expect(result.status).toBe(400);
    expect(result.body.error).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: indonesianText(imageMessages.tooLarge(AVATAR_PIXEL_BOUND)),
    });
    expect(elapsed).toBeLessThan(ANSWER_MS);
    expect(slowest).toBeLessThan(HEALTH_MS);
    const [member] = await db.sql`select photo_path from public.members where id = ${stranger.memberId}`;
    expect(member).toEqual({ photo_path: null });
  });

  it('PUT /profile/photo refuses a PNG whose data inflates past its size, and a photo not of its named type', async () => {
    const name = await uploadSmallPhoto();
    await replaceStoredBytes(name, pngOf(1, 1, { data: 20_000_000 }));
    const inflating = await backend.call('PUT', '/profile/photo', { token: stranger.token, body: { path: name } });
    expect(inflating.status).toBe(400);
    expect(inflating.body.error?.message).toBe(indonesianText(profileMessages.photoUnreadable));
    await replaceStoredBytes(name, jpegHeaderOf(100, 100));
    const mislabelled = await backend.call('PUT', '/profile/photo', { token: stranger.token, body: { path: name } });
    expect(mislabelled.status).toBe(400);
    expect(mislabelled.body.error?.message).toBe(indonesianText(profileMessages.photoUnreadable));
  });

  it('takes a photo within 512 × 512 pixels', async () => {
    const name = avatarPath(stranger.memberId, 'image/png');
    const { error } = await stranger.storage.from('avatars').upload(name, png(pngOf(512, 384, { colourType: 2 })), {
      upsert: true,
    });
    expect(error).toBeNull();
    const named = await backend.call('PUT', '/profile/photo', { token: stranger.token, body: { path: name } });
    expect(named.status, JSON.stringify(named.body)).toBe(200);
    await backend.call('PUT', '/profile/photo', { token: stranger.token, body: { path: null } });
  });
});

describe('GET /profile/card/pdf with a photo stored before the bound', () => {
  it('answers quickly with the placeholder instead of decoding the photo, while the stack stays responsive', async () => {
    // The stranger becomes a member with a NAP (as a DPC officer's verification would make them).
    await db.sql`
      update public.members set nap = '327319009424', membership_status = 'ACTIVE',
        member_since = private.today(), expiry_date = private.today() + 365
      where id = ${stranger.memberId}`;
    const name = await uploadSmallPhoto();
    const named = await backend.call('PUT', '/profile/photo', { token: stranger.token, body: { path: name } });
    expect(named.status).toBe(200);
    const card = () =>
      fetch(`${backend.api}/profile/card/pdf`, { headers: { authorization: `Bearer ${stranger.token}` } }).then(
        async (response) => ({ status: response.status, bytes: Buffer.from(await response.arrayBuffer()) }),
      );
    expect((await card()).bytes.toString('latin1')).toContain('/Subtype /Image');

    // The file: 12000 × 12000 pixels whose every row is there, a few kilobytes deflated
    // (decoding it takes over half a gigabyte); then a 1 × 1 PNG holding 20 MB of image data.
    for (const bomb of [pngOf(12000, 12000, { depth: 1 }), pngOf(1, 1, { data: 20_000_000 })]) {
      await replaceStoredBytes(name, bomb);
      const { result, elapsed, slowest } = await whileCheckingHealth(card);
      measured('GET /profile/card/pdf', { elapsed, slowest });
      expect(result.status).toBe(200);
      expect(result.bytes.toString('latin1')).not.toContain('/Subtype /Image');
      expect(elapsed).toBeLessThan(ANSWER_MS);
      expect(slowest).toBeLessThan(CARD_HEALTH_MS);
    }
  });
});
