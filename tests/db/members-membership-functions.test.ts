// Scope acceptance checks, protected columns, membership life cycle, NAP assignment (including
// under concurrency), cross-province denial and every disallowed membership status transition.
import postgres from 'postgres';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../support/test-database.ts';
import { type Actor, type DemoActors, as, authenticated, demoActors, sqlState, tryAs } from './support/actors.ts';

const db = useTestDatabase();
let actors: DemoActors;

beforeAll(async () => {
  actors = await demoActors(db.sql);
});

async function orgId(bps: string): Promise<string> {
  const [row] = await db.sql<{ id: string }[]>`select id from public.organizations where bps_code = ${bps}`;
  return row!.id;
}

/** Inserts a member as the owner (bypassing the API), for a test that needs a specific state. */
async function makeMember(bps: string, status: string, opts: { nap?: string | null; joinDate?: string } = {}) {
  const org = await orgId(bps);
  const [row] = await db.sql<{ id: string; nap: string | null }[]>`
    insert into public.members (full_name, organization_id, membership_status, nap, join_date, verified_at)
    values ('Anggota Uji ' || ${status}, ${org}, ${status}::public.membership_status, ${opts.nap ?? null},
            ${opts.joinDate ?? null}::date, case when ${status} in ('PENDING', 'REJECTED') then null else now() end)
    returning id, nap`;
  return row!;
}

let napCounter = 900000;
const freshNap = (bps: string) => `${bps}99${String(napCounter++).padStart(6, '0')}`;

describe('scope acceptance (as PostgREST would run it)', () => {
  it('a DPC officer counts only the members of Kota Bandung', async () => {
    const [expected] = await db.sql<{ n: number }[]>`
      select count(*)::int as n from public.members m join public.organizations o on o.id = m.organization_id
      where o.bps_code = '3273'`;
    const [all] = await db.sql<{ n: number }[]>`select count(*)::int as n from public.members`;
    const [seen] = await as(
      db.sql,
      actors.dpcBandung,
      (tx) => tx<{ n: number }[]>`select count(*)::int as n from members`,
    );
    expect(seen!.n).toBe(expected!.n);
    expect(seen!.n).toBeGreaterThan(100);
    expect(seen!.n).toBeLessThan(all!.n);
  });

  it('a member counts exactly one member: themselves', async () => {
    const rows = await as(
      db.sql,
      actors.anggota,
      (tx) => tx<{ n: number; nap: string }[]>`
      select count(*) over ()::int as n, nap from members`,
    );
    expect(rows).toEqual([{ n: 1, nap: '327319000001' }]);
  });

  it('a DPW officer sees every DPC of its province and nothing outside it', async () => {
    const rows = await as(
      db.sql,
      actors.dpwJabar,
      (tx) => tx<{ prefix: string }[]>`
      select distinct left(o.bps_code, 2) as prefix from members m join organizations o on o.id = m.organization_id`,
    );
    expect(rows).toEqual([{ prefix: '32' }]);
  });

  it('anon reads no member rows at all', async () => {
    expect(await sqlState(as(db.sql, actors.anon, (tx) => tx`select count(*) from members`))).toBe('42501');
  });
});

