// Bills (issue 12 §2): generation in the caller's scope, its preview, idempotency and waiving; the
// membership lifecycle driven by payments (§7, decision 0027): extension, expiry after grace,
// reactivation after the arrears, officers' statuses untouched, once per payment.
import type postgres from 'postgres';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../support/test-database.ts';
import { type DemoActors, as, demoActors, sqlState, tryAs } from './support/actors.ts';

const db = useTestDatabase();
let actors: DemoActors;
let napCounter = 700000;

beforeAll(async () => {
  actors = await demoActors(db.sql);
});

const ROLLBACK = Symbol('rollback');

/** Runs `work` as the owner (no JWT claims: the scheduler's view) in a transaction rolled back afterwards. */
async function asOwnerRolledBack<T>(work: (tx: postgres.TransactionSql) => Promise<T>): Promise<T> {
  let result: T | undefined;
  await db.sql
    .begin(async (tx) => {
      result = await work(tx);
      throw ROLLBACK;
    })
    .catch((error: unknown) => {
      if (error !== ROLLBACK) throw error;
    });
  return result as T;
}

interface MemberOptions {
  status?: string;
  /** Days from today (WIB) to the expiry date. */
  expiresInDays?: number | null;
}

/** A verified member of the DPC with this BPS code, without bills. */
async function member(bps: string, { status = 'ACTIVE', expiresInDays = 200 }: MemberOptions = {}) {
  const nap = `${bps}97${String(napCounter++).padStart(6, '0')}`;
  const [row] = await db.sql<{ id: string }[]>`
    insert into public.members (full_name, organization_id, membership_status, nap, join_date, expiry_date, verified_at)
    select 'Anggota Siklus', id, ${status}::public.membership_status, ${nap}, date '2015-01-01',
           case when ${expiresInDays}::integer is null then null else private.today() + ${expiresInDays}::integer end, now()
    from public.organizations where bps_code = ${bps}
    returning id`;
  return row!.id;
}

/** An unpaid bill of the named seeded category, due `dueInDays` from today. */
async function bill(memberId: string, category: string, dueInDays: number, periodStart = '2019-01-01') {
  const [row] = await db.sql<{ id: string }[]>`
    insert into public.bills (member_id, category_id, organization_id, period_start, period_end, due_date, amount)
    select m.id, c.id, m.organization_id, ${periodStart}::date, (${periodStart}::date + interval '1 year' - interval '1 day')::date,
           private.today() + ${dueInDays}::integer, c.amount
    from public.members m, public.dues_categories c where m.id = ${memberId} and c.name = ${category}
    returning id`;
  return row!.id;
}

/** A cash payment of the bills recorded (and settled) by the Bandung DPC officer. */
async function pay(memberId: string, billIds: string[]) {
  const [payment] = await as(
    db.sql,
    actors.dpcBandung,
    (tx) => tx<{ id: string; status: string }[]>`
      select id, status from public.record_payment(${memberId}, ${billIds}::uuid[], 'cash')`,
  );
  expect(payment!.status).toBe('completed');
  return payment!.id;
}

const applyPayment = (paymentId: string) => db.sql`select private.apply_membership_payment(${paymentId})`;

async function membership(memberId: string) {
  const [row] = await db.sql<{ status: string; expiry: string | null; today: string }[]>`
    select membership_status as status, to_char(expiry_date, 'YYYY-MM-DD') as expiry,
           to_char(private.today(), 'YYYY-MM-DD') as today
    from public.members where id = ${memberId}`;
  return row!;
}

/** `YYYY-MM-DD` of today (WIB) plus days and years, computed by the database. */
async function dateFromToday(days: number, years = 0) {
  const [row] = await db.sql<{ d: string }[]>`
    select to_char(private.today() + ${days}::integer + make_interval(years => ${years}::integer), 'YYYY-MM-DD') as d`;
  return row!.d;
}

interface Generation {
  month: string;
  bills: number;
  members: number;
  total_amount: string;
}

const generationColumns = `to_char(month, 'YYYY-MM-DD') as month, bills, members, total_amount::text as total_amount`;

