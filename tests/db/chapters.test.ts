// Chapters (issue 28 §3): the chapter profile is edited by the chapter's own officers only
// (public.update_organization_profile, the organization-logos bucket), audited; the chapter list
// and the structure tree read their figures from the totals, in the caller's scope; the officers of
// a chapter are public (name and role).
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../support/test-database.ts';
import { anon, as, authenticated, demoActors, sqlState, tryAs, type Actor, type DemoActors } from './support/actors.ts';

const db = useTestDatabase();

let actors: DemoActors;
const chapter: Record<'dpp' | 'jabar' | 'bandung' | 'surabaya', string> = {
  dpp: '',
  jabar: '',
  bandung: '',
  surabaya: '',
};

const profile = {
  address: 'Jl. Uji Profil No. 1, Bandung',
  phone: '+62221234567',
  email: 'profil@dpc-uji.test',
  bankName: 'Bank Uji',
  bankAccountNumber: '1234567890',
  bankAccountName: 'DPC Uji',
};

function updateProfile(actor: Actor, organizationId: string, logoPath: string | null = null) {
  return tryAs(
    db.sql,
    actor,
    (tx) => tx`
      select address, bank_account_number from public.update_organization_profile(
        ${organizationId}, ${profile.address}, ${profile.phone}, ${profile.email}, ${profile.bankName},
        ${profile.bankAccountNumber}, ${profile.bankAccountName}, ${logoPath})`,
  );
}

/** A stranger holding `role` at the organization, assigned by the migration owner. */
async function officer(role: string, organizationId: string, expiresAt: string | null = null): Promise<Actor> {
  const email = `pengurus-${randomUUID()}@uji.test`;
  const [user] = await db.sql<{ id: string }[]>`
    insert into auth.users (id, email, aud, role) values (gen_random_uuid(), ${email}, 'authenticated', 'authenticated')
    returning id`;
  await db.sql`
    insert into public.role_assignments (user_id, role_id, organization_id, assigned_at, expires_at)
    select ${user!.id}, r.id, ${organizationId}, now() - interval '2 days', ${expiresAt}::timestamptz
    from public.roles r where r.name = ${role}`;
  return authenticated(email, user!.id, email);
}

beforeAll(async () => {
  actors = await demoActors(db.sql);
  const rows = await db.sql<{ id: string; bps_code: string | null }[]>`
    select id, bps_code from public.organizations where level = 'DPP' or bps_code in ('32', '3273', '3578')`;
  for (const row of rows) {
    const key = ({ '32': 'jabar', '3273': 'bandung', '3578': 'surabaya' } as const)[row.bps_code ?? ''] ?? 'dpp';
    chapter[key] = row.id;
  }
});