describe('protected member columns', () => {
  const attempts: Array<[string, string]> = [
    ['nap', `nap = '327319999999'`],
    ['membership_status', `membership_status = 'SUSPENDED'`],
    ['organization_id', `organization_id = (select id from organizations where bps_code = '3578')`],
    ['origin_organization_id', `origin_organization_id = (select id from organizations where bps_code = '3578')`],
    ['membership_type', `membership_type = 'KEHORMATAN'`],
    ['expiry_date', `expiry_date = date '2099-12-31'`],
    ['join_date', `join_date = date '2001-01-01'`],
    ['member_since', `member_since = date '2001-01-01'`],
    ['position', `position = 'Ketua Umum'`],
    ['user_id', `user_id = null`],
    ['verified_at', `verified_at = now()`],
  ];

  for (const [column, assignment] of attempts) {
    it(`a member cannot change their own ${column}`, async () => {
      const state = await sqlState(
        tryAs(db.sql, actors.anggota, (tx) => tx.unsafe(`update members set ${assignment} where user_id = auth.uid()`)),
      );
      expect(state).toBe('42501');
    });
  }

  it('a member can change their own contact and profile fields', async () => {
    const rows = await tryAs(
      db.sql,
      actors.anggota,
      (tx) => tx`
      update members set phone = '+6281311112222', address = 'Jl. Baru No. 1', workplace = 'RS Uji'
      where user_id = auth.uid() returning phone, address, workplace`,
    );
    expect(rows).toEqual([{ phone: '+6281311112222', address: 'Jl. Baru No. 1', workplace: 'RS Uji' }]);
  });

  it('an officer can change membership data but not the NAP or the DPC', async () => {
    const m = await makeMember('3273', 'ACTIVE', { nap: freshNap('3273') });
    const rows = await tryAs(
      db.sql,
      actors.dpcBandung,
      (tx) => tx`
      update members set membership_type = 'LUAR_BIASA', position = 'Bendahara DPC' where id = ${m.id}
      returning membership_type, position`,
    );
    expect(rows).toEqual([{ membership_type: 'LUAR_BIASA', position: 'Bendahara DPC' }]);
    for (const assignment of [
      `nap = '327300000000'`,
      `organization_id = (select id from organizations where bps_code = '3578')`,
    ]) {
      expect(
        await sqlState(
          tryAs(db.sql, actors.dpcBandung, (tx) => tx.unsafe(`update members set ${assignment} where id = $1`, [m.id])),
        ),
      ).toBe('42501');
    }
  });

  it('the NAP never changes, not even for the owner', async () => {
    const m = await makeMember('3273', 'ACTIVE', { nap: freshNap('3273') });
    expect(await sqlState(db.sql`update public.members set nap = '327300000001' where id = ${m.id}`)).toBe('42501');
  });

  it('a new application through the API starts PENDING without a NAP', async () => {
    const [user] = await db.sql<{ id: string }[]>`
      insert into auth.users (id, email, aud, role) values (gen_random_uuid(), 'pelamar.nap@simk.test', 'authenticated', 'authenticated')
      returning id`;
    const applicant = authenticated('applicant', user!.id, 'pelamar.nap@simk.test');
    const org = await orgId('3273');
    expect(
      await sqlState(
        tryAs(
          db.sql,
          applicant,
          (tx) => tx`
      insert into members (user_id, full_name, organization_id, nap) values (${user!.id}, 'Pelamar', ${org}, '327326000001')`,
        ),
      ),
    ).toBe('42501');
    const rows = await tryAs(
      db.sql,
      applicant,
      (tx) => tx`
      insert into members (user_id, full_name, organization_id) values (${user!.id}, 'Pelamar', ${org})
      returning membership_status, nap`,
    );
    expect(rows).toEqual([{ membership_status: 'PENDING', nap: null }]);
  });
});