describe('bill generation', () => {
  it('issues, as a DPC officer, bills only for the active members of their DPC, exactly what the preview said, once', async () => {
    const result = await tryAs(db.sql, actors.dpcBandung, async (tx) => {
      const [preview] = await tx.unsafe<Generation[]>(
        `select ${generationColumns} from public.bill_generation_preview(date '2030-01-15')`,
      );
      const [run] = await tx.unsafe<Generation[]>(
        `select ${generationColumns} from public.generate_bills(date '2030-01-15')`,
      );
      const [again] = await tx.unsafe<Generation[]>(
        `select ${generationColumns} from public.generate_bills(date '2030-01-15')`,
      );
      const [previewAfter] = await tx.unsafe<Generation[]>(
        `select ${generationColumns} from public.bill_generation_preview(date '2030-01-01')`,
      );
      return { preview, run, again, previewAfter };
    });
    const [expected] = await db.sql<{ members: number; total: string }[]>`
      select count(*)::int as members, (count(*) * (select sum(amount) from public.dues_categories
                                                    where is_active and period <> 'one_time'))::text as total
      from public.members m join public.organizations o on o.id = m.organization_id
      where o.bps_code = '3273' and m.membership_status = 'ACTIVE'`;
    expect(expected!.members).toBeGreaterThan(3);
    // January starts every period: a monthly, a quarterly and an annual bill per ACTIVE member.
    expect(result.preview).toEqual({
      month: '2030-01-01',
      bills: expected!.members * 3,
      members: expected!.members,
      total_amount: expected!.total,
    });
    expect(result.run).toEqual(result.preview);
    expect(result.again).toEqual({ month: '2030-01-01', bills: 0, members: 0, total_amount: '0' });
    expect(result.previewAfter).toEqual(result.again);
  });

  it('issues for a DPW officer the DPCs of the province, and for the scheduler every DPC', async () => {
    const byProvince = await tryAs(db.sql, actors.dpwJabar, async (tx) => {
      const [run] = await tx<{ bills: number }[]>`select bills from public.generate_bills(date '2030-02-01')`;
      const orgs = await tx<{ bps: string }[]>`
        select distinct o.bps_code as bps from public.bills b join public.organizations o on o.id = b.organization_id
        where b.period_start = date '2030-02-01'`;
      return { bills: run!.bills, orgs: orgs.map((o) => o.bps) };
    });
    expect(byProvince.bills).toBeGreaterThan(0);
    expect(byProvince.orgs.length).toBeGreaterThan(1);
    expect(byProvince.orgs.every((bps) => bps.startsWith('32'))).toBe(true);

    const everyone = await asOwnerRolledBack(async (tx) => {
      // February starts only the monthly periods.
      const [run] = await tx<{ bills: number }[]>`select bills from private.generate_bills(date '2030-02-01')`;
      const [active] = await tx<{ n: number }[]>`
        select count(*)::int as n from public.members where membership_status = 'ACTIVE'`;
      const [notActive] = await tx<{ n: number }[]>`
        select count(*)::int as n from public.bills b join public.members m on m.id = b.member_id
        where b.period_start = date '2030-02-01' and m.membership_status <> 'ACTIVE'`;
      const [audit] = await tx<{ after: { bills: number; organization_ids: unknown } }[]>`
        select after from public.audit_logs where action = 'bills.generate' order by id desc limit 1`;
      return { bills: run!.bills, active: active!.n, notActive: notActive!.n, audit: audit!.after };
    });
    expect(everyone.bills).toBe(everyone.active);
    expect(everyone.notActive).toBe(0);
    expect(everyone.audit).toMatchObject({ bills: everyone.active, organization_ids: null });
  });

  it('issues only the named category, and only in the first month of its period', async () => {
    const result = await tryAs(db.sql, actors.superadmin, async (tx) => {
      const [annual] = await tx<{ id: string }[]>`select id from public.dues_categories where name = 'Iuran Tahunan'`;
      const [march] = await tx<{ bills: number }[]>`
        select bills from public.bill_generation_preview(date '2030-03-01', ${annual!.id})`;
      const [january] = await tx<{ bills: number; members: number }[]>`
        select bills, members from public.generate_bills(date '2030-01-01', ${annual!.id})`;
      return { march: march!.bills, january: january! };
    });
    expect(result.march).toBe(0);
    expect(result.january.bills).toBe(result.january.members);
    expect(result.january.bills).toBeGreaterThan(0);
  });

  it('refuses a member and a missing month', async () => {
    expect(
      await sqlState(tryAs(db.sql, actors.anggota, (tx) => tx`select * from public.generate_bills(date '2030-01-01')`)),
    ).toBe('42501');
    expect(
      await sqlState(
        tryAs(db.sql, actors.anggota, (tx) => tx`select * from public.bill_generation_preview(date '2030-01-01')`),
      ),
    ).toBe('42501');
    expect(
      await sqlState(tryAs(db.sql, actors.dpcBandung, (tx) => tx`select * from public.generate_bills(null)`)),
    ).toBe('22023');
  });
});

