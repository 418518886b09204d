// The membership events ledger (private.membership_events) and its monthly sums
// (private.membership_event_totals), issue 27 §1 and §5: the sums equal a fresh sum of the ledger,
// and the ledger's running sum per chapter, status and type equals the register, on the seed and
// after a burst of sign-ups, verifications, a rejection, transfers, expiries, suspensions,
// reactivations, type changes and deletions made on a later day of the test clock. Each change is
// written with its kind and date; the ledger is append-only and out of reach of every API role.
import type postgres from 'postgres';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../support/test-database.ts';
import { type DemoActors, as, demoActors, signUpInBandung, sqlState, tryAs } from './support/actors.ts';

const db = useTestDatabase();
let actors: DemoActors;

beforeAll(async () => {
  actors = await demoActors(db.sql);
});

type Sql = postgres.Sql | postgres.TransactionSql;

/** Keys whose monthly sum differs from a fresh sum of the ledger (none when equal). */
async function totalsAgainstLedger(sql: Sql) {
  return sql<{ side: string; key: string }[]>`
    with kept as (
      select organization_id, month, membership_status, membership_type, kind, members
      from private.membership_event_totals where members <> 0
    ), counted as (
      select organization_id, date_trunc('month', effective_date)::date as month, membership_status, membership_type,
             kind, sum(delta)::bigint as members
      from private.membership_events group by 1, 2, 3, 4, 5 having sum(delta) <> 0
    )
    select 'kept only' as side, concat_ws(' ', k.*) as key from (select * from kept except select * from counted) k
    union all
    select 'counted only', concat_ws(' ', c.*) from (select * from counted except select * from kept) c`;
}

/** Keys whose running sum of the ledger up to today differs from counting the register (none when equal). */
async function ledgerAgainstRegister(sql: Sql) {
  return sql<{ side: string; key: string }[]>`
    with kept as (
      select organization_id, membership_status, membership_type, sum(delta)::bigint as members
      from private.membership_events where effective_date <= private.today()
      group by 1, 2, 3 having sum(delta) <> 0
    ), counted as (
      select organization_id, membership_status, membership_type, count(*) as members from public.members group by 1, 2, 3
    )
    select 'ledger only' as side, concat_ws(' ', k.*) as key from (select * from kept except select * from counted) k
    union all
    select 'register only', concat_ws(' ', c.*) from (select * from counted except select * from kept) c`;
}

async function expectLedgerToHold(sql: Sql) {
  expect(await totalsAgainstLedger(sql)).toEqual([]);
  expect(await ledgerAgainstRegister(sql)).toEqual([]);
  const [future] = await sql<{ n: number }[]>`
    select count(*)::int as n from private.membership_events where effective_date > private.today()`;
  expect(future!.n).toBe(0);
}

/** The ledger rows of one member, oldest first, without ids and instants. */
async function eventsOf(sql: Sql, memberId: string) {
  return sql<{ org: string; status: string; type: string; kind: string; delta: number; date: string }[]>`
    select o.bps_code as org, e.membership_status::text as status, e.membership_type::text as type, e.kind, e.delta,
           e.effective_date::text as date
    from private.membership_events e join public.organizations o on o.id = e.organization_id
    where e.member_id = ${memberId} order by e.id`;
}

const chapter = (bpsCode: string) => db.sql`(select id from public.organizations where bps_code = ${bpsCode})`;

