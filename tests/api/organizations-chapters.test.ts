// The chapters' screens through the API (issue 28 §3): GET /organizations/chapters (the caller's
// scope, member counts, search, pages), GET and PUT /organizations/profile (the chapter's own
// officers edit; the logo goes to organization-logos first), GET /organizations/structure (one level
// of the tree with officers and figures), and GET /content/structure showing the live profile.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorCatalogue } from '../../supabase/functions/_shared/errors.ts';
import { useBackend } from '../support/backend.ts';
import { clientOf, signIn, signInDemoAccounts } from '../support/sign-in.ts';
import { registerStranger } from '../support/strangers.ts';
import { useTestDatabase } from '../support/test-database.ts';

const db = useTestDatabase();
const backend = useBackend(db);
let tokens: Awaited<ReturnType<typeof signInDemoAccounts>>;
let bandungId: string;
let surabayaId: string;
let jabarId: string;
/** A stranger who joined in Kota Bandung and was then made one of its officers. */
let newOfficer: { token: string; refreshToken: string; expiresIn: number };

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

beforeAll(async () => {
  tokens = await signInDemoAccounts(backend);
  const rows = await db.sql<{ id: string; bps_code: string }[]>`
    select id, bps_code from public.organizations where bps_code in ('32', '3273', '3578')`;
  const byCode = Object.fromEntries(rows.map((row) => [row.bps_code, row.id]));
  [jabarId, bandungId, surabayaId] = [byCode['32']!, byCode['3273']!, byCode['3578']!];
  const stranger = {
    fullName: 'Dewi Profil Cabang',
    email: `dewi.profil.${randomUUID().slice(0, 8)}@contoh.id`,
    password: 'Lab-Kota-Bandung-2026',
    phoneNumber: '0812 7100 5522',
  };
  const { userId } = await registerStranger(backend, db.sql, stranger, { verifiedBy: tokens.bandung });
  // The appointment itself is the role management's (h-roles); here the database owner makes it.
  await db.sql`
    insert into public.role_assignments (user_id, role_id, organization_id)
    select ${userId}, r.id, ${bandungId} from public.roles r where r.name = 'PENGURUS_DPC'`;
  const session = await signIn(backend, stranger.email, stranger.password);
  newOfficer = { token: session.accessToken, refreshToken: session.refreshToken, expiresIn: session.expiresIn };
});

const profileBody = {
  address: 'Jl. Pasteur No. 38, Bandung',
  phone: '022 1234 5678',
  email: 'Sekretariat@DPC-Bandung.test',
  bankName: 'Bank Jabar Banten',
  bankAccountNumber: '0012-3456 789',
  bankAccountName: 'DPC Kota Bandung',
  logoPath: null,
};

describe('GET /organizations/chapters', () => {
  it('lists the chapters in the caller’s scope with member counts, a page at a time', async () => {
    const bandung = await backend.call('GET', '/organizations/chapters', { token: newOfficer.token });
    expect(bandung.status).toBe(200);
    expect(bandung.body.data).toMatchObject({
      chapters: [{ id: bandungId, level: 'DPC', members: expect.any(Number), activeMembers: expect.any(Number) }],
      pagination: { page: 1, total: 1, pages: 1 },
    });
    const [counted] = await db.sql<{ n: number }[]>`
      select count(*)::int as n from public.members where organization_id = ${bandungId} and membership_status = 'ACTIVE'`;
    expect((bandung.body.data as { chapters: { activeMembers: number }[] }).chapters[0]!.activeMembers).toBe(
      counted!.n,
    );
    const jabar = await backend.call('GET', '/organizations/chapters?limit=5&page=2', { token: tokens.dpw });
    const page = jabar.body.data as { chapters: { bpsCode: string }[]; pagination: { total: number } };
    expect(page.chapters).toHaveLength(5);
    expect(page.chapters.every((chapter) => chapter.bpsCode.startsWith('32'))).toBe(true);
    expect(page.pagination.total).toBeGreaterThan(10);
    const found = await backend.call('GET', '/organizations/chapters?search=surabaya', { token: tokens.superadmin });
    expect((found.body.data as { chapters: { id: string }[] }).chapters.map((c) => c.id)).toEqual([surabayaId]);
    const past = await backend.call('GET', '/organizations/chapters?page=99', { token: tokens.dpw });
    expect(past.body.data).toMatchObject({ chapters: [], pagination: { page: 99, total: page.pagination.total } });
  });

  it('refuses members, anonymous callers and a bad query', async () => {
    expect((await backend.call('GET', '/organizations/chapters', { token: tokens.anggota })).status).toBe(403);
    expect((await backend.call('GET', '/organizations/chapters')).status).toBe(401);
    expect((await backend.call('GET', '/organizations/chapters?limit=1000', { token: tokens.dpw })).status).toBe(400);
  });
});