/** The SQLSTATE and the constraint the API maps to a specific 409, of a refused call. */
async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    const { code, constraint_name: constraint } = error as { code?: string; constraint_name?: string };
    return { code, constraint };
  }
  throw new Error('the call was not refused');
}

describe('waiving a bill', () => {
  const waive = (actor: keyof DemoActors, billId: string, reason: string | null) =>
    tryAs(
      db.sql,
      actors[actor],
      (tx) =>
        tx<{ status: string; waived_reason: string; waived_by: string; waived_at: Date }[]>`
        select status, waived_reason, waived_by, waived_at from public.waive_bill(${billId}, ${reason})`,
    );

  it('waives an unpaid bill in scope with its reason, audited, and tells the member', async () => {
    const memberId = await member('3273');
    const billId = await bill(memberId, 'Iuran Pokok', -10);
    const [waived] = await waive('dpcBandung', billId, '  Anggota terdampak bencana banjir  ');
    expect(waived).toMatchObject({
      status: 'waived',
      waived_reason: 'Anggota terdampak bencana banjir',
      waived_by: actors.dpcBandung.userId,
    });
    const audited = await tryAs(db.sql, actors.dpcBandung, async (tx) => {
      await tx`select public.waive_bill(${billId}, 'Anggota terdampak bencana banjir')`;
      return tx<{ before: { status: string }; after: { waived_reason: string } }[]>`
        select before, after from public.audit_logs where action = 'bills.waive' and entity_id = ${billId}`;
    });
    expect(audited).toEqual([
      {
        before: expect.objectContaining({ status: 'unpaid' }),
        after: expect.objectContaining({ waived_reason: 'Anggota terdampak bencana banjir' }),
      },
    ]);
  });

  it('refuses a short reason, a paid or waived bill, a bill held by a pending QRIS attempt, and callers out of scope', async () => {
    const memberId = await member('3273');
    const unpaid = await bill(memberId, 'Iuran Pokok', -10);
    expect(await sqlState(waive('dpcBandung', unpaid, 'abc '))).toBe('22023');
    expect(await sqlState(waive('dpcBandung', unpaid, null))).toBe('22023');
    expect(await sqlState(waive('dpcBandung', unpaid, 'x'.repeat(501)))).toBe('22023');
    expect(await sqlState(waive('dpcSurabaya', unpaid, 'Di luar cakupan'))).toBe('42501');
    expect(await sqlState(waive('anggota', unpaid, 'Bukan pengurus'))).toBe('42501');
    expect(await sqlState(waive('dpwJabar', unpaid, 'Pengurus wilayah'))).toBe('ok');
    expect(await sqlState(waive('superadmin', unpaid, 'Pengurus pusat'))).toBe('ok');
    expect(await sqlState(waive('dpcBandung', '00000000-0000-4000-8000-000000000000', 'Tagihan tidak ada'))).toBe(
      'P0002',
    );

    const paidBill = await bill(memberId, 'Iuran Pengembangan', -5, '2019-04-01');
    await pay(memberId, [paidBill]);
    expect(await refusal(waive('dpcBandung', paidBill, 'Sudah dibayar'))).toEqual({
      code: '55000',
      constraint: 'bills_waivable',
    });

    const held = await bill(memberId, 'Iuran Tahunan', 20, '2019-01-01');
    await db.sql`
      with p as (
        insert into public.payments (member_id, organization_id, amount, method, status, expires_at)
        select id, organization_id, 500000, 'qris', 'pending', now() + interval '15 minutes' from public.members where id = ${memberId}
        returning id
      )
      insert into public.payment_bills (payment_id, bill_id, amount) select p.id, ${held}, 500000 from p`;
    expect(await refusal(waive('dpcBandung', held, 'Sedang dibayar'))).toEqual({
      code: '55000',
      constraint: 'bills_pending_payment',
    });

    await as(db.sql, actors.dpcBandung, (tx) => tx`select public.waive_bill(${unpaid}, 'Dibebaskan sekali')`);
    expect(await sqlState(waive('dpcBandung', unpaid, 'Dibebaskan dua kali'))).toBe('55000');
  });

  it('ties the waiver columns to the waived status', async () => {
    const memberId = await member('3273');
    const billId = await bill(memberId, 'Iuran Pokok', -10);
    expect(await sqlState(db.sql`update public.bills set status = 'waived' where id = ${billId}`)).toBe('23514');
    expect(
      await sqlState(db.sql`update public.bills set waived_reason = 'Alasan tanpa status' where id = ${billId}`),
    ).toBe('23514');
    expect(
      await sqlState(
        tryAs(
          db.sql,
          actors.dpcBandung,
          (tx) => tx`update public.bills set waived_reason = 'Langsung' where id = ${billId}`,
        ),
      ),
    ).toBe('42501');
  });
});

