// `npm run seed:large -- --members 200000 [--url postgresql://…]`
//
// Adds a large, realistic dataset on top of supabase/seed.sql: N members spread over the DPCs in
// the seed's proportions (more on Java), each with 24 months of bills and payments (the same payer
// behaviour as the seed: ~85% of due bills collected), and an expired QRIS attempt before ~60% of
// the payments (≈ 5 M payments at 200k members). Deterministic (md5 of fixed keys), so two
// runs on the same seed produce the same rows. Default target: the `npm start` database on
// 127.0.0.1:54322.
//
// Bulk-load shape, all set-based SQL (generate_series, insert … select) in ONE transaction:
//   1. drop the secondary indexes, unique/primary keys and foreign keys of members, bills, payments
//      and payment_bills (and the foreign keys that point at them), remembering their definitions;
//   2. insert in chunks of 50,000 members (temp tables per chunk, no per-row index or FK work);
//   3. re-create keys and indexes (sorted, parallel builds) and re-add the foreign keys, which
//      re-validates every reference in one pass;
//   4. commit (synchronous_commit off), then VACUUM ANALYZE the four tables.
// If anything fails the transaction rolls back and the schema is untouched. The tables are locked
// for the whole run: use it on a development or benchmark database, not one serving traffic.
import postgres from 'postgres';
import { databaseUrl, ports } from '../local/config.ts';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const total = Number(arg('members') ?? 200_000);
const url = arg('url') ?? process.env.SIMK_DATABASE_URL ?? databaseUrl(ports.db);
const chunk = 50_000;
if (!Number.isInteger(total) || total <= 0) throw new Error('--members must be a positive integer');

const loaded = ['public.members', 'public.bills', 'public.payments', 'public.payment_bills'];

// temp_buffers must be set before the session first touches a temporary table.
const sql = postgres(url, { max: 1, onnotice: () => {}, connection: { temp_buffers: '256MB' } });

const seconds = (t0: number) => `${((Date.now() - t0) / 1000).toFixed(1)} s`;

interface SavedDdl {
  drops: string[];
  /** Keys first, then plain indexes, then foreign keys (which need the keys they reference). */
  creates: string[];
}

/** Definitions of everything that makes bulk inserts slow, and the statements to drop them. */
async function secondaryStructures(tx: postgres.TransactionSql): Promise<SavedDdl> {
  const constraints = await tx<{ tbl: string; name: string; def: string; kind: string }[]>`
    select c.conrelid::regclass::text as tbl, quote_ident(c.conname) as name, pg_get_constraintdef(c.oid) as def,
           c.contype::text as kind
    from pg_constraint c
    where (c.contype in ('p', 'u', 'f') and c.conrelid = any (${loaded}::regclass[]))
       or (c.contype = 'f' and c.confrelid = any (${loaded}::regclass[]))
    order by c.conrelid::regclass::text, c.conname`;
  const indexes = await tx<{ name: string; def: string }[]>`
    select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as def
    from pg_index i
    where i.indrelid = any (${loaded}::regclass[])
      and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid and c.contype in ('p', 'u', 'x'))
    order by 1`;
  const fks = constraints.filter((c) => c.kind === 'f');
  const keys = constraints.filter((c) => c.kind !== 'f');
  return {
    drops: [
      ...fks.map((c) => `alter table ${c.tbl} drop constraint ${c.name}`),
      ...keys.map((c) => `alter table ${c.tbl} drop constraint ${c.name}`),
      ...indexes.map((i) => `drop index ${i.name}`),
    ],
    creates: [
      ...keys.map((c) => `alter table ${c.tbl} add constraint ${c.name} ${c.def}`),
      ...indexes.map((i) => i.def),
      ...fks.map((c) => `alter table ${c.tbl} add constraint ${c.name} ${c.def}`),
    ],
  };
}