describe('update_organization_profile', () => {
  it('lets a DPC officer edit their own chapter, and audits it', async () => {
    const result = await tryAs(db.sql, actors.dpcBandung, async (tx) => {
      const [row] = await tx`
        select address, phone, email, bank_name, bank_account_number, bank_account_name
        from public.update_organization_profile(${chapter.bandung}, ${'  ' + profile.address + ' '}, ${profile.phone},
          ${profile.email}, ${profile.bankName}, ${profile.bankAccountNumber}, ${profile.bankAccountName}, null)`;
      const [audit] = await tx`
        select action, entity, organization_id, before ->> 'address' as before, after ->> 'bank_account_number' as after
        from public.audit_logs where action = 'organizations.update_profile' order by id desc limit 1`;
      return { row, audit };
    });
    expect(result.row).toEqual({
      address: profile.address,
      phone: profile.phone,
      email: profile.email,
      bank_name: profile.bankName,
      bank_account_number: profile.bankAccountNumber,
      bank_account_name: profile.bankAccountName,
    });
    expect(result.audit).toMatchObject({
      action: 'organizations.update_profile',
      entity: 'organizations',
      organization_id: chapter.bandung,
      after: profile.bankAccountNumber,
    });
  });

  it('refuses everyone who is not one of the chapter’s own officers, the officers above it included', async () => {
    const attempts = {
      otherDpc: await sqlState(updateProfile(actors.dpcSurabaya, chapter.bandung)),
      dpwAboveIt: await sqlState(updateProfile(actors.dpwJabar, chapter.bandung)),
      superadmin: await sqlState(updateProfile(actors.superadmin, chapter.bandung)),
      member: await sqlState(updateProfile(actors.anggota, chapter.bandung)),
      anon: await sqlState(updateProfile(anon, chapter.bandung)),
      dpcOnItsDpw: await sqlState(updateProfile(actors.dpcBandung, chapter.jabar)),
    };
    expect(attempts).toEqual({
      otherDpc: '42501',
      dpwAboveIt: '42501',
      superadmin: '42501',
      member: '42501',
      anon: '42501',
      dpcOnItsDpw: '42501',
    });
    const [unchanged] = await db.sql`select address from public.organizations where id = ${chapter.bandung}`;
    expect(unchanged!.address).not.toBe(profile.address);
  });

  it('lets the DPW and the DPP officers edit their own chapters', async () => {
    expect(await sqlState(updateProfile(actors.dpwJabar, chapter.jabar))).toBe('ok');
    expect(await sqlState(updateProfile(actors.superadmin, chapter.dpp))).toBe('ok');
  });

  it('stops granting once the assignment expires, and never through a role without the permission', async () => {
    const expired = await officer('PENGURUS_DPC', chapter.bandung, new Date(Date.now() - 60_000).toISOString());
    const adminDpw = await officer('ADMIN_DPW', chapter.jabar);
    const current = await officer('PENGURUS_DPC', chapter.bandung);
    expect(await sqlState(updateProfile(expired, chapter.bandung))).toBe('42501');
    expect(await sqlState(updateProfile(adminDpw, chapter.jabar))).toBe('42501');
    expect(await sqlState(updateProfile(current, chapter.bandung))).toBe('ok');
  });

  it('refuses an incomplete bank account and a logo that was never uploaded, changing nothing', async () => {
    const incomplete = tryAs(
      db.sql,
      actors.dpcBandung,
      (tx) =>
        tx`select public.update_organization_profile(${chapter.bandung}, null, null, null, 'Bank Uji', null, null, null)`,
    );
    expect(await sqlState(incomplete)).toBe('23514');
    const missingLogo = `${chapter.bandung}/logo-${randomUUID()}.png`;
    expect(await sqlState(updateProfile(actors.dpcBandung, chapter.bandung, missingLogo))).toBe('23514');
    const otherFolder = `${chapter.surabaya}/logo-${randomUUID()}.png`;
    await db.sql`insert into storage.objects (bucket_id, name) values ('organization-logos', ${otherFolder})`;
    expect(await sqlState(updateProfile(actors.dpcBandung, chapter.bandung, otherFolder))).toBe('23514');
  });

  it('keeps the profile columns out of direct updates: the DPW that manages a DPC cannot rewrite its address', async () => {
    const direct = tryAs(
      db.sql,
      actors.dpwJabar,
      (tx) => tx`update public.organizations set address = 'Alamat lain' where id = ${chapter.bandung}`,
    );
    expect(await sqlState(direct)).toBe('42501');
  });
});

describe('organization-logos', () => {
  const upload = (actor: Actor, organizationId: string) =>
    sqlState(
      tryAs(
        db.sql,
        actor,
        (tx) => tx`insert into storage.objects (bucket_id, name)
                   values ('organization-logos', ${`${organizationId}/logo-${randomUUID()}.png`})`,
      ),
    );

  it('takes a logo from the chapter’s own officers only, into its own folder, and names it on the profile', async () => {
    expect(await upload(actors.dpcBandung, chapter.bandung)).toBe('ok');
    expect(await upload(actors.dpcBandung, chapter.surabaya)).toBe('42501');
    expect(await upload(actors.dpwJabar, chapter.bandung)).toBe('42501');
    expect(await upload(actors.anggota, chapter.bandung)).toBe('42501');
    expect(await upload(anon, chapter.bandung)).toBe('42501');
    const logo = `${chapter.bandung}/logo-${randomUUID()}.png`;
    const saved = await tryAs(db.sql, actors.dpcBandung, async (tx) => {
      await tx`insert into storage.objects (bucket_id, name) values ('organization-logos', ${logo})`;
      const [row] = await tx`
        select logo_path from public.update_organization_profile(${chapter.bandung}, null, null, null, null, null, null, ${logo})`;
      return row!.logo_path as string;
    });
    expect(saved).toBe(logo);
  });

  it('refuses another chapter’s logo file as this chapter’s logo', async () => {
    const surabayaLogo = `${chapter.surabaya}/logo-${randomUUID()}.png`;
    await db.sql`insert into storage.objects (bucket_id, name) values ('organization-logos', ${surabayaLogo})`;
    const refused = await tryAs(
      db.sql,
      actors.dpcBandung,
      (tx) =>
        tx`select logo_path from public.update_organization_profile(${chapter.bandung}, null, null, null, null, null, null, ${surabayaLogo})`,
    ).then(
      () => 'ok',
      (error: { code?: string; constraint_name?: string }) => `${error.code} ${error.constraint_name}`,
    );
    expect(refused).toBe('23514 organization_logo_uploaded');
    const [row] = await db.sql`select logo_path from public.organizations where id = ${chapter.bandung}`;
    expect(row!.logo_path).not.toBe(surabayaLogo);
  });

  it('is readable by anyone', async () => {
    const logo = `${chapter.bandung}/logo-${randomUUID()}.png`;
    await db.sql`insert into storage.objects (bucket_id, name) values ('organization-logos', ${logo})`;
    const seen = await tryAs(db.sql, anon, (tx) => tx`select name from storage.objects where name = ${logo}`);
    expect(seen).toHaveLength(1);
  });
});

