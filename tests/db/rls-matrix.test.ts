// The RLS matrix: role × table × operation × own/other scope, asserting allowed AND denied cases.
// Every case runs as the caller exactly as PostgREST and our API do (role + request.jwt.claims in
// one transaction) and is rolled back, so cases are independent. A denial is a permission error
// (42501) or rows silently filtered by RLS; any other error (an undefined table 42P01, a constraint,
// a bug) is a FAILURE of the case, never counted as a denial. The generated adversarial suite
// (adversarial-writes.test.ts) covers every writable column; this matrix pins the main paths.
import type postgres from 'postgres';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../support/test-database.ts';
import { type Actor, authenticated, type DemoActors, demoActors, tryAs } from './support/actors.ts';

const db = useTestDatabase();

type ActorKey = keyof DemoActors;
const ACTORS: ActorKey[] = ['anon', 'anggota', 'dpcBandung', 'dpcSurabaya', 'dpwJabar', 'superadmin'];
/** The chapter whose own officer each demo account is (BPS code): it alone edits that profile. */
const OWN_CHAPTER: Partial<Record<ActorKey, string>> = { dpcBandung: '3273', dpcSurabaya: '3578', dpwJabar: '32' };

/** Does the actor administer a DPC with this BPS code (officer scope)? */
function administers(actor: ActorKey, bps: string): boolean {
  switch (actor) {
    case 'superadmin':
      return true;
    case 'dpwJabar':
      return bps.startsWith('32');
    case 'dpcBandung':
      return bps === '3273';
    case 'dpcSurabaya':
      return bps === '3578';
    default:
      return false;
  }
}

const DEMO_EMAIL: Record<ActorKey, string | null> = {
  anon: null,
  anggota: 'anggota@simk.test',
  dpcBandung: 'dpc.bandung@simk.test',
  dpcSurabaya: 'dpc.surabaya@simk.test',
  dpwJabar: 'dpw.jabar@simk.test',
  superadmin: 'superadmin@simk.test',
};

interface Target {
  label: string;
  id: string;
  bps: string;
  ownerEmail: string | null;
  extra?: string;
}

interface Case {
  actor: ActorKey;
  table: string;
  op: 'select' | 'insert' | 'update' | 'delete';
  target: string;
  allowed: boolean;
  run: (tx: postgres.TransactionSql, actors: DemoActors) => Promise<number>;
}

let actors: DemoActors;
const targets: Record<string, Target[]> = {};
/** members.id → card_token, read as the owner: what a member card's QR code carries. */
const cardTokens = new Map<string, string>();

/**
 * Outcome of a statement: rows touched or seen, or 0 when the database refused it for lack of
 * permission (grants, RLS WITH CHECK, a write guard: SQLSTATE 42501). Every other error is
 * rethrown, and the case fails.
 */
async function affected(work: PromiseLike<ArrayLike<unknown>>): Promise<number> {
  try {
    return (await work).length;
  } catch (error) {
    if ((error as { code?: string }).code === '42501') return 0;
    throw error;
  }
}

/**
 * Outcome of writing a generated column: 0 when the database refuses it as such (SQLSTATE 428C9,
 * for every role, before grants are looked at); anything else is rethrown, and the case fails.
 */
async function generatedColumnWrite(work: PromiseLike<ArrayLike<unknown>>): Promise<number> {
  try {
    return (await work).length;
  } catch (error) {
    if ((error as { code?: string }).code === '428C9') return 0;
    throw error;
  }
}

