// A member's own rights come from being the member (decision 0046): whoever is linked to a member
// row holding a NAP holds the ANGGOTA role's permissions, whatever path linked them, and nobody
// else. Every actor here is a stranger to the seed: a sign-up, a legacy NAP claim, a link.
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../support/test-database.ts';
import {
  type Actor,
  type DemoActors,
  as,
  authenticated,
  demoActors,
  signUpInBandung,
  sqlState,
  tryAs,
} from './support/actors.ts';

const db = useTestDatabase();
let actors: DemoActors;
let strangers = 0;

beforeAll(async () => {
  actors = await demoActors(db.sql);
});

const MEMBER_PERMISSIONS = ['mutations.request', 'payments.pay', 'profile.edit', 'profile.view'];

/** A person who signs up in Kota Bandung, as POST /auth/register records them. */
function signUp(): Promise<{ actor: Actor; memberId: string }> {
  strangers += 1;
  return signUpInBandung(db.sql, `orang.baru.${strangers}@contoh.id`, `Orang Baru ${strangers}`);
}

const permissionsOf = async (actor: Actor) => {
  const [row] = await as(
    db.sql,
    actor,
    (tx) => tx<{ names: string[] }[]>`select private.caller_permissions() as names`,
  );
  return row!.names;
};

const can = async (actor: Actor, permission: string) => {
  const [row] = await as(
    db.sql,
    actor,
    (tx) => tx<{ has: boolean }[]>`select private.has_permission(${permission}) as has`,
  );
  return row!.has;
};

const ownBills = (actor: Actor) =>
  as(db.sql, actor, (tx) => tx<{ amount: number; status: string }[]>`select amount, status from public.bills`);

