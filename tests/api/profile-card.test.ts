import { PDFDocument } from '@cantoo/pdf-lib';
import { createClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { association, associationLogo } from '../../supabase/functions/_shared/association.ts';
import { memberCardMessages } from '../../supabase/functions/_shared/contracts/member-card.ts';
import { avatarPath } from '../../supabase/functions/_shared/contracts/profile.ts';
import { TEST_SITE_URL, useBackend } from '../support/backend.ts';
import { bounds, decodeQr, readPdf } from '../support/pdf-reader.ts';
import { signIn, signInDemoAccounts } from '../support/sign-in.ts';
import { useTestDatabase } from '../support/test-database.ts';
import { indonesianText } from '../../supabase/functions/_shared/indonesian-text.ts';

const db = useTestDatabase();
const backend = useBackend(db);
let tokens: Awaited<ReturnType<typeof signInDemoAccounts>>;
let member: { id: string; card_token: string };

// A valid 1 × 1 PNG: the card embeds whatever the member uploaded.
const ONE_PIXEL_PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

async function setMember(fields: { status?: string; expiryDays?: number | null }) {
  await db.sql`
    update public.members
    set membership_status = coalesce(${fields.status ?? null}::public.membership_status, membership_status),
        expiry_date = case when ${fields.expiryDays === undefined} then expiry_date
                           when ${fields.expiryDays ?? null}::integer is null then null
                           else private.today() + ${fields.expiryDays ?? 0}::integer end
    where id = ${member.id}`;
}

class NoWebSocket {
  constructor() {
    throw new Error('realtime is not used here');
  }
}

const verify = (token: string) => backend.call('GET', `/member-cards/${token}`);

async function downloadPdf(token: string): Promise<Response> {
  return fetch(`${backend.api}/profile/card/pdf`, { headers: { authorization: `Bearer ${token}` } });
}

beforeAll(async () => {
  tokens = await signInDemoAccounts(backend);
  const [row] = await db.sql<{ id: string; card_token: string }[]>`
    select m.id, m.card_token from public.members m join auth.users u on u.id = m.user_id
    where u.email = 'anggota@simk.test'`;
  member = row!;
  await setMember({ status: 'ACTIVE', expiryDays: 400 });
});

describe('GET /profile/card', () => {
  it("gives the member their card: name, NAP, DPC, type, status, valid until and the QR's link", async () => {
    const response = await backend.call('GET', '/profile/card', { token: tokens.anggota });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const [expected] = await db.sql<{ valid_until: string }[]>`
      select (private.today() + 400)::text as valid_until`;
    expect(response.body.data?.card).toEqual({
      token: member.card_token,
      associationName: association.name,
      fullName: 'Siti Nurhaliza, A.Md.AK.',
      nap: '327319000001',
      organizationName: 'Kota Bandung',
      membershipType: 'BIASA',
      membershipStatus: 'ACTIVE',
      validUntil: expected!.valid_until,
      profilePhotoPath: null,
      verificationUrl: `${TEST_SITE_URL}/kta/${member.card_token}`,
    });
    expect(member.card_token).not.toBe(member.id);
    expect(response.headers.get('cache-control')).toContain('no-store');
  });

  it('answers 401 without a session, and 404 to a login whose member has no NAP yet', async () => {
    expect((await backend.call('GET', '/profile/card')).status).toBe(401);
    const email = 'pelamar.kta@simk.test';
    const password = 'Pelamar#Kta2026';
    const key = backend.authKeys.serviceRoleKey;
    const created = await fetch(`${backend.gatewayUrl}/auth/v1/admin/users`, {
      method: 'POST',
      headers: { apikey: key, authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, email_confirm: true }),
    });
    expect(created.status).toBe(200);
    await db.sql`
      insert into public.members (user_id, full_name, organization_id, origin_organization_id)
      select u.id, 'Pelamar Baru', o.id, o.id from auth.users u, public.organizations o
      where u.email = ${email} and o.bps_code = '3273'`;
    const applicant = await signIn(backend, email, password);
    const response = await backend.call('GET', '/profile/card', { token: applicant.accessToken });
    expect(response.status).toBe(404);
    expect(response.body.error?.message).toBe(indonesianText(memberCardMessages.noCard));
    expect((await downloadPdf(applicant.accessToken)).status).toBe(404);
  });
});

