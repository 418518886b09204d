// The overdue list's arrears (decision 0044): private.member_arrears equals recomputing it from the
// bills and members after every kind of change, also when a payment and new bills for the same member commit
// concurrently; and private.overdue_page / private.overdue_member_ids give what the reference,
// public.overdue_members, gives for every scope and filter.
import type postgres from 'postgres';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OverdueFilter } from '../../supabase/functions/_shared/contracts/reminders.ts';
import { listOverdue, overdueMemberIds } from '../../supabase/functions/api/routes/dues/overdue/queries.ts';
import { containsPattern } from '../../supabase/functions/api/routes/_shared/like-pattern.ts';
import { useTestDatabase } from '../support/test-database.ts';
import { type Actor, type DemoActors, as, demoActors } from './support/actors.ts';

const db = useTestDatabase();
let actors: DemoActors;
let bandungId: string;
let surabayaId: string;

beforeAll(async () => {
  actors = await demoActors(db.sql);
  const orgs = await db.sql<{ id: string; bps_code: string }[]>`
    select id, bps_code from public.organizations where bps_code in ('3273', '3578')`;
  bandungId = orgs.find((o) => o.bps_code === '3273')!.id;
  surabayaId = orgs.find((o) => o.bps_code === '3578')!.id;
});

/** The rows of member_arrears that a recomputation from the bills does not give, and vice versa. */
async function arrearsDifferences() {
  return db.sql<{ side: string; member_id: string; organization_id: string }[]>`
    with exact as (
      select b.member_id, b.organization_id, min(b.due_date) as oldest_unpaid_due, m.full_name,
             b.organization_id = m.organization_id as in_member_chapter,
             concat_ws(chr(31), m.full_name, m.nap, m.email, m.phone) as search_text
      from public.bills b join public.members m on m.id = b.member_id
      where b.status = 'unpaid'
      group by b.member_id, b.organization_id, m.full_name, m.organization_id, m.nap, m.email, m.phone
    ), kept as (
      select member_id, organization_id, oldest_unpaid_due, full_name, in_member_chapter, search_text
      from private.member_arrears
    )
    (select 'only kept' as side, * from (select * from kept except select * from exact) k)
    union all
    (select 'only exact', * from (select * from exact except select * from kept) e)`;
}

async function expectArrearsExact() {
  expect(await arrearsDifferences()).toEqual([]);
  const [rows] = await db.sql<{ n: number }[]>`select count(*)::int as n from private.member_arrears`;
  expect(rows!.n).toBeGreaterThan(0);
}

/** A member of the chapter with at least `bills` unpaid bills, and those bills oldest first. */
async function memberWithUnpaidBills(organizationId: string, bills: number) {
  const rows = await db.sql<{ member_id: string; bill_ids: string[] }[]>`
    select b.member_id, array_agg(b.id order by b.due_date, b.id) as bill_ids
    from public.bills b
    where b.organization_id = ${organizationId} and b.status = 'unpaid'
      and not exists (select 1 from public.payment_bills pb join public.payments p on p.id = pb.payment_id
                      where pb.bill_id = b.id and p.status = 'pending')
    group by b.member_id having count(*) >= ${bills}
    order by b.member_id limit 1`;
  expect(rows).toHaveLength(1);
  return { memberId: rows[0]!.member_id, billIds: rows[0]!.bill_ids };
}

