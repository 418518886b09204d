import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { asCaller } from '../../supabase/functions/api/db.ts';
import { memberMessages } from '../../supabase/functions/_shared/contracts/members.ts';
import { avatarPath, profileMessages } from '../../supabase/functions/_shared/contracts/profile.ts';
import { useBackend } from '../support/backend.ts';
import { pngOf } from '../support/images.ts';
import { signIn, signInDemoAccounts } from '../support/sign-in.ts';
import { useTestDatabase } from '../support/test-database.ts';
import { indonesianText } from '../../supabase/functions/_shared/indonesian-text.ts';

const db = useTestDatabase();
const backend = useBackend(db);
let tokens: Awaited<ReturnType<typeof signInDemoAccounts>>;
let memberUserId: string;

type MemberRow = Record<string, unknown>;

async function memberRow(where: 'anggota' | 'officer'): Promise<MemberRow> {
  const email = where === 'anggota' ? 'anggota@simk.test' : 'dpc.bandung@simk.test';
  const [row] = await db.sql<MemberRow[]>`
    select m.* from public.members m join auth.users u on u.id = m.user_id where u.email = ${email}`;
  return row!;
}

beforeAll(async () => {
  tokens = await signInDemoAccounts(backend);
  const [user] = await db.sql<{ id: string }[]>`select id from auth.users where email = 'anggota@simk.test'`;
  memberUserId = user!.id;
});

describe('GET /profile', () => {
  it("gives the member their own record with the chapter's name", async () => {
    const response = await backend.call('GET', '/profile', { token: tokens.anggota });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const row = await memberRow('anggota');
    expect(response.body.data?.profile).toMatchObject({
      id: row.id,
      nap: '327319000001',
      fullName: 'Siti Nurhaliza, A.Md.AK.',
      email: 'anggota@simk.test',
      gender: 'female',
      membershipStatus: row.membership_status,
      organizationName: 'Kota Bandung',
      profilePhotoPath: null,
    });
    expect(response.headers.get('cache-control')).toContain('no-store');
  });

  it('answers an anonymous caller with 401', async () => {
    expect((await backend.call('GET', '/profile')).status).toBe(401);
  });
});

