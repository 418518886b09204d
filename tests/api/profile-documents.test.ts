// The member's STR and SIP with their files (issue 13 §3), end to end through HTTP: storage-js
// uploads into member-documents (the bucket's policies and limits decide), the API records and
// lists the documents, officers open them through signed URLs and verify them, and the printed
// code then works on /document-verification.
import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  documentMessages,
  licenceFilePath,
  MEMBER_DOCUMENTS_BUCKET,
  MEMBER_DOCUMENT_MAX_BYTES,
} from '../../supabase/functions/_shared/contracts/documents.ts';
import { memberMessages } from '../../supabase/functions/_shared/contracts/members.ts';
import { profileMessages } from '../../supabase/functions/_shared/contracts/profile.ts';
import { asCaller, type Caller } from '../../supabase/functions/api/db.ts';
import { useBackend } from '../support/backend.ts';
import { signIn, signInDemoAccounts } from '../support/sign-in.ts';
import { useTestDatabase } from '../support/test-database.ts';
import { indonesianText } from '../../supabase/functions/_shared/indonesian-text.ts';

const db = useTestDatabase();
const backend = useBackend(db);
let tokens: Awaited<ReturnType<typeof signInDemoAccounts>>;

const EMAIL = {
  anggota: 'anggota@simk.test',
  bandung: 'dpc.bandung@simk.test',
  surabaya: 'dpc.surabaya@simk.test',
  dpw: 'dpw.jabar@simk.test',
} as const;
type Who = keyof typeof EMAIL;

const members = {} as Record<Who, string>;
const clients = {} as Record<Who, SupabaseClient>;

class NoWebSocket {
  constructor() {
    throw new Error('realtime is not used here');
  }
}

/** A supabase-js client holding the account's session, as the web app does after login. */
async function clientOf(email: string): Promise<SupabaseClient> {
  const session = await signIn(backend, email);
  const client = createClient(backend.gatewayUrl, backend.authKeys.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    // Node 20 has no WebSocket; this test never opens a realtime channel.
    realtime: { transport: NoWebSocket as never },
  });
  const { error } = await client.auth.setSession({
    access_token: session.accessToken,
    refresh_token: session.refreshToken,
  });
  expect(error).toBeNull();
  return client;
}

function pdf(text: string): Blob {
  return new Blob([`%PDF-1.4\n% ${text}\n%%EOF\n`], { type: 'application/pdf' });
}

/** Uploads a PDF as `who` into `owner`'s folder and returns its path (or the storage error). */
async function uploadPdf(who: Who, owner: Who, kind: 'str' | 'sip', text = 'SIP Siti') {
  const path = licenceFilePath(members[owner], kind, 'application/pdf', randomUUID());
  const { error } = await clients[who].storage.from(MEMBER_DOCUMENTS_BUCKET).upload(path, pdf(text));
  return { path, error };
}

async function record(who: Who, kind: 'str' | 'sip', path: string) {
  return backend.call('POST', '/profile/documents', {
    token: tokens[who === 'dpw' ? 'dpw' : who],
    body: { kind, path },
  });
}

async function auditActions(entityId: string): Promise<string[]> {
  const rows = await db.sql<{ action: string }[]>`
    select action from public.audit_logs where entity_id = ${entityId} order by id`;
  return rows.map((row) => row.action);
}

beforeAll(async () => {
  tokens = await signInDemoAccounts(backend);
  for (const who of Object.keys(EMAIL) as Who[]) {
    const [row] = await db.sql<{ id: string }[]>`
      select m.id from public.members m join auth.users u on u.id = m.user_id where u.email = ${EMAIL[who]}`;
    members[who] = row!.id;
    clients[who] = await clientOf(EMAIL[who]);
  }
});