describe('member arrears', () => {
  it('equal recomputing them from the seeded bills', async () => {
    await expectArrearsExact();
  });

  it('follow generation, payment, waiving, a reversal, a transfer, a rename and a deletion', async () => {
    await db.sql`select private.generate_bills(date '2031-03-01')`;
    await expectArrearsExact();

    // Paying a member's oldest unpaid bill moves the row to the next one.
    const payer = await memberWithUnpaidBills(bandungId, 2);
    const [payment] = await as(
      db.sql,
      actors.dpcBandung,
      (tx) => tx<{ id: string }[]>`
        select id from public.record_payment(${payer.memberId}, ${[payer.billIds[0]!]}::uuid[], 'cash')`,
    );
    await expectArrearsExact();

    // A refund makes the paid bills unpaid again (as private.apply_gateway_status does).
    await db.sql`
      update public.bills b set status = 'unpaid', paid_at = null
      from public.payment_bills pb where pb.payment_id = ${payment!.id} and pb.bill_id = b.id`;
    await expectArrearsExact();

    // Waiving every unpaid bill of a member removes the member's row.
    const waived = await memberWithUnpaidBills(bandungId, 1);
    for (const billId of waived.billIds) {
      await as(db.sql, actors.dpcBandung, (tx) => tx`select public.waive_bill(${billId}, 'Bencana alam')`);
    }
    expect(await db.sql`select 1 from private.member_arrears where member_id = ${waived.memberId}`).toHaveLength(0);
    await expectArrearsExact();

    // A transfer moves the member's unpaid bills to the new chapter (as private.decide_transfer does).
    const moved = await memberWithUnpaidBills(bandungId, 1);
    await db.sql.begin(async (tx) => {
      await tx`update public.members set organization_id = ${surabayaId} where id = ${moved.memberId}`;
      await tx`update public.bills set organization_id = ${surabayaId} where member_id = ${moved.memberId} and status = 'unpaid'`;
    });
    const movedRows =
      await db.sql`select organization_id from private.member_arrears where member_id = ${moved.memberId}`;
    expect(movedRows).toEqual([{ organization_id: surabayaId }]);
    await expectArrearsExact();

    await db.sql`update public.members set full_name = 'Zulaikha Arrears Baru' where id = ${moved.memberId}`;
    expect(await db.sql`select full_name from private.member_arrears where member_id = ${moved.memberId}`).toEqual([
      { full_name: 'Zulaikha Arrears Baru' },
    ]);
    await expectArrearsExact();
    // The search follows a new email (and NAP and phone) as well.
    await db.sql`update public.members set email = 'zulaikha.pindah@contoh.test' where id = ${moved.memberId}`;
    await db.sql`
      insert into public.bills (member_id, category_id, organization_id, period_start, period_end, due_date, amount)
      select ${moved.memberId}, id, ${surabayaId}, date '1999-01-01', date '1999-01-31', date '1999-01-31', 150000
      from public.dues_categories order by name limit 1`;
    await expectArrearsExact();
    const found = await as(db.sql, actors.superadmin, (tx) =>
      listOverdue(tx, { search: 'zulaikha.pindah' }, { limit: 20, offset: 0 }),
    );
    expect(found.members.map((m) => m.id)).toEqual([moved.memberId]);

    // Deleting a member deletes its bills (cascade), which removes its rows.
    const [doomed] = await db.sql<{ id: string }[]>`
      insert into public.members (full_name, organization_id, membership_status, nap, join_date, verified_at)
      values ('Anggota Dihapus', ${surabayaId}, 'ACTIVE', '357898000001', date '2020-01-01', now())
      returning id`;
    await db.sql`
      insert into public.bills (member_id, category_id, organization_id, period_start, period_end, due_date, amount)
      select ${doomed!.id}, id, ${surabayaId}, date '2020-01-01', date '2020-01-31', date '2020-01-31', 150000
      from public.dues_categories order by name limit 1`;
    expect(await db.sql`select 1 from private.member_arrears where member_id = ${doomed!.id}`).toHaveLength(1);
    await db.sql`delete from public.members where id = ${doomed!.id}`;
    expect(await db.sql`select 1 from private.member_arrears where member_id = ${doomed!.id}`).toHaveLength(0);
    await expectArrearsExact();
  });

  it('stay exact when a payment and new unpaid bills of the same member commit concurrently', async () => {
    // An active category: officers see a deactivated one's name only through bill_category, and
    // the reference (overdue_members, under RLS) shows none then.
    const category = await db.sql<{ id: string }[]>`
      select id from public.dues_categories where is_active order by name limit 1`;
    /** A new unpaid bill of the member, due `due`, in the chapter, for a period no other bill has. */
    const newBill = (sql: postgres.Sql | postgres.ReservedSql, memberId: string, orgId: string, due: string) =>
      sql`insert into public.bills (member_id, category_id, organization_id, period_start, period_end, due_date, amount)
          values (${memberId}, ${category[0]!.id}, ${orgId}, ${due}::date - 20, ${due}::date - 20, ${due}::date, 50000)`;

    /** Runs `first` and `second` on two connections: `second` waits for `first`'s locks, then both commit. */
    async function interleave(
      first: (sql: postgres.ReservedSql) => Promise<unknown>,
      second: (sql: postgres.ReservedSql) => Promise<unknown>,
    ) {
      const a = await db.sql.reserve();
      const b = await db.sql.reserve();
      try {
        await a`begin`;
        await first(a);
        const [backend] = await b<{ pid: number }[]>`select pg_backend_pid() as pid`;
        const pid = backend!.pid;
        await b`begin`;
        // postgres.js sends a query when it is awaited: start it now, await it later.
        const waiting = (async () => second(b))();
        waiting.catch(() => {});
        // The second transaction's trigger waits for a row the first one locked.
        await expect
          .poll(
            async () =>
              (await db.sql`select 1 from pg_stat_activity where pid = ${pid} and wait_event_type = 'Lock'`).length,
            { timeout: 5000, interval: 50 },
          )
          .toBe(1);
        await a`commit`;
        await waiting;
        await b`commit`;
      } finally {
        a.release();
        b.release();
      }
    }

    // Paying the oldest bill first; meanwhile an older unpaid bill arrives and waits for the payment.
    const one = await memberWithUnpaidBills(bandungId, 2);
    await interleave(
      (a) => a`update public.bills set status = 'paid', paid_at = now() where id = ${one.billIds[0]!}`,
      (b) => newBill(b, one.memberId, bandungId, '2001-03-31'),
    );
    expect(
      await db.sql`select oldest_unpaid_due::text as due from private.member_arrears where member_id = ${one.memberId}`,
    ).toEqual([{ due: '2001-03-31' }]);
    await expectArrearsExact();

    // New unpaid bills first; the payment waits for them, then sees them when it recomputes.
    const two = await memberWithUnpaidBills(bandungId, 2);
    await interleave(
      (a) => newBill(a, two.memberId, bandungId, '2001-02-28'),
      (b) => b`update public.bills set status = 'paid', paid_at = now() where id = ${two.billIds[0]!}`,
    );
    expect(
      await db.sql`select oldest_unpaid_due::text as due from private.member_arrears where member_id = ${two.memberId}`,
    ).toEqual([{ due: '2001-02-28' }]);
    await expectArrearsExact();

    // Paying a member's last unpaid bills (the row is deleted) while a new unpaid bill arrives.
    const three = await memberWithUnpaidBills(bandungId, 1);
    await interleave(
      (a) => a`update public.bills set status = 'paid', paid_at = now() where id = any (${three.billIds}::uuid[])`,
      (b) => newBill(b, three.memberId, bandungId, '2001-01-31'),
    );
    expect(
      await db.sql`select oldest_unpaid_due::text as due from private.member_arrears where member_id = ${three.memberId}`,
    ).toEqual([{ due: '2001-01-31' }]);
    await expectArrearsExact();
  });

  it('are never read or written directly by API roles', async () => {
    for (const actor of [actors.superadmin, actors.anggota, actors.anon]) {
      for (const statement of [
        'select * from private.member_arrears',
        `delete from private.member_arrears`,
        `update private.member_arrears set full_name = 'x'`,
      ]) {
        const error = await as(db.sql, actor, (tx) => tx.unsafe(statement)).catch((e: unknown) => e);
        expect(String(error)).toMatch(/permission denied/);
      }
    }
  });
});