describe('PATCH /profile', () => {
  it('saves the personal and professional fields, normalised, and names the member in the audit trail', async () => {
    const officerBefore = await memberRow('officer');
    const response = await backend.call('PATCH', '/profile', {
      token: tokens.anggota,
      body: {
        fullName: '  Siti Nurhaliza Rahman, A.Md.AK. ',
        phone: '0812 7777 0001',
        birthDate: '17/08/1990',
        gender: 'P',
        address: 'Jl. Dago No. 1\nRT 01 RW 02',
        city: 'Bandung',
        province: 'Jawa Barat',
        postalCode: '40135',
        profession: 'Ahli Teknologi Laboratorium Medik',
        specialization: '',
        workplace: 'RSUD Kota Bandung',
        education: 'D3 Analis Kesehatan',
      },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.data?.profile).toMatchObject({
      fullName: 'Siti Nurhaliza Rahman, A.Md.AK.',
      phone: '+6281277770001',
      birthDate: '1990-08-17',
      gender: 'female',
      postalCode: '40135',
      specialization: null,
      workplace: 'RSUD Kota Bandung',
    });
    const row = await memberRow('anggota');
    expect(row).toMatchObject({
      full_name: 'Siti Nurhaliza Rahman, A.Md.AK.',
      phone: '+6281277770001',
      city: 'Bandung',
    });
    // Another member's row is untouched.
    expect(await memberRow('officer')).toEqual(officerBefore);
    const [audit] = await db.sql<{ action: string; actor_id: string }[]>`
      select action, actor_id from public.audit_logs where entity_id = ${row.id as string}::text
      order by id desc limit 1`;
    expect(audit).toEqual({ action: 'profile.update', actor_id: memberUserId });
  });

  it('changes only the fields sent', async () => {
    const before = await memberRow('anggota');
    const response = await backend.call('PATCH', '/profile', { token: tokens.anggota, body: { city: 'Cimahi' } });
    expect(response.status).toBe(200);
    const after = await memberRow('anggota');
    expect(after.city).toBe('Cimahi');
    expect({ ...after, city: before.city, updated_at: before.updated_at }).toEqual(before);
  });

  it('refuses protected fields (NAP, email, status, chapter, expiry, licences) with an Indonesian 400', async () => {
    const before = await memberRow('anggota');
    for (const body of [
      { nap: '327319999999' },
      { membershipStatus: 'ACTIVE' },
      { organizationId: before.organization_id },
      { expiryDate: '2099-12-31' },
      { email: 'lain@simk.test' },
      { strNumber: 'STR-1' },
      { city: 'Cimahi', memberSince: '2000-01-01' },
    ]) {
      const response = await backend.call('PATCH', '/profile', { token: tokens.anggota, body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.error).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: indonesianText(profileMessages.protectedField),
      });
    }
    expect(await memberRow('anggota')).toEqual(before);
  });

  it('rejects invalid values with Indonesian messages', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ fullName: 'A' }, indonesianText(memberMessages.fullNameRequired)],
      [{ phone: '12' }, indonesianText(memberMessages.phoneInvalid)],
      [{ postalCode: '4013' }, indonesianText(memberMessages.postalCodeInvalid)],
      [{ birthDate: '31/02/1990' }, indonesianText(memberMessages.birthDateInvalid)],
      [{ gender: 'X' }, indonesianText(memberMessages.genderInvalid)],
      [{}, indonesianText(profileMessages.nothingToUpdate)],
    ];
    for (const [body, message] of cases) {
      const response = await backend.call('PATCH', '/profile', { token: tokens.anggota, body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.error).toMatchObject({ code: 'VALIDATION_ERROR', message });
    }
  });

  it("answers 409 for another NAP holder's phone number", async () => {
    const officer = await memberRow('officer');
    const response = await backend.call('PATCH', '/profile', {
      token: tokens.anggota,
      body: { phone: officer.phone },
    });
    expect(response.status).toBe(409);
    expect(response.body.error).toMatchObject({
      code: 'DUPLICATE',
      message: indonesianText(profileMessages.phoneTaken),
    });
  });

  it('answers 404 to a login without a member record, and 401 without a session', async () => {
    await db.sql`update public.members set user_id = null
                 where user_id = (select id from auth.users where email = 'superadmin@simk.test')`;
    expect((await backend.call('GET', '/profile', { token: tokens.superadmin })).status).toBe(404);
    const response = await backend.call('PATCH', '/profile', { token: tokens.superadmin, body: { city: 'Jakarta' } });
    expect(response.status).toBe(404);
    expect(response.body.error?.message).toBe(indonesianText(profileMessages.noMemberRecord));
    expect((await backend.call('PATCH', '/profile', { body: { city: 'Jakarta' } })).status).toBe(401);
  });
});

describe('the database, written to directly as the member', () => {
  const asMember = <T>(work: Parameters<typeof asCaller<T>>[2]) =>
    asCaller(
      db.sql,
      {
        role: 'authenticated',
        claims: { sub: memberUserId, role: 'authenticated', email: 'anggota@simk.test', aud: 'authenticated' },
      },
      work,
    );

  it('refuses NAP, status, chapter and expiry on their own row', async () => {
    const before = await memberRow('anggota');
    const [otherChapter] = await db.sql<{ id: string }[]>`
      select id from public.organizations where level = 'DPC' and id <> ${before.organization_id as string} limit 1`;
    for (const assignment of [
      db.sql`nap = '327319999999'`,
      db.sql`membership_status = 'SUSPENDED'`,
      db.sql`organization_id = ${otherChapter!.id}`,
      db.sql`expiry_date = '2099-12-31'`,
    ]) {
      const refused = await asMember((tx) => tx`update public.members set ${assignment} where user_id = auth.uid()`)
        .then(() => 'ok')
        .catch((error: { code?: string }) => error.code);
      expect(refused).toBe('42501');
    }
    expect(await memberRow('anggota')).toEqual(before);
  });

  it("keeps the photo in the member's own avatars folder", async () => {
    const officer = await memberRow('officer');
    const refused = await asMember(
      (tx) =>
        tx`update public.members set photo_path = ${`${officer.id as string}/avatar.png`} where user_id = auth.uid()`,
    )
      .then(() => 'ok')
      .catch((error: { constraint_name?: string }) => error.constraint_name);
    expect(refused).toBe('members_photo_in_own_folder');
  });

  it("leaves another member's row out of reach", async () => {
    const officerBefore = await memberRow('officer');
    const updated = await asMember(
      (tx) => tx`update public.members set city = 'Cimahi' where id = ${officerBefore.id as string} returning id`,
    );
    expect(updated).toHaveLength(0);
    expect(await memberRow('officer')).toEqual(officerBefore);
  });
});