describe('verify_member and the NAP', () => {
  it('assigns BPS code + join year + the next sequence number, audits and notifies', async () => {
    const [user] = await db.sql<{ id: string }[]>`
      insert into auth.users (id, email, aud, role) values (gen_random_uuid(), 'baru.verif@simk.test', 'authenticated', 'authenticated')
      returning id`;
    const applicant = authenticated('applicant', user!.id, 'baru.verif@simk.test');
    const org = await orgId('3273');
    const [member] = await as(
      db.sql,
      applicant,
      (tx) => tx<{ id: string }[]>`
      insert into members (user_id, full_name, organization_id) values (${user!.id}, 'Pelamar Baru', ${org}) returning id`,
    );
    // The NAP's year is the association's (WIB) year of private.today(), not the test machine's.
    const [year] = await db.sql<{ yy: string }[]>`select to_char(private.today(), 'YY') as yy`;
    const yy = year!.yy;
    const [before] = await db.sql<{ last: number | null }[]>`
      select max(substr(nap, 7)::int) as last from public.members where nap like ${'3273' + yy + '%'}`;

    const [verified] = await as(
      db.sql,
      actors.dpcBandung,
      (tx) => tx<{ nap: string; membership_status: string }[]>`
      select nap, membership_status from verify_member(${member!.id})`,
    );
    expect(verified!.membership_status).toBe('ACTIVE');
    expect(verified!.nap).toBe(`3273${yy}${String((before!.last ?? 0) + 1).padStart(6, '0')}`);

    const audit =
      await db.sql`select action from public.audit_logs where entity = 'members' and entity_id = ${member!.id}`;
    expect(audit.map((a) => a.action)).toEqual(['members.insert', 'members.verify']);
    const notes = await as(db.sql, applicant, (tx) => tx`select template from notifications`);
    expect(notes.map((n) => n.template)).toContainEqual(expect.stringMatching(/^membership_verified/));
  });

  it('two officers verifying at the same time never produce the same NAP', async () => {
    const pending = await Promise.all(
      Array.from({ length: 12 }, () => makeMember('3578', 'PENDING', { joinDate: '2024-06-01' })),
    );
    const clients = pending.map(() => postgres(db.url, { max: 1, onnotice: () => {} }));
    try {
      // Every client opens its transaction and verifies at once; they serialise on the counter row.
      const naps = await Promise.all(
        pending.map((m, i) =>
          as(clients[i]!, actors.dpcSurabaya, async (tx) => {
            const [row] = await tx<{ nap: string }[]>`select nap from verify_member(${m.id})`;
            await new Promise((resolve) => setTimeout(resolve, 20)); // hold the transaction open a little
            return row!.nap;
          }),
        ),
      );
      expect(new Set(naps).size).toBe(naps.length);
      for (const nap of naps) expect(nap).toMatch(/^357824\d{6}$/);
      const sequence = naps.map((n) => Number(n.slice(6))).sort((a, b) => a - b);
      expect(sequence[sequence.length - 1]! - sequence[0]!).toBe(naps.length - 1); // no gaps, no repeats
    } finally {
      await Promise.all(clients.map((c) => c.end()));
    }
  });

  it('a verification that rolls back gives its number to the next one', async () => {
    const [a, b] = [
      await makeMember('3277', 'PENDING', { joinDate: '2023-03-01' }),
      await makeMember('3277', 'PENDING', { joinDate: '2023-05-01' }),
    ];
    const first = await tryAs(
      db.sql,
      actors.dpwJabar,
      (tx) => tx<{ nap: string }[]>`select nap from verify_member(${a.id})`,
    );
    const [second] = await as(
      db.sql,
      actors.dpwJabar,
      (tx) => tx<{ nap: string }[]>`select nap from verify_member(${b.id})`,
    );
    expect(second!.nap).toBe(first[0]!.nap);
  });

  it('keeps the NAP when the member transfers', async () => {
    const m = await makeMember('3273', 'ACTIVE', { nap: freshNap('3273') });
    const [request] = await as(
      db.sql,
      actors.dpcBandung,
      (tx) => tx<{ id: string }[]>`
      insert into transfer_requests (member_id, target_organization_id, reason)
      values (${m.id}, (select id from organizations where bps_code = '3578'), 'Pindah tugas') returning id`,
    );
    // The checklist, as attach_transfer_document leaves it once the files are uploaded.
    await db.sql`update public.transfer_requests
      set has_sip_current = true, has_sip_target = true, has_recommendation_letter = true where id = ${request!.id}`;
    await as(db.sql, actors.dpcBandung, (tx) => tx`select approve_transfer(${request!.id})`);
    await as(db.sql, actors.dpcSurabaya, (tx) => tx`select approve_transfer(${request!.id})`);
    const [after] = await db.sql<{ nap: string; bps: string }[]>`
      select m.nap, o.bps_code as bps from public.members m join public.organizations o on o.id = m.organization_id
      where m.id = ${m.id}`;
    expect(after).toEqual({ nap: m.nap, bps: '3578' });
  });
});

