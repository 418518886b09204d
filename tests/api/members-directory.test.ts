import { beforeAll, describe, expect, it } from 'vitest';
import { TURNSTILE_DUMMY_TOKEN } from '../../local/turnstile.ts';
import { memberMessages } from '../../supabase/functions/_shared/contracts/members.ts';
import { formatNap } from '../../supabase/functions/_shared/identifiers.ts';
import { useBackend } from '../support/backend.ts';
import { signInDemoAccounts } from '../support/sign-in.ts';
import { registerStranger } from '../support/strangers.ts';
import { useTestDatabase } from '../support/test-database.ts';
import { expectEvery } from '../support/assertions.ts';
import { indonesianText } from '../../supabase/functions/_shared/indonesian-text.ts';

const db = useTestDatabase();
const backend = useBackend(db);
let tokens: Awaited<ReturnType<typeof signInDemoAccounts>>;

beforeAll(async () => {
  tokens = await signInDemoAccounts(backend);
});

type ListItem = {
  id: string;
  fullName: string;
  memberNumber: string | null;
  organizationName: string;
  membershipStatus: string;
};
type List = {
  members: ListItem[];
  pagination: { page: number; limit: number; total: number; pages: number };
  chapter?: { id: string; name: string };
};

async function list(token: string, query = '') {
  const response = await backend.call('GET', `/members${query}`, { token });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data as unknown as List;
}

async function countOrganizations(where: string): Promise<number> {
  const [row] = await db.sql.unsafe<{ n: number }[]>(
    `select count(*)::int as n from public.organizations where ${where}`,
  );
  return row?.n ?? 0;
}

async function count(where: string, ...params: unknown[]): Promise<number> {
  const [row] = await db.sql.unsafe<{ n: number }[]>(
    `select count(*)::int as n from public.members m join public.organizations o on o.id = m.organization_id where ${where}`,
    params as never[],
  );
  return row?.n ?? 0;
}

describe('GET /members', () => {
  it('gives a DPC officer only the members of their chapter, 10 per page by default', async () => {
    const first = await list(tokens.bandung);
    expect(first.members).toHaveLength(10);
    expect(first.pagination).toEqual({
      page: 1,
      limit: 10,
      total: await count(`o.bps_code = '3273'`),
      pages: Math.ceil((await count(`o.bps_code = '3273'`)) / 10),
    });
    expect(new Set(first.members.map((m) => m.organizationName))).toEqual(new Set(['Kota Bandung']));
    const second = await list(tokens.bandung, '?page=2');
    expect(second.members[0]?.id).not.toBe(first.members[0]?.id);
    expect(first.members[0]).toMatchObject({
      id: expect.any(String),
      fullName: expect.any(String),
      email: expect.anything(),
      phone: expect.anything(),
      position: expect.anything(),
      city: expect.anything(),
      membershipStatus: expect.any(String),
      joinDate: expect.anything(),
      expiryDate: expect.anything(),
    });
  });

  it('gives a DPW officer their province, and SUPER_ADMIN everyone', async () => {
    expect((await list(tokens.dpw)).pagination.total).toBe(await count(`o.bps_code like '32%'`));
    expect((await list(tokens.superadmin)).pagination.total).toBe(await count('true'));
  });

  it('filters by status', async () => {
    const active = await list(tokens.bandung, '?status=ACTIVE&limit=100');
    expect(active.pagination.total).toBe(await count(`o.bps_code = '3273' and m.membership_status = 'ACTIVE'`));
    expectEvery(active.members, (m) => m.membershipStatus === 'ACTIVE');
  });

  it('answers a member with 403 and an anonymous caller with 401', async () => {
    const forbidden = await backend.call('GET', '/members', { token: tokens.anggota });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.error?.code).toBe('FORBIDDEN');
    expect((await backend.call('GET', '/members')).status).toBe(401);
    for (const path of ['/members/verification', '/members/export', `/members/00000000-0000-4000-8000-000000000000`]) {
      expect((await backend.call('GET', path, { token: tokens.anggota })).status).toBe(403);
    }
  });

  it('rejects an invalid query with an Indonesian 400', async () => {
    for (const query of ['?limit=1000', '?page=0', '?status=UNKNOWN']) {
      const response = await backend.call('GET', `/members${query}`, { token: tokens.bandung });
      expect(response.status).toBe(400);
      expect(response.body.error?.code).toBe('VALIDATION_ERROR');
      expect(response.body.error?.message).toMatch(/[a-z]/);
    }
  });
});