describe('GET /profile/card/pdf', () => {
  it('is one ID-1 page (85.6 × 54 mm) with the card text and a QR code that opens the verification page', async () => {
    const response = await downloadPdf(tokens.anggota);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="kta-327319000001.pdf"');
    const bytes = new Uint8Array(await response.arrayBuffer());

    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    const { width, height } = pdf.getPage(0).getSize();
    expect(width).toBeCloseTo(242.65, 2);
    expect(height).toBeCloseTo(153.07, 2);

    const read = await readPdf(bytes);
    for (const text of [
      association.name,
      'KARTU TANDA ANGGOTA',
      'Siti Nurhaliza, A.Md.AK.',
      'NAP 3273.19.000001',
      'Kota Bandung',
      'Anggota Biasa',
      'Aktif',
      'Berlaku sampai',
    ]) {
      expect(read.text).toContain(text);
    }
    expect(read.text).not.toContain('Dewan Pengurus Pusat');
    // The association's logo beside its name, as paths: the card stays free of images.
    expect(read.paint[0]!.fills).toContain(associationLogo.background);
    expect(read.paint[0]!.strokes).toContain(associationLogo.ink);
    expect(read.glyphs.every((glyph) => glyph.inFont)).toBe(true);
    const qr = read.blackRectangles[0]!;
    expect(decodeQr(qr, bounds(qr, 6), 8)).toBe(`${TEST_SITE_URL}/kta/${member.card_token}`);
    expect(Buffer.from(bytes).toString('latin1')).not.toContain('/Subtype /Image');
  });

  it("embeds the member's photo from the avatars bucket", async () => {
    const session = await signIn(backend, 'anggota@simk.test');
    const supabase = createClient(backend.gatewayUrl, backend.authKeys.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      global: { headers: { authorization: `Bearer ${session.accessToken}` } },
      // Node 20 has no WebSocket; this test never opens a realtime channel.
      realtime: { transport: NoWebSocket as never },
    });
    const path = avatarPath(member.id, 'image/png');
    const upload = await supabase.storage
      .from('avatars')
      .upload(path, new Blob([ONE_PIXEL_PNG], { type: 'image/png' }), { upsert: true, contentType: 'image/png' });
    expect(upload.error).toBeNull();
    const named = await backend.call('PUT', '/profile/photo', { token: tokens.anggota, body: { path } });
    expect(named.status).toBe(200);

    const bytes = new Uint8Array(await (await downloadPdf(tokens.anggota)).arrayBuffer());
    expect(Buffer.from(bytes).toString('latin1')).toContain('/Subtype /Image');
  });
});

describe('GET /member-cards/{token} (public)', () => {
  it('confirms an ACTIVE member within the term as valid, with the name masked, the DPC and no contact data', async () => {
    await setMember({ status: 'ACTIVE', expiryDays: 30 });
    const response = await verify(member.card_token);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const verification = response.body.data?.verification as Record<string, unknown>;
    expect(Object.keys(verification).sort()).toEqual(['maskedName', 'organizationName', 'status', 'validUntil']);
    expect(verification).toMatchObject({
      status: 'valid',
      maskedName: 'S*** N********',
      organizationName: 'Kota Bandung',
    });
    const body = JSON.stringify(response.body);
    for (const secret of ['anggota@simk.test', 'Nurhaliza', '327319000001', member.id])
      expect(body).not.toContain(secret);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('says expired past the expiry date, and for an EXPIRED member', async () => {
    await setMember({ status: 'ACTIVE', expiryDays: -1 });
    expect((await verify(member.card_token)).body.data?.verification).toMatchObject({ status: 'expired' });
    await setMember({ status: 'EXPIRED' });
    expect((await verify(member.card_token)).body.data?.verification).toMatchObject({ status: 'expired' });
  });

  it('stops confirming a member at once when they are suspended or made inactive (revocation)', async () => {
    await setMember({ status: 'ACTIVE', expiryDays: 30 });
    expect((await verify(member.card_token)).body.data?.verification).toMatchObject({ status: 'valid' });
    await setMember({ status: 'SUSPENDED' });
    expect((await verify(member.card_token)).body.data?.verification).toMatchObject({ status: 'suspended' });
    await setMember({ status: 'INACTIVE' });
    expect((await verify(member.card_token)).body.data?.verification).toMatchObject({ status: 'inactive' });
    await setMember({ status: 'ACTIVE', expiryDays: 400 });
  });

  it('answers 404 to an unknown token, and 400 to something that is not a token', async () => {
    const unknown = await verify('3f0b8c1e-7d2a-4c5b-9e6f-0a1b2c3d4e5f');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error?.message).toBe(indonesianText(memberCardMessages.cardNotFound));
    // The member id is not the card's token.
    expect((await verify(member.id)).status).toBe(404);
    expect((await verify('not-a-token')).status).toBe(400);
  });
});