beforeAll(async () => {
  actors = await demoActors(db.sql);
  const sql = db.sql;
  const member = async (label: string, bps: string, where: string) => {
    const rows = await sql.unsafe<{ id: string; email: string | null }[]>(
      `select m.id, u.email from public.members m join public.organizations o on o.id = m.organization_id
       left join auth.users u on u.id = m.user_id
       where o.bps_code = $1 and ${where} order by m.nap nulls last, m.id limit 1`,
      [bps],
    );
    if (!rows[0]) throw new Error(`no member for ${label}`);
    return { label, id: rows[0].id, bps, ownerEmail: rows[0].email };
  };
  const PAYING = `m.user_id is null and m.membership_status = 'ACTIVE'
    and exists (select 1 from public.payments p where p.member_id = m.id and p.status = 'completed')
    and not exists (select 1 from public.transfer_requests r where r.member_id = m.id)`;
  targets.members = [
    await member('own', '3273', `u.email = 'anggota@simk.test'`),
    await member('bandung', '3273', PAYING),
    await member('kab-bandung', '3204', PAYING),
    await member('surabaya', '3578', PAYING),
    await member('medan', '1275', PAYING),
  ];
  for (const row of await sql<{ id: string; card_token: string }[]>`
    select id, card_token::text from public.members where id in ${sql(targets.members.map((m) => m.id))}`) {
    cardTokens.set(row.id, row.card_token);
  }
  targets.pendingMembers = [
    await member('pending-bandung', '3273', `m.membership_status = 'PENDING'`),
    await member('pending-kab-bandung', '3204', `m.membership_status = 'PENDING'`),
    await member('pending-surabaya', '3578', `m.membership_status = 'PENDING'`),
    await member('pending-medan', '1275', `m.membership_status = 'PENDING'`),
  ];
  const owned = async (table: string, extraWhere = 'true') =>
    Promise.all(
      targets.members!.map(async (m) => {
        const [row] = await sql.unsafe<{ id: string }[]>(
          `select id from public.${table} where member_id = $1 and ${extraWhere} order by id limit 1`,
          [m.id],
        );
        if (!row) throw new Error(`no ${table} row for ${m.label}`);
        return { ...m, id: row.id };
      }),
    );
  targets.bills = await owned('bills');
  const [unbilled] = await sql<{ id: string }[]>`
    insert into public.dues_categories (name, amount, period) values ('Iuran Matriks Tanpa Tagihan', 1000, 'one_time')
    returning id`;
  targets.unbilledCategory = [{ label: 'unbilled', id: unbilled!.id, bps: '', ownerEmail: null }];
  targets.payments = await owned('payments', `status = 'completed'`);
  // One gateway notification, as private.apply_gateway_status stores them (service role only).
  const [gatewayNotification] = await sql<{ id: string }[]>`
    insert into public.payment_notifications (payment_id, order_id, transaction_id, transaction_status, source, body, outcome)
    values (${targets.payments[0]!.id}, 'SIMK-MATRIX', 'trx-matrix', 'settlement', 'webhook', '{}', 'stale')
    returning id::text`;
  targets.paymentNotifications = [{ label: 'notification', id: gatewayNotification!.id, bps: '', ownerEmail: null }];
  targets.unpaidBills = await owned('bills', `status = 'unpaid'`);
  // A year of revenue targets of two DPCs, as set_revenue_targets writes them.
  targets.revenueTargets = await Promise.all(
    ['3273', '3578'].map(async (bps) => {
      const [row] = await sql<{ id: string }[]>`
        insert into public.revenue_targets (organization_id, year, month, amount)
        select o.id, extract(year from private.today())::int, m, 1000000
        from public.organizations o, generate_series(1, 12) m where o.bps_code = ${bps}
        returning organization_id as id`;
      return { label: `targets-${bps}`, id: row!.id, bps, ownerEmail: null };
    }),
  );
  // What each target's completed payment did to the membership (apply_membership_payment's ledger).
  for (const p of targets.payments) {
    await sql`insert into public.membership_extensions (payment_id, member_id, previous_expiry, new_expiry, years)
              values (${p.id}, (select member_id from public.payments where id = ${p.id}), null, null, 0)`;
  }
  const transfer = async (label: string, where: string) => {
    const rows = await sql.unsafe<{ id: string; origin: string; target: string; email: string | null }[]>(
      `select r.id, o.bps_code as origin, t.bps_code as target, u.email
       from public.transfer_requests r
       join public.organizations o on o.id = r.origin_organization_id
       join public.organizations t on t.id = r.target_organization_id
       join public.members m on m.id = r.member_id left join auth.users u on u.id = m.user_id
       where ${where} order by r.id limit 1`,
    );
    if (!rows[0]) throw new Error(`no transfer for ${label}`);
    return { label, id: rows[0].id, bps: rows[0].origin, extra: rows[0].target, ownerEmail: rows[0].email };
  };
  targets.transfers = [
    await transfer('own', `u.email = 'anggota@simk.test'`),
    await transfer('origin-bandung', `o.bps_code = '3273' and t.bps_code not like '32%' and t.bps_code <> '3578'`),
    await transfer('target-bandung', `t.bps_code = '3273' and o.bps_code not like '32%' and o.bps_code <> '3578'`),
    await transfer('origin-surabaya', `o.bps_code = '3578' and t.bps_code not like '32%'`),
    await transfer('outside-java', `o.bps_code not like '3%' and t.bps_code not like '3%'`),
  ];
  // Transfer documents: `<member_id>/transfers/<request_id>/…`, read also by both sides of the request.
  targets.transferDocuments = await Promise.all(
    targets.transfers.map(async (r) => {
      const [row] = await sql<{ id: string }[]>`
        insert into storage.objects (bucket_id, name, metadata)
        select 'member-documents', member_id || '/transfers/' || id || '/sip_current.pdf', '{"mimetype": "application/pdf"}'
        from public.transfer_requests where id = ${r.id} returning id`;
      return { ...r, label: `transfer-document-${r.label}`, id: row!.id };
    }),
  );
  targets.openTransfers = [
    await transfer(
      'open-origin-bandung',
      `r.status in ('pending', 'processing') and o.bps_code = '3273' and t.bps_code <> '3578'`,
    ),
    await transfer(
      'open-origin-surabaya',
      `r.status in ('pending', 'processing') and o.bps_code = '3578' and t.bps_code not like '32%'`,
    ),
    await transfer(
      'open-outside-java',
      `r.status in ('pending', 'processing') and o.bps_code not like '3%' and t.bps_code not like '3%'`,
    ),
  ];
  const reminder = async (bps: string) => {
    const [row] = await sql<{ id: string }[]>`
      select r.id from public.outbox_messages r join public.organizations o on o.id = r.organization_id
      join public.members m on m.id = r.member_id
      where r.template = 'dues_reminder' and m.user_id is null and o.bps_code = ${bps} order by r.id limit 1`;
    if (!row) throw new Error(`no reminder in ${bps}`);
    return { label: `reminder-${bps}`, id: row.id, bps, ownerEmail: null };
  };
  targets.reminders = [await reminder('3273'), await reminder('3204'), await reminder('3578'), await reminder('1275')];
  // The outbox starts empty: one queued email per DPC, and one about the demo member herself.
  const outboxMessage = async (label: string, memberWhere: string, bps: string, ownerEmail: string | null) => {
    const [row] = await sql.unsafe<{ id: string }[]>(
      `select private.queue_message('email', m.email, 'membership_rejected',
         jsonb_build_object('full_name', m.full_name, 'organization_name', o.name, 'reason', 'Uji RLS',
                            'profile_url', 'http://127.0.0.1:5173/dashboard/profile'),
         m.id, m.organization_id) as id
       from public.members m join public.organizations o on o.id = m.organization_id
       left join auth.users u on u.id = m.user_id
       where o.bps_code = $1 and m.email is not null and ${memberWhere} order by m.id limit 1`,
      [bps],
    );
    if (!row) throw new Error(`no outbox message for ${label}`);
    return { label, id: row.id, bps, ownerEmail };
  };
  targets.outbox = [
    await outboxMessage('outbox-own', `u.email = 'anggota@simk.test'`, '3273', 'anggota@simk.test'),
    await outboxMessage('outbox-bandung', 'm.user_id is null', '3273', null),
    await outboxMessage('outbox-kab-bandung', 'm.user_id is null', '3204', null),
    await outboxMessage('outbox-surabaya', 'm.user_id is null', '3578', null),
    await outboxMessage('outbox-medan', 'm.user_id is null', '1275', null),
  ];
  const notification = async (email: string) => {
    const [row] = await sql<{ id: string }[]>`
      select n.id from public.notifications n join auth.users u on u.id = n.user_id
      where u.email = ${email} order by n.id limit 1`;
    return { label: `notification-of-${email}`, id: row!.id, bps: '', ownerEmail: email };
  };
  targets.notifications = [await notification('anggota@simk.test'), await notification('dpc.surabaya@simk.test')];
  const preferencesOf = async (email: string, stored: boolean) => {
    const [user] = await sql<{ id: string }[]>`select id from auth.users where email = ${email}`;
    if (stored) await sql`insert into public.user_preferences (user_id) values (${user!.id})`;
    return { label: `preferences-${stored ? 'of' : 'new-for'}-${email}`, id: user!.id, bps: '', ownerEmail: email };
  };
  targets.preferences = [
    await preferencesOf('anggota@simk.test', true),
    await preferencesOf('dpc.surabaya@simk.test', true),
  ];
  targets.newPreferences = [await preferencesOf('superadmin@simk.test', false)];
  const documentOf = async (email: string, bps: string) => {
    const [row] = await sql<{ id: string }[]>`
      select d.id from public.documents d join public.members m on m.id = d.member_id
      join auth.users u on u.id = m.user_id where u.email = ${email} order by d.id limit 1`;
    return { label: `document-of-${email}`, id: row!.id, bps, ownerEmail: email };
  };
  targets.documents = [
    await documentOf('anggota@simk.test', '3273'),
    await documentOf('dpc.surabaya@simk.test', '3578'),
    await documentOf('superadmin@simk.test', '3173'),
  ];
  const assignmentOf = async (email: string, role: string, bps: string | null) => {
    const [row] = await sql<{ id: string }[]>`
      select ra.id from public.role_assignments ra join auth.users u on u.id = ra.user_id
      join public.roles r on r.id = ra.role_id where u.email = ${email} and r.name = ${role}`;
    return { label: `${role}-of-${email}`, id: row!.id, bps: bps ?? 'DPP', ownerEmail: email };
  };
  targets.assignments = [
    await assignmentOf('dpc.bandung@simk.test', 'PENGURUS_DPC', '3273'),
    await assignmentOf('dpc.surabaya@simk.test', 'PENGURUS_DPC', '3578'),
    await assignmentOf('dpw.jabar@simk.test', 'PENGURUS_DPW', '32'),
  ];
  // Files: one object per member bucket in each member's folder (`<members.id>/…`), and one
  // content image. Inserted as the platform would after an upload.
  for (const bucket of ['member-documents', 'avatars']) {
    targets[bucket] = await Promise.all(
      targets.members!.map(async (m) => {
        const [row] = await sql<{ id: string }[]>`
          insert into storage.objects (bucket_id, name, metadata)
          values (${bucket}, ${`${m.id}/berkas`}, '{"mimetype": "application/pdf"}') returning id`;
        return { ...m, label: `${bucket}-${m.label}`, id: row!.id, extra: m.id };
      }),
    );
  }
  // The files of the verified documents above (the seed's rows point at files never uploaded).
  targets.verifiedFiles = await Promise.all(
    targets.documents!.map(async (d) => {
      const [row] = await sql<{ id: string }[]>`
        insert into storage.objects (bucket_id, name, metadata)
        select 'member-documents', storage_path, '{"mimetype": "application/pdf"}' from public.documents
        where id = ${d.id} and verified_at is not null returning id`;
      if (!row) throw new Error(`${d.label} is not a verified document`);
      return { ...d, label: `verified-file-${d.label}`, id: row.id };
    }),
  );
  const [image] = await sql<{ id: string }[]>`
    insert into storage.objects (bucket_id, name) values ('content-images', 'berita/sampul.png') returning id`;
  targets.contentImages = [{ label: 'content-image', id: image!.id, bps: '', ownerEmail: null }];
  // A chapter logo of Kota Bandung and of DPW Jawa Barat (organization-logos).
  targets.organizationLogos = await Promise.all(
    ['3273', '32'].map(async (bps) => {
      const [row] = await sql<{ id: string }[]>`
        insert into storage.objects (bucket_id, name)
        select 'organization-logos', o.id || '/logo-' || gen_random_uuid() || '.png'
        from public.organizations o where o.bps_code = ${bps} returning id`;
      return { label: `logo-file-${bps}`, id: row!.id, bps, ownerEmail: null };
    }),
  );
  // NAP claims, as POST /claims records them: one on a legacy member of each DPC.
  const napClaim = async (bps: string) => {
    const [legacy] = await sql<{ nap: string }[]>`
      select m.nap from public.members m join public.organizations o on o.id = m.organization_id
      where o.bps_code = ${bps} and m.user_id is null and m.nap is not null and m.email is not null
        and m.birth_date is not null
      order by m.nap desc limit 1`;
    await sql`select private.request_nap_claim(nap, birth_date, email, null) from public.members where nap = ${legacy!.nap}`;
    const [row] = await sql<{ id: string }[]>`
      select c.id from public.nap_claims c join public.members m on m.id = c.member_id where m.nap = ${legacy!.nap}`;
    if (!row) throw new Error(`no NAP claim in ${bps}`);
    return { label: `claim-${bps}`, id: row.id, bps, ownerEmail: null };
  };
  // A claim on a register row without email awaits the approval of the DPC's officers (issue 24 N8).
  const awaitingClaim = async (bps: string) => {
    const [legacy] = await sql<{ nap: string }[]>`
      update public.members set email = null
      where id = (
        select m.id from public.members m join public.organizations o on o.id = m.organization_id
        where o.bps_code = ${bps} and m.user_id is null and m.nap is not null and m.birth_date is not null
          and not exists (select 1 from public.nap_claims c where c.member_id = m.id)
        order by m.nap desc limit 1)
      returning nap`;
    await sql`select private.request_nap_claim(nap, birth_date, 'pemohon.' || nap || '@contoh.id', null)
              from public.members where nap = ${legacy!.nap}`;
    const [row] = await sql<{ id: string }[]>`
      select c.id from public.nap_claims c join public.members m on m.id = c.member_id
      where m.nap = ${legacy!.nap} and c.status = 'awaiting_approval'`;
    if (!row) throw new Error(`no NAP claim awaiting approval in ${bps}`);
    return { label: `awaiting-claim-${bps}`, id: row.id, bps, ownerEmail: null };
  };
  targets.napClaims = [
    await napClaim('3273'),
    await napClaim('3204'),
    await napClaim('3578'),
    await napClaim('1275'),
    await awaitingClaim('3273'),
    await awaitingClaim('3578'),
  ];
  const orgs = await sql<{ id: string; bps_code: string }[]>`
    select id, bps_code from public.organizations where bps_code in ('3273', '3204', '3578', '32', '35')`;
  targets.organizations = orgs.map((o) => ({
    label: `org-${o.bps_code}`,
    id: o.id,
    bps: o.bps_code,
    ownerEmail: null,
  }));
  // Reminder schedules: none is seeded; one per DPC and DPW target.
  await sql`insert into public.reminder_schedules (organization_id, days) select id, '{-3,0,7,30}' from public.organizations
            where id = any(${orgs.map((o) => o.id)}::uuid[])`;
  targets.reminderSchedules = orgs.map((o) => ({
    label: `schedule-${o.bps_code}`,
    id: o.id,
    bps: o.bps_code,
    ownerEmail: null,
  }));
});