async function run() {
  const [{ start } = { start: 0 }] = await sql<{ start: number }[]>`
    select count(*)::int as start from public.members where email like '%@massal.simk.test'`;
  console.log(`Adding ${total} members to ${url.replace(/:[^:@/]+@/, ':***@')} (batch starts at ${start + 1})`);
  const began = Date.now();

  await sql.begin(async (tx) => {
    await tx`set local synchronous_commit = off`;
    await tx`set local maintenance_work_mem = '512MB'`;
    await tx`set local work_mem = '128MB'`;
    await tx`alter table public.members disable trigger members_audit`;

    let t0 = Date.now();
    const ddl = await secondaryStructures(tx);
    for (const statement of ddl.drops) await tx.unsafe(statement);
    console.log(`  dropped ${ddl.drops.length} indexes and constraints: ${seconds(t0)}`);

    t0 = Date.now();
    await prepare(tx);
    for (let from = start + 1; from <= start + total; from += chunk) {
      const to = Math.min(from + chunk - 1, start + total);
      const c0 = Date.now();
      await loadChunk(tx, from, to);
      console.log(`  members ${from}–${to}: ${seconds(c0)}`);
    }
    console.log(`  rows inserted: ${seconds(t0)}`);

    t0 = Date.now();
    for (const statement of ddl.creates) await tx.unsafe(statement);
    console.log(`  re-created ${ddl.creates.length} keys, indexes and foreign keys (validated): ${seconds(t0)}`);
    await tx`alter table public.members enable trigger members_audit`;
  });

  const t0 = Date.now();
  // Sets hint bits and the visibility map (index-only scans) and refreshes planner statistics,
  // as autovacuum eventually would; a benchmark right after loading should not depend on when.
  await sql.unsafe(`vacuum (analyze) ${loaded.join(', ')}`);
  console.log(`  vacuum analyze: ${seconds(t0)}`);
  const [counts] = await sql`
    select (select count(*) from public.members) as members, (select count(*) from public.bills) as bills,
           (select count(*) from public.payments) as payments`;
  console.log(`Done in ${((Date.now() - began) / 1000).toFixed(0)} s:`, counts);
}

/** Per-run lookup tables: DPC weights (the seed's distribution) and the 24 billing periods. */
async function prepare(tx: postgres.TransactionSql) {
  await tx.unsafe(`
    create temp table large_dpcs on commit drop as
    select o.id, o.bps_code, o.name, p.name as province,
           sum(count(m.id)) over (order by o.bps_code) - count(m.id) as lo,
           sum(count(m.id)) over (order by o.bps_code) as hi,
           sum(count(m.id)) over () as total
    from public.organizations o
    join public.organizations p on p.id = o.parent_id
    left join public.members m on m.origin_organization_id = o.id and m.email not like '%@massal.simk.test'
    where o.level = 'DPC'
    group by o.id, p.name;

    -- One slot per seed member: a uniform draw picks a slot, and the slot's DPC (an equi-join
    -- instead of a range join over every DPC).
    create temp table large_dpc_slots on commit drop as
    select s.slot, d.id, d.bps_code, d.name, d.province, d.total
    from large_dpcs d cross join lateral generate_series(d.lo::int, d.hi::int - 1) s(slot);

    -- Each billing month with the categories whose period starts in it (monthly every month,
    -- quarterly in Jan/Apr/Jul/Oct, annual in January), exactly as generate_bills issues them.
    create temp table large_periods on commit drop as
    with months as (
      select (date_trunc('month', private.today()) - make_interval(months => g))::date as month_start, g as months_ago
      from generate_series(0, 23) g
    )
    select mo.month_start, mo.months_ago, (mo.month_start + interval '1 month' - interval '1 day')::date as month_end,
           c.id as category_id, c.amount, pb.period_start, pb.period_end
    from months mo
    join public.dues_categories c on c.is_active and c.period <> 'one_time'
    cross join lateral private.period_bounds(c.period, mo.month_start) pb
    where pb.period_start = mo.month_start;
  `);
}

