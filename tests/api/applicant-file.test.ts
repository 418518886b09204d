// The applicant file (issue 28 §4) through HTTP, from a stranger who registers and confirms: the
// applicant sees what their file lacks (GET /profile/application), uploads an STR, a SIP and a
// diploma into their own folder with their own session and records them; the DPC officer sees the
// file on the verification queue (documents, what is missing), filters it by completeness and opens
// the STR through a signed URL; an officer of another DPC sees none of it.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  licenceFilePath,
  MEMBER_DOCUMENTS_BUCKET,
  type OwnDocumentKind,
} from '../../supabase/functions/_shared/contracts/documents.ts';
import { memberMessages } from '../../supabase/functions/_shared/contracts/members.ts';
import { profileMessages } from '../../supabase/functions/_shared/contracts/profile.ts';
import { indonesianText } from '../../supabase/functions/_shared/indonesian-text.ts';
import { useBackend } from '../support/backend.ts';
import { clientOf, signIn, signInDemoAccounts } from '../support/sign-in.ts';
import { registerStranger } from '../support/strangers.ts';
import { useTestDatabase } from '../support/test-database.ts';

const db = useTestDatabase();
const backend = useBackend(db);
let tokens: Awaited<ReturnType<typeof signInDemoAccounts>>;

const password = 'Berkas#Lengkap2026';
const person = {
  fullName: 'Sekar Ayu Pertiwi',
  email: `sekar.${randomUUID().slice(0, 8)}@contoh.id`,
  password,
  phoneNumber: `0812${String(Date.now()).slice(-8)}`,
};
let applicant: { memberId: string; userId: string };
let applicantToken: string;
let applicantFiles: SupabaseClient;

type Application = {
  id: string;
  missing: string[];
  documents: { kind: string; title: string; storagePath: string; verifiedAt: string | null }[];
};

async function queue(token: string, query = ''): Promise<Application[]> {
  const response = await backend.call('GET', `/members/verification?limit=100${query}`, { token });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return (response.body.data as unknown as { applications: Application[] }).applications;
}

async function ownApplication() {
  const response = await backend.call('GET', '/profile/application', { token: applicantToken });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return (response.body.data as { application: { organizationName: string; missing: string[] } | null }).application;
}

/** Uploads a small PDF into the applicant's own folder with their session and records it. */
async function fileDocument(kind: OwnDocumentKind) {
  const path = licenceFilePath(applicant.memberId, kind, 'application/pdf', randomUUID());
  const pdf = new Blob([`%PDF-1.4\n% ${kind} Sekar\n%%EOF\n`], { type: 'application/pdf' });
  const { error } = await applicantFiles.storage.from(MEMBER_DOCUMENTS_BUCKET).upload(path, pdf);
  expect(error).toBeNull();
  const recorded = await backend.call('POST', '/profile/documents', {
    token: applicantToken,
    body: { kind, path },
  });
  expect(recorded.status, JSON.stringify(recorded.body)).toBe(201);
  return path;
}

beforeAll(async () => {
  tokens = await signInDemoAccounts(backend);
  applicant = await registerStranger(backend, db.sql, person);
  const session = await signIn(backend, person.email, password);
  applicantToken = session.accessToken;
  applicantFiles = await clientOf(backend, session);
});