class NoWebSocket {
  constructor() {
    throw new Error('realtime is not used here');
  }
}

/** A supabase-js client holding the member's session, as the web app does after login. */
async function storageClientOf(email: string): Promise<SupabaseClient> {
  const tokens = await signIn(backend, email);
  const client = createClient(backend.gatewayUrl, backend.authKeys.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    // Node 20 has no WebSocket; this test never opens a realtime channel.
    realtime: { transport: NoWebSocket as never },
  });
  const { error } = await client.auth.setSession({
    access_token: tokens.accessToken,
    refresh_token: tokens.refreshToken,
  });
  expect(error).toBeNull();
  return client;
}

function png(): Blob {
  return new Blob([pngOf(1, 1)], { type: 'image/png' });
}

describe('PUT /profile/photo', () => {
  it('names a photo the member uploaded to their own avatars folder, and clears it', async () => {
    const member = await memberRow('anggota');
    const path = avatarPath(member.id as string, 'image/png');
    const storage = (await storageClientOf('anggota@simk.test')).storage.from('avatars');
    expect((await storage.upload(path, png(), { upsert: true, contentType: 'image/png' })).error).toBeNull();

    const response = await backend.call('PUT', '/profile/photo', { token: tokens.anggota, body: { path } });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.data?.profile).toMatchObject({ profilePhotoPath: path });
    expect((await memberRow('anggota')).photo_path).toBe(path);

    const cleared = await backend.call('PUT', '/profile/photo', { token: tokens.anggota, body: { path: null } });
    expect(cleared.status).toBe(200);
    expect((await memberRow('anggota')).photo_path).toBeNull();
  });

  it('refuses a photo not uploaded, and a path outside the avatar names', async () => {
    const member = await memberRow('anggota');
    const missing = await backend.call('PUT', '/profile/photo', {
      token: tokens.anggota,
      body: { path: avatarPath(member.id as string, 'image/jpeg') },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.error?.message).toBe(indonesianText(profileMessages.photoNotUploaded));
    for (const path of [`${member.id as string}/other.png`, '../avatar.png', `${member.id as string}/avatar.gif`]) {
      const response = await backend.call('PUT', '/profile/photo', { token: tokens.anggota, body: { path } });
      expect(response.status, path).toBe(400);
      expect(response.body.error?.message).toBe(indonesianText(profileMessages.photoPathInvalid));
    }
  });

  it("refuses another member's photo, even one the caller can see", async () => {
    // The DPC officer can read the member's folder, but their own record takes only their own photo.
    const member = await memberRow('anggota');
    const path = avatarPath(member.id as string, 'image/png');
    const officerStorage = (await storageClientOf('dpc.bandung@simk.test')).storage.from('avatars');
    expect((await officerStorage.upload(path, png(), { upsert: true, contentType: 'image/png' })).error).toBeNull();
    const response = await backend.call('PUT', '/profile/photo', { token: tokens.bandung, body: { path } });
    expect(response.status).toBe(400);
    expect(response.body.error?.message).toBe(indonesianText(profileMessages.photoPathInvalid));
    expect((await memberRow('officer')).photo_path).toBeNull();
  });
});