describe('membership lifecycle: payments', () => {
  it('extends from the old expiry when the annual dues are paid before it', async () => {
    const memberId = await member('3273', { expiresInDays: 10 });
    const paymentId = await pay(memberId, [await bill(memberId, 'Iuran Tahunan', 20)]);
    await applyPayment(paymentId);
    expect(await membership(memberId)).toMatchObject({ status: 'ACTIVE', expiry: await dateFromToday(10, 1) });
  });

  it('extends from the old expiry within the grace period', async () => {
    const memberId = await member('3273', { expiresInDays: -25 });
    const paymentId = await pay(memberId, [await bill(memberId, 'Iuran Tahunan', 20)]);
    await applyPayment(paymentId);
    expect(await membership(memberId)).toMatchObject({ status: 'ACTIVE', expiry: await dateFromToday(-25, 1) });
  });

  it('extends from the payment date after the grace period, and makes an EXPIRED member ACTIVE once the arrears are paid', async () => {
    const memberId = await member('3273', { status: 'EXPIRED', expiresInDays: -40 });
    const annual = await bill(memberId, 'Iuran Tahunan', -35);
    const monthly = await bill(memberId, 'Iuran Pokok', -35, '2019-02-01');

    const first = await pay(memberId, [annual]);
    await applyPayment(first);
    // A year from the payment date, but an overdue bill is still unpaid: still EXPIRED.
    expect(await membership(memberId)).toMatchObject({ status: 'EXPIRED', expiry: await dateFromToday(0, 1) });

    const second = await pay(memberId, [monthly]);
    await applyPayment(second);
    expect(await membership(memberId)).toMatchObject({ status: 'ACTIVE', expiry: await dateFromToday(0, 1) });
    const ledger = await db.sql<{ years: number; reactivated: boolean }[]>`
      select years, reactivated from public.membership_extensions where member_id = ${memberId} order by created_at`;
    expect(ledger).toEqual([
      { years: 1, reactivated: false },
      { years: 0, reactivated: true },
    ]);
    const [audit] = await db.sql<{ n: number }[]>`
      select count(*)::int as n from public.audit_logs where action = 'members.reactivate' and entity_id = ${memberId}`;
    expect(audit!.n).toBe(1);
  });

  it('applies a payment once: a second call changes nothing', async () => {
    const memberId = await member('3273', { expiresInDays: 5 });
    const paymentId = await pay(memberId, [await bill(memberId, 'Iuran Tahunan', 20)]);
    await applyPayment(paymentId);
    const once = await membership(memberId);
    const [auditBefore] = await db.sql<{ n: number }[]>`
      select count(*)::int as n from public.audit_logs where entity = 'members' and entity_id = ${memberId}`;
    await applyPayment(paymentId);
    await Promise.all([applyPayment(paymentId), applyPayment(paymentId)]);
    expect(await membership(memberId)).toEqual(once);
    expect(once.expiry).toBe(await dateFromToday(5, 1));
    const [after] = await db.sql<{ ledger: number; audit: number }[]>`
      select (select count(*)::int from public.membership_extensions where payment_id = ${paymentId}) as ledger,
             (select count(*)::int from public.audit_logs where entity = 'members' and entity_id = ${memberId}) as audit`;
    expect(after).toEqual({ ledger: 1, audit: auditBefore!.n });
  });

  it('extends once when a second payment arrives for the same annual bill (flagged for a refund)', async () => {
    const memberId = await member('3273', { expiresInDays: 10 });
    const annual = await bill(memberId, 'Iuran Tahunan', 20);
    const attempts = await db.sql<{ id: string }[]>`
      with p as (
        insert into public.payments (member_id, organization_id, amount, method, status, expires_at)
        select id, organization_id, 500000, 'qris', 'pending', now() + interval '15 minutes'
        from public.members, generate_series(1, 2) where id = ${memberId}
        returning id
      )
      insert into public.payment_bills (payment_id, bill_id, amount) select p.id, ${annual}, 500000 from p
      returning payment_id as id`;
    for (const attempt of attempts) {
      await db.sql`select private.settle_payment(${attempt.id})`;
      await applyPayment(attempt.id);
    }
    expect(await membership(memberId)).toMatchObject({ status: 'ACTIVE', expiry: await dateFromToday(10, 1) });
    const ledger = await db.sql<{ years: number; flag: string | null }[]>`
      select x.years, p.flag from public.membership_extensions x join public.payments p on p.id = x.payment_id
      where x.member_id = ${memberId} order by x.created_at, p.flag nulls first`;
    expect(ledger).toEqual([
      { years: 1, flag: null },
      { years: 0, flag: 'bills_already_settled' },
    ]);
  });

  it('extends a SUSPENDED member without lifting the suspension, and refuses a payment that is not completed', async () => {
    const memberId = await member('3273', { status: 'SUSPENDED', expiresInDays: -100 });
    const paymentId = await pay(memberId, [await bill(memberId, 'Iuran Tahunan', -90)]);
    await applyPayment(paymentId);
    expect(await membership(memberId)).toMatchObject({ status: 'SUSPENDED', expiry: await dateFromToday(0, 1) });

    const [pending] = await db.sql<{ id: string }[]>`
      insert into public.payments (member_id, organization_id, amount, method, status, expires_at)
      select id, organization_id, 1000, 'qris', 'pending', now() + interval '15 minutes' from public.members where id = ${memberId}
      returning id`;
    expect(await sqlState(applyPayment(pending!.id))).toBe('55000');
    expect(await sqlState(applyPayment('00000000-0000-4000-8000-000000000000'))).toBe('P0002');
    expect(
      await sqlState(
        tryAs(db.sql, actors.superadmin, (tx) => tx`select private.apply_membership_payment(${paymentId})`),
      ),
    ).toBe('42501');
  });
});

