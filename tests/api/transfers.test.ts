// Member transfers through the API (issue 15): the member's request and documents, the officers'
// steps and their refusals, the approval desk, the history and its export, and what completion does.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  TRANSFER_DOCUMENT_BUCKET,
  transferDocumentPath,
  transferMessages,
  type TransferRequest,
} from '../../supabase/functions/_shared/contracts/transfers.ts';
import { errorCatalogue } from '../../supabase/functions/_shared/errors.ts';
import { asCaller } from '../../supabase/functions/api/db.ts';
import { useBackend } from '../support/backend.ts';
import { signIn, signInDemoAccounts } from '../support/sign-in.ts';
import { useTestDatabase } from '../support/test-database.ts';
import { indonesianText } from '../../supabase/functions/_shared/indonesian-text.ts';

const db = useTestDatabase();
const backend = useBackend(db);
let tokens: Awaited<ReturnType<typeof signInDemoAccounts>>;
let anggota: { memberId: string; userId: string; nap: string };
let organizations: Record<'bandung' | 'surabaya' | 'cimahi', string>;

class NoWebSocket {
  constructor() {
    throw new Error('realtime is not used here');
  }
}

/** A supabase-js client holding the account's session, as the web app does after login. */
async function storageOf(email: string) {
  const session = await signIn(backend, email);
  const client: SupabaseClient = createClient(backend.gatewayUrl, backend.authKeys.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: NoWebSocket as never },
  });
  expect(
    (await client.auth.setSession({ access_token: session.accessToken, refresh_token: session.refreshToken })).error,
  ).toBeNull();
  return client.storage.from(TRANSFER_DOCUMENT_BUCKET);
}

function file(type: string, bytes = 2048): Blob {
  const data = new Uint8Array(bytes);
  data.set(new TextEncoder().encode(type === 'application/pdf' ? '%PDF-1.7\n' : 'IMG'));
  return new Blob([data], { type });
}

beforeAll(async () => {
  tokens = await signInDemoAccounts(backend);
  const [row] = await db.sql<{ memberId: string; userId: string; nap: string }[]>`
    select m.id as "memberId", u.id as "userId", m.nap from public.members m join auth.users u on u.id = m.user_id
    where u.email = 'anggota@simk.test'`;
  anggota = row!;
  const orgs = await db.sql<{ id: string; bps_code: string }[]>`
    select id, bps_code from public.organizations where bps_code in ('3273', '3578', '3277')`;
  const byCode = Object.fromEntries(orgs.map((o) => [o.bps_code, o.id]));
  organizations = { bandung: byCode['3273']!, surabaya: byCode['3578']!, cimahi: byCode['3277']! };
});

async function create(body: unknown, token = tokens.anggota) {
  return backend.call('POST', '/mutations/requests', { token, body });
}

function requestOf(response: { body: { data?: unknown } }): TransferRequest {
  return (response.body.data as { request: TransferRequest }).request;
}