describe('PUT /profile/licences', () => {
  it('saves a lifelong STR and a SIP with its expiry and place of practice, audited as profile.licences', async () => {
    const response = await backend.call('PUT', '/profile/licences', {
      token: tokens.anggota,
      body: {
        strNumber: ' STR-3273-2024-001 ',
        strExpiryDate: '',
        sipNumber: 'SIP/ATLM/3273/2026/017',
        sipExpiryDate: '25/11/2031',
        sipPracticePlace: 'RSUD Kota Bandung',
      },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.data?.profile).toMatchObject({
      strNumber: 'STR-3273-2024-001',
      strExpiryDate: null,
      sipNumber: 'SIP/ATLM/3273/2026/017',
      sipExpiryDate: '2031-11-25',
      sipPracticePlace: 'RSUD Kota Bandung',
    });
    const [row] = await db.sql`
      select str_number, str_expiry_date, sip_practice_place from public.members where id = ${members.anggota}`;
    expect(row).toMatchObject({
      str_number: 'STR-3273-2024-001',
      str_expiry_date: null,
      sip_practice_place: 'RSUD Kota Bandung',
    });
    expect(await auditActions(members.anggota)).toContain('profile.licences');

    const profile = await backend.call('GET', '/profile', { token: tokens.anggota });
    expect(profile.body.data?.profile).toMatchObject({ sipPracticePlace: 'RSUD Kota Bandung' });
  });

  it('refuses a SIP expiry or place without a SIP number, in Indonesian, and changes nothing', async () => {
    const before = await db.sql`select * from public.members where id = ${members.anggota}`;
    const none = { strNumber: null, strExpiryDate: null, sipNumber: null, sipExpiryDate: null, sipPracticePlace: null };
    const refusals: [body: Record<string, string | null>, message: string][] = [
      [
        { ...none, strNumber: 'STR-1', sipNumber: '', sipExpiryDate: '2030-01-01', sipPracticePlace: '' },
        memberMessages.sipNumberRequired,
      ],
      [{ ...none, strNumber: 'STR-1', sipPracticePlace: 'Klinik Sehat' }, documentMessages.placeNeedsSip],
      [{ ...none, sipNumber: 'SIP-1', sipExpiryDate: '31/02/2030' }, memberMessages.dateInvalid],
      // A PUT replaces all five: a body without them clears nothing.
      [{}, documentMessages.licenceFieldMissing],
    ];
    for (const [body, message] of refusals) {
      const refused = await backend.call('PUT', '/profile/licences', { token: tokens.anggota, body });
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.error?.message).toBe(indonesianText(message));
    }
    expect(await db.sql`select * from public.members where id = ${members.anggota}`).toEqual(before);
  });

  it('keeps the place of practice tied to a SIP number in the database too', async () => {
    const refusal = await db.sql`
      update public.members set sip_number = null, sip_expiry_date = null, sip_practice_place = 'Klinik'
      where id = ${members.surabaya}`.catch((error: { constraint_name?: string }) => error.constraint_name);
    expect(refusal).toBe('members_sip_place_needs_number');
  });

  it('answers 401 without a session', async () => {
    expect((await backend.call('PUT', '/profile/licences', { body: { strNumber: 'X' } })).status).toBe(401);
  });
});