describe('the applicant file', () => {
  it('a confirmed applicant is told what the file lacks, and the officer sees the same', async () => {
    expect(await ownApplication()).toEqual({
      organizationName: 'Kota Bandung',
      createdAt: expect.any(String),
      missing: ['str_number', 'str_document', 'diploma_document'],
    });
    const mine = (await queue(tokens.bandung)).find((item) => item.id === applicant.memberId);
    expect(mine).toMatchObject({ missing: ['str_number', 'str_document', 'diploma_document'], documents: [] });
    // The member's page says the same, for its verify confirmation.
    const detail = await backend.call('GET', `/members/${applicant.memberId}`, { token: tokens.bandung });
    expect((detail.body.data as { missing: string[] }).missing).toEqual([
      'str_number',
      'str_document',
      'diploma_document',
    ]);
    // Incomplete, so only under "belum lengkap".
    expect((await queue(tokens.bandung, '&completeness=incomplete')).map((item) => item.id)).toContain(
      applicant.memberId,
    );
    expect((await queue(tokens.bandung, '&completeness=complete')).map((item) => item.id)).not.toContain(
      applicant.memberId,
    );
  });

  it('the applicant files the STR (number and file), a SIP and a diploma; the file becomes complete', async () => {
    const licences = await backend.call('PUT', '/profile/licences', {
      token: applicantToken,
      body: {
        strNumber: `STR-${randomUUID().slice(0, 8)}`,
        strExpiryDate: null,
        sipNumber: `SIP/${randomUUID().slice(0, 8)}`,
        sipExpiryDate: null,
        sipPracticePlace: null,
      },
    });
    expect(licences.status, JSON.stringify(licences.body)).toBe(200);
    // A SIP number given asks for its file too.
    expect((await ownApplication())?.missing).toEqual(['str_document', 'sip_document', 'diploma_document']);

    const strPath = await fileDocument('str');
    await fileDocument('sip');
    await fileDocument('certificate');
    expect((await ownApplication())?.missing).toEqual([]);

    const complete = await queue(tokens.bandung, '&completeness=complete');
    const mine = complete.find((item) => item.id === applicant.memberId);
    expect(mine?.missing).toEqual([]);
    expect(mine?.documents.map((document) => [document.kind, document.title])).toEqual([
      ['str', 'Surat Tanda Registrasi'],
      ['sip', 'Surat Izin Praktik'],
      ['certificate', 'Ijazah atau Sertifikat'],
    ]);
    expect((await queue(tokens.bandung, '&completeness=incomplete')).map((item) => item.id)).not.toContain(
      applicant.memberId,
    );

    // The officer opens the STR through a signed URL with their own session (storage RLS).
    const officerFiles = await clientOf(backend, await signIn(backend, 'dpc.bandung@simk.test'));
    const signed = await officerFiles.storage.from(MEMBER_DOCUMENTS_BUCKET).createSignedUrl(strPath, 60);
    expect(signed.error).toBeNull();
    const file = await fetch(signed.data!.signedUrl);
    expect(file.status).toBe(200);
    expect(await file.text()).toContain('str Sekar');

    // Another DPC's officer sees neither the application nor its file.
    expect((await queue(tokens.surabaya)).map((item) => item.id)).not.toContain(applicant.memberId);
    const outsiderFiles = await clientOf(backend, await signIn(backend, 'dpc.surabaya@simk.test'));
    const refused = await outsiderFiles.storage.from(MEMBER_DOCUMENTS_BUCKET).createSignedUrl(strPath, 60);
    expect(refused.data).toBeNull();
  });

  it('another applicant cannot file into this applicant’s folder', async () => {
    const other = {
      ...person,
      fullName: 'Dimas Arya Nugraha',
      email: `dimas.${randomUUID().slice(0, 8)}@contoh.id`,
      phoneNumber: `0813${String(Date.now()).slice(-8)}`,
    };
    await registerStranger(backend, db.sql, other);
    const session = await signIn(backend, other.email, password);
    const files = await clientOf(backend, session);
    const path = licenceFilePath(applicant.memberId, 'str', 'application/pdf', randomUUID());
    const upload = await files.storage
      .from(MEMBER_DOCUMENTS_BUCKET)
      .upload(path, new Blob(['%PDF-1.4\n%%EOF\n'], { type: 'application/pdf' }));
    expect(upload.error).not.toBeNull();
    const record = await backend.call('POST', '/profile/documents', {
      token: session.accessToken,
      body: { kind: 'str', path },
    });
    expect(record.status).toBe(400);
  });

  it('refuses an unknown completeness in Indonesian; the application disappears once verified', async () => {
    const bad = await backend.call('GET', '/members/verification?completeness=semua', { token: tokens.bandung });
    expect(bad.status).toBe(400);
    expect(bad.body.error?.message).toBe(indonesianText(memberMessages.completenessInvalid));

    const verified = await backend.call('POST', `/members/${applicant.memberId}/verify`, { token: tokens.bandung });
    expect(verified.status).toBe(200);
    expect(await ownApplication()).toBeNull();
    const detail = await backend.call('GET', `/members/${applicant.memberId}`, { token: tokens.bandung });
    expect((detail.body.data as { missing: string[] | null }).missing).toBeNull();
  });

  it('a login without a member record gets 404, and a stranger without a session 401', async () => {
    expect((await backend.call('GET', '/profile/application')).status).toBe(401);
    const email = `tanpa.anggota.${randomUUID().slice(0, 8)}@simk.test`;
    const key = backend.authKeys.serviceRoleKey;
    const created = await fetch(`${backend.gatewayUrl}/auth/v1/admin/users`, {
      method: 'POST',
      headers: { apikey: key, authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, email_confirm: true }),
    });
    expect(created.status).toBe(200);
    const login = await signIn(backend, email, password);
    const response = await backend.call('GET', '/profile/application', { token: login.accessToken });
    expect(response.status, JSON.stringify(response.body)).toBe(404);
    expect(response.body.error?.message).toBe(indonesianText(profileMessages.noMemberRecord));
  });
});