const isOwn = (actor: ActorKey, t: Target) => t.ownerEmail !== null && t.ownerEmail === DEMO_EMAIL[actor];

/** The expectation for a scoped row: own rows, or rows of a DPC the actor administers. */
const scoped = (actor: ActorKey, t: Target) => isOwn(actor, t) || administers(actor, t.bps);

/** The statements on one storage object, by operation: the same in every bucket. */
const storageObject = {
  select:
    (id: string): Case['run'] =>
    (tx) =>
      affected(tx`select id from storage.objects where id = ${id}`),
  insert:
    (bucket: string, name: string): Case['run'] =>
    (tx) =>
      affected(tx`insert into storage.objects (bucket_id, name) values (${bucket}, ${name}) returning id`),
  update:
    (id: string): Case['run'] =>
    (tx) =>
      affected(tx`update storage.objects set user_metadata = '{}' where id = ${id} returning id`),
  move:
    (id: string): Case['run'] =>
    (tx) =>
      affected(tx`update storage.objects set name = name || '.lama' where id = ${id} returning id`),
  delete:
    (id: string): Case['run'] =>
    async (tx) => {
      await tx`select set_config('storage.allow_delete_query', 'true', true)`;
      return affected(tx`delete from storage.objects where id = ${id} returning id`);
    },
};