describe('uploading a licence file', () => {
  it('uploads a SIP PDF into the member folder, records it, lists it and opens it through a signed URL', async () => {
    const { path, error } = await uploadPdf('anggota', 'anggota', 'sip', 'SIP Siti 2026');
    expect(error).toBeNull();
    const recorded = await record('anggota', 'sip', path);
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(201);
    const document = recorded.body.data?.document as Record<string, unknown>;
    expect(document).toMatchObject({
      kind: 'sip',
      title: 'Surat Izin Praktik',
      storagePath: path,
      mimeType: 'application/pdf',
      sizeBytes: (await pdf('SIP Siti 2026').arrayBuffer()).byteLength,
      verifiedAt: null,
      verificationCode: null,
    });
    expect(await auditActions(document.id as string)).toEqual(['documents.upload']);

    const listed = await backend.call('GET', '/profile/documents', { token: tokens.anggota });
    expect(listed.status).toBe(200);
    expect(listed.headers.get('cache-control')).toContain('no-store');
    const documents = listed.body.data?.documents as { id: string; storagePath: string }[];
    expect(documents[0]).toMatchObject({ id: document.id, storagePath: path });

    const signed = await clients.anggota.storage.from(MEMBER_DOCUMENTS_BUCKET).createSignedUrl(path, 60);
    expect(signed.error).toBeNull();
    const file = await fetch(signed.data!.signedUrl);
    expect(file.status).toBe(200);
    expect(await file.text()).toContain('SIP Siti 2026');
  });

  it('refuses a file the bucket does not take: over 5 MB, or not PDF, JPG or PNG', async () => {
    const files = clients.anggota.storage.from(MEMBER_DOCUMENTS_BUCKET);
    const tooLarge = new Blob([new Uint8Array(MEMBER_DOCUMENT_MAX_BYTES + 1)], { type: 'application/pdf' });
    const big = await files.upload(licenceFilePath(members.anggota, 'sip', 'application/pdf', randomUUID()), tooLarge);
    expect(big.error).toMatchObject({ statusCode: '413' });
    const html = await files.upload(
      `${members.anggota}/sip-${randomUUID()}.pdf`,
      new Blob(['<html>'], { type: 'text/html' }),
    );
    expect(html.error).toMatchObject({ statusCode: '415' });
  });

  it('records only a file that was uploaded, in the caller’s own folder, under its kind', async () => {
    const missing = await record(
      'anggota',
      'sip',
      licenceFilePath(members.anggota, 'sip', 'application/pdf', randomUUID()),
    );
    expect(missing.status).toBe(400);
    expect(missing.body.error?.message).toBe(indonesianText(documentMessages.fileNotUploaded));

    // The DPC officer can upload into and see the member's folder, but it is not their own document.
    const { path: membersFile, error } = await uploadPdf('bandung', 'anggota', 'str');
    expect(error).toBeNull();
    const notOwn = await record('bandung', 'str', membersFile);
    expect(notOwn.status).toBe(400);
    expect(notOwn.body.error?.message).toBe(indonesianText(documentMessages.pathInvalid));

    const { path: sipFile } = await uploadPdf('anggota', 'anggota', 'sip');
    for (const [kind, path] of [
      ['str', sipFile],
      ['sip', `${members.anggota}/../${sipFile}`],
      ['sip', `members/${sipFile}`],
      ['ktp', sipFile],
    ]) {
      const response = await record('anggota', kind as 'str', path!);
      expect(response.status, `${kind} ${path}`).toBe(400);
    }
  });

  it('keeps a document row in the member’s own folder for writes through the Data API too', async () => {
    const { path } = await uploadPdf('surabaya', 'surabaya', 'str');
    const caller: Caller = {
      role: 'authenticated',
      claims: { sub: await userIdOf(EMAIL.anggota), role: 'authenticated', email: EMAIL.anggota, aud: 'authenticated' },
    };
    const refused = await asCaller(
      db.sql,
      caller,
      (tx) => tx`insert into public.documents (member_id, organization_id, kind, title, storage_path)
                 select id, organization_id, 'sip', 'Surat Izin Praktik', ${path}
                 from public.members where id = ${members.anggota}`,
    )
      .then(() => 'ok')
      .catch((error: { code?: string }) => error.code);
    expect(refused).toBe('42501');
  });

  it('answers 401 without a session, and 404 to a login without a member record', async () => {
    expect((await backend.call('GET', '/profile/documents')).status).toBe(401);
    expect((await backend.call('POST', '/profile/documents', { body: { kind: 'sip', path: 'x' } })).status).toBe(401);
    await db.sql`update public.members set user_id = null
                 where user_id = (select id from auth.users where email = 'superadmin@simk.test')`;
    const response = await backend.call('GET', '/profile/documents', { token: tokens.superadmin });
    expect(response.status).toBe(404);
    expect(response.body.error?.message).toBe(indonesianText(profileMessages.noMemberRecord));
  });
});

async function userIdOf(email: string): Promise<string> {
  const [row] = await db.sql<{ id: string }[]>`select id from auth.users where email = ${email}`;
  return row!.id;
}