describe('membership transitions', () => {
  const statuses = ['PENDING', 'ACTIVE', 'INACTIVE', 'EXPIRED', 'SUSPENDED', 'REJECTED'] as const;
  const allowed: Record<string, string[]> = {
    ACTIVE: ['INACTIVE', 'EXPIRED', 'SUSPENDED'],
    INACTIVE: ['ACTIVE'],
    EXPIRED: ['ACTIVE', 'INACTIVE'],
    SUSPENDED: ['ACTIVE', 'INACTIVE'],
    PENDING: [],
    REJECTED: [],
  };

  for (const from of statuses) {
    for (const to of statuses) {
      const ok = allowed[from]!.includes(to);
      it(`set_membership_status ${from} → ${to} is ${ok ? 'allowed' : 'refused'}`, async () => {
        const m = await makeMember('3273', from, {
          nap: ['PENDING', 'REJECTED'].includes(from) ? null : freshNap('3273'),
        });
        const state = await sqlState(
          tryAs(
            db.sql,
            actors.dpcBandung,
            (tx) => tx`select set_membership_status(${m.id}, ${to}::membership_status, 'Alasan uji')`,
          ),
        );
        expect(state).toBe(ok ? 'ok' : '55000');
      });
    }
  }

  for (const from of ['ACTIVE', 'INACTIVE', 'EXPIRED', 'SUSPENDED']) {
    it(`verify_member and reject refuse a ${from} member`, async () => {
      const m = await makeMember('3273', from, { nap: freshNap('3273') });
      expect(await sqlState(tryAs(db.sql, actors.dpcBandung, (tx) => tx`select verify_member(${m.id})`))).toBe('55000');
      expect(
        await sqlState(
          tryAs(db.sql, actors.dpcBandung, (tx) => tx`select reject_member_application(${m.id}, 'Tidak lengkap')`),
        ),
      ).toBe('55000');
    });
  }

  it('rejecting an application needs a reason and leaves it REJECTED without NAP', async () => {
    const m = await makeMember('3273', 'PENDING');
    expect(
      await sqlState(tryAs(db.sql, actors.dpcBandung, (tx) => tx`select reject_member_application(${m.id}, '')`)),
    ).toBe('22023');
    const rows = await tryAs(
      db.sql,
      actors.dpcBandung,
      (tx) => tx`
      select membership_status, nap, status_reason from reject_member_application(${m.id}, 'STR tidak valid')`,
    );
    expect(rows).toEqual([{ membership_status: 'REJECTED', nap: null, status_reason: 'STR tidak valid' }]);
  });

  it('suspending needs a reason', async () => {
    const m = await makeMember('3273', 'ACTIVE', { nap: freshNap('3273') });
    expect(
      await sqlState(
        tryAs(db.sql, actors.dpcBandung, (tx) => tx`select set_membership_status(${m.id}, 'SUSPENDED', null)`),
      ),
    ).toBe('22023');
  });

  for (const from of ['INACTIVE', 'SUSPENDED']) {
    it(`reactivating a ${from} member needs a reason, keeps it, and is audited`, async () => {
      const m = await makeMember('3273', from, { nap: freshNap('3273') });
      expect(
        await sqlState(
          tryAs(db.sql, actors.dpcBandung, (tx) => tx`select set_membership_status(${m.id}, 'ACTIVE', ' ')`),
        ),
      ).toBe('22023');
      const [row] = await as(
        db.sql,
        actors.dpcBandung,
        (tx) =>
          tx`select membership_status, status_reason from set_membership_status(${m.id}, 'ACTIVE', 'Iuran dilunasi')`,
      );
      expect(row).toEqual({ membership_status: 'ACTIVE', status_reason: 'Iuran dilunasi' });
      const audit = await db.sql`
        select actor_id, after->>'status_reason' as reason from public.audit_logs
        where entity = 'members' and entity_id = ${m.id} and action = 'members.set_status'`;
      expect(audit).toEqual([{ actor_id: actors.dpcBandung.userId, reason: 'Iuran dilunasi' }]);
    });
  }
});