function buildCases(): Case[] {
  const cases: Case[] = [];
  const add = (c: Case) => cases.push(c);
  const t = (key: string) => targets[key] ?? [];
  const onObject = (actor: ActorKey, op: Case['op'], target: string, allowed: boolean, run: Case['run']) =>
    add({ actor, table: 'storage.objects', op, target, allowed, run });
  /** A one-row settings table: read by every signed-in user, never written directly, changed by the
   * system administrator through its setter only. */
  const settingsRow = (
    actor: ActorKey,
    table: string,
    runs: { read: Case['run']; write: Case['run']; setter: string; set: Case['run'] },
  ) => {
    add({ actor, table, op: 'select', target: 'the row', allowed: actor !== 'anon', run: runs.read });
    add({ actor, table, op: 'update', target: 'the row', allowed: false, run: runs.write });
    add({ actor, table, op: 'update', target: runs.setter, allowed: actor === 'superadmin', run: runs.set });
  };

  for (const actor of ACTORS) {
    // members
    for (const m of t('members')) {
      add({
        actor,
        table: 'members',
        op: 'select',
        target: m.label,
        allowed: scoped(actor, m),
        run: (tx) => affected(tx`select id from public.members where id = ${m.id}`),
      });
      add({
        actor,
        table: 'members',
        op: 'update',
        target: m.label,
        allowed: scoped(actor, m),
        run: (tx) =>
          affected(
            tx`update public.members set address = coalesce(address, '') || '.' where id = ${m.id} returning id`,
          ),
      });
      // The card token is written by no API role; its verification is public (issue 13 §6).
      add({
        actor,
        table: 'members',
        op: 'update',
        target: `${m.label}-card_token`,
        allowed: false,
        run: (tx) =>
          affected(tx`update public.members set card_token = gen_random_uuid() where id = ${m.id} returning id`),
      });
      add({
        actor,
        table: 'members',
        op: 'select',
        target: `${m.label}-verify_member_card`,
        allowed: true,
        run: (tx) => affected(tx`select card_status from public.verify_member_card(${cardTokens.get(m.id)!}::uuid)`),
      });
    }
    for (const m of t('pendingMembers')) {
      add({
        actor,
        table: 'members',
        op: 'delete',
        target: m.label,
        allowed: actor === 'superadmin',
        run: (tx) => affected(tx`delete from public.members where id = ${m.id} returning id`),
      });
    }
    for (const o of t('organizations').filter((x) => x.bps.length === 4)) {
      add({
        actor,
        table: 'members',
        op: 'insert',
        target: `new-in-${o.label}`,
        allowed: administers(actor, o.bps),
        run: (tx) =>
          affected(tx`
          insert into public.members (full_name, organization_id, email)
          values ('Calon Anggota Uji', ${o.id}, 'calon.uji@anggota.simk.test') returning id`),
      });
    }
    // bills and payments: read within scope, never written directly
    for (const b of t('bills')) {
      add({
        actor,
        table: 'bills',
        op: 'select',
        target: b.label,
        allowed: scoped(actor, b),
        run: (tx) => affected(tx`select id from public.bills where id = ${b.id}`),
      });
      add({
        actor,
        table: 'bills',
        op: 'update',
        target: b.label,
        allowed: false,
        run: (tx) => affected(tx`update public.bills set status = 'waived' where id = ${b.id} returning id`),
      });
    }
    for (const b of t('unpaidBills')) {
      add({
        actor,
        table: 'bills',
        op: 'update',
        target: `${b.label} via waive_bill`,
        allowed: administers(actor, b.bps),
        run: (tx) => affected(tx`select id from public.waive_bill(${b.id}, 'Uji matriks RLS')`),
      });
    }
    // membership lifecycle: the ledger is read with its member; the settings by every signed-in
    // user, changed by SUPER_ADMIN through set_membership_grace_days only
    for (const p of t('payments')) {
      add({
        actor,
        table: 'membership_extensions',
        op: 'select',
        target: p.label,
        allowed: scoped(actor, p),
        run: (tx) => affected(tx`select payment_id from public.membership_extensions where payment_id = ${p.id}`),
      });
    }
    add({
      actor,
      table: 'membership_extensions',
      op: 'insert',
      target: 'forged',
      allowed: false,
      run: (tx) =>
        affected(tx`
        insert into public.membership_extensions (payment_id, member_id, previous_expiry, new_expiry, years)
        select p.id, p.member_id, null, date '2099-12-31', 50 from public.payments p
        where not exists (select 1 from public.membership_extensions x where x.payment_id = p.id)
        order by p.id limit 1 returning payment_id`),
    });
    add({
      actor,
      table: 'membership_extensions',
      op: 'update',
      target: 'any',
      allowed: false,
      run: (tx) =>
        affected(tx`update public.membership_extensions set new_expiry = date '2099-12-31' returning payment_id`),
    });
    settingsRow(actor, 'security_settings', {
      read: (tx) => affected(tx`select officer_aal2_required from public.security_settings`),
      write: (tx) =>
        affected(tx`update public.security_settings set officer_aal2_required = true returning officer_aal2_required`),
      setter: 'via set_officer_aal2_required(false)',
      set: (tx) => affected(tx`select officer_aal2_required from public.set_officer_aal2_required(false)`),
    });
    add({
      actor,
      table: 'security_settings',
      op: 'update',
      target: 'via set_officer_aal2_required(true) at aal1',
      allowed: false,
      run: (tx) => affected(tx`select officer_aal2_required from public.set_officer_aal2_required(true)`),
    });
    add({
      actor,
      table: 'security_settings',
      op: 'delete',
      target: 'the row',
      allowed: false,
      run: (tx) => affected(tx`delete from public.security_settings returning singleton`),
    });
    settingsRow(actor, 'membership_settings', {
      read: (tx) => affected(tx`select grace_days from public.membership_settings`),
      write: (tx) => affected(tx`update public.membership_settings set grace_days = 365 returning grace_days`),
      setter: 'via set_membership_grace_days',
      set: (tx) => affected(tx`select grace_days from public.set_membership_grace_days(45)`),
    });
    for (const p of t('payments')) {
      add({
        actor,
        table: 'payments',
        op: 'select',
        target: p.label,
        allowed: scoped(actor, p),
        run: (tx) => affected(tx`select id from public.payments where id = ${p.id}`),
      });
      add({
        actor,
        table: 'payments',
        op: 'delete',
        target: p.label,
        allowed: false,
        run: (tx) => affected(tx`delete from public.payments where id = ${p.id} returning id`),
      });
    }
    add({
      actor,
      table: 'payments',
      op: 'insert',
      target: 'own-member',
      allowed: false,
      run: (tx) =>
        affected(tx`
        insert into public.payments (member_id, organization_id, amount, method, status)
        select id, organization_id, 150000, 'cash', 'completed' from public.members
        where user_id = ${actors[actor].userId} returning id`),
    });
    // the dues split ledger: officers read the shares of the payments they may read; nobody writes
    for (const p of t('payments')) {
      add({
        actor,
        table: 'payment_shares',
        op: 'select',
        target: p.label,
        allowed: administers(actor, p.bps),
        run: (tx) => affected(tx`select payment_id from public.payment_shares where payment_id = ${p.id}`),
      });
      add({
        actor,
        table: 'payment_shares',
        op: 'update',
        target: p.label,
        allowed: false,
        run: (tx) =>
          affected(
            tx`update public.payment_shares set amount = amount + 1 where payment_id = ${p.id} returning payment_id`,
          ),
      });
    }
    // raw gateway notifications: the system administrator investigates them; only the service role writes
    for (const n of t('paymentNotifications')) {
      add({
        actor,
        table: 'payment_notifications',
        op: 'select',
        target: n.label,
        allowed: actor === 'superadmin',
        run: (tx) => affected(tx`select id from public.payment_notifications where id = ${n.id}::bigint`),
      });
      add({
        actor,
        table: 'payment_notifications',
        op: 'delete',
        target: n.label,
        allowed: false,
        run: (tx) => affected(tx`delete from public.payment_notifications where id = ${n.id}::bigint returning id`),
      });
    }
    // revenue targets: read where the actor sees reports, set through set_revenue_targets by the
    // chapter's officers (dues.bill), never written directly
    for (const r of t('revenueTargets')) {
      add({
        actor,
        table: 'revenue_targets',
        op: 'select',
        target: r.label,
        allowed: administers(actor, r.bps),
        run: (tx) => affected(tx`select month from public.revenue_targets where organization_id = ${r.id}`),
      });
      add({
        actor,
        table: 'revenue_targets',
        op: 'update',
        target: r.label,
        allowed: false,
        run: (tx) =>
          affected(tx`update public.revenue_targets set amount = 0 where organization_id = ${r.id} returning month`),
      });
      add({
        actor,
        table: 'revenue_targets',
        op: 'delete',
        target: r.label,
        allowed: false,
        run: (tx) => affected(tx`delete from public.revenue_targets where organization_id = ${r.id} returning month`),
      });
      add({
        actor,
        table: 'revenue_targets',
        op: 'update',
        target: `${r.label} set_revenue_targets`,
        allowed: administers(actor, r.bps),
        run: (tx) =>
          affected(tx`
          select month from public.set_revenue_targets(${r.id}, extract(year from private.today())::int,
                                                       array_fill(2000000::bigint, array[12]))`),
      });
    }
    // the split rule: read by officers, set by the system administrator through set_dues_split_rule
    add({
      actor,
      table: 'dues_split_rules',
      op: 'select',
      target: 'current',
      allowed: actor !== 'anon' && actor !== 'anggota',
      run: (tx) => affected(tx`select id from public.dues_split_rules`),
    });
    add({
      actor,
      table: 'dues_split_rules',
      op: 'insert',
      target: 'direct',
      allowed: false,
      run: (tx) =>
        affected(tx`
        insert into public.dues_split_rules (effective_from, dpp_basis_points, dpw_basis_points, dpc_basis_points)
        values (private.today() + 1, 1000, 1000, 8000) returning id`),
    });
    add({
      actor,
      table: 'dues_split_rules',
      op: 'insert',
      target: 'set_dues_split_rule',
      allowed: actor === 'superadmin',
      run: (tx) => affected(tx`select id from public.set_dues_split_rule(private.today() + 1, 1500, 2500, 6000)`),
    });
    // transfer requests
    for (const r of t('transfers')) {
      add({
        actor,
        table: 'transfer_requests',
        op: 'select',
        target: r.label,
        allowed: isOwn(actor, r) || administers(actor, r.bps) || administers(actor, r.extra ?? ''),
        run: (tx) => affected(tx`select id from public.transfer_requests where id = ${r.id}`),
      });
    }
    for (const r of t('transferDocuments')) {
      const allowed = isOwn(actor, r) || administers(actor, r.bps) || administers(actor, r.extra ?? '');
      onObject(actor, 'select', r.label, allowed, storageObject.select(r.id));
    }
    for (const r of t('openTransfers')) {
      add({
        actor,
        table: 'transfer_requests',
        op: 'update',
        target: r.label,
        allowed: administers(actor, r.bps) || administers(actor, r.extra ?? ''),
        run: (tx) =>
          affected(
            tx`update public.transfer_requests set reason = 'Alasan diperbaiki' where id = ${r.id} returning id`,
          ),
      });
      add({
        actor,
        table: 'transfer_requests',
        op: 'update',
        target: `${r.label}-status`,
        allowed: false,
        run: (tx) =>
          affected(tx`update public.transfer_requests set status = 'completed' where id = ${r.id} returning id`),
      });
    }
    // The urgency follows the priority (decision 0036): a generated column nobody sets, officers
    // included; correcting the priority moves it.
    for (const r of t('openTransfers')) {
      add({
        actor,
        table: 'transfer_requests',
        op: 'update',
        target: `${r.label}-urgency`,
        allowed: false,
        run: (tx) =>
          generatedColumnWrite(
            tx`update public.transfer_requests set urgency = 'urgent' where id = ${r.id} returning id`,
          ),
      });
      add({
        actor,
        table: 'transfer_requests',
        op: 'update',
        target: `${r.label}-priority-moves-urgency`,
        allowed: administers(actor, r.bps) || administers(actor, r.extra ?? ''),
        run: (tx) =>
          affected(tx`
            with changed as (update public.transfer_requests set priority = 'high' where id = ${r.id} returning id, urgency)
            select id from changed where urgency = 'urgent'`),
      });
    }
    const ownRequest = (tx: postgres.TransactionSql, columns: string, values: string) =>
      tx.unsafe<{ id: string; urgency: string }[]>(
        `insert into public.transfer_requests (member_id, target_organization_id, reason, ${columns})
         select m.id, (select id from public.organizations where bps_code = '3578'), 'Pindah tempat kerja', ${values}
         from public.members m where m.user_id = (select auth.uid()) returning id, urgency::text`,
      );
    add({
      actor,
      table: 'transfer_requests',
      op: 'insert',
      target: 'own-with-urgency',
      allowed: false,
      run: (tx) => generatedColumnWrite(ownRequest(tx, 'priority, urgency', `'low', 'urgent'`)),
    });
    if (actor === 'anggota') {
      add({
        actor,
        table: 'transfer_requests',
        op: 'insert',
        target: 'own-low-priority-is-normal',
        allowed: true,
        run: async (tx) => (await ownRequest(tx, 'priority', `'low'`)).filter((row) => row.urgency === 'normal').length,
      });
      add({
        actor,
        table: 'transfer_requests',
        op: 'update',
        target: 'own-open-urgency',
        allowed: false,
        run: async (tx) => {
          const [own] = await ownRequest(tx, 'priority', `'low'`);
          return generatedColumnWrite(
            tx`update public.transfer_requests set urgency = 'urgent' where id = ${own!.id} returning id`,
          );
        },
      });
    }
    // reminders are outbox messages (template dues_reminder): officers read their scope
    for (const r of t('reminders')) {
      add({
        actor,
        table: 'outbox_messages',
        op: 'select',
        target: r.label,
        allowed: administers(actor, r.bps),
        run: (tx) => affected(tx`select id from public.outbox_messages where id = ${r.id}`),
      });
    }
    // outbox messages: officers with members.view read their organizations' messages, a member
    // those about herself; nobody writes through the API roles
    for (const o of t('outbox')) {
      add({
        actor,
        table: 'outbox_messages',
        op: 'select',
        target: o.label,
        allowed: isOwn(actor, o) || administers(actor, o.bps),
        run: (tx) => affected(tx`select id from public.outbox_messages where id = ${o.id}`),
      });
      add({
        actor,
        table: 'outbox_messages',
        op: 'update',
        target: o.label,
        allowed: false,
        run: (tx) =>
          affected(tx`update public.outbox_messages set status = 'cancelled' where id = ${o.id} returning id`),
      });
      add({
        actor,
        table: 'outbox_messages',
        op: 'delete',
        target: o.label,
        allowed: false,
        run: (tx) => affected(tx`delete from public.outbox_messages where id = ${o.id} returning id`),
      });
    }
    add({
      actor,
      table: 'outbox_messages',
      op: 'insert',
      target: 'own-organization',
      allowed: false,
      run: (tx) =>
        affected(tx`
        insert into public.outbox_messages (channel, recipient, template, subject, body_text, organization_id)
        select 'email', 'korban@contoh.id', 'membership_verified', 'Keanggotaan Anda telah diverifikasi', 'Palsu',
               organization_id
        from public.members where user_id = ${actors[actor].userId} returning id`),
    });
    // NAP claims: officers who edit or verify the DPC's members read them (pending, disputed or
    // awaiting their approval); every write goes through the claim functions, and the request
    // counters are out of every API role's reach
    for (const c of t('napClaims')) {
      add({
        actor,
        table: 'nap_claims',
        op: 'select',
        target: c.label,
        allowed: administers(actor, c.bps),
        run: (tx) => affected(tx`select id from public.nap_claims where id = ${c.id}`),
      });
      add({
        actor,
        table: 'nap_claims',
        op: 'update',
        target: c.label,
        allowed: false,
        run: (tx) => affected(tx`update public.nap_claims set status = 'linked' where id = ${c.id} returning id`),
      });
      add({
        actor,
        table: 'nap_claims',
        op: 'delete',
        target: c.label,
        allowed: false,
        run: (tx) => affected(tx`delete from public.nap_claims where id = ${c.id} returning id`),
      });
    }
    add({
      actor,
      table: 'nap_claims',
      op: 'insert',
      target: 'own-organization',
      allowed: false,
      run: (tx) =>
        affected(tx`
        insert into public.nap_claims (member_id, organization_id, email, token_hash, expires_at)
        select id, organization_id, 'penyerobot@contoh.id', repeat('a', 64), now() + interval '1 day'
        from public.members where organization_id = (select organization_id from public.members where user_id = ${actors[actor].userId})
          and user_id is null limit 1 returning id`),
    });
    add({
      actor,
      table: 'private.nap_claim_attempts',
      op: 'select',
      target: 'all',
      allowed: false,
      run: (tx) => affected(tx`select id from private.nap_claim_attempts`),
    });
    // The overdue list's arrears (decision 0044): read only through private.overdue_page.
    add({
      actor,
      table: 'private.member_arrears',
      op: 'select',
      target: 'all',
      allowed: false,
      run: (tx) => affected(tx`select member_id from private.member_arrears`),
    });
    add({
      actor,
      table: 'private.member_arrears',
      op: 'insert',
      target: 'own-organization',
      allowed: false,
      run: (tx) =>
        affected(tx`
        insert into private.member_arrears (member_id, organization_id, oldest_unpaid_due, full_name)
        select id, organization_id, date '2000-01-01', full_name from public.members
        where user_id = ${actors[actor].userId} returning member_id`),
    });
    add({
      actor,
      table: 'private.member_arrears',
      op: 'update',
      target: 'all',
      allowed: false,
      run: (tx) =>
        affected(tx`update private.member_arrears set oldest_unpaid_due = date '2000-01-01' returning member_id`),
    });
    add({
      actor,
      table: 'private.member_arrears',
      op: 'delete',
      target: 'all',
      allowed: false,
      run: (tx) => affected(tx`delete from private.member_arrears returning member_id`),
    });
    // The membership history (private.membership_events and its monthly sums): written by the
    // triggers on members, read only through public.membership_report.
    for (const table of ['private.membership_events', 'private.membership_event_totals'] as const) {
      add({
        actor,
        table,
        op: 'select',
        target: 'all',
        allowed: false,
        run: (tx) => affected(tx.unsafe(`select organization_id from ${table}`)),
      });
      add({
        actor,
        table,
        op: 'update',
        target: 'all',
        allowed: false,
        run: (tx) =>
          affected(tx.unsafe(`update ${table} set organization_id = organization_id returning organization_id`)),
      });
      add({
        actor,
        table,
        op: 'delete',
        target: 'all',
        allowed: false,
        run: (tx) => affected(tx.unsafe(`delete from ${table} returning organization_id`)),
      });
    }
    add({
      actor,
      table: 'private.membership_events',
      op: 'insert',
      target: 'own-organization',
      allowed: false,
      run: (tx) =>
        affected(tx`
        insert into private.membership_events (member_id, organization_id, membership_status, membership_type, kind, delta, effective_date)
        select id, organization_id, 'ACTIVE', 'BIASA', 'join', 1, date '2000-01-01' from public.members
        where user_id = ${actors[actor].userId} returning organization_id`),
    });
    // The words of the messages (private.word_message): written by the migration, read by no caller.
    add({
      actor,
      table: 'private.message_wordings',
      op: 'select',
      target: 'all',
      allowed: false,
      run: (tx) => affected(tx`select template from private.message_wordings`),
    });
    add({
      actor,
      table: 'private.message_wordings',
      op: 'insert',
      target: 'all',
      allowed: false,
      run: (tx) =>
        affected(tx`
        insert into private.message_wordings (template, variant, language, message)
        values ('dues_reminder', 'phishing', 'id', 'Transfer ke rekening 123') returning template`),
    });
    add({
      actor,
      table: 'private.message_wordings',
      op: 'update',
      target: 'all',
      allowed: false,
      run: (tx) =>
        affected(tx`update private.message_wordings set body_text = 'Transfer ke rekening 123' returning template`),
    });
    add({
      actor,
      table: 'private.message_wordings',
      op: 'delete',
      target: 'all',
      allowed: false,
      run: (tx) => affected(tx`delete from private.message_wordings returning template`),
    });
    // notifications: strictly the user's own
    for (const n of t('notifications')) {
      const own = isOwn(actor, n);
      add({
        actor,
        table: 'notifications',
        op: 'select',
        target: n.label,
        allowed: own,
        run: (tx) => affected(tx`select id from public.notifications where id = ${n.id}`),
      });
      add({
        actor,
        table: 'notifications',
        op: 'update',
        target: n.label,
        allowed: own,
        run: (tx) => affected(tx`update public.notifications set read_at = now() where id = ${n.id} returning id`),
      });
      add({
        actor,
        table: 'notifications',
        op: 'delete',
        target: n.label,
        allowed: own,
        run: (tx) => affected(tx`delete from public.notifications where id = ${n.id} returning id`),
      });
    }
    // account settings: strictly the login's own row; nobody deletes one
    for (const p of t('preferences')) {
      const own = isOwn(actor, p);
      add({
        actor,
        table: 'user_preferences',
        op: 'select',
        target: p.label,
        allowed: own,
        run: (tx) => affected(tx`select user_id from public.user_preferences where user_id = ${p.id}`),
      });
      add({
        actor,
        table: 'user_preferences',
        op: 'update',
        target: p.label,
        allowed: own,
        run: (tx) =>
          affected(
            tx`update public.user_preferences set time_zone = 'Asia/Makassar' where user_id = ${p.id} returning user_id`,
          ),
      });
      add({
        actor,
        table: 'user_preferences',
        op: 'delete',
        target: p.label,
        allowed: false,
        run: (tx) => affected(tx`delete from public.user_preferences where user_id = ${p.id} returning user_id`),
      });
    }
    for (const p of t('newPreferences')) {
      add({
        actor,
        table: 'user_preferences',
        op: 'insert',
        target: p.label,
        allowed: isOwn(actor, p),
        run: (tx) =>
          affected(
            tx`insert into public.user_preferences (user_id, language) values (${p.id}, 'en') returning user_id`,
          ),
      });
    }
    // documents
    for (const d of t('documents')) {
      add({
        actor,
        table: 'documents',
        op: 'select',
        target: d.label,
        allowed: scoped(actor, d),
        run: (tx) => affected(tx`select id from public.documents where id = ${d.id}`),
      });
      add({
        actor,
        table: 'documents',
        op: 'delete',
        target: d.label,
        // documents.manage: every officer role in its scope (PENGURUS_DPC since issue 23 §4)
        allowed: scoped(actor, d),
        run: (tx) => affected(tx`delete from public.documents where id = ${d.id} returning id`),
      });
    }
    // role assignments: read own or in scope; written from the chapter above (the superadmin
    // anywhere, dpw.jabar in its DPCs: private.can_grant_role), never one's own
    const appointsIn = (bps: string | null) =>
      actor === 'superadmin' || (actor === 'dpwJabar' && bps !== null && bps.length === 4 && bps.startsWith('32'));
    for (const a of t('assignments')) {
      add({
        actor,
        table: 'role_assignments',
        op: 'select',
        target: a.label,
        allowed: isOwn(actor, a) || administers(actor, a.bps) || (a.bps === '32' && actor === 'dpwJabar'),
        run: (tx) => affected(tx`select id from public.role_assignments where id = ${a.id}`),
      });
      add({
        actor,
        table: 'role_assignments',
        op: 'delete',
        target: a.label,
        allowed: appointsIn(a.bps) && !isOwn(actor, a),
        run: (tx) => affected(tx`delete from public.role_assignments where id = ${a.id} returning id`),
      });
    }
    add({
      actor,
      table: 'role_assignments',
      op: 'insert',
      target: 'SUPER_ADMIN-for-self',
      allowed: false,
      run: (tx) =>
        affected(tx`
        insert into public.role_assignments (user_id, role_id, organization_id)
        select ${actors[actor].userId}, r.id, o.id from public.roles r, public.organizations o
        where r.name = 'SUPER_ADMIN' and o.level = 'DPP' returning id`),
    });
    // Member rights follow the member's link (private.member_role_id): ANGGOTA is never assigned.
    add({
      actor,
      table: 'role_assignments',
      op: 'insert',
      target: 'ANGGOTA-for-anggota',
      allowed: false,
      run: (tx) =>
        affected(tx`
        insert into public.role_assignments (user_id, role_id, organization_id)
        select ${actors.anggota.userId}::uuid, r.id, o.id from public.roles r, public.organizations o
        where r.name = 'ANGGOTA' and o.bps_code = '3273' returning id`),
    });
    add({
      actor,
      table: 'role_assignments',
      op: 'insert',
      target: 'PENGURUS_DPC-for-anggota',
      allowed: appointsIn('3273'),
      run: (tx) =>
        affected(tx`
        insert into public.role_assignments (user_id, role_id, organization_id)
        select ${actors.anggota.userId}::uuid, r.id, o.id from public.roles r, public.organizations o
        where r.name = 'PENGURUS_DPC' and o.bps_code = '3273' returning id`),
    });
    // organizations: public read; DPW officers manage their province, DPP everything
    for (const o of t('organizations')) {
      add({
        actor,
        table: 'organizations',
        op: 'select',
        target: o.label,
        allowed: true,
        run: (tx) => affected(tx`select id from public.organizations where id = ${o.id}`),
      });
      add({
        actor,
        table: 'organizations',
        op: 'update',
        target: o.label,
        allowed: actor === 'superadmin' || (actor === 'dpwJabar' && o.bps.startsWith('32')),
        run: (tx) => affected(tx`update public.organizations set name = name where id = ${o.id} returning id`),
      });
      // The profile (issue 28 §3): only through update_organization_profile, by the chapter's own
      // officers; never a direct update, not even by those who manage the chapter.
      const ownOfficer = OWN_CHAPTER[actor] === o.bps;
      add({
        actor,
        table: 'organizations',
        op: 'update',
        target: `${o.label}-profile-direct`,
        allowed: false,
        run: (tx) =>
          affected(tx`update public.organizations set address = 'Alamat uji' where id = ${o.id} returning id`),
      });
      add({
        actor,
        table: 'organizations',
        op: 'update',
        target: `${o.label}-profile`,
        allowed: ownOfficer,
        run: (tx) =>
          affected(tx`select id from public.update_organization_profile(${o.id}, 'Alamat uji', null, null,
                      'Bank Uji', '1234567890', 'Pengurus Uji', null)`),
      });
      // organization-logos: read by anyone; written by the chapter's own officers into its folder.
      onObject(
        actor,
        'insert',
        `logo-${o.label}`,
        ownOfficer,
        storageObject.insert('organization-logos', `${o.id}/logo-${crypto.randomUUID()}.png`),
      );
    }
    for (const o of t('organizationLogos')) {
      const ownOfficer = OWN_CHAPTER[actor] === o.bps;
      onObject(actor, 'select', o.label, true, storageObject.select(o.id));
      onObject(actor, 'update', o.label, ownOfficer, storageObject.update(o.id));
      onObject(actor, 'delete', o.label, ownOfficer, storageObject.delete(o.id));
    }
    onObject(
      actor,
      'insert',
      'logo-not-an-organization-folder',
      false,
      storageObject.insert('organization-logos', 'bukan-organisasi/logo.png'),
    );
    // reminder schedules: officers with payments.view read their organizations' schedules;
    // nobody writes them but set_reminder_schedule
    for (const r of t('reminderSchedules')) {
      add({
        actor,
        table: 'reminder_schedules',
        op: 'select',
        target: r.label,
        allowed: administers(actor, r.bps),
        run: (tx) =>
          affected(tx`select organization_id from public.reminder_schedules where organization_id = ${r.id}`),
      });
      add({
        actor,
        table: 'reminder_schedules',
        op: 'update',
        target: r.label,
        allowed: false,
        run: (tx) =>
          affected(
            tx`update public.reminder_schedules set days = '{1}' where organization_id = ${r.id} returning organization_id`,
          ),
      });
      add({
        actor,
        table: 'reminder_schedules',
        op: 'delete',
        target: r.label,
        allowed: false,
        run: (tx) =>
          affected(tx`delete from public.reminder_schedules where organization_id = ${r.id} returning organization_id`),
      });
    }
    add({
      actor,
      table: 'reminder_schedules',
      op: 'insert',
      target: 'own-organization',
      allowed: false,
      run: (tx) =>
        affected(tx`
        insert into public.reminder_schedules (organization_id, days)
        select o.id, '{1}' from public.organizations o where o.bps_code = '3205' returning organization_id`),
    });
    // dues categories: active ones are public; dues managers see and change all
    for (const [label, active] of [
      ['active', true],
      ['inactive', false],
    ] as const) {
      add({
        actor,
        table: 'dues_categories',
        op: 'select',
        target: label,
        allowed: active || actor === 'superadmin',
        run: (tx) => affected(tx`select id from public.dues_categories where is_active = ${active}`),
      });
      add({
        actor,
        table: 'dues_categories',
        op: 'update',
        target: label,
        allowed: actor === 'superadmin',
        run: (tx) =>
          affected(tx`update public.dues_categories set description = 'x' where is_active = ${active} returning id`),
      });
      add({
        actor,
        table: 'dues_categories',
        op: 'update',
        target: `${label} via update_dues_category (toggle)`,
        allowed: actor === 'superadmin',
        run: (tx) =>
          affected(tx`select public.update_dues_category(id, name, amount, period, description, ${!active})
                      from public.dues_categories where is_active = ${active} order by id limit 1`),
      });
    }
    add({
      actor,
      table: 'dues_categories',
      op: 'insert',
      target: 'via create_dues_category',
      allowed: actor === 'superadmin',
      run: (tx) => affected(tx`select public.create_dues_category('Iuran Matriks Baru', 25000, 'monthly')`),
    });
    add({
      actor,
      table: 'dues_categories',
      op: 'update',
      target: 'via update_dues_category',
      allowed: actor === 'superadmin',
      run: (tx) =>
        affected(tx`select public.update_dues_category(id, 'Iuran Matriks Diubah', 30000, 'annual', null, true)
                    from public.dues_categories where id = ${targets.unbilledCategory![0]!.id}`),
    });
    add({
      actor,
      table: 'dues_categories',
      op: 'delete',
      target: 'unbilled via delete_dues_category',
      allowed: actor === 'superadmin',
      run: (tx) => affected(tx`select public.delete_dues_category(${targets.unbilledCategory![0]!.id})`),
    });
    // published content vs drafts
    for (const [table, label, published] of [
      ['news', 'published', true],
      ['news', 'draft', false],
      ['blog_posts', 'published', true],
      ['blog_posts', 'draft', false],
      ['events', 'published', true],
      ['events', 'draft', false],
    ] as const) {
      add({
        actor,
        table,
        op: 'select',
        target: label,
        allowed: published || actor === 'superadmin',
        run: (tx) =>
          affected(
            tx.unsafe(`select id from public.${table} where status = $1 limit 1`, [published ? 'published' : 'draft']),
          ),
      });
    }
    add({
      actor,
      table: 'news',
      op: 'insert',
      target: 'national',
      allowed: actor === 'superadmin',
      run: (tx) =>
        affected(tx`
        insert into public.news (slug, title, content) values ('uji-berita', 'Uji', 'Isi') returning id`),
    });
    // organizations: (de)activation from above; the tree itself only by the system administrator
    for (const o of t('organizations')) {
      add({
        actor,
        table: 'organizations',
        op: 'update',
        target: `${o.label}-is_active`,
        allowed: actor === 'superadmin' || (actor === 'dpwJabar' && o.bps.length === 4 && o.bps.startsWith('32')),
        run: (tx) =>
          affected(tx`update public.organizations set is_active = not is_active where id = ${o.id} returning id`),
      });
      add({
        actor,
        table: 'organizations',
        op: 'update',
        target: `${o.label}-bps_code`,
        // The BPS code places the chapter in the tree: the national system administrator only.
        allowed: actor === 'superadmin',
        run: (tx) =>
          affected(tx`
          update public.organizations set bps_code = case when level = 'DPW' then '98' else left(bps_code, 2) || '98' end
          where id = ${o.id} returning id`),
      });
    }
    add({
      actor,
      table: 'organizations',
      op: 'insert',
      target: 'DPC-under-DPW-32',
      allowed: actor === 'superadmin' || actor === 'dpwJabar',
      run: (tx) =>
        affected(tx`
        insert into public.organizations (level, parent_id, bps_code, name)
        select 'DPC', id, '3299', 'Kota Uji' from public.organizations where bps_code = '32' returning id`),
    });
    add({
      actor,
      table: 'organizations',
      op: 'insert',
      target: 'DPC-under-DPW-35',
      allowed: actor === 'superadmin',
      run: (tx) =>
        affected(tx`
        insert into public.organizations (level, parent_id, bps_code, name)
        select 'DPC', id, '3599', 'Kota Uji' from public.organizations where bps_code = '35' returning id`),
    });
    add({
      actor,
      table: 'organizations',
      op: 'insert',
      target: 'second-DPP',
      allowed: actor === 'superadmin',
      run: (tx) =>
        affected(tx`insert into public.organizations (level, name) values ('DPP', 'DPP Tandingan') returning id`),
    });
    // documents: a verification code only from an officer; vouching through mark_document_verified
    for (const d of t('documents')) {
      add({
        actor,
        table: 'documents',
        op: 'update',
        target: `${d.label}-mark-verified`,
        // documents.manage in the member's DPC (PENGURUS_DPC, PENGURUS_DPW, SUPER_ADMIN), never one's own
        allowed: !isOwn(actor, d) && administers(actor, d.bps),
        run: (tx) => affected(tx`select public.mark_document_verified(${d.id})`),
      });
    }
    add({
      actor,
      table: 'documents',
      op: 'insert',
      target: 'own-with-code',
      allowed: false,
      run: (tx) =>
        affected(tx`
        insert into public.documents (member_id, organization_id, kind, title, storage_path, verification_code)
        select id, organization_id, 'str', 'Surat Tanda Registrasi', id || '/str.pdf', 'DOK-STR-PALSU'
        from public.members where user_id = ${actors[actor].userId} returning id`),
    });
    add({
      actor,
      table: 'documents',
      op: 'insert',
      target: 'own-without-code',
      allowed: actor !== 'anon',
      run: (tx) =>
        affected(tx`
        insert into public.documents (member_id, organization_id, kind, title, storage_path)
        select id, organization_id, 'str', 'Surat Tanda Registrasi', id || '/str.pdf'
        from public.members where user_id = ${actors[actor].userId} returning id`),
    });
    // storage.objects: a member's folder is read by the member and officers in scope, and written
    // by the member and officers with members.edit in scope (every officer role of the demo
    // accounts); content images are read by anyone and written by content editors.
    for (const bucket of ['member-documents', 'avatars']) {
      for (const o of t(bucket)) {
        const allowed = scoped(actor, o);
        onObject(actor, 'select', o.label, allowed, storageObject.select(o.id));
        onObject(actor, 'insert', o.label, allowed, storageObject.insert(bucket, `${o.extra}/baru.pdf`));
        onObject(actor, 'update', o.label, allowed, storageObject.update(o.id));
        onObject(actor, 'delete', o.label, allowed, storageObject.delete(o.id));
      }
    }
    // The file under a verified code (decision 0045): read as any member file, never replaced,
    // moved or removed through the API, by its member or an officer.
    for (const o of t('verifiedFiles')) {
      onObject(actor, 'select', o.label, scoped(actor, o), storageObject.select(o.id));
      onObject(actor, 'update', o.label, false, storageObject.update(o.id));
      onObject(actor, 'update', `${o.label}-move`, false, storageObject.move(o.id));
      onObject(actor, 'delete', o.label, false, storageObject.delete(o.id));
    }
    for (const o of t('contentImages')) {
      const editor = actor === 'superadmin';
      onObject(actor, 'select', o.label, true, storageObject.select(o.id));
      onObject(actor, 'insert', 'new-content-image', editor, storageObject.insert('content-images', 'berita/baru.png'));
      onObject(actor, 'update', o.label, editor, storageObject.update(o.id));
    }
    // A member folder is a member's id: any other first segment is refused, never an error.
    onObject(
      actor,
      'insert',
      'not-a-member-folder',
      false,
      storageObject.insert('member-documents', 'bukan-anggota/x.pdf'),
    );
    // audit log: read by auditors and officers in scope, never written by API roles
    add({
      actor,
      table: 'audit_logs',
      op: 'insert',
      target: 'forged',
      allowed: false,
      run: (tx) => affected(tx`insert into public.audit_logs (action, entity) values ('forged', 'x') returning id`),
    });
    add({
      actor,
      table: 'audit_logs',
      op: 'select',
      target: 'seed-entry',
      allowed: actor === 'superadmin',
      run: (tx) => affected(tx`select id from public.audit_logs where action = 'seed.load'`),
    });
    add({
      actor,
      table: 'audit_logs',
      op: 'delete',
      target: 'seed-entry',
      allowed: false,
      run: (tx) => affected(tx`delete from public.audit_logs returning id`),
    });
    // issue 28 §2: officers read their chapters' entries; nobody rewrites one (append-only)
    add({
      actor,
      table: 'audit_logs',
      op: 'select',
      target: 'bandung-entry',
      allowed: administers(actor, '3273'),
      run: (tx) =>
        affected(tx`select a.id from public.audit_logs a join public.organizations o on o.id = a.organization_id
                    where o.bps_code = '3273' limit 1`),
    });
    add({
      actor,
      table: 'audit_logs',
      op: 'update',
      target: 'any-entry',
      allowed: false,
      run: (tx) => affected(tx`update public.audit_logs set action = 'forged' returning id`),
    });
  }
  return cases;
}