describe("another member's document", () => {
  let otherPath: string;
  let otherDocumentId: string;

  beforeAll(async () => {
    const { path, error } = await uploadPdf('surabaya', 'surabaya', 'sip', 'SIP Surabaya');
    expect(error).toBeNull();
    const recorded = await record('surabaya', 'sip', path);
    expect(recorded.status).toBe(201);
    otherPath = path;
    otherDocumentId = (recorded.body.data?.document as { id: string }).id;
  });

  it('is out of a member’s reach by any path: download, signed URL, details, listing, the API', async () => {
    const files = clients.anggota.storage.from(MEMBER_DOCUMENTS_BUCKET);
    expect((await files.download(otherPath)).error).toMatchObject({ statusCode: '404' });
    expect((await files.createSignedUrl(otherPath, 60)).error).toMatchObject({ statusCode: '404' });
    expect((await files.createSignedUrls([otherPath], 60)).data?.[0]?.error).toBeTruthy();
    expect((await files.info(otherPath)).error).toMatchObject({ statusCode: '404' });
    expect((await files.list(members.surabaya)).data).toEqual([]);
    // A path guessed from the folder convention, and the old `members/<id>/` form.
    expect((await files.download(`${members.surabaya}/sip.pdf`)).error).toMatchObject({ statusCode: '404' });
    expect((await files.download(`members/${otherPath}`)).error).toMatchObject({ statusCode: '404' });
    // Not in the member's own list, and not recordable as theirs.
    const listed = await backend.call('GET', '/profile/documents', { token: tokens.anggota });
    expect((listed.body.data?.documents as { id: string }[]).map((d) => d.id)).not.toContain(otherDocumentId);
    expect((await record('anggota', 'sip', otherPath)).status).toBe(400);
    // The member pages are officers' (members.view).
    expect((await backend.call('GET', `/members/${members.surabaya}`, { token: tokens.anggota })).status).toBe(403);
  });

  it('opens for an officer whose scope holds the member, and for no officer outside it', async () => {
    const inScope = await clients.surabaya.storage.from(MEMBER_DOCUMENTS_BUCKET).createSignedUrl(otherPath, 60);
    expect(inScope.error).toBeNull();
    expect(await (await fetch(inScope.data!.signedUrl)).text()).toContain('SIP Surabaya');

    for (const who of ['bandung', 'dpw'] as const) {
      const files = clients[who].storage.from(MEMBER_DOCUMENTS_BUCKET);
      expect((await files.createSignedUrl(otherPath, 60)).error, who).toMatchObject({ statusCode: '404' });
      expect((await files.download(otherPath)).error, who).toMatchObject({ statusCode: '404' });
    }
  });

  it('answers a signed URL only with its own token for its own path', async () => {
    const own = await uploadPdf('anggota', 'anggota', 'str', 'STR Siti');
    const signed = await clients.anggota.storage.from(MEMBER_DOCUMENTS_BUCKET).createSignedUrl(own.path, 60);
    const url = new URL(signed.data!.signedUrl);
    // The member's token, moved onto the other member's path, opens nothing.
    url.pathname = url.pathname.replace(own.path, otherPath);
    const forged = await fetch(url);
    expect(forged.status).toBe(400);
    expect(await forged.text()).not.toContain('SIP Surabaya');
  });
});