describe('officers outside their scope', () => {
  const outsiders: Array<[string, keyof DemoActors, string]> = [
    ['a DPW officer in another province', 'dpwJabar', '3578'],
    ['a DPC officer in another DPC of the same province', 'dpcBandung', '3204'],
    ['a DPC officer in another province', 'dpcSurabaya', '3273'],
    ['a member', 'anggota', '3273'],
  ];

  for (const [who, key, bps] of outsiders) {
    it(`${who} cannot verify, change status, record payments or queue reminders there`, async () => {
      const actor: Actor = actors[key];
      const pending = await makeMember(bps, 'PENDING');
      const active = await makeMember(bps, 'ACTIVE', { nap: freshNap(bps) });
      const [bill] = await db.sql<{ id: string; member_id: string }[]>`
        select b.id, b.member_id from public.bills b join public.organizations o on o.id = b.organization_id
        where o.bps_code = ${bps} and b.status = 'unpaid' order by b.id limit 1`;
      expect(await sqlState(tryAs(db.sql, actor, (tx) => tx`select verify_member(${pending.id})`))).toBe('42501');
      expect(
        await sqlState(
          tryAs(db.sql, actor, (tx) => tx`select reject_member_application(${pending.id}, 'Tidak lengkap')`),
        ),
      ).toBe('42501');
      expect(
        await sqlState(tryAs(db.sql, actor, (tx) => tx`select set_membership_status(${active.id}, 'INACTIVE', 'x')`)),
      ).toBe('42501');
      expect(
        await sqlState(
          tryAs(db.sql, actor, (tx) => tx`select record_payment(${bill!.member_id}, ${[bill!.id]}::uuid[], 'cash')`),
        ),
      ).toBe('42501');
      expect(
        await sqlState(
          tryAs(db.sql, actor, (tx) => tx`select queue_reminders(${[bill!.member_id]}::uuid[], 'whatsapp')`),
        ),
      ).toBe('42501');
      const updated = await tryAs(
        db.sql,
        actor,
        (tx) => tx`update members set address = 'x' where id = ${active.id} returning id`,
      );
      expect(updated).toHaveLength(0);
    });
  }

  it('a DPW officer acts for the DPCs of its own province', async () => {
    const pending = await makeMember('3279', 'PENDING');
    const [row] = await tryAs(
      db.sql,
      actors.dpwJabar,
      (tx) => tx<{ nap: string }[]>`select nap from verify_member(${pending.id})`,
    );
    expect(row!.nap).toMatch(/^3279\d{8}$/);
  });
});