describe('RLS matrix (role × table × operation × scope)', () => {
  it('covers at least 150 cases, both allowed and denied', () => {
    const cases = buildCases();
    expect(cases.length).toBeGreaterThanOrEqual(150);
    expect(cases.filter((c) => c.allowed).length).toBeGreaterThan(50);
    expect(cases.filter((c) => !c.allowed).length).toBeGreaterThan(50);
  });

  it('gives every case the expected outcome', async () => {
    const failures: string[] = [];
    const cases = buildCases();
    for (const c of cases) {
      const actor: Actor = actors[c.actor];
      let rows: number;
      try {
        rows = await tryAs(db.sql, actor, (tx) => c.run(tx, actors));
      } catch (error) {
        const { code, message } = error as { code?: string; message?: string };
        failures.push(`${c.actor} ${c.op} ${c.table} [${c.target}]: error ${code ?? '?'} (${message}), not a denial`);
        continue;
      }
      if (rows > 0 !== c.allowed) {
        failures.push(
          `${c.actor} ${c.op} ${c.table} [${c.target}]: expected ${c.allowed ? 'allowed' : 'denied'}, got ${rows} rows`,
        );
      }
    }
    console.info(
      `RLS matrix: ${cases.length} cases (${cases.filter((c) => c.allowed).length} allowed, ${cases.filter((c) => !c.allowed).length} denied)`,
    );
    expect(failures).toEqual([]);
  });
});