describe('member rights follow the link', () => {
  it('gives a pending applicant none of them, and the verified member all of them at once, with this month’s bills', async () => {
    const { actor, memberId } = await signUp();
    expect(await permissionsOf(actor)).toEqual([]);
    expect(await can(actor, 'payments.pay')).toBe(false);

    await as(db.sql, actors.dpcBandung, (tx) => tx`select 1 from verify_member(${memberId})`);

    expect(await permissionsOf(actor)).toEqual(MEMBER_PERMISSIONS);
    expect(await can(actor, 'payments.pay')).toBe(true);
    expect(await can(actor, 'members.view')).toBe(false);
    // The first bill is there the moment the NAP is, visible to the member under RLS.
    const bills = await ownBills(actor);
    expect(bills.length).toBeGreaterThan(0);
    expect(bills.every((b) => b.status === 'unpaid')).toBe(true);
    const [expected] = await db.sql<{ n: number }[]>`
      select count(*)::int as n from public.dues_categories c
      cross join lateral private.period_bounds(c.period, date_trunc('month', private.today())::date) pb
      where c.is_active and c.period <> 'one_time' and pb.period_start = date_trunc('month', private.today())::date`;
    expect(bills).toHaveLength(expected!.n);
  });

  it('issues the joining bills once: a second call and the daily job add nothing', async () => {
    const { memberId } = await signUp();
    await as(db.sql, actors.dpcBandung, (tx) => tx`select 1 from verify_member(${memberId})`);
    const count = async () =>
      (await db.sql<{ n: number }[]>`select count(*)::int as n from public.bills where member_id = ${memberId}`)[0]!.n;
    const before = await count();
    const [again] = await db.sql<{ n: number }[]>`select private.issue_joining_bills(${memberId}) as n`;
    expect(again!.n).toBe(0);
    await db.sql`select * from private.run_daily_dues()`;
    expect(await count()).toBe(before);
  });

  it('keeps the rights through a transfer, a deactivation and a reactivation, and ends them with the link', async () => {
    const { actor, memberId } = await signUp();
    await as(db.sql, actors.dpcBandung, (tx) => tx`select 1 from verify_member(${memberId})`);
    // A completed transfer moves the member's DPC; nothing else is written for their rights.
    await db.sql`update public.members set organization_id = (select id from public.organizations where bps_code = '3578')
                 where id = ${memberId}`;
    expect(await permissionsOf(actor)).toEqual(MEMBER_PERMISSIONS);
    await as(
      db.sql,
      actors.dpcSurabaya,
      (tx) => tx`select 1 from set_membership_status(${memberId}, 'INACTIVE', 'Cuti panjang')`,
    );
    // Deactivated: still pays arrears and reads their own data; a transfer needs an ACTIVE member.
    expect(await permissionsOf(actor)).toEqual(MEMBER_PERMISSIONS);
    await as(
      db.sql,
      actors.dpcSurabaya,
      (tx) => tx`select 1 from set_membership_status(${memberId}, 'ACTIVE', 'Kembali bertugas')`,
    );
    expect(await permissionsOf(actor)).toEqual(MEMBER_PERMISSIONS);
    await db.sql`update public.members set user_id = null where id = ${memberId}`;
    expect(await permissionsOf(actor)).toEqual([]);
    expect(await ownBills(actor)).toEqual([]);
  });

  it('gives a legacy member who claims their NAP the rights and a bill for this month', async () => {
    const [legacy] = await db.sql<{ id: string; nap: string; email: string }[]>`
      select m.id, m.nap, m.email from public.members m join public.organizations o on o.id = m.organization_id
      where o.bps_code = '3273' and m.user_id is null and m.nap is not null and m.email is not null
        and m.birth_date is not null and m.membership_status = 'ACTIVE'
      order by m.nap limit 1`;
    // A legacy member whose bills of this month were never issued (joined the register today).
    await db.sql`delete from public.bills where member_id = ${legacy!.id} and period_start >= date_trunc('month', private.today())`;
    await db.sql`select private.request_nap_claim(${legacy!.nap}, birth_date, email, null) from public.members where id = ${legacy!.id}`;
    const [claim] = await db.sql<{ id: string }[]>`select id from public.nap_claims where member_id = ${legacy!.id}`;
    const [user] = await db.sql<{ id: string }[]>`
      insert into auth.users (id, email, aud, role) values (gen_random_uuid(), ${legacy!.email}, 'authenticated', 'authenticated')
      returning id`;
    const actor = authenticated(legacy!.email, user!.id, legacy!.email);
    expect(await permissionsOf(actor)).toEqual([]);
    const [linked] = await db.sql<
      { outcome: string }[]
    >`select private.link_nap_claim(${claim!.id}, ${user!.id}) as outcome`;
    expect(linked!.outcome).toBe('linked');
    expect(await permissionsOf(actor)).toEqual(MEMBER_PERMISSIONS);
    const bills = await db.sql<{ n: number }[]>`
      select count(*)::int as n from public.bills where member_id = ${legacy!.id} and period_start >= date_trunc('month', private.today())`;
    expect(bills[0]!.n).toBeGreaterThan(0);
  });

  it('gives an application linked by an officer to its NAP holder the rights of that member', async () => {
    const { actor, memberId } = await signUp();
    const [holder] = await db.sql<{ id: string; email: string }[]>`
      select m.id, m.email from public.members m join public.organizations o on o.id = m.organization_id
      where o.bps_code = '3273' and m.user_id is null and m.nap is not null and m.email is not null
        and m.membership_status = 'ACTIVE' and not exists (select 1 from public.nap_claims c where c.member_id = m.id)
      order by m.nap desc limit 1`;
    // The application carries the NAP holder's email: the verification queue flags the match.
    await db.sql`update public.members set email = ${holder!.email} where id = ${memberId}`;
    await as(
      db.sql,
      actors.dpcBandung,
      (tx) => tx`select 1 from link_application_to_member(${memberId}, ${holder!.id})`,
    );
    expect(await permissionsOf(actor)).toEqual(MEMBER_PERMISSIONS);
  });
});

describe('member rights are never assigned', () => {
  it('refuses an ANGGOTA assignment to everyone, the owner included (42501)', async () => {
    const { actor } = await signUp();
    const insert = db.sql`
      insert into public.role_assignments (user_id, role_id, organization_id)
      select ${actor.userId}::uuid, r.id, o.id from public.roles r, public.organizations o
      where r.name = 'ANGGOTA' and o.bps_code = '3273'`;
    expect(await sqlState(insert)).toBe('42501');
    const [left] = await db.sql<{ n: number }[]>`
      select count(*)::int as n from public.role_assignments ra join public.roles r on r.id = ra.role_id where r.tier = 'MEMBER'`;
    expect(left!.n).toBe(0);
  });

  it('leaves no linked NAP holder without the member rights', async () => {
    // Every NAP holder with a login, the seed's demo accounts included, holds them.
    const rows = await db.sql<{ user_id: string; email: string }[]>`
      select m.user_id, coalesce(m.email, '') as email from public.members m where m.user_id is not null and m.nap is not null`;
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(await permissionsOf(authenticated(row.email, row.user_id, row.email))).toEqual(
        expect.arrayContaining(MEMBER_PERMISSIONS),
      );
    }
  });
});

