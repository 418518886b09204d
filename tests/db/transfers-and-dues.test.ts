// Transfer decisions (who may take which step, every disallowed transition), payments, bills and
// reminders.
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../support/test-database.ts';
import { type DemoActors, as, demoActors, sqlState, tryAs } from './support/actors.ts';

const db = useTestDatabase();
let actors: DemoActors;
let napCounter = 800000;

beforeAll(async () => {
  actors = await demoActors(db.sql);
});

async function activeMember(bps: string) {
  const nap = `${bps}98${String(napCounter++).padStart(6, '0')}`;
  const [row] = await db.sql<{ id: string }[]>`
    insert into public.members (full_name, organization_id, membership_status, nap, join_date, verified_at)
    select 'Anggota Mutasi', id, 'ACTIVE', ${nap}, date '2020-01-01', now() from public.organizations where bps_code = ${bps}
    returning id`;
  return row!.id;
}

/** A request from `origin` to `target` in the given status, created as the owner. */
async function request(origin: string, target: string, status = 'pending', documents = true) {
  const member = await activeMember(origin);
  const [row] = await db.sql<{ id: string }[]>`
    insert into public.transfer_requests (member_id, member_name, origin_organization_id, target_organization_id, reason,
      has_sip_current, has_sip_target, has_recommendation_letter, status)
    select ${member}, '-', o.id, t.id, 'Pindah tugas ke kota tujuan', ${documents}, ${documents}, ${documents},
           ${status}::public.transfer_status
    from public.organizations o, public.organizations t where o.bps_code = ${origin} and t.bps_code = ${target}
    returning id`;
  return { id: row!.id, member };
}

const decide = (actor: keyof DemoActors, id: string, action: string, note: string | null = 'Catatan') =>
  sqlState(
    tryAs(db.sql, actors[actor], (tx) => tx`select decide_transfer(${id}, ${action}::transfer_action, ${note})`),
  );