describe('chapter_page and chapter_figures', () => {
  const page = (actor: Actor, search: string | null = null) =>
    tryAs(
      db.sql,
      actor,
      (tx) => tx<{ name: string; bps_code: string | null; members: string; active_members: string; total: string }[]>`
        select name, bps_code, members, active_members, total from public.chapter_page(${search}, 100, 0)`,
    );

  it('lists the chapters each caller administers, with member counts equal to counting', async () => {
    const bandung = await page(actors.dpcBandung);
    const [counted] = await db.sql<{ members: string; active: string }[]>`
      select count(*) filter (where membership_status <> 'REJECTED') as members,
             count(*) filter (where membership_status = 'ACTIVE') as active
      from public.members where organization_id = ${chapter.bandung}`;
    expect(bandung).toEqual([
      {
        name: expect.any(String),
        bps_code: '3273',
        members: counted!.members,
        active_members: counted!.active,
        total: '1',
      },
    ]);
    const jabar = await page(actors.dpwJabar);
    const [dpcs] = await db.sql<
      { n: string }[]
    >`select count(*) as n from public.organizations where parent_id = ${chapter.jabar}`;
    expect(jabar.map((row) => row.bps_code)).toContain('32');
    expect(jabar.every((row) => row.bps_code!.startsWith('32'))).toBe(true);
    expect(jabar[0]!.total).toBe(String(Number(dpcs!.n) + 1));
    const [province] = await db.sql<{ members: string }[]>`
      select count(*) as members from public.members m join public.organizations o on o.id = m.organization_id
      where o.parent_id = ${chapter.jabar} and m.membership_status <> 'REJECTED'`;
    expect(jabar.find((row) => row.bps_code === '32')!.members).toBe(province!.members);
    expect(await page(actors.anggota)).toEqual([]);
    expect(await page(anon).catch((error: { code?: string }) => error.code)).toBe('42501');
  });

  it('searches by name and BPS code', async () => {
    expect((await page(actors.superadmin, '%bandung%')).map((row) => row.bps_code)).toEqual(
      expect.arrayContaining(['3273', '3204']),
    );
    expect((await page(actors.superadmin, '%3578%')).map((row) => row.bps_code)).toEqual(['3578']);
    expect(await page(actors.dpcBandung, '%surabaya%')).toEqual([]);
  });

  it('gives no figures for a chapter outside the caller’s scope', async () => {
    const figures = await tryAs(
      db.sql,
      actors.dpcBandung,
      (tx) => tx`select organization_id from private.chapter_figures(${[chapter.surabaya, chapter.bandung]}::uuid[])`,
    );
    expect(figures.map((row) => row.organization_id)).toEqual([chapter.bandung]);
  });
});

describe('chapter_officers', () => {
  it('tells anyone who holds which office, without the system administrators', async () => {
    const newcomer = await officer('PENGURUS_DPC', chapter.surabaya);
    await db.sql`update auth.users set raw_user_meta_data = '{"full_name": "Pengurus Baru Surabaya"}' where id = ${newcomer.userId}`;
    const officers = await as(
      db.sql,
      anon,
      (tx) =>
        tx`select organization_id, full_name, role_name from public.chapter_officers(${[chapter.surabaya, chapter.dpp]}::uuid[])`,
    );
    expect(officers).toContainEqual({
      organization_id: chapter.surabaya,
      full_name: 'Pengurus Baru Surabaya',
      role_name: 'PENGURUS_DPC',
    });
    expect(officers.map((row) => row.role_name)).not.toContain('SUPER_ADMIN');
  });
});