async function loadChunk(tx: postgres.TransactionSql, from: number, to: number) {
  await tx.unsafe(`
    create temp table large_members on commit drop as
    with g as (
      select i, md5('simk:large:' || i) as h from generate_series(${from}, ${to}) i
    ), u as (
      select i, h,
             ('x' || substr(h, 1, 8))::bit(32)::bigint / 4294967296.0 as u1,
             ('x' || substr(h, 9, 8))::bit(32)::bigint / 4294967296.0 as u2,
             ('x' || substr(h, 17, 8))::bit(32)::bigint / 4294967296.0 as u3,
             ('x' || substr(h, 25, 8))::bit(32)::bigint / 4294967296.0 as u4
      from g
    )
    select u.i, md5('simk:large-member:' || u.i)::uuid as id, d.id as organization_id, d.bps_code, d.name as dpc_name,
           d.province, u.u2, u.u3, u.u4,
           (private.today() - (45 + floor(power(u.u2, 1.7) * 6500))::int) as join_date,
           case when u.u3 < 0.03 then 'PENDING' when u.u3 < 0.86 then 'ACTIVE' when u.u3 < 0.92 then 'INACTIVE'
                when u.u3 < 0.98 then 'EXPIRED' else 'SUSPENDED' end::public.membership_status as status,
           case when u.u4 < 0.58 then 'good' when u.u4 < 0.82 then 'late' else 'arrears' end as kind,
           case when u.u4 < 0.58 then 0 when u.u4 < 0.82 then 1 + floor(u.u1 * 4)::int else 4 + floor(u.u1 * 20)::int end as lag_months,
           case when u.u1 < 0.62 then 'female' else 'male' end::public.gender as gender,
           (array['Siti','Dewi','Sri','Rina','Ani','Fitri','Nur','Indah','Ratna','Wulan','Yuni','Ayu','Dian','Eka','Intan','Kartika',
                  'Lina','Maya','Novi','Putri','Rahma','Sari','Tika','Vina','Yanti','Zahra','Nurul','Rini','Laras','Nadia'])[1 + floor(u.u1 * 30)::int] as female_first,
           (array['Ahmad','Budi','Dedi','Eko','Fajar','Agus','Hendra','Irfan','Joko','Rizky','Andi','Bayu','Dimas','Gilang','Hadi',
                  'Iwan','Rudi','Slamet','Teguh','Wahyu','Yusuf','Arif','Bambang','Dani','Fauzan','Galih','Indra','Reza','Aditya','Bagus'])[1 + floor(u.u1 * 30)::int] as male_first,
           (array['Saputra','Wijaya','Hidayat','Pratama','Santoso','Setiawan','Kusuma','Nugroho','Gunawan','Rahayu','Lestari','Wibowo',
                  'Permana','Hakim','Ramadhan','Maulana','Utomo','Hartono','Siregar','Nasution','Harahap','Sinaga','Sudrajat','Mulyana',
                  'Anggraini','Wulandari','Safitri','Handayani','Kurniasih','Purnomo','Susanto','Firmansyah'])[1 + floor(u.u3 * 1000)::int % 32] as last_name
    from u
    join large_dpc_slots d on d.slot = floor(u.u1 * 0.999999 * (select max(total) from large_dpcs))::int;

    -- NAPs continue each DPC's and year's counter.
    create temp table large_naps on commit drop as
    select m.id, m.organization_id, extract(year from m.join_date)::int as yr,
           row_number() over (partition by m.organization_id, extract(year from m.join_date) order by m.i)
             + coalesce((select s.last_value from private.nap_sequences s
                         where s.organization_id = m.organization_id and s.year = extract(year from m.join_date)), 0) as seq
    from large_members m where m.status <> 'PENDING';

    insert into private.nap_sequences as s (organization_id, year, last_value)
    select organization_id, yr, max(seq) from large_naps group by 1, 2
    on conflict (organization_id, year) do update set last_value = excluded.last_value;

    insert into public.members (id, nap, full_name, email, phone, birth_date, gender, address, city, province, postal_code,
      profession, workplace, education, member_since, membership_type, membership_status, organization_id,
      origin_organization_id, position, join_date, expiry_date, verified_at, created_at)
    select m.id,
           case when m.status <> 'PENDING' then m.bps_code || to_char(m.join_date, 'YY') || lpad(n.seq::text, 6, '0') end,
           case m.gender when 'female' then m.female_first else m.male_first end || ' ' || m.last_name
             || case when m.u2 < 0.6 then ', A.Md.AK.' else ', S.Tr.Kes.' end,
           lower(case m.gender when 'female' then m.female_first else m.male_first end || '.' || m.last_name) || '.' || m.i || '@massal.simk.test',
           '+62812' || lpad((m.i % 10000000)::text, 7, '0') || (m.i % 10)::text,
           date '1966-01-01' + floor(m.u4 * 12400)::int, m.gender,
           'Jl. Merdeka No. ' || (1 + m.i % 180), regexp_replace(m.dpc_name, '^(Kota|Kabupaten) ', ''), m.province,
           lpad(((10000 + m.i) % 99999)::text, 5, '0'),
           'Ahli Teknologi Laboratorium Medik', 'RSUD ' || regexp_replace(m.dpc_name, '^(Kota|Kabupaten) ', ''),
           case when m.u2 < 0.6 then 'D3 Teknologi Laboratorium Medis' else 'D4 Teknologi Laboratorium Medis' end,
           case when m.status <> 'PENDING' then m.join_date end, 'BIASA', m.status, m.organization_id, m.organization_id, 'Anggota',
           case when m.status <> 'PENDING' then m.join_date end,
           case when m.status = 'PENDING' then null
                when m.status = 'EXPIRED' then (m.join_date + make_interval(years => 5 * greatest(1, ((private.today() - m.join_date) / 1826)::int)))::date
                else (m.join_date + make_interval(years => 5 * (((private.today() - m.join_date) / 1826)::int + 1)))::date end,
           case when m.status <> 'PENDING' then m.join_date + time '10:00' end,
           coalesce(m.join_date, private.today()) + time '09:00'
    from large_members m left join large_naps n on n.id = m.id;

    -- One bill per member, category and period since joining; paid unless the member is behind.
    create temp table large_bills on commit drop as
    select md5('simk:large-bill:' || m.id || ':' || p.category_id || ':' || p.month_start)::uuid as id,
           m.id as member_id, m.organization_id, p.category_id, p.amount, p.month_start, p.period_start, p.period_end,
           (p.period_start + interval '1 month' - interval '1 day')::date as due_date,
           case when p.months_ago = 0 then m.kind = 'good' and m.u2 < 0.45 else p.months_ago > m.lag_months end as paid
    from large_members m
    join large_periods p on m.join_date <= p.month_end
    where m.status in ('ACTIVE', 'EXPIRED', 'SUSPENDED');

    -- One payment per member and month settles that month's paid bills.
    create temp table large_payments on commit drop as
    select md5('simk:large-payment:' || member_id || ':' || month_start)::uuid as id, member_id, organization_id, month_start,
           sum(amount)::int as amount,
           least(now() - interval '1 hour', min(due_date) - (hashtext(member_id::text || month_start) & 15) + time '10:00') as paid_at,
           (array['qris','qris','qris','transfer','transfer','transfer','ewallet','ewallet','cash','card'])[1 + (hashtext(member_id::text || month_start) & 1023) % 10]::public.payment_method as method
    from large_bills where paid group by member_id, organization_id, month_start;

    insert into public.payments (id, member_id, organization_id, amount, method, status, transaction_id, paid_at, created_at)
    select id, member_id, organization_id, amount, method, 'completed', upper(left(md5('trx:' || id), 20)), paid_at, paid_at
    from large_payments;

    -- The dues split ledger of each payment, as private.write_payment_shares writes it (set-based):
    -- DPP and DPW shares rounded down under the rule in force on the WIB payment date, the rest to
    -- the DPC, so the dues split report reconciles at scale too.
    insert into public.payment_shares (payment_id, entry, level, organization_id, amount, split_rule_id)
    select p.id, 'credit', v.level, v.organization_id, v.amount, r.id
    from large_payments p
    join public.organizations dpc on dpc.id = p.organization_id
    join public.organizations dpw on dpw.id = dpc.parent_id
    cross join lateral (
      select x.id, (p.amount::bigint * x.dpp_basis_points / 10000)::int as dpp,
             (p.amount::bigint * x.dpw_basis_points / 10000)::int as dpw
      from public.dues_split_rules x
      where x.effective_from <= (p.paid_at at time zone 'Asia/Jakarta')::date
      order by x.effective_from desc limit 1
    ) r
    cross join lateral (values ('DPP'::public.organization_level, dpw.parent_id, r.dpp),
                               ('DPW'::public.organization_level, dpw.id, r.dpw),
                               ('DPC'::public.organization_level, dpc.id, p.amount - r.dpp - r.dpw)) v (level, organization_id, amount);

    -- ~60% of paid months also left an abandoned QRIS attempt for the same bills a few hours
    -- before the payment (the QR was shown and expired unpaid), as Midtrans orders do.
    create temp table large_attempts on commit drop as
    select md5('simk:large-attempt:' || p.id)::uuid as id, p.member_id, p.month_start, p.organization_id, p.amount,
           p.paid_at - make_interval(hours => 1 + (hashtext('attempt:' || p.id) & 47)) as created_at
    from large_payments p
    where (hashtext('attempt?' || p.id) & 1023) < 620;

    insert into public.payments (id, member_id, organization_id, amount, method, status, provider, provider_reference,
      transaction_id, expires_at, created_at, updated_at)
    select a.id, a.member_id, a.organization_id, a.amount, 'qris', 'expired', 'midtrans',
           'SIMK-' || to_char(a.created_at at time zone 'Asia/Jakarta', 'YYMMDD') || '-' || upper(left(md5('order:' || a.id), 12)),
           md5('gateway-trx:' || a.id)::uuid::text, a.created_at + interval '15 minutes', a.created_at,
           a.created_at + interval '15 minutes'
    from large_attempts a;

    insert into public.bills (id, member_id, category_id, organization_id, period_start, period_end, due_date, amount, status, paid_at, created_at)
    select b.id, b.member_id, b.category_id, b.organization_id, b.period_start, b.period_end, b.due_date, b.amount,
           case when b.paid then 'paid' else 'unpaid' end::public.bill_status, p.paid_at,
           b.month_start + time '00:05'
    from large_bills b left join large_payments p on b.paid and p.member_id = b.member_id and p.month_start = b.month_start;

    insert into public.payment_bills (payment_id, bill_id, amount)
    select p.id, b.id, b.amount
    from large_bills b join large_payments p on p.member_id = b.member_id and p.month_start = b.month_start
    where b.paid;

    insert into public.payment_bills (payment_id, bill_id, amount)
    select a.id, b.id, b.amount
    from large_bills b join large_attempts a on a.member_id = b.member_id and a.month_start = b.month_start
    where b.paid;

    drop table large_members, large_naps, large_bills, large_payments, large_attempts;
  `);
}

try {
  await run();
} finally {
  await sql.end();
}