/** The list as it was computed before decision 0044: public.overdue_members, filtered and paged. */
async function referencePage(actor: Actor, filter: OverdueFilter, limit: number, offset: number) {
  const organizationId = filter.organizationId ?? null;
  const search = filter.search ? containsPattern(filter.search) : null;
  const bucket = filter.bucket ?? null;
  return as(db.sql, actor, async (tx) => {
    const [row] = await tx`
      with overdue as materialized (
        select o.*
        from (select array(select s from unnest(private.organization_ids_with_permission('dues.remind')) s
                           where ${organizationId}::uuid is null or s = ${organizationId}::uuid) as ids) scope
        cross join lateral public.overdue_members(private.today(), scope.ids) o
        where (${search}::text is null or o.full_name ilike ${search}::text or o.nap ilike ${search}::text
               or o.email ilike ${search}::text or o.phone ilike ${search}::text)
      ),
      matching as (select * from overdue where ${bucket}::text is null or bucket = ${bucket}::text),
      page as (
        select * from matching order by oldest_due_date, full_name, member_id limit ${limit} offset ${offset}
      )
      select
        (select count(*)::integer from matching) as total,
        json_build_object(
          '1-7', count(*) filter (where o.bucket = '1-7'),
          '8-30', count(*) filter (where o.bucket = '8-30'),
          '>30', count(*) filter (where o.bucket = '>30')) as buckets,
        (select coalesce(json_agg(p order by p."dueDate", p."memberName", p.id), '[]')
         from (select m.member_id as id, m.full_name as "memberName", m.nap as "memberNAP", m.phone, m.email,
                      m.organization_id as "organizationId", org.name as "organizationName",
                      coalesce(m.category_names, '') as "duesCategory", m.bill_count as "billCount",
                      m.amount_due as amount, to_char(m.oldest_due_date, 'YYYY-MM-DD') as "dueDate",
                      m.days_overdue as "daysOverdue", m.bucket, m.priority,
                      to_json(m.last_reminder_at) #>> '{}' as "lastReminderSent", m.reminder_count as "reminderCount"
               from page m join public.organizations org on org.id = m.organization_id) p) as members,
        (select coalesce(array_agg(member_id order by oldest_due_date, full_name, member_id), '{}') from matching)
          as ids
      from overdue o`;
    return row as { total: number; buckets: Record<string, number>; members: unknown[]; ids: string[] };
  });
}