// Decision 0050: the token's session, not only its signature. Through the Data API (role + claims,
// as above) a token whose session has ended, whose user is banned, or that is aal1 while its user
// has a verified second factor reaches no personal data and changes nothing; the same account at
// aal2 in a live session reaches all of it. The states are set up committed on this file's
// database and undone after each case.
describe('the session behind the token (sign-out, ban, second factor)', () => {
  const PERSONAL_READS = {
    members: 'select id from public.members',
    bills: 'select id from public.bills',
    payments: 'select id from public.payments',
    documents: 'select id from public.documents',
    notifications: 'select id from public.notifications',
    user_preferences: 'select user_id from public.user_preferences',
    role_assignments: 'select id from public.role_assignments',
    'storage.objects': `select id from storage.objects where bucket_id in ('avatars', 'member-documents')`,
  } as const;

  let sessionId: string;
  let memberId: string;

  /** The demo member signed in: a live session row and a token naming it, at `aal`. */
  function member(aal: 'aal1' | 'aal2'): Actor {
    const base = actors.anggota;
    return { ...base, caller: { ...base.caller, claims: { ...base.caller.claims, session_id: sessionId, aal } } };
  }

  async function readCounts(actor: Actor) {
    return tryAs(db.sql, actor, async (tx) => {
      const counts: Record<string, number> = {};
      for (const [table, statement] of Object.entries(PERSONAL_READS))
        counts[table] = (await tx.unsafe(statement)).length;
      const [rights] = await tx`
        select private.has_permission('payments.pay') as pay, cardinality(private.caller_permissions()) as permissions,
               private.current_member_id() as member`;
      return { ...counts, ...rights };
    });
  }

  /** Own-row writes a member may make, each in its own savepoint: done, or refused (no row, or 42501). */
  async function ownWrites(actor: Actor) {
    return tryAs(db.sql, actor, async (tx) => {
      const done = async (statement: (sp: postgres.TransactionSql) => PromiseLike<ArrayLike<unknown>>) =>
        (await affected(tx.savepoint(async (sp) => await statement(sp)))) > 0;
      return {
        profile: await done(
          (sp) => sp`update public.members set workplace = 'RS Sesi' where id = ${memberId} returning id`,
        ),
        preferences: await done(
          (sp) => sp`
            insert into public.user_preferences (user_id) values (${actor.userId})
            on conflict (user_id) do update set theme = 'dark' returning user_id`,
        ),
        notifications: await done((sp) => sp`update public.notifications set read_at = now() returning id`),
        document: await done(
          (sp) => sp`
            insert into storage.objects (bucket_id, name) values ('member-documents', ${`${memberId}/sesi.pdf`})
            returning id`,
        ),
      };
    });
  }

  beforeAll(async () => {
    const [row] = await db.sql<
      { id: string }[]
    >`select id from public.members where user_id = ${actors.anggota.userId!}`;
    memberId = row!.id;
    // Personal rows in every table the probe reads, whatever the seed holds for this member.
    await db.sql`select private.notify(${actors.anggota.userId!}, 'info', 'system', 'low', 'membership_verified', '{}')`;
    await db.sql`insert into public.user_preferences (user_id) values (${actors.anggota.userId!}) on conflict do nothing`;
    await db.sql`
      insert into storage.objects (bucket_id, name, owner) values ('avatars', ${`${memberId}/sesi.png`}, ${actors.anggota.userId!})`;
  });

  beforeEach(async () => {
    const [session] = await db.sql<{ id: string }[]>`
      insert into auth.sessions (id, user_id, created_at, updated_at, aal)
      values (gen_random_uuid(), ${actors.anggota.userId!}, now(), now(), 'aal1') returning id`;
    sessionId = session!.id;
  });

  afterEach(async () => {
    await db.sql`delete from auth.sessions where id = ${sessionId}`;
    await db.sql`delete from auth.mfa_factors where user_id = ${actors.anggota.userId!}`;
    await db.sql`update auth.users set banned_until = null where id = ${actors.anggota.userId!}`;
  });

  async function expectEverything(actor: Actor) {
    const counts = await readCounts(actor);
    for (const table of Object.keys(PERSONAL_READS)) {
      if (table === 'role_assignments') continue; // a member holds their rights without an assignment
      expect(counts[table as keyof typeof counts], table).toBeGreaterThan(0);
    }
    expect(counts).toMatchObject({ pay: true, member: memberId });
    expect(await ownWrites(actor)).toEqual({ profile: true, preferences: true, notifications: true, document: true });
  }

  async function expectNothing(actor: Actor) {
    const counts = await readCounts(actor);
    expect(counts).toEqual({
      ...Object.fromEntries(Object.keys(PERSONAL_READS).map((table) => [table, 0])),
      pay: false,
      permissions: 0,
      member: null,
    });
    expect(await ownWrites(actor)).toEqual({
      profile: false,
      preferences: false,
      notifications: false,
      document: false,
    });
  }

  it('a live session without a second factor reaches the member’s own data at aal1', async () => {
    await expectEverything(member('aal1'));
  });

  it('after sign-out (the session row is gone) the same token reaches nothing', async () => {
    await db.sql`delete from auth.sessions where id = ${sessionId}`;
    await expectNothing(member('aal1'));
  });

  it('a session past its not_after reaches nothing', async () => {
    await db.sql`update auth.sessions set not_after = now() - interval '1 second' where id = ${sessionId}`;
    await expectNothing(member('aal1'));
  });

  it('a banned user’s token reaches nothing; lifting the ban restores it', async () => {
    await db.sql`update auth.users set banned_until = now() + interval '1 day' where id = ${actors.anggota.userId!}`;
    await expectNothing(member('aal1'));
    await db.sql`update auth.users set banned_until = null where id = ${actors.anggota.userId!}`;
    await expectEverything(member('aal1'));
  });

  it('with a verified factor: nothing at aal1, everything at aal2; an unverified factor changes nothing', async () => {
    await db.sql`
      insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at)
      values (gen_random_uuid(), ${actors.anggota.userId!}, 'belum', 'totp', 'unverified', now(), now())`;
    await expectEverything(member('aal1'));
    await db.sql`update auth.mfa_factors set status = 'verified' where user_id = ${actors.anggota.userId!}`;
    await expectNothing(member('aal1'));
    await expectEverything(member('aal2'));
  });

  it('an officer’s ended session reaches no member and no officer right', async () => {
    const [session] = await db.sql<{ id: string }[]>`
      insert into auth.sessions (id, user_id, created_at, updated_at)
      values (gen_random_uuid(), ${actors.dpcBandung.userId!}, now(), now()) returning id`;
    const officer: Actor = {
      ...actors.dpcBandung,
      caller: { ...actors.dpcBandung.caller, claims: { ...actors.dpcBandung.caller.claims, session_id: session!.id } },
    };
    const probe = () =>
      tryAs(db.sql, officer, async (tx) => {
        const [row] = await tx`
          select (select count(*)::int from public.members) as members,
                 private.has_permission('members.edit') as edit,
                 cardinality(private.administered_organization_ids()) as scope`;
        return row;
      });
    expect(await probe()).toMatchObject({ edit: true, scope: 1 });
    expect((await probe())!.members).toBeGreaterThan(0);
    await db.sql`delete from auth.sessions where id = ${session!.id}`;
    expect(await probe()).toEqual({ members: 0, edit: false, scope: 0 });
  });

  it('a session id that is not a UUID, or names another user’s session, reaches nothing', async () => {
    const base = member('aal1');
    const forged = (session_id: string): Actor => ({
      ...base,
      caller: { ...base.caller, claims: { ...base.caller.claims, session_id } },
    });
    await expectNothing(forged('bukan-uuid'));
    const [other] = await db.sql<{ id: string }[]>`
      insert into auth.sessions (id, user_id, created_at, updated_at)
      values (gen_random_uuid(), ${actors.dpcBandung.userId!}, now(), now()) returning id`;
    await expectNothing(forged(other!.id));
    await db.sql`delete from auth.sessions where id = ${other!.id}`;
  });
});