describe('membership events', () => {
  it('on the seed: the sums equal the ledger, the ledger equals the register, joins spread over the years', async () => {
    await expectLedgerToHold(db.sql);
    const [spread] = await db.sql<{ months: number }[]>`
      select count(distinct month)::int as months
      from private.membership_event_totals where kind = 'join'`;
    // The demo's members joined over 18 years: their history is not one flat month.
    expect(spread!.months).toBeGreaterThan(24);
  });

  it('writes each change with its kind and date, and stays equal to the register after a burst of changes', async () => {
    // Everything happens 40 days after the test clock's day, in one transaction with that clock.
    await db.sql.begin(async (tx) => {
      const [clock] = await tx<{ later: string }[]>`
        select set_config('simk.today', (private.today() + 40)::text, true) as later`;
      const later = clock!.later;

      // Sign-ups: one verified, one rejected, one abandoned (deleted); the verified one joins today.
      const joining = await signUpInBandung(tx as unknown as postgres.Sql, 'gabung.ledger@contoh.id', 'Gabung Ledger');
      const refused = await signUpInBandung(tx as unknown as postgres.Sql, 'tolak.ledger@contoh.id', 'Tolak Ledger');
      const waiting = await signUpInBandung(tx as unknown as postgres.Sql, 'tunggu.ledger@contoh.id', 'Tunggu Ledger');
      // Verified by the DPC officer (role and claims for one statement, then back to the owner).
      const officer = actors.dpcBandung.caller;
      await tx`select set_config('role', ${officer.role}, true),
                      set_config('request.jwt.claims', ${JSON.stringify(officer.claims)}, true)`;
      await tx`select 1 from public.verify_member(${joining.memberId})`;
      await tx`select set_config('role', 'none', true)`;
      await tx`update public.members set membership_status = 'REJECTED', status_reason = 'Data tidak lengkap'
               where id = ${refused.memberId}`;
      await tx`delete from public.members where id = ${waiting.memberId}`;
      expect(await eventsOf(tx, joining.memberId)).toEqual([
        { org: '3273', status: 'PENDING', type: 'BIASA', kind: 'application', delta: 1, date: later },
        { org: '3273', status: 'PENDING', type: 'BIASA', kind: 'join', delta: -1, date: later },
        { org: '3273', status: 'ACTIVE', type: 'BIASA', kind: 'join', delta: 1, date: later },
      ]);
      expect((await eventsOf(tx, refused.memberId)).map((e) => [e.kind, e.status, e.delta])).toEqual([
        ['application', 'PENDING', 1],
        ['rejection', 'PENDING', -1],
        ['rejection', 'REJECTED', 1],
      ]);
      expect((await eventsOf(tx, waiting.memberId)).map((e) => [e.kind, e.status, e.delta])).toEqual([
        ['application', 'PENDING', 1],
        ['removal', 'PENDING', -1],
      ]);

      // A member registered by an officer with an earlier join date counts from that date.
      const [imported] = await tx<{ id: string }[]>`
        insert into public.members (full_name, organization_id, membership_status, nap, join_date, expiry_date)
        values ('Impor Ledger', ${chapter('3273')}, 'ACTIVE', '327320999999', ${later}::date - 400, ${later}::date + 1000)
        returning id`;
      expect((await eventsOf(tx, imported!.id)).map((e) => [e.kind, e.delta, e.date])).toEqual([
        ['join', 1, (await tx<{ d: string }[]>`select (${later}::date - 400)::text as d`)[0]!.d],
      ]);

      // One registered already lapsed: active from its join date, expired the day after its expiry date.
      const [lapsedImport] = await tx<{ id: string; joined: string; lapsed: string }[]>`
        insert into public.members (full_name, organization_id, membership_status, nap, join_date, expiry_date)
        values ('Lama Ledger', ${chapter('3273')}, 'EXPIRED', '327319999999', ${later}::date - 2000, ${later}::date - 100)
        returning id, join_date::text as joined, (expiry_date + 1)::text as lapsed`;
      expect((await eventsOf(tx, lapsedImport!.id)).map((e) => [e.status, e.kind, e.delta, e.date])).toEqual([
        ['ACTIVE', 'join', 1, lapsedImport!.joined],
        ['ACTIVE', 'exit', -1, lapsedImport!.lapsed],
        ['EXPIRED', 'exit', 1, lapsedImport!.lapsed],
      ]);

      // Lapses, suspensions and reactivations, several members per statement.
      const lapsed = await tx<{ id: string }[]>`
        update public.members set membership_status = 'EXPIRED'
        where id in (select id from public.members where membership_status = 'ACTIVE' order by id limit 7)
        returning id`;
      await tx`
        update public.members set membership_status = 'SUSPENDED'
        where id in (select id from public.members where membership_status = 'ACTIVE' order by id desc limit 3)`;
      await tx`
        update public.members set membership_status = 'ACTIVE'
        where id in (select id from public.members where membership_status = 'EXPIRED' order by id limit 2)`;
      await tx`
        update public.members set membership_status = 'INACTIVE'
        where id in (select id from public.members where membership_status = 'SUSPENDED' order by id limit 1)`;
      expect((await eventsOf(tx, lapsed[6]!.id)).slice(-2).map((e) => [e.kind, e.status, e.delta, e.date])).toEqual([
        ['exit', 'ACTIVE', -1, later],
        ['exit', 'EXPIRED', 1, later],
      ]);

      // A type conferred; two members transferred from Bandung to Surabaya (as decide_transfer moves them).
      await tx`
        update public.members set membership_type = 'KEHORMATAN'
        where id = (select id from public.members where membership_type = 'BIASA' and membership_status = 'ACTIVE'
                    order by id limit 1)`;
      const moved = await tx<{ id: string }[]>`
        update public.members set organization_id = ${chapter('3578')}
        where id in (select id from public.members where organization_id = ${chapter('3273')}
                     and membership_status = 'ACTIVE' and user_id is null order by id limit 2)
        returning id`;
      expect((await eventsOf(tx, moved[0]!.id)).slice(-2).map((e) => [e.org, e.kind, e.delta, e.date])).toEqual([
        ['3273', 'transfer_out', -1, later],
        ['3578', 'transfer_in', 1, later],
      ]);

      // An edit that keeps chapter, status and type writes nothing.
      const [before] = await tx<{ n: number }[]>`select count(*)::int as n from private.membership_events`;
      await tx`update public.members set city = city, expiry_date = expiry_date where organization_id = ${chapter('3273')}`;
      const [after] = await tx<{ n: number }[]>`select count(*)::int as n from private.membership_events`;
      expect(after!.n).toBe(before!.n);

      await expectLedgerToHold(tx);
      const kinds = await tx<{ kind: string }[]>`
        select distinct kind from private.membership_events where effective_date = ${later}::date order by kind`;
      expect(kinds.map((k) => k.kind)).toEqual([
        'application',
        'exit',
        'join',
        'rejection',
        'removal',
        'return',
        'status_change',
        'transfer_in',
        'transfer_out',
        'type_change',
      ]);
    });
    // On the clock's own day, the later events lie in the future: the ledger holds them, the register too.
    expect(await totalsAgainstLedger(db.sql)).toEqual([]);
  });

  it('names what the SIMK functions do: a transfer decided by both DPCs, a suspension and a reactivation', async () => {
    const [member] = await db.sql<{ id: string }[]>`
      insert into public.members (full_name, organization_id, membership_status, nap, join_date, verified_at)
      values ('Anggota Pindah Ledger', ${chapter('3273')}, 'ACTIVE', '327397000001', private.today() - 800, now())
      returning id`;
    const [request] = await db.sql<{ id: string }[]>`
      insert into public.transfer_requests (member_id, member_name, origin_organization_id, target_organization_id, reason,
        has_sip_current, has_sip_target, has_recommendation_letter, status)
      values (${member!.id}, '-', ${chapter('3273')}, ${chapter('3578')}, 'Pindah tugas ke kota tujuan', true, true, true,
              'pending')
      returning id`;
    await as(
      db.sql,
      actors.dpcBandung,
      (tx) => tx`select decide_transfer(${request!.id}, 'release', 'Bebas tunggakan')`,
    );
    await as(db.sql, actors.dpcSurabaya, (tx) => tx`select decide_transfer(${request!.id}, 'accept', 'Diterima')`);
    await as(
      db.sql,
      actors.dpcSurabaya,
      (tx) => tx`select 1 from set_membership_status(${member!.id}, 'SUSPENDED', 'SIP tidak berlaku')`,
    );
    await as(
      db.sql,
      actors.dpcSurabaya,
      (tx) => tx`select 1 from set_membership_status(${member!.id}, 'ACTIVE', 'SIP baru sudah terbit')`,
    );
    const [clock] = await db.sql<{ today: string; joined: string }[]>`
      select private.today()::text as today, (private.today() - 800)::text as joined`;
    expect((await eventsOf(db.sql, member!.id)).map((e) => [e.org, e.status, e.kind, e.delta, e.date])).toEqual([
      ['3273', 'ACTIVE', 'join', 1, clock!.joined],
      ['3273', 'ACTIVE', 'transfer_out', -1, clock!.today],
      ['3578', 'ACTIVE', 'transfer_in', 1, clock!.today],
      ['3578', 'ACTIVE', 'exit', -1, clock!.today],
      ['3578', 'SUSPENDED', 'exit', 1, clock!.today],
      ['3578', 'SUSPENDED', 'return', -1, clock!.today],
      ['3578', 'ACTIVE', 'return', 1, clock!.today],
    ]);
    expect(await totalsAgainstLedger(db.sql)).toEqual([]);
  });

  it('is a ledger: rows are only added', async () => {
    expect(await sqlState(db.sql`update private.membership_events set delta = 1`)).toBe('55000');
    expect(await sqlState(db.sql`delete from private.membership_events`)).toBe('55000');
    expect(await totalsAgainstLedger(db.sql)).toEqual([]);
  });

  it('is out of reach of every API role: no read, no write', async () => {
    for (const name of ['anon', 'anggota', 'dpcBandung', 'superadmin'] as const) {
      const attempts = [
        'select * from private.membership_events limit 1',
        'select * from private.membership_event_totals limit 1',
        'update private.membership_event_totals set members = members + 1',
        'delete from private.membership_event_totals',
        "insert into private.membership_events (member_id, organization_id, membership_status, membership_type, kind, delta, effective_date) values (gen_random_uuid(), gen_random_uuid(), 'ACTIVE', 'BIASA', 'join', 1, current_date)",
        "insert into private.membership_event_totals values (gen_random_uuid(), current_date, 'ACTIVE', 'BIASA', 'join', 1000)",
      ];
      for (const statement of attempts) {
        const state = await sqlState(tryAs(db.sql, actors[name], (tx) => tx.unsafe(statement)));
        expect({ name, statement, state }).toEqual({ name, statement, state: '42501' });
      }
    }
  });
});