describe('transfer requests', () => {
  it('runs the whole flow: origin releases, target accepts, which moves the member and its unpaid bills', async () => {
    const r = await request('3273', '3578');
    await db.sql`insert into public.bills (member_id, category_id, organization_id, period_start, period_end, due_date, amount)
      select ${r.member}, id, (select organization_id from public.members where id = ${r.member}),
             date '2020-01-01', date '2020-01-31', date '2020-01-31', 150000
      from public.dues_categories where name = 'Iuran Pokok'`;
    await as(db.sql, actors.dpcBandung, (tx) => tx`select decide_transfer(${r.id}, 'release', 'Bebas tunggakan')`);
    const [done] = await as(
      db.sql,
      actors.dpcSurabaya,
      (tx) => tx<{ status: string; accepted_by: string; completed_by: string }[]>`
      select status, accepted_by, completed_by from decide_transfer(${r.id}, 'accept', 'Diterima')`,
    );
    expect(done).toEqual({
      status: 'completed',
      accepted_by: actors.dpcSurabaya.userId,
      completed_by: actors.dpcSurabaya.userId,
    });
    const [moved] = await db.sql`
      select o.bps_code, (select o2.bps_code from public.bills b join public.organizations o2 on o2.id = b.organization_id
                          where b.member_id = m.id limit 1) as bill_bps
      from public.members m join public.organizations o on o.id = m.organization_id where m.id = ${r.member}`;
    expect(moved).toEqual({ bps_code: '3578', bill_bps: '3578' });
    const actions = await db.sql`select action from public.audit_logs where entity in ('transfer_requests', 'members')
      and (entity_id = ${r.id} or entity_id = ${r.member}) and action <> 'members.insert' and action <> 'transfer_requests.insert' order by id`;
    expect(actions.map((a) => a.action)).toEqual([
      'transfer_requests.release',
      'transfer_requests.accept',
      'members.transfer',
    ]);
  });

  it('completes a request accepted before acceptance completed (status approved)', async () => {
    const r = await request('3273', '3578', 'approved');
    await as(db.sql, actors.dpcSurabaya, (tx) => tx`select decide_transfer(${r.id}, 'complete', null)`);
    const [moved] =
      await db.sql`select o.bps_code from public.members m join public.organizations o on o.id = m.organization_id
      where m.id = ${r.member}`;
    expect(moved!.bps_code).toBe('3578');
  });

  const steps: Array<[string, string, keyof DemoActors, string, string]> = [
    // [status, action, actor, expected SQLSTATE, why]
    ['pending', 'release', 'dpcSurabaya', '42501', 'the target cannot release'],
    ['pending', 'accept', 'dpcSurabaya', '55000', 'cannot accept before release'],
    ['pending', 'complete', 'dpcSurabaya', '55000', 'cannot complete before approval'],
    ['processing', 'release', 'dpcBandung', '55000', 'cannot release twice'],
    ['processing', 'accept', 'dpcBandung', '42501', 'the origin cannot accept'],
    ['processing', 'complete', 'dpcSurabaya', '55000', 'cannot complete before acceptance'],
    ['approved', 'release', 'dpcBandung', '55000', 'approved cannot go back'],
    ['approved', 'accept', 'dpcSurabaya', '55000', 'cannot accept twice'],
    ['approved', 'reject', 'dpcSurabaya', '55000', 'approved cannot be rejected'],
    ['approved', 'complete', 'dpcBandung', '42501', 'the origin cannot complete'],
    ['rejected', 'release', 'dpcBandung', '55000', 'rejected is final'],
    ['rejected', 'accept', 'dpcSurabaya', '55000', 'rejected is final'],
    ['rejected', 'reject', 'dpcSurabaya', '55000', 'rejected is final'],
    ['rejected', 'complete', 'dpcSurabaya', '55000', 'rejected is final'],
    ['completed', 'release', 'dpcBandung', '55000', 'completed is final'],
    ['completed', 'accept', 'dpcSurabaya', '55000', 'completed is final'],
    ['completed', 'reject', 'dpcSurabaya', '55000', 'completed is final'],
    ['completed', 'complete', 'dpcSurabaya', '55000', 'completed is final'],
    ['pending', 'release', 'anggota', '42501', 'a member cannot decide'],
    ['pending', 'release', 'dpwJabar', 'ok', 'the DPW acts for its DPCs'],
    ['processing', 'accept', 'dpwJabar', '42501', 'a DPW cannot act for another province'],
    ['processing', 'accept', 'superadmin', 'ok', 'the DPP acts for all'],
    ['pending', 'reject', 'dpcBandung', 'ok', 'the origin rejects while pending'],
    ['processing', 'reject', 'dpcSurabaya', 'ok', 'the target rejects once released'],
    ['pending', 'reject', 'dpcSurabaya', '55000', 'the target cannot reject before the release'],
    ['processing', 'reject', 'dpcBandung', '55000', 'the origin has already released'],
    ['pending', 'reject', 'anggota', '42501', 'a member cannot decide'],
    ['withdrawn', 'release', 'dpcBandung', '55000', 'withdrawn is final'],
    ['withdrawn', 'reject', 'dpcBandung', '55000', 'withdrawn is final'],
  ];
  for (const [status, action, actor, expected, why] of steps) {
    it(`${action} on a ${status} request by ${actor}: ${expected === 'ok' ? 'allowed' : 'refused'} (${why})`, async () => {
      const r = await request('3273', '3578', status);
      expect(await decide(actor, r.id, action)).toBe(expected);
    });
  }

  it('releasing and accepting need the complete document checklist', async () => {
    const pending = await request('3273', '3578', 'pending', false);
    expect(await decide('dpcBandung', pending.id, 'release')).toBe('55000');
    const processing = await request('3273', '3578', 'processing', false);
    expect(await decide('dpcSurabaya', processing.id, 'accept')).toBe('55000');
    expect(await decide('dpcSurabaya', processing.id, 'reject')).toBe('ok');
  });

  it('rejecting needs a note', async () => {
    const r = await request('3273', '3578');
    expect(await decide('dpcBandung', r.id, 'reject', '  ')).toBe('22023');
  });

  it('a member requests their own transfer, which starts pending in their own DPC', async () => {
    const [row] = await tryAs(
      db.sql,
      actors.anggota,
      (tx) => tx<{ status: string; origin: string; member_nap: string }[]>`
      insert into transfer_requests (member_id, target_organization_id, reason)
      select m.id, t.id, 'Pindah domisili ke Cimahi' from members m, organizations t
      where m.user_id = auth.uid() and t.bps_code = '3277'
      returning status, (select bps_code from organizations where id = origin_organization_id) as origin, member_nap`,
    );
    expect(row).toEqual({ status: 'pending', origin: '3273', member_nap: '327319000001' });
  });

  it('a member cannot request a transfer for someone else, nor set its status', async () => {
    const other = await activeMember('3273');
    expect(
      await sqlState(
        tryAs(
          db.sql,
          actors.anggota,
          (tx) => tx`
      insert into transfer_requests (member_id, target_organization_id, reason)
      select ${other}, id, 'Pindah tugas' from organizations where bps_code = '3277'`,
        ),
      ),
    ).toBe('42501');
    expect(
      await sqlState(
        tryAs(
          db.sql,
          actors.anggota,
          (tx) => tx`
      insert into transfer_requests (member_id, target_organization_id, reason, status)
      select m.id, t.id, 'Pindah tugas', 'approved' from members m, organizations t
      where m.user_id = auth.uid() and t.bps_code = '3277'`,
        ),
      ),
    ).toBe('42501');
  });

  it('a member has at most one open request', async () => {
    const r = await request('3273', '3578');
    expect(
      await sqlState(db.sql`
      insert into public.transfer_requests (member_id, member_name, target_organization_id, reason)
      select ${r.member}, '-', id, 'Pindah lagi' from public.organizations where bps_code = '3277'`),
    ).toBe('23505');
  });
});