describe('GET /members?organizationId (the structure tree’s "see its members")', () => {
  const chapters: Record<string, string> = {};
  const newcomer = {
    fullName: 'Laras Cabang Bandung',
    email: 'laras.cabang@contoh.id',
    password: 'Lab-Kota-Bandung-2026',
    phoneNumber: '0812 7100 5521',
  };
  let newcomerId: string;

  beforeAll(async () => {
    for (const row of await db.sql<{ bps: string; id: string }[]>`
      select bps_code as bps, id from public.organizations where bps_code in ('32', '3273', '3578')`)
      chapters[row.bps] = row.id;
    // Someone the seed does not know, verified in Kota Bandung.
    ({ memberId: newcomerId } = await registerStranger(backend, db.sql, newcomer, {
      verifiedBy: tokens.bandung,
      bpsCode: '3273',
    }));
  });

  it('lists one chapter and those under it, by the chapter a member is in, with the chapter’s name', async () => {
    const bandung = await list(tokens.dpw, `?organizationId=${chapters['3273']}&limit=100`);
    expect(bandung.pagination.total).toBe(await count(`o.bps_code = '3273'`));
    expectEvery(bandung.members, (m) => m.organizationName === 'Kota Bandung');
    expect(bandung.chapter).toEqual({ id: chapters['3273'], name: 'Kota Bandung' });
    const found = await list(tokens.dpw, `?organizationId=${chapters['3273']}&search=Laras%20Cabang`);
    expect(found.members.map((m) => m.id)).toContain(newcomerId);
    const jabar = await list(tokens.dpw, `?organizationId=${chapters['32']}`);
    expect(jabar.pagination.total).toBe(await count(`o.bps_code like '32%'`));
    const byNap = await list(tokens.superadmin, `?organizationId=${chapters['3273']}&search=3273`);
    expect(byNap.pagination.total).toBe(await count(`o.bps_code = '3273' and m.nap like '3273%'`));
    expect((await list(tokens.bandung)).chapter).toBeUndefined();
  });

  it('lists nobody outside the caller’s scope, whatever the search', async () => {
    for (const query of ['', '&search=a', '&search=3578', '&status=ACTIVE']) {
      const outside = await list(tokens.dpw, `?organizationId=${chapters['3578']}${query}`);
      expect(outside.pagination.total).toBe(0);
      expect(outside.members).toEqual([]);
    }
  });

  it('exports the filtered rows, and refuses a malformed chapter id', async () => {
    const response = await fetch(`${backend.api}/members/export?format=csv&organizationId=${chapters['3273']}`, {
      headers: { authorization: `Bearer ${tokens.dpw}` },
    });
    expect(response.status).toBe(200);
    const lines = (await response.text()).trim().split('\n');
    expect(lines.length - 1).toBe(await count(`o.bps_code = '3273'`));
    const invalid = await backend.call('GET', '/members?organizationId=bandung', { token: tokens.dpw });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error?.message).toBe(indonesianText('validation:common.organizationIdInvalid'));
  });
});