describe('role assignments', () => {
  it('nobody can grant themselves a role, not even a super admin', async () => {
    for (const key of ['superadmin', 'dpwJabar', 'dpcBandung', 'anggota'] as const) {
      const actor = actors[key];
      const state = await sqlState(
        tryAs(
          db.sql,
          actor,
          (tx) => tx`
        insert into role_assignments (user_id, role_id, organization_id)
        select ${actor.userId}::uuid, r.id, o.id from roles r, organizations o
        where r.name = 'ADMIN_DPP' and o.level = 'DPP'`,
        ),
      );
      expect(state).toBe('42501');
      const changed = await tryAs(
        db.sql,
        actor,
        (tx) => tx`
        update role_assignments set expires_at = null where user_id = ${actor.userId} returning id`,
      );
      expect(changed).toHaveLength(0);
    }
  });

  it('a role change applies at once: a revoked officer loses scope in the same session', async () => {
    const before = await tryAs(db.sql, actors.dpcSurabaya, async (tx) => {
      const [row] = await tx<{ n: number }[]>`select count(*)::int as n from members`;
      return row!.n;
    });
    expect(before).toBeGreaterThan(50);
    const after = await db.sql
      .begin(async (tx) => {
        await tx`delete from public.role_assignments ra using public.roles r
               where r.id = ra.role_id and r.name = 'PENGURUS_DPC' and ra.user_id = ${actors.dpcSurabaya.userId}`;
        await tx`select set_config('role', 'authenticated', true),
                      set_config('request.jwt.claims', ${JSON.stringify(actors.dpcSurabaya.caller.claims)}, true)`;
        const [row] = await tx<{ n: number }[]>`select count(*)::int as n from members`;
        await tx`select set_config('role', 'postgres', true)`;
        throw Object.assign(new Error('rollback'), { visible: row!.n });
      })
      .catch((error: { visible?: number }) => error.visible);
    expect(after).toBe(1);
  });
});

describe('statistics', () => {
  it('public aggregates are callable by anon and return aggregates only', async () => {
    const [overview] = await as(
      db.sql,
      actors.anon,
      (tx) => tx<{ o: Record<string, number> }[]>`select statistics_overview() as o`,
    );
    expect(overview!.o.totalProvinces).toBe(38);
    expect(overview!.o.totalMembers).toBeGreaterThan(3000);
    const distribution = await as(db.sql, actors.anon, (tx) => tx`select * from member_distribution()`);
    expect(distribution).toHaveLength(38);
    expect(Object.keys(distribution[0]!).sort()).toEqual(
      ['bps_code', 'latitude', 'longitude', 'member_count', 'organization_id', 'province_name'].sort(),
    );
    const growth = await as(db.sql, actors.anon, (tx) => tx`select * from member_growth(12)`);
    expect(growth).toHaveLength(12);
  });

  it('scoped statistics are not callable by anon and count only the caller scope', async () => {
    expect(await sqlState(as(db.sql, actors.anon, (tx) => tx`select member_statistics()`))).toBe('42501');
    expect(await sqlState(as(db.sql, actors.anon, (tx) => tx`select * from payment_statistics(2025)`))).toBe('42501');
    const [bandung] = await as(
      db.sql,
      actors.dpcBandung,
      (tx) => tx<{ s: { totalMembers: number } }[]>`select member_statistics() as s`,
    );
    const [national] = await as(
      db.sql,
      actors.superadmin,
      (tx) => tx<{ s: { totalMembers: number } }[]>`select member_statistics() as s`,
    );
    const [own] = await as(
      db.sql,
      actors.anggota,
      (tx) => tx<{ s: { totalMembers: number } }[]>`select member_statistics() as s`,
    );
    expect(own!.s.totalMembers).toBe(1);
    expect(bandung!.s.totalMembers).toBeGreaterThan(100);
    expect(national!.s.totalMembers).toBeGreaterThan(bandung!.s.totalMembers * 10);
  });

  it('the seed collects about 85% of due bills and has overdue members in every bucket', async () => {
    const [stats] = await as(
      db.sql,
      actors.superadmin,
      (tx) => tx<{ s: { collectionRate: number } }[]>`select dues_statistics() as s`,
    );
    expect(stats!.s.collectionRate).toBeGreaterThan(80);
    expect(stats!.s.collectionRate).toBeLessThan(92);
    const buckets = await as(
      db.sql,
      actors.superadmin,
      (tx) => tx<{ bucket: string; n: number }[]>`
      select bucket, count(*)::int as n from overdue_members() group by bucket order by bucket`,
    );
    expect(buckets.map((b) => b.bucket)).toEqual(['1-7', '8-30', '>30']);
    for (const b of buckets) expect(b.n).toBeGreaterThan(5);
  });
});