// RLS-matrix rows for the two people the seed does not know: a member verified a moment ago and an
// applicant still waiting. Each case runs as the caller and is rolled back; a refusal is a
// permission error (42501), a status refusal (55000) or rows filtered by RLS.
describe('RLS matrix rows for a freshly verified member and a pending applicant', () => {
  type Who = 'fresh' | 'applicant';
  interface Row {
    what: string;
    allowed: Record<Who, boolean>;
    run: (tx: Parameters<Parameters<typeof tryAs>[2]>[0], memberId: string) => Promise<number>;
  }
  const count = async (rows: PromiseLike<readonly unknown[]>) => (await rows).length;
  const rows: Row[] = [
    {
      what: 'select members (own row)',
      allowed: { fresh: true, applicant: true },
      run: (tx, id) => count(tx`select id from public.members where id = ${id}`),
    },
    {
      what: 'update members.phone (own row)',
      allowed: { fresh: true, applicant: true },
      run: (tx, id) => count(tx`update public.members set phone = '+6281299990001' where id = ${id} returning id`),
    },
    {
      what: 'update members.membership_status (own row)',
      allowed: { fresh: false, applicant: false },
      run: (tx, id) => count(tx`update public.members set membership_status = 'ACTIVE' where id = ${id} returning id`),
    },
    {
      what: 'select members (another member of the DPC)',
      allowed: { fresh: false, applicant: false },
      run: (tx, id) =>
        count(tx`select m.id from public.members m where m.organization_id = (select organization_id from public.members where id = ${id})
                 and m.id <> ${id}`),
    },
    {
      what: 'select bills (own)',
      allowed: { fresh: true, applicant: true },
      run: (tx) => count(tx`select id from public.bills`),
    },
    {
      what: 'open_qris_payment (own unpaid bills: payments.pay)',
      allowed: { fresh: true, applicant: false },
      run: (tx) =>
        count(tx`select id from open_qris_payment(array(select id from public.bills where status = 'unpaid'),
                                                  now() + interval '10 minutes')`),
    },
    {
      what: 'insert transfer_requests (own)',
      allowed: { fresh: true, applicant: false },
      run: (tx, id) =>
        count(tx`insert into public.transfer_requests (member_id, target_organization_id, reason, priority)
                 select ${id}, (select id from public.organizations where bps_code = '3578'), 'Pindah tempat kerja', 'low'
                 returning id`),
    },
    {
      what: 'insert documents (own, without a code)',
      allowed: { fresh: true, applicant: true },
      run: (tx, id) =>
        count(tx`insert into public.documents (member_id, organization_id, kind, title, storage_path)
                 select id, organization_id, 'str', 'Surat Tanda Registrasi', id || '/str.pdf'
                 from public.members where id = ${id} returning id`),
    },
    {
      what: 'insert role_assignments (ANGGOTA for oneself)',
      allowed: { fresh: false, applicant: false },
      run: (tx) =>
        count(tx`insert into public.role_assignments (user_id, role_id, organization_id)
                 select (select auth.uid()), r.id, o.id from public.roles r, public.organizations o
                 where r.name = 'ANGGOTA' and o.bps_code = '3273' returning id`),
    },
  ];

  it('gives every row the expected outcome', async () => {
    const fresh = await signUp();
    await as(db.sql, actors.dpcBandung, (tx) => tx`select 1 from verify_member(${fresh.memberId})`);
    const applicant = await signUp();
    // An applicant with a bill (written by the owner, as no path issues one) still cannot pay it.
    await db.sql`
      insert into public.bills (member_id, category_id, organization_id, period_start, period_end, due_date, amount)
      select ${applicant.memberId}, c.id, m.organization_id, date '2026-01-01', date '2026-01-31', date '2026-01-31', c.amount
      from public.dues_categories c, public.members m where c.period = 'monthly' and c.is_active and m.id = ${applicant.memberId}
      limit 1`;
    const failures: string[] = [];
    for (const row of rows) {
      for (const [who, person] of [
        ['fresh', fresh],
        ['applicant', applicant],
      ] as const) {
        let n: number;
        try {
          n = await tryAs(db.sql, person.actor, (tx) => row.run(tx, person.memberId));
        } catch (error) {
          const code = (error as { code?: string }).code;
          if (code !== '42501' && code !== '55000') throw error;
          n = 0;
        }
        if (n > 0 !== row.allowed[who]) failures.push(`${who}: ${row.what}: ${n} rows`);
      }
    }
    expect(failures).toEqual([]);
  });
});