describe('member search', () => {
  it('finds a NAP, with or without separators, and a NAP prefix', async () => {
    for (const search of ['327319000001', '3273.19.000001', '3273 19 000001']) {
      const result = await list(tokens.bandung, `?search=${encodeURIComponent(search)}`);
      expect(result.members.map((m) => m.memberNumber)).toEqual(['327319000001']);
    }
    const prefix = await list(tokens.superadmin, '?search=327319');
    expectEvery(prefix.members, (m) => m.memberNumber?.startsWith('327319'));
  });

  it('ignores case and accents and forgives typos', async () => {
    const [anggota] = await db.sql<
      { full_name: string }[]
    >`select full_name from public.members where nap = '327319000001'`;
    const name = anggota!.full_name; // Siti Nurhaliza, A.Md.AK.
    for (const search of ['siti nurhaliza', 'SITI NURHALIZA', 'Sîti Nürhalizá', 'nurhalisa', 'Nurhaliza']) {
      const result = await list(tokens.bandung, `?search=${encodeURIComponent(search)}`);
      expect(
        result.members.map((m) => m.fullName),
        search,
      ).toContain(name);
      expect(result.members[0]?.fullName, `best match first for ${search}`).toBe(name);
    }
  });

  it('finds an accented name from plain text', async () => {
    await db.sql`update public.members set full_name = 'José Müller Situmorang' where nap = '327319000001'`;
    try {
      const result = await list(tokens.bandung, '?search=jose muller');
      expect(result.members.map((m) => m.fullName)).toContain('José Müller Situmorang');
    } finally {
      await db.sql`update public.members set full_name = 'Siti Nurhaliza, A.Md.AK.' where nap = '327319000001'`;
    }
  });

  it('stays within scope: a Surabaya member is not found by the Bandung officer', async () => {
    const [other] = await db.sql<{ nap: string }[]>`
      select m.nap from public.members m join public.organizations o on o.id = m.organization_id
      where o.bps_code = '3578' and m.nap is not null limit 1`;
    expect((await list(tokens.bandung, `?search=${other!.nap}`)).pagination.total).toBe(0);
    expect((await list(tokens.surabaya, `?search=${other!.nap}`)).pagination.total).toBe(1);
  });

  it('returns an empty page for no match', async () => {
    const result = await list(tokens.bandung, '?search=zzzxxyqqq');
    expect(result).toEqual({ members: [], pagination: { page: 1, limit: 10, total: 0, pages: 0 } });
  });
});