describe('the whole transfer, Kota Bandung → Kota Surabaya', () => {
  it('runs from the request to the member’s move, with each side’s refusals on the way', async () => {
    const storage = await storageOf('anggota@simk.test');

    // The request, with refusals first.
    expect((await create({ targetOrganizationId: organizations.surabaya, reason: 'Pindah tugas' }, '')).status).toBe(
      401,
    );
    const own = await create({ targetOrganizationId: organizations.bandung, reason: 'Pindah tugas' });
    expect(own.status).toBe(400);
    expect(own.body.error?.message).toBe(indonesianText(transferMessages.ownChapter));
    const short = await create({ targetOrganizationId: organizations.surabaya, reason: 'abc' });
    expect(short.status).toBe(400);
    const long = await create({ targetOrganizationId: organizations.surabaya, reason: 'x'.repeat(2001) });
    expect(long.status).toBe(400);
    const created = await create({
      targetOrganizationId: organizations.surabaya,
      reason: '  Diterima bekerja di RSUD Dr. Soetomo Surabaya  ',
      priority: 'high',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const request = requestOf(created);
    expect(request).toMatchObject({
      memberNAP: anggota.nap,
      currentLocation: 'Kota Bandung',
      targetLocation: 'Kota Surabaya',
      reason: 'Diterima bekerja di RSUD Dr. Soetomo Surabaya',
      status: 'pending',
      priority: 'high',
      urgency: 'urgent',
      documentsComplete: false,
      allowedActions: ['withdraw', 'upload'],
    });
    const second = await create({ targetOrganizationId: organizations.cimahi, reason: 'Pindah domisili' });
    expect(second.status).toBe(409);
    expect(second.body.error?.message).toBe(errorCatalogue.TRANSFER_OPEN_REQUEST_EXISTS.message);

    // Two documents; the bucket refuses a file over 5 MB and a type outside PDF, JPG, PNG.
    const path = (kind: 'sip_current' | 'sip_target' | 'recommendation_letter', ext: string) =>
      transferDocumentPath(anggota.memberId, request.id, kind, ext);
    const attach = (kind: string, p: string, token = tokens.anggota) =>
      backend.call('PUT', `/mutations/requests/${request.id}/documents/${kind}`, { token, body: { path: p } });
    const tooLarge = await storage.upload(path('sip_current', 'pdf'), file('application/pdf', 5 * 1024 * 1024 + 1), {
      contentType: 'application/pdf',
    });
    expect(tooLarge.error).not.toBeNull();
    const gif = await storage.upload(path('sip_current', 'pdf'), file('image/gif'), { contentType: 'image/gif' });
    expect(gif.error).not.toBeNull();
    const notUploaded = await attach('sip_current', path('sip_current', 'pdf'));
    expect(notUploaded.status).toBe(400);
    expect(notUploaded.body.error?.message).toBe(indonesianText(transferMessages.documentNotUploaded));
    expect(
      (await storage.upload(path('sip_current', 'pdf'), file('application/pdf'), { contentType: 'application/pdf' }))
        .error,
    ).toBeNull();
    expect(
      (await storage.upload(path('sip_target', 'png'), file('image/png'), { contentType: 'image/png' })).error,
    ).toBeNull();
    const wrongKind = await attach('recommendation_letter', path('sip_current', 'pdf'));
    expect(wrongKind.status).toBe(400);
    expect(wrongKind.body.error?.message).toBe(indonesianText(transferMessages.documentPathInvalid));
    expect((await attach('sip_current', path('sip_current', 'pdf'), tokens.surabaya)).status).toBe(403);
    expect((await attach('sip_current', path('sip_current', 'pdf'))).status).toBe(200);
    const two = await attach('sip_target', path('sip_target', 'png'));
    expect(requestOf(two).documents).toEqual({ sipCurrent: true, sipTarget: true, recommendationLetter: false });

    // The desk shows it to the origin with Approve unavailable; the origin cannot release yet.
    const desk = await backend.call('GET', '/mutations/approvals', { token: tokens.bandung });
    expect(desk.status).toBe(200);
    const card = (desk.body.data as { approvals: (TransferRequest & { waitingDays: number })[] }).approvals.find(
      (a) => a.id === request.id,
    );
    // The origin's officer may also add documents (mutations.create there), not release yet.
    expect(card).toMatchObject({ documentsComplete: false, allowedActions: ['reject', 'upload'], waitingDays: 0 });
    const incomplete = await backend.call('POST', `/mutations/${request.id}/approve`, {
      token: tokens.bandung,
      body: {},
    });
    expect(incomplete.status).toBe(409);
    expect(incomplete.body.error?.code).toBe('TRANSFER_DOCUMENTS_INCOMPLETE');

    // The third document; then the target may not act before the origin.
    expect(
      (await storage.upload(path('recommendation_letter', 'jpg'), file('image/jpeg'), { contentType: 'image/jpeg' }))
        .error,
    ).toBeNull();
    expect(
      requestOf(await attach('recommendation_letter', path('recommendation_letter', 'jpg'))).documentsComplete,
    ).toBe(true);
    const early = await backend.call('POST', `/mutations/${request.id}/approve`, { token: tokens.surabaya, body: {} });
    expect(early.status).toBe(409);
    expect(early.body.error?.message).toBe(errorCatalogue.TRANSFER_NOT_YET_RELEASED.message);
    expect(
      (await backend.call('POST', `/mutations/${request.id}/approve`, { token: tokens.anggota, body: {} })).status,
    ).toBe(403);

    // The origin releases; a second release is a conflict.
    const released = await backend.call('POST', `/mutations/${request.id}/approve`, {
      token: tokens.bandung,
      body: { note: 'Tidak ada tunggakan' },
    });
    expect(released.status, JSON.stringify(released.body)).toBe(200);
    expect(requestOf(released).status).toBe('processing');
    const again = await backend.call('POST', `/mutations/${request.id}/approve`, { token: tokens.bandung, body: {} });
    expect(again.status).toBe(409);
    expect(again.body.error?.message).toBe(errorCatalogue.TRANSFER_ALREADY_DECIDED.message);
    const withdrawLate = await backend.call('POST', `/mutations/requests/${request.id}/withdraw`, {
      token: tokens.anggota,
    });
    expect(withdrawLate.status).toBe(409);

    // The target reviews: documents through signed URLs, the member's standing, the timeline.
    const detail = await backend.call('GET', `/mutations/requests/${request.id}`, { token: tokens.surabaya });
    expect(detail.status).toBe(200);
    const data = detail.body.data as {
      documentPaths: Record<string, string>;
      standing: { membershipStatus: string };
      timeline: { step: string; by: string | null; note: string | null }[];
    };
    expect(data.documentPaths.sip_target).toBe(path('sip_target', 'png'));
    expect(data.standing.membershipStatus).toBe('ACTIVE');
    expect(data.timeline.map((s) => [s.step, s.by, s.note])).toEqual([
      ['requested', 'Siti Nurhaliza, A.Md.AK.', 'Diterima bekerja di RSUD Dr. Soetomo Surabaya'],
      ['released', 'Asep Saepudin, A.Md.AK.', 'Tidak ada tunggakan'],
    ]);
    const surabayaStorage = await storageOf('dpc.surabaya@simk.test');
    const signed = await surabayaStorage.createSignedUrl(data.documentPaths.sip_target!, 60);
    expect(signed.error).toBeNull();
    expect((await fetch(signed.data!.signedUrl)).status).toBe(200);
    expect((await surabayaStorage.createSignedUrl(`${anggota.memberId}/lain.pdf`, 60)).error).not.toBeNull();

    // The target accepts: the member moves, with the same NAP, and the next bills are Surabaya's.
    const accepted = await backend.call('POST', `/mutations/${request.id}/approve`, {
      token: tokens.surabaya,
      body: { note: 'Diterima' },
    });
    expect(accepted.status).toBe(200);
    expect(requestOf(accepted).status).toBe('completed');
    const profile = await backend.call('GET', '/profile', { token: tokens.anggota });
    expect(profile.body.data?.profile).toMatchObject({ organizationName: 'Kota Surabaya', nap: anggota.nap });
    await asCaller(
      db.sql,
      { role: 'authenticated', claims: { role: 'authenticated', sub: await userId('superadmin@simk.test') } },
      (tx) => tx`select generate_bills(date '2031-01-01')`,
    );
    const bills =
      await db.sql`select distinct o.name from public.bills b join public.organizations o on o.id = b.organization_id
      where b.member_id = ${anggota.memberId} and (b.status = 'unpaid' or b.period_start >= date '2031-01-01')`;
    expect(bills.map((b) => b.name)).toEqual(['Kota Surabaya']);

    // The history of both sides shows it, and so does its export.
    for (const token of [tokens.surabaya, tokens.bandung, tokens.anggota]) {
      const history = await backend.call('GET', '/mutations/history?status=completed&period=this_month', { token });
      const items = (history.body.data as { history: { id: string; processedBy: string; notes: string }[] }).history;
      expect(items.find((h) => h.id === request.id)).toMatchObject({
        processedBy: 'Dewi Kusumawati, S.Tr.Kes.',
        notes: 'Diterima',
      });
    }
    const csv = await fetch(`${backend.api}/mutations/history/export?format=csv&search=Siti`, {
      headers: { authorization: `Bearer ${tokens.surabaya}` },
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const text = await csv.text();
    expect(text).toContain('Siti Nurhaliza, A.Md.AK.');
    expect(text).toContain('Kota Bandung,Kota Surabaya');
    expect(text).toContain('Selesai');
    const xlsx = await fetch(`${backend.api}/mutations/history/export?format=xlsx`, {
      headers: { authorization: `Bearer ${tokens.surabaya}` },
    });
    expect(xlsx.status).toBe(200);
    expect(new Uint8Array(await xlsx.arrayBuffer()).slice(0, 2)).toEqual(new Uint8Array([0x50, 0x4b]));
  });
});

describe('withdrawing, rejecting, and who sees what', () => {
  it('the member withdraws a pending request; a rejection needs a note and the side whose turn it is', async () => {
    // After the transfer above the member is in Surabaya; a new request goes to Cimahi.
    const first = await create({ targetOrganizationId: organizations.cimahi, reason: 'Kembali ke daerah asal' });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const withdrawn = await backend.call('POST', `/mutations/requests/${requestOf(first).id}/withdraw`, {
      token: tokens.anggota,
    });
    expect(requestOf(withdrawn).status).toBe('withdrawn');
    expect(
      (await backend.call('POST', `/mutations/requests/${requestOf(first).id}/withdraw`, { token: tokens.surabaya }))
        .status,
    ).toBe(404);

    const second = requestOf(
      await create({ targetOrganizationId: organizations.cimahi, reason: 'Kembali ke daerah asal' }),
    );
    const reject = (token: string, body: unknown) =>
      backend.call('POST', `/mutations/${second.id}/reject`, { token, body });
    const noNote = await reject(tokens.surabaya, { note: '  ' });
    expect(noNote.status).toBe(400);
    expect(noNote.body.error?.message).toBe(indonesianText(transferMessages.noteRequired));
    // Kota Cimahi is in Jawa Barat: the DPW is on the target side, whose turn has not come.
    expect((await reject(tokens.dpw, { note: 'Belum dilepas' })).status).toBe(409);
    const rejected = await reject(tokens.surabaya, { note: 'Masih ada tunggakan iuran' });
    expect(rejected.status).toBe(200);
    expect(requestOf(rejected).status).toBe('rejected');
    expect((await reject(tokens.surabaya, { note: 'Lagi' })).body.error?.code).toBe('TRANSFER_ALREADY_DECIDED');
  });

  it('refuses a member who is not ACTIVE', async () => {
    await db.sql`update public.members set membership_status = 'EXPIRED' where id = ${anggota.memberId}`;
    try {
      const response = await create({ targetOrganizationId: organizations.cimahi, reason: 'Pindah domisili' });
      expect(response.status).toBe(409);
      expect(response.body.error?.message).toBe(errorCatalogue.TRANSFER_MEMBER_NOT_ACTIVE.message);
    } finally {
      await db.sql`update public.members set membership_status = 'ACTIVE' where id = ${anggota.memberId}`;
    }
  });

  it('lists: the member their own, officers their origin or target side, with statistics and the badge count', async () => {
    const mine = await backend.call('GET', '/mutations/requests?limit=100', { token: tokens.anggota });
    const own = (mine.body.data as { requests: TransferRequest[] }).requests;
    expect(own.length).toBeGreaterThanOrEqual(3);
    expect(new Set(own.map((r) => r.memberId))).toEqual(new Set([anggota.memberId]));

    const response = await backend.call('GET', '/mutations/requests?limit=100&status=all', { token: tokens.surabaya });
    expect(response.status).toBe(200);
    const { requests, pagination, statistics } = response.body.data as {
      requests: TransferRequest[];
      pagination: { total: number };
      statistics: {
        byStatus: Record<string, number>;
        total: number;
        averageDaysToCompletion: number | null;
        awaitingDecision: number;
      };
    };
    for (const r of requests) expect([r.currentLocation, r.targetLocation]).toContain('Kota Surabaya');
    expect(statistics.total).toBe(pagination.total);
    expect(Object.values(statistics.byStatus).reduce((a, b) => a + b, 0)).toBe(statistics.total);
    expect(statistics.averageDaysToCompletion).toBeGreaterThanOrEqual(0);
    const [badge] = await asCaller(
      db.sql,
      { role: 'authenticated', claims: { role: 'authenticated', sub: await userId('dpc.surabaya@simk.test') } },
      (tx) => tx<{ n: number }[]>`select (dashboard_badges() ->> 'pendingTransferApprovals')::int as n`,
    );
    expect(statistics.awaitingDecision).toBe(badge!.n);
    const desk = await backend.call('GET', '/mutations/approvals', { token: tokens.surabaya });
    expect((desk.body.data as { counts: { all: number } }).counts.all).toBe(badge!.n);

    const searched = await backend.call('GET', '/mutations/requests?search=Siti%20Nurhaliza', {
      token: tokens.bandung,
    });
    const found = (searched.body.data as { requests: TransferRequest[] }).requests;
    expect(found.length).toBeGreaterThan(0);
    for (const r of found) expect(r.memberName).toContain('Siti Nurhaliza');

    expect((await backend.call('GET', '/mutations/approvals', { token: tokens.anggota })).status).toBe(403);
    expect((await backend.call('GET', '/mutations/requests?status=unknown', { token: tokens.anggota })).status).toBe(
      400,
    );
    expect((await backend.call('GET', '/mutations/history?period=decade', { token: tokens.anggota })).status).toBe(400);
  });
});

async function userId(email: string) {
  const [row] = await db.sql<{ id: string }[]>`select id from auth.users where email = ${email}`;
  return row!.id;
}