describe('payments and bills', () => {
  async function unpaidBills(bps: string) {
    return db.sql<{ id: string; member_id: string; amount: number }[]>`
      select b.id, b.member_id, b.amount from public.bills b
      join public.organizations o on o.id = b.organization_id
      where o.bps_code = ${bps} and b.status = 'unpaid'
        and b.member_id = (select b2.member_id from public.bills b2 join public.organizations o2 on o2.id = b2.organization_id
                           where o2.bps_code = ${bps} and b2.status = 'unpaid' group by b2.member_id
                           having count(*) >= 2 order by b2.member_id limit 1)
      order by b.due_date limit 2`;
  }

  it('record_payment settles the bills, audits, and refuses to settle them twice', async () => {
    const bills = await unpaidBills('3273');
    const ids = bills.map((b) => b.id);
    const memberId = bills[0]!.member_id;
    const [payment] = await as(
      db.sql,
      actors.dpcBandung,
      (tx) => tx<{ id: string; status: string; amount: number }[]>`
      select id, status, amount from record_payment(${memberId}, ${ids}::uuid[], 'cash', null, null, 'Tunai')`,
    );
    expect(payment!.status).toBe('completed');
    expect(payment!.amount).toBe(bills.reduce((sum, b) => sum + b.amount, 0));
    const after = await db.sql`select status from public.bills where id = any(${ids}::uuid[])`;
    expect(after.map((b) => b.status)).toEqual(['paid', 'paid']);
    const audit = await db.sql`select action from public.audit_logs where entity_id = ${payment!.id} order by id`;
    expect(audit.map((a) => a.action)).toEqual(['payments.record', 'payments.settle']);
    expect(
      await sqlState(
        as(db.sql, actors.dpcBandung, (tx) => tx`select record_payment(${memberId}, ${ids}::uuid[], 'cash')`),
      ),
    ).toBe('55000');
  });

  it('record_payment refuses bills of another member and empty or future payments', async () => {
    const a = await unpaidBills('3273');
    const b = await unpaidBills('3204');
    const run = (member: string, ids: string[], paidAt: string | null = null) =>
      sqlState(
        tryAs(
          db.sql,
          actors.dpwJabar,
          (tx) => tx`select record_payment(${member}, ${ids}::uuid[], 'transfer', ${paidAt}::timestamptz)`,
        ),
      );
    expect(await run(a[0]!.member_id, [b[0]!.id])).toBe('55000');
    expect(await run(a[0]!.member_id, [])).toBe('22023');
    expect(await run(a[0]!.member_id, [a[0]!.id], '2999-01-01')).toBe('22023');
    expect(await run(a[0]!.member_id, [a[0]!.id])).toBe('ok');
  });

  it('members cannot record payments, even for their own bills', async () => {
    const [bill] = await db.sql<{ id: string; member_id: string }[]>`
      select b.id, b.member_id from public.bills b join public.members m on m.id = b.member_id
      join auth.users u on u.id = m.user_id where u.email = 'anggota@simk.test' and b.status = 'unpaid' limit 1`;
    expect(
      await sqlState(
        tryAs(
          db.sql,
          actors.anggota,
          (tx) => tx`select record_payment(${bill!.member_id}, ${[bill!.id]}::uuid[], 'cash')`,
        ),
      ),
    ).toBe('42501');
  });

  it('generate_bills is for officers holding dues.bill, bills every active member once, and is idempotent', async () => {
    expect(await sqlState(tryAs(db.sql, actors.anggota, (tx) => tx`select generate_bills(date '2030-01-01')`))).toBe(
      '42501',
    );
    const result = await tryAs(db.sql, actors.superadmin, async (tx) => {
      const [first] = await tx<{ n: number }[]>`select bills as n from generate_bills(date '2030-01-01')`;
      const [second] = await tx<{ n: number }[]>`select bills as n from generate_bills(date '2030-01-01')`;
      const [active] = await tx<
        { n: number }[]
      >`select count(*)::int as n from members where membership_status = 'ACTIVE'`;
      return { first: first!.n, second: second!.n, active: active!.n };
    });
    // January starts every period: monthly, quarterly and annual bills for each ACTIVE member.
    expect(result.first).toBe(result.active * 3);
    expect(result.second).toBe(0);
  });

  it('overdue_members is scoped and buckets days overdue', async () => {
    const rows = await as(
      db.sql,
      actors.dpcBandung,
      (tx) => tx<{ bucket: string; days_overdue: number; organization_id: string }[]>`
      select bucket, days_overdue, organization_id from overdue_members()`,
    );
    const [bandung] = await db.sql<{ id: string }[]>`select id from public.organizations where bps_code = '3273'`;
    expect(rows.length).toBeGreaterThan(5);
    for (const r of rows) {
      expect(r.organization_id).toBe(bandung!.id);
      const expected = r.days_overdue <= 7 ? '1-7' : r.days_overdue <= 30 ? '8-30' : '>30';
      expect(r.bucket).toBe(expected);
    }
    const [edges] = await db.sql`select overdue_bucket(0) as a, overdue_bucket(1) as b, overdue_bucket(7) as c,
      overdue_bucket(8) as d, overdue_bucket(30) as e, overdue_bucket(31) as f`;
    expect(edges).toEqual({ a: null, b: '1-7', c: '1-7', d: '8-30', e: '8-30', f: '>30' });
  });

  it('queue_reminders puts messages in the outbox for overdue members in scope only', async () => {
    const overdue = await as(
      db.sql,
      actors.dpcBandung,
      (tx) => tx<{ member_id: string }[]>`
      select member_id from overdue_members() where phone is not null limit 3`,
    );
    const ids = overdue.map((o) => o.member_id);
    const queued = await tryAs(db.sql, actors.dpcBandung, async (tx) => {
      const [row] = await tx<{ r: { queued: number } }[]>`select queue_reminders(${ids}::uuid[], 'whatsapp') as r`;
      const outbox = await tx`
        select status, channel from outbox_messages
        where template = 'dues_reminder' and member_id = any(${ids}::uuid[]) and status = 'queued' and channel = 'whatsapp'`;
      return { n: row!.r.queued, outbox: outbox.length };
    });
    expect(queued).toEqual({ n: 3, outbox: 3 });
    expect(
      await sqlState(tryAs(db.sql, actors.dpcSurabaya, (tx) => tx`select queue_reminders(${ids}::uuid[], 'sms')`)),
    ).toBe('42501');
  });
});