describe('the overdue page over member arrears', () => {
  it('reads the national index for every chapter, a chapter index for one, and nothing outside the scope', async () => {
    // The helper is not granted to API roles: read it as its owner with the actor's claims.
    const condition = async (name: keyof DemoActors, organizationId: string | null = null) => {
      const [row] = await db.sql.begin(async (tx) => {
        await tx`select set_config('request.jwt.claims', ${JSON.stringify(actors[name].caller.claims)}, true)`;
        return tx<{ c: string | null }[]>`
          select private.overdue_scope_condition(private.organization_ids_with_permission('dues.remind'),
                                                 ${organizationId}::uuid, 'x') as c`;
      });
      return row!.c;
    };
    expect(await condition('superadmin')).toBe('true');
    expect(await condition('superadmin', bandungId)).toBe('x = coalesce($1, $2[1])');
    expect(await condition('dpwJabar')).toBe('x = any ($2)');
    expect(await condition('dpcBandung')).toBe('x = coalesce($1, $2[1])');
    expect(await condition('dpcBandung', surabayaId)).toBeNull();
    expect(await condition('anggota')).toBeNull();
  });

  it('gives what public.overdue_members gives, for every scope, filter and page', async () => {
    // Members overdue in two chapters of Jawa Barat (a refund of a former chapter's bill after a
    // transfer leaves one there): the older bill in the other chapter, then in the member's own.
    const kabBandung = (await db.sql<{ id: string }[]>`select id from public.organizations where bps_code = '3204'`)[0]!
      .id;
    const twoChapters: string[] = [];
    for (const [nap, otherDue, ownDue] of [
      ['327398000101', '2000-01-31', '2000-06-30'],
      ['327398000102', '2000-09-30', '2000-03-31'],
    ] as const) {
      const [member] = await db.sql<{ id: string }[]>`
        insert into public.members (full_name, organization_id, membership_status, nap, join_date, verified_at, email)
        values ('Anggota Dua Cabang', ${bandungId}, 'ACTIVE', ${nap}, date '1999-01-01', now(), ${nap + '@dua.simk.test'})
        returning id`;
      await db.sql`
        insert into public.bills (member_id, category_id, organization_id, period_start, period_end, due_date, amount)
        select ${member!.id}, c.id, x.organization_id, x.due - 20, x.due - 20, x.due, 75000
        from (values (${kabBandung}::uuid, ${otherDue}::date), (${bandungId}::uuid, ${ownDue}::date)) x (organization_id, due),
             (select id from public.dues_categories where is_active order by name limit 1) c`;
      twoChapters.push(member!.id);
    }
    await expectArrearsExact();
    const cases: [keyof DemoActors, OverdueFilter][] = [
      ['dpcBandung', {}],
      ['dpcBandung', { bucket: '8-30' }],
      ['dpcBandung', { search: 'a' }],
      ['dpcBandung', { search: '3273', bucket: '>30' }],
      ['dpwJabar', { search: 'dua cabang' }],
      ['superadmin', { search: 'dua.simk' }],
      ['dpwJabar', {}],
      ['dpwJabar', { bucket: '1-7' }],
      ['dpwJabar', { organizationId: '' }],
      ['superadmin', {}],
      ['superadmin', { bucket: '>30' }],
      ['superadmin', { search: 'sri' }],
      ['superadmin', { search: '@' }],
      ['superadmin', { organizationId: '' }],
      ['superadmin', { organizationId: '', bucket: '8-30' }],
      ['dpcSurabaya', { organizationId: '' }], // a chapter outside the officer's scope: nothing
      ['anggota', {}],
    ];
    let nonEmpty = 0;
    for (const [name, rawFilter] of cases) {
      const filter = rawFilter.organizationId === '' ? { ...rawFilter, organizationId: bandungId } : rawFilter;
      const reference = await referencePage(actors[name], filter, 100, 0);
      if (reference.total > 0) nonEmpty++;
      for (const [limit, offset] of [
        [100, 0],
        [7, 0],
        [7, 14],
      ] as const) {
        const expected = limit === 100 ? reference : await referencePage(actors[name], filter, limit, offset);
        const actual = await as(db.sql, actors[name], (tx) => listOverdue(tx, filter, { limit, offset }));
        expect({ name, filter, limit, offset, ...actual }).toEqual({
          name,
          filter,
          limit,
          offset,
          total: expected.total,
          buckets: expected.buckets,
          members: expected.members,
        });
      }
      const ids = await as(db.sql, actors[name], (tx) => overdueMemberIds(tx, filter, 10_001));
      expect({ name, filter, ids }).toEqual({ name, filter, ids: reference.ids });
      const firstTwo = await as(db.sql, actors[name], (tx) => overdueMemberIds(tx, filter, 2));
      expect(firstTwo).toEqual(reference.ids.slice(0, 2));
    }
    // The comparisons are not all of empty lists.
    expect(nonEmpty).toBeGreaterThanOrEqual(10);
    // … and the members overdue in two chapters were among them, listed once.
    for (const name of ['superadmin', 'dpwJabar'] as const) {
      const ids = await as(db.sql, actors[name], (tx) => overdueMemberIds(tx, {}, 10_001));
      for (const id of twoChapters) expect(ids.filter((x) => x === id)).toHaveLength(1);
    }
  });
});