describe('member detail and edits', () => {
  let bandungMemberId: string;
  let surabayaMemberId: string;
  beforeAll(async () => {
    const [a] = await db.sql<{ id: string }[]>`select id from public.members where nap = '327319000001'`;
    const [b] = await db.sql<{ id: string }[]>`
      select m.id from public.members m join public.organizations o on o.id = m.organization_id
      where o.bps_code = '3578' and m.membership_status = 'ACTIVE' limit 1`;
    bandungMemberId = a!.id;
    surabayaMemberId = b!.id;
  });

  it('shows profile, bills, payments and transfers of a member in scope', async () => {
    const { status, body } = await backend.call('GET', `/members/${bandungMemberId}`, { token: tokens.bandung });
    expect(status).toBe(200);
    const data = body.data as { member: { nap: string }; bills: unknown[]; payments: unknown[]; summary: object };
    expect(data.member.nap).toBe('327319000001');
    expect(data.bills.length).toBeGreaterThan(0);
    expect(data.payments.length).toBeGreaterThan(0);
    expect(data.summary).toMatchObject({ unpaidBills: expect.any(Number), totalPaid: expect.any(Number) });
    // What the caller may do now: edit and deactivate an active member; verify is for applications.
    expect(body.data?.actions).toEqual({ edit: true, deactivate: true, activate: false, verify: false });
    const [pending] = await db.sql<{ id: string }[]>`
      select m.id from public.members m join public.organizations o on o.id = m.organization_id
      where o.bps_code = '3273' and m.membership_status = 'PENDING' limit 1`;
    const application = await backend.call('GET', `/members/${pending!.id}`, { token: tokens.bandung });
    expect(application.body.data?.actions).toEqual({ edit: true, deactivate: false, activate: false, verify: true });
  });

  it('hides a member outside the scope (404) and rejects a bad id (400)', async () => {
    expect((await backend.call('GET', `/members/${surabayaMemberId}`, { token: tokens.bandung })).status).toBe(404);
    expect((await backend.call('GET', '/members/not-a-uuid', { token: tokens.bandung })).status).toBe(400);
  });

  it('edits with validation: bad input changes nothing', async () => {
    const before = await db.sql`select * from public.members where id = ${bandungMemberId}`;
    for (const [body, message] of [
      [{ email: 'bukan-email' }, indonesianText(memberMessages.emailInvalid)],
      [{ phone: '12' }, indonesianText(memberMessages.phoneInvalid)],
      [{ postalCode: '123' }, indonesianText(memberMessages.postalCodeInvalid)],
      [{ joinDate: '2024-01-10', expiryDate: '2023-01-01' }, indonesianText(memberMessages.expiryBeforeJoin)],
      // Against the stored join date: the table's members_expiry_after_join refuses it.
      [{ expiryDate: '2000-01-01' }, indonesianText(memberMessages.expiryBeforeJoin)],
      [{}, indonesianText(memberMessages.nothingToUpdate)],
    ] as const) {
      const response = await backend.call('PATCH', `/members/${bandungMemberId}`, { token: tokens.bandung, body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.error?.message).toBe(message);
    }
    expect(await db.sql`select * from public.members where id = ${bandungMemberId}`).toEqual(before);

    const ok = await backend.call('PATCH', `/members/${bandungMemberId}`, {
      token: tokens.bandung,
      body: { phone: '0812 3456 7890', position: 'Ketua Seksi', city: 'Kota Bandung' },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data?.member).toMatchObject({ phone: '+6281234567890', position: 'Ketua Seksi' });
    const [audit] = await db.sql`
      select action from public.audit_logs where entity = 'members' and entity_id = ${bandungMemberId}
      order by id desc limit 1`;
    expect(audit?.action).toBe('members.update');
  });

  it('refuses an edit outside the scope, and an email used by another member', async () => {
    const outside = await backend.call('PATCH', `/members/${surabayaMemberId}`, {
      token: tokens.bandung,
      body: { position: 'X' },
    });
    expect(outside.status).toBe(404);
    const [other] = await db.sql<{ email: string }[]>`
      select email from public.members where email is not null and id <> ${bandungMemberId} limit 1`;
    const duplicate = await backend.call('PATCH', `/members/${bandungMemberId}`, {
      token: tokens.bandung,
      body: { email: other!.email },
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.error?.message).toBe('Email sudah terdaftar.');
  });

  it('deactivates with a required reason, written to the audit log', async () => {
    const [target] = await db.sql<{ id: string }[]>`
      select m.id from public.members m join public.organizations o on o.id = m.organization_id
      where o.bps_code = '3273' and m.membership_status = 'ACTIVE' and m.user_id is null limit 1`;
    const missing = await backend.call('POST', `/members/${target!.id}/deactivate`, {
      token: tokens.bandung,
      body: {},
    });
    expect(missing.status).toBe(400);
    expect(missing.body.error?.message).toBe(indonesianText(memberMessages.reasonRequired));

    const done = await backend.call('POST', `/members/${target!.id}/deactivate`, {
      token: tokens.bandung,
      body: { reason: 'Pindah profesi' },
    });
    expect(done.status).toBe(200);
    expect(done.body.data?.member).toMatchObject({ membershipStatus: 'INACTIVE', statusReason: 'Pindah profesi' });
    const [audit] = await db.sql`
      select action, after ->> 'status_reason' as reason from public.audit_logs
      where entity = 'members' and entity_id = ${target!.id} order by id desc limit 1`;
    expect(audit).toEqual({ action: 'members.set_status', reason: 'Pindah profesi' });

    const again = await backend.call('POST', `/members/${target!.id}/deactivate`, {
      token: tokens.bandung,
      body: { reason: 'Lagi' },
    });
    expect(again.status).toBe(409);
  });
});

describe('adding, verifying and rejecting members', () => {
  it('adds a member as PENDING without a NAP, in the officer’s DPC; bad input adds nothing', async () => {
    const before = await count('true');
    const bad = await backend.call('POST', '/members', {
      token: tokens.bandung,
      body: { fullName: 'A', phone: '0812' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error?.message).toBe(indonesianText(memberMessages.fullNameRequired));
    expect(await count('true')).toBe(before);

    const created = await backend.call('POST', '/members', {
      token: tokens.bandung,
      body: { fullName: 'Rina Marlina, A.Md.AK.', email: 'rina.marlina@contoh.id', phone: '081298765432', gender: 'P' },
    });
    expect(created.status).toBe(201);
    expect(created.body.data?.member).toMatchObject({
      nap: null,
      membershipStatus: 'PENDING',
      organizationCode: '3273',
      gender: 'female',
      phone: '+6281298765432',
    });
  });

  it('needs the DPC for an officer of several chapters, and refuses one outside the scope', async () => {
    const noChapter = await backend.call('POST', '/members', { token: tokens.dpw, body: { fullName: 'Dewi Lestari' } });
    expect(noChapter.status).toBe(400);
    expect(noChapter.body.error?.message).toBe(indonesianText(memberMessages.chapterRequired));
    const chapter = async (code: string) =>
      (await db.sql<{ id: string }[]>`select id from public.organizations where bps_code = ${code}`)[0]!.id;
    const before = await count('true');
    for (const token of [tokens.bandung, tokens.dpw]) {
      const outside = await backend.call('POST', '/members', {
        token,
        body: { fullName: 'Dewi Lestari', organizationId: await chapter('3578') },
      });
      expect(outside.status).toBe(403);
      expect(outside.body.error).toMatchObject({
        code: 'OUT_OF_SCOPE',
        message: indonesianText(memberMessages.chapterOutOfScope),
      });
    }
    // The DPW itself is in the DPW officer's scope, but members belong to a DPC.
    const notDpc = await backend.call('POST', '/members', {
      token: tokens.dpw,
      body: { fullName: 'Dewi Lestari', organizationId: await chapter('32') },
    });
    expect(notDpc.status).toBe(400);
    expect(notDpc.body.error?.message).toBe(indonesianText(memberMessages.chapterNotFound));
    expect(await count('true')).toBe(before);
  });

  it('lets a DPW officer add a member in a DPC of their province they choose', async () => {
    const chapters = await backend.call('GET', '/members/chapters', { token: tokens.dpw });
    expect(chapters.status).toBe(200);
    const list = (chapters.body.data as { organizations: { id: string; bpsCode: string; provinceName: string }[] })
      .organizations;
    expect(list.length).toBe(await countOrganizations(`level = 'DPC' and bps_code like '32%'`));
    expect(new Set(list.map((c) => c.provinceName))).toEqual(new Set(['Jawa Barat']));
    const cimahi = list.find((c) => c.bpsCode === '3277')!;
    const created = await backend.call('POST', '/members', {
      token: tokens.dpw,
      body: { fullName: 'Nadia Rahmawati, A.Md.AK.', organizationId: cimahi.id },
    });
    expect(created.status).toBe(201);
    expect(created.body.data?.member).toMatchObject({
      organizationCode: '3277',
      membershipStatus: 'PENDING',
      nap: null,
    });
  });

  it('lists the creatable DPCs: a DPC officer their own, SUPER_ADMIN every one, members none', async () => {
    const own = await backend.call('GET', '/members/chapters', { token: tokens.bandung });
    expect((own.body.data as { organizations: { bpsCode: string }[] }).organizations.map((c) => c.bpsCode)).toEqual([
      '3273',
    ]);
    const all = await backend.call('GET', '/members/chapters', { token: tokens.superadmin });
    const provinces = (all.body.data as { organizations: { provinceName: string }[] }).organizations.map(
      (c) => c.provinceName,
    );
    expect(provinces.length).toBe(await countOrganizations(`level = 'DPC' and is_active`));
    expect(provinces).toEqual([...provinces].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect((await backend.call('GET', '/members/chapters', { token: tokens.anggota })).status).toBe(403);
  });

  it('lists pending applications in scope, verifies one (NAP + notification) and rejects another', async () => {
    const [kotaBandung] = await db.sql<{ id: string }[]>`select id from public.organizations where bps_code = '3273'`;
    const registered = await backend.call('POST', '/auth/register', {
      body: {
        fullName: 'Fajar Nugraha',
        email: 'fajar.nugraha@contoh.id',
        password: 'Rahasia#2026',
        phoneNumber: '081311112222',
        registrationType: 'BIASA',
        organizationId: kotaBandung!.id,
        turnstileToken: TURNSTILE_DUMMY_TOKEN,
      },
    });
    expect(registered.status).toBe(201);

    const queue = await backend.call('GET', '/members/verification?limit=100', { token: tokens.bandung });
    expect(queue.status).toBe(200);
    const applications = (
      queue.body.data as { applications: { id: string; fullName: string; organizationCode: string }[] }
    ).applications;
    expectEvery(applications, (a) => a.organizationCode === '3273');
    const fajar = applications.find((a) => a.fullName === 'Fajar Nugraha');
    expect(fajar).toBeDefined();

    const verified = await backend.call('POST', `/members/${fajar!.id}/verify`, { token: tokens.bandung });
    expect(verified.status).toBe(200);
    const member = verified.body.data?.member as { nap: string; membershipStatus: string };
    expect(member.membershipStatus).toBe('ACTIVE');
    // The NAP's year is the association's (WIB) year of private.today(), not the test machine's.
    const [year] = await db.sql<{ yy: string }[]>`select to_char(private.today(), 'YY') as yy`;
    expect(member.nap).toMatch(new RegExp(`^3273${year!.yy}\\d{6}$`));
    const notes = await db.sql`
      select n.template, n.params from public.notifications n
      join public.members m on m.user_id = n.user_id where m.id = ${fajar!.id}`;
    // The member's bills of the month are issued with the NAP: the notification names what is due.
    expect(notes).toEqual([
      {
        template: 'membership_verified',
        params: {
          nap: formatNap(member.nap),
          dues_amount: expect.stringMatching(/^Rp[\d.]+$/),
          dues_due_date: expect.stringMatching(/^\d{2}-\d{2}-\d{4}$/),
        },
      },
    ]);

    expect((await backend.call('POST', `/members/${fajar!.id}/verify`, { token: tokens.bandung })).status).toBe(409);

    const other = applications.find((a) => a.id !== fajar!.id)!;
    const noReason = await backend.call('POST', `/members/${other.id}/reject`, {
      token: tokens.bandung,
      body: { reason: ' ' },
    });
    expect(noReason.status).toBe(400);
    const rejected = await backend.call('POST', `/members/${other.id}/reject`, {
      token: tokens.bandung,
      body: { reason: 'Dokumen STR tidak terbaca' },
    });
    expect(rejected.status).toBe(200);
    expect(rejected.body.data?.member).toMatchObject({ membershipStatus: 'REJECTED', nap: null });
  });

  it('does not let an officer verify outside the scope', async () => {
    const [pending] = await db.sql<{ id: string }[]>`
      select m.id from public.members m join public.organizations o on o.id = m.organization_id
      where o.bps_code = '3578' and m.membership_status = 'PENDING' limit 1`;
    const response = await backend.call('POST', `/members/${pending!.id}/verify`, { token: tokens.bandung });
    expect([403, 404]).toContain(response.status);
    const [after] = await db.sql`select membership_status from public.members where id = ${pending!.id}`;
    expect(after?.membership_status).toBe('PENDING');
  });
});

describe('GET /profile/permissions', () => {
  it('gives each caller the permission names of their roles, the set the API enforces', async () => {
    const names = async (token: string) => {
      const response = await backend.call('GET', '/profile/permissions', { token });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      return (response.body.data as { permissions: string[] }).permissions;
    };
    expect(await names(tokens.bandung)).toEqual(
      expect.arrayContaining(['members.create', 'members.edit', 'members.export', 'members.verify', 'members.view']),
    );
    expect(await names(tokens.superadmin)).toContain('system.manage_roles');
    const anggota = await names(tokens.anggota);
    expect(anggota.filter((name) => name.startsWith('members.'))).toEqual([]);
    expect((await backend.call('GET', '/profile/permissions')).status).toBe(401);
  });
});