// Issue 24 N3: a stored notification's signature_key let whoever read it sign a refund of the same
// payment (status_code 200 signs both). The bodies are stored without it, and only the system
// administrator reads them: not an ADMIN_DPP, although national with payments.view.
describe('RLS matrix: gateway notifications', () => {
  const adminDppId = '00000000-0000-4000-8000-00000000a0db';
  let adminDpp: Actor;

  beforeAll(async () => {
    await db.sql`insert into auth.users (id, email, aud, role)
                 values (${adminDppId}, 'admin.dpp.matriks@simk.test', 'authenticated', 'authenticated')`;
    await db.sql`insert into public.role_assignments (user_id, role_id, organization_id)
                 select ${adminDppId}, r.id, o.id from public.roles r, public.organizations o
                 where r.name = 'ADMIN_DPP' and o.level = 'DPP'`;
    adminDpp = authenticated('admin.dpp.matriks@simk.test', adminDppId, 'admin.dpp.matriks@simk.test');
    // Stored by the one writer from a body as Midtrans signs it.
    await db.sql`select private.apply_gateway_status(${db.sql.json({
      order_id: 'SIMK-MATRIX-SIGNED',
      transaction_id: 'trx-matrix-signed',
      transaction_status: 'settlement',
      status_code: '200',
      gross_amount: '150000.00',
      payment_type: 'qris',
      fraud_status: 'accept',
      signature_key: 'ab'.repeat(64),
    })}::jsonb, 'webhook')`;
  });

  const read = (actor: Actor) =>
    tryAs(
      db.sql,
      actor,
      (tx) => tx<{ body: Record<string, unknown> }[]>`
        select body from public.payment_notifications where transaction_id = 'trx-matrix-signed'`,
    );

  it('an ADMIN_DPP, national with payments.view, reads none', async () => {
    const [scope] = await tryAs(
      db.sql,
      adminDpp,
      (tx) => tx<{ national: boolean; view: boolean }[]>`
        select private.has_national_scope() as national, private.has_permission('payments.view') as view`,
    );
    expect(scope).toEqual({ national: true, view: true });
    expect(await read(adminDpp)).toEqual([]);
  });

  it('the system administrator reads them, without a signature', async () => {
    const rows = await read(actors.superadmin);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.body).toMatchObject({ order_id: 'SIMK-MATRIX-SIGNED', transaction_status: 'settlement' });
    expect(rows[0]!.body).not.toHaveProperty('signature_key');
  });

  it('officers and members read none', async () => {
    for (const key of ['anggota', 'dpcBandung', 'dpwJabar'] as const) {
      expect(await read(actors[key]), key).toEqual([]);
    }
  });
});