describe('membership lifecycle: the daily job', () => {
  const runAt = (tx: postgres.TransactionSql, day: string) =>
    tx<{ bills_issued: number; members_expired: number }[]>`select * from private.run_daily_dues(${day}::date)`;

  it('makes ACTIVE members EXPIRED past expiry plus grace, never SUSPENDED or INACTIVE ones, audited and notified, once', async () => {
    const pastGrace = await member('3273', { expiresInDays: -31 });
    const lastGraceDay = await member('3273', { expiresInDays: -30 });
    const suspended = await member('3273', { status: 'SUSPENDED', expiresInDays: -400 });
    const inactive = await member('3578', { status: 'INACTIVE', expiresInDays: -400 });
    const today = await dateFromToday(0);

    const result = await asOwnerRolledBack(async (tx) => {
      await tx`update public.members set expiry_date = private.today() - 31
               where user_id = ${actors.anggota.userId}`;
      const statusCounts = () => tx<{ status: string; n: number }[]>`
        select membership_status::text as status, count(*)::int as n from public.members
        where membership_status in ('SUSPENDED', 'INACTIVE') group by 1 order by 1`;
      const before = await statusCounts();
      const [first] = await runAt(tx, today);
      const [second] = await runAt(tx, today);
      const statuses = await tx<{ id: string; status: string; reason: string | null }[]>`
        select id, membership_status::text as status, status_reason as reason from public.members
        where id in (${pastGrace}, ${lastGraceDay}, ${suspended}, ${inactive})`;
      const audit = await tx<{ entity_id: string }[]>`
        select entity_id from public.audit_logs where action = 'members.expire' and entity_id in (${pastGrace}, ${lastGraceDay})`;
      const runs = await tx<{ after: Record<string, unknown> }[]>`
        select after from public.audit_logs where action = 'dues.daily_run'`;
      const notifications = await tx<{ template: string; action_url: string }[]>`
        select template, action_url from public.notifications where user_id = ${actors.anggota.userId} and category = 'membership'
        and template = 'membership_expired'`;
      const emails = await tx<{ recipient: string; subject: string; body_text: string }[]>`
        select o.recipient, o.subject, o.body_text from public.outbox_messages o
        join public.members m on m.id = o.member_id
        where o.template = 'membership_expired' and m.user_id = ${actors.anggota.userId}`;
      return {
        before,
        after: await statusCounts(),
        first: first!,
        second: second!,
        statuses,
        audit,
        runs: runs.map((r) => r.after),
        notifications,
        emails,
      };
    });
    const status = Object.fromEntries(result.statuses.map((s) => [s.id, s.status]));
    expect(status).toEqual({
      [pastGrace]: 'EXPIRED',
      [lastGraceDay]: 'ACTIVE',
      [suspended]: 'SUSPENDED',
      [inactive]: 'INACTIVE',
    });
    expect(result.statuses.find((s) => s.id === pastGrace)!.reason).toMatch(
      /^Masa keanggotaan berakhir .* 30 hari telah lewat$/,
    );
    expect(result.after).toEqual(result.before);
    expect(result.first.members_expired).toBeGreaterThanOrEqual(2); // pastGrace and the demo member
    expect(result.second).toEqual({ bills_issued: 0, members_expired: 0 });
    expect(result.audit.map((a) => a.entity_id)).toEqual([pastGrace]);
    // The second run changed nothing, and is not in the audit trail.
    expect(result.runs).toEqual([
      expect.objectContaining({ date: today, grace_days: 30, members_expired: result.first.members_expired }),
    ]);
    expect(result.notifications).toEqual([{ template: 'membership_expired', action_url: '/member-dues' }]);
    expect(result.emails).toEqual([
      {
        recipient: 'anggota@simk.test',
        subject: 'Keanggotaan Anda telah kedaluwarsa',
        body_text: expect.stringContaining('/member-dues'),
      },
    ]);
  });

  it('issues the month of the given date, idempotently', async () => {
    const result = await asOwnerRolledBack(async (tx) => {
      const [first] = await runAt(tx, '2030-07-15');
      const [second] = await runAt(tx, '2030-07-16');
      const [issued] = await tx<{ n: number }[]>`
        select count(*)::int as n from public.bills where period_start = date '2030-07-01'`;
      return { first: first!.bills_issued, second: second!.bills_issued, issued: issued!.n };
    });
    expect(result.first).toBeGreaterThan(0);
    expect(result.first).toBe(result.issued);
    expect(result.second).toBe(0);
  });

  it('uses the grace period SUPER_ADMIN sets', async () => {
    const memberId = await member('3273', { expiresInDays: -45 });
    const today = await dateFromToday(0);
    expect(
      await sqlState(tryAs(db.sql, actors.dpcBandung, (tx) => tx`select public.set_membership_grace_days(60)`)),
    ).toBe('42501');
    expect(
      await sqlState(tryAs(db.sql, actors.superadmin, (tx) => tx`select public.set_membership_grace_days(400)`)),
    ).toBe('23514');
    const result = await tryAs(db.sql, actors.superadmin, async (tx) => {
      const [settings] = await tx<{ grace_days: number; updated_by: string }[]>`
        select grace_days, updated_by from public.set_membership_grace_days(60)`;
      await tx`select set_config('role', 'postgres', true), set_config('request.jwt.claims', '', true)`;
      await runAt(tx, today);
      const [m] = await tx<
        { status: string }[]
      >`select membership_status::text as status from public.members where id = ${memberId}`;
      const [audit] = await tx<{ n: number }[]>`
        select count(*)::int as n from public.audit_logs where action = 'membership_settings.update'`;
      return { settings: settings!, status: m!.status, audit: audit!.n };
    });
    expect(result).toEqual({
      settings: { grace_days: 60, updated_by: actors.superadmin.userId },
      status: 'ACTIVE',
      audit: 1,
    });
  });
});