describe('officers on the member page', () => {
  let documentId: string;

  beforeAll(async () => {
    const { path } = await uploadPdf('anggota', 'anggota', 'sip', 'SIP untuk verifikasi');
    documentId = ((await record('anggota', 'sip', path)).body.data?.document as { id: string }).id;
  });

  type DetailDocument = { id: string; storagePath: string; canVerify: boolean; verificationCode: string | null };
  const documentsOnDetail = async (token: string) => {
    const response = await backend.call('GET', `/members/${members.anggota}`, { token });
    expect(response.status).toBe(200);
    return response.body.data?.documents as DetailDocument[];
  };

  it("lists the member's documents with their file path and who may verify them", async () => {
    const asDpw = (await documentsOnDetail(tokens.dpw)).find((d) => d.id === documentId);
    expect(asDpw).toMatchObject({ canVerify: true, verificationCode: null });
    // The member's DPC verifies too (documents.manage, issue 23 §4; spec §6: DPC verifies members).
    expect((await documentsOnDetail(tokens.bandung)).find((d) => d.id === documentId)).toMatchObject({
      canVerify: true,
    });
  });

  it('refuses verification out of scope and by the member', async () => {
    const verify = (token: string, member = members.anggota) =>
      backend.call('POST', `/members/${member}/documents/${documentId}/verify`, { token });
    expect((await verify(tokens.surabaya)).status).toBe(404);
    expect((await verify(tokens.anggota)).status).toBe(403);
    expect((await verify(tokens.dpw, members.bandung)).status).toBe(404);
    expect((await backend.call('POST', `/members/${members.anggota}/documents/${documentId}/verify`)).status).toBe(401);
    const [row] = await db.sql`select verified_at from public.documents where id = ${documentId}`;
    expect(row!.verified_at).toBeNull();
  });

  it('verifies for the member’s DPC officer, audited, and the code then works on /document-verification', async () => {
    const response = await backend.call('POST', `/members/${members.anggota}/documents/${documentId}/verify`, {
      token: tokens.bandung,
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const document = response.body.data?.document as { verifiedAt: string | null; verificationCode: string };
    expect(document.verifiedAt).not.toBeNull();
    expect(document.verificationCode).toMatch(/^DOK-SIP-[0-9A-F]{8}$/);
    expect(await auditActions(documentId)).toEqual(['documents.upload', 'documents.verify']);

    const check = await backend.call('POST', '/verification/documents', {
      body: { code: document.verificationCode.toLowerCase() },
    });
    expect(check.status, JSON.stringify(check.body)).toBe(200);
    expect(check.body.data).toMatchObject({
      type: 'document',
      documentKind: 'sip',
      title: 'Surat Izin Praktik',
      holderName: 'Siti Nurhaliza, A.Md.AK.',
      organizationName: 'Kota Bandung',
      issuedOrganizationName: 'Kota Bandung',
    });
    const [audit] = await db.sql`select actor_id from public.audit_logs
                                 where entity_id = ${documentId} and action = 'documents.verify'`;
    expect(audit).toEqual({ actor_id: await userIdOf(EMAIL.bandung) });

    // The member now sees the code beside the file.
    const listed = await backend.call('GET', '/profile/documents', { token: tokens.anggota });
    expect(
      (listed.body.data?.documents as { id: string; verificationCode: string }[]).find((d) => d.id === documentId),
    ).toMatchObject({ verificationCode: document.verificationCode });
  });
});

// Decision 0045: a verified document vouches for its number, dates and file, and nothing changes
// under its code. storage-js against the running storage service, the API, the public check.
describe('a document that stays verified', () => {
  let path: string;
  let documentId: string;
  let code: string;

  const files = (who: Who) => clients[who].storage.from(MEMBER_DOCUMENTS_BUCKET);
  const check = (value: string) => backend.call('POST', '/verification/documents', { body: { code: value } });
  const verify = async (id: string) => {
    const response = await backend.call('POST', `/members/${members.anggota}/documents/${id}/verify`, {
      token: tokens.bandung,
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return (response.body.data?.document as { verificationCode: string }).verificationCode;
  };
  const ownSip = async () => {
    const listed = await backend.call('GET', '/profile/documents', { token: tokens.anggota });
    return (
      listed.body.data?.documents as {
        id: string;
        kind: string;
        verifiedAt: string | null;
        verificationCode: string | null;
        organizationName: string;
      }[]
    ).find((d) => d.kind === 'sip')!;
  };
  const licences = (sipNumber: string) =>
    backend.call('PUT', '/profile/licences', {
      token: tokens.anggota,
      body: {
        strNumber: 'STR-3273-2024-001',
        strExpiryDate: null,
        sipNumber,
        sipExpiryDate: '2031-11-25',
        sipPracticePlace: 'RSUD Kota Bandung',
      },
    });

  beforeAll(async () => {
    expect((await licences('SIP/ATLM/3273/2026/017')).status).toBe(200);
    ({ path } = await uploadPdf('anggota', 'anggota', 'sip', 'SIP asli terverifikasi'));
    documentId = ((await record('anggota', 'sip', path)).body.data?.document as { id: string }).id;
    code = await verify(documentId);
  });

  it('keeps the verified file: the member cannot overwrite, update, move or remove it, nor can an officer', async () => {
    for (const who of ['anggota', 'bandung'] as const) {
      const upsert = await files(who).upload(path, pdf('SIP palsu'), { upsert: true });
      expect(upsert.error, `${who} upsert`).toMatchObject({ statusCode: '403' });
      const update = await files(who).update(path, pdf('SIP palsu'));
      expect(update.error, `${who} update`).toMatchObject({ statusCode: '403' });
      const move = await files(who).move(path, `${members.anggota}/sip-dipindah.pdf`);
      expect(move.error, `${who} move`).not.toBeNull();
      const removed = await files(who).remove([path]);
      expect(removed.data ?? [], `${who} remove`).toEqual([]);
    }
    const kept = await files('anggota').download(path);
    expect(await kept.data!.text()).toContain('SIP asli terverifikasi');
    expect((await check(code)).body.data).toMatchObject({ type: 'document', documentKind: 'sip' });
  });

  it('shows the member who verifies, and sends a changed SIP number back to verification; the old code is no longer valid', async () => {
    expect(await ownSip()).toMatchObject({ id: documentId, verificationCode: code, organizationName: 'Kota Bandung' });
    expect((await licences('SIP/ATLM/3273/2026/018')).status).toBe(200);
    expect(await ownSip()).toMatchObject({ id: documentId, verifiedAt: null, verificationCode: null });
    const old = await check(code);
    expect(old.status).toBe(200);
    expect(old.body.data).toEqual({
      type: 'withdrawn_document',
      documentKind: 'sip',
      title: 'Surat Izin Praktik',
      withdrawnOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(await auditActions(documentId)).toEqual(['documents.upload', 'documents.verify', 'documents.unverify']);

    // The next verification gives a new code; the old one stays withdrawn.
    const renewed = await verify(documentId);
    expect(renewed).not.toBe(code);
    expect((await check(renewed)).body.data).toMatchObject({ type: 'document' });
    expect((await check(code)).body.data).toMatchObject({ type: 'withdrawn_document' });
    code = renewed;
  });

  it('a new file withdraws the verified one, whose file is then the member’s to remove', async () => {
    const { path: newPath } = await uploadPdf('anggota', 'anggota', 'sip', 'SIP baru');
    const recorded = await record('anggota', 'sip', newPath);
    expect(recorded.status).toBe(201);
    expect(await ownSip()).toMatchObject({ verifiedAt: null, verificationCode: null });
    expect((await check(code)).body.data).toMatchObject({ type: 'withdrawn_document' });
    const removed = await files('anggota').remove([path]);
    expect(removed.error).toBeNull();
    expect(removed.data?.map((o) => o.name)).toEqual([path]);
  });

  it('names the holder’s current DPC on the public check, and the DPC that verified it after a transfer', async () => {
    const { path: certificatePath } = await uploadPdf('anggota', 'anggota', 'str', 'STR');
    const strId = ((await record('anggota', 'str', certificatePath)).body.data?.document as { id: string }).id;
    const strCode = await verify(strId);
    const [bandung] = await db.sql<{ organization_id: string }[]>`
      select organization_id from public.members where id = ${members.anggota}`;
    await db.sql`update public.members set organization_id = (select id from public.organizations where bps_code = '3578')
                 where id = ${members.anggota}`;
    try {
      expect((await check(strCode)).body.data).toMatchObject({
        type: 'document',
        organizationName: 'Kota Surabaya',
        issuedOrganizationName: 'Kota Bandung',
      });
    } finally {
      await db.sql`update public.members set organization_id = ${bandung!.organization_id} where id = ${members.anggota}`;
    }
  });
});