describe('GET and PUT /organizations/profile', () => {
  it('opens the caller’s own chapter by default, and says who may edit it', async () => {
    const own = await backend.call('GET', '/organizations/profile', { token: newOfficer.token });
    expect(own.status).toBe(200);
    expect(own.body.data).toMatchObject({ chapter: { id: bandungId, canEdit: true } });
    const child = await backend.call('GET', `/organizations/profile?organizationId=${bandungId}`, {
      token: tokens.dpw,
    });
    expect(child.body.data).toMatchObject({ chapter: { id: bandungId, canEdit: false, parentId: jabarId } });
    const member = await backend.call('GET', '/organizations/profile', { token: tokens.anggota });
    expect(member.body.data).toMatchObject({ chapter: { level: 'DPC', canEdit: false } });
    const unknown = await backend.call('GET', `/organizations/profile?organizationId=${randomUUID()}`, {
      token: tokens.dpw,
    });
    expect(unknown.status).toBe(404);
  });

  it('lets a new DPC officer write the profile with a logo, normalised and audited, and /struktur shows it', async () => {
    const supabase = await clientOf(backend, {
      accessToken: newOfficer.token,
      refreshToken: newOfficer.refreshToken,
      expiresIn: newOfficer.expiresIn,
    });
    const logoPath = `${bandungId}/logo-${randomUUID()}.png`;
    const uploaded = await supabase.storage
      .from('organization-logos')
      .upload(logoPath, PNG_1X1, { contentType: 'image/png' });
    expect(uploaded.error).toBeNull();
    const saved = await backend.call('PUT', `/organizations/profile/${bandungId}`, {
      token: newOfficer.token,
      body: { ...profileBody, logoPath },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject({
      chapter: {
        address: profileBody.address,
        phone: '+622212345678',
        email: 'sekretariat@dpc-bandung.test',
        bankAccountNumber: '00123456789',
        logoPath,
        officers: expect.arrayContaining([
          { fullName: 'Dewi Profil Cabang', roleName: 'PENGURUS_DPC', roleDisplayName: 'Pengurus DPC' },
        ]),
      },
    });
    const [audit] = await db.sql`
      select count(*)::int as n from public.audit_logs
      where action = 'organizations.update_profile' and entity_id = ${bandungId}`;
    expect(audit!.n).toBe(1);
    const structure = await backend.call('GET', '/content/structure');
    // Chapters edit it: cached like content (a minute), not like reference data.
    expect(structure.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=300');
    const provinces = (structure.body.data as { provinces: { id: string; branches: Record<string, unknown>[] }[] })
      .provinces;
    const branch = provinces.find((p) => p.id === jabarId)!.branches.find((b) => b.id === bandungId);
    expect(branch).toMatchObject({ address: profileBody.address, bankName: profileBody.bankName, logoPath });
  });

  it('refuses anyone but the chapter’s own officers with a 403, changing nothing', async () => {
    const before = await db.sql`select address, bank_name from public.organizations where id = ${surabayaId}`;
    for (const token of [newOfficer.token, tokens.dpw, tokens.superadmin]) {
      const response = await backend.call('PUT', `/organizations/profile/${surabayaId}`, { token, body: profileBody });
      expect(response.status).toBe(403);
      expect(response.body.error).toEqual({ code: 'FORBIDDEN', message: errorCatalogue.FORBIDDEN.message });
    }
    expect(
      (await backend.call('PUT', `/organizations/profile/${bandungId}`, { token: tokens.anggota, body: profileBody }))
        .status,
    ).toBe(403);
    expect(await db.sql`select address, bank_name from public.organizations where id = ${surabayaId}`).toEqual(before);
  });

  it('refuses bad input with a clear Indonesian message and a 400', async () => {
    const cases = [
      [{ ...profileBody, bankAccountNumber: '12ab' }, 'Nomor rekening harus 5–20 angka.'],
      [{ ...profileBody, bankName: null }, 'Lengkapi nama bank, nomor rekening dan nama pemilik rekening'],
      [{ ...profileBody, phone: '12' }, 'Nomor telepon tidak valid'],
      [{ ...profileBody, logoPath: `${bandungId}/logo-${randomUUID()}.png` }, 'Logo belum terunggah'],
      [{ ...profileBody, logoPath: '../member-documents/x.pdf' }, 'Berkas logo tidak valid'],
    ] as const;
    for (const [body, message] of cases) {
      const response = await backend.call('PUT', `/organizations/profile/${bandungId}`, {
        token: newOfficer.token,
        body,
      });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(response.body.error)).toContain(message);
    }
  });
});

describe('GET /organizations/structure', () => {
  it('starts at the caller’s top chapters and drills down, with officers and figures', async () => {
    const top = await backend.call('GET', '/organizations/structure', { token: tokens.dpw });
    const roots = (top.body.data as { chapters: { id: string; children: number; members: number }[] }).chapters;
    expect(roots.map((chapter) => chapter.id)).toEqual([jabarId]);
    const below = await backend.call('GET', `/organizations/structure?parentId=${jabarId}`, { token: tokens.dpw });
    const dpcs = (below.body.data as { chapters: { id: string; members: number }[] }).chapters;
    expect(dpcs).toHaveLength(roots[0]!.children);
    expect(dpcs.reduce((sum, chapter) => sum + chapter.members, 0)).toBe(roots[0]!.members);
    const national = await backend.call('GET', '/organizations/structure', { token: tokens.superadmin });
    expect((national.body.data as { chapters: { level: string }[] }).chapters.map((c) => c.level)).toEqual(['DPP']);
    const outside = await backend.call('GET', `/organizations/structure?parentId=${jabarId}`, {
      token: tokens.surabaya,
    });
    expect(outside.body.data).toEqual({ chapters: [] });
    expect((await backend.call('GET', '/organizations/structure', { token: tokens.anggota })).status).toBe(403);
  });
});
