// Member transfers (issue 15): what a member may request, the document checklist and who reads the
// files, withdrawal, two officers deciding at once, and who is told at each step.
import { beforeAll, describe, expect, it } from 'vitest';
import { asCaller } from '../../supabase/functions/api/db.ts';
import { useTestDatabase } from '../support/test-database.ts';
import { type Actor, type DemoActors, as, authenticated, demoActors, sqlState, tryAs } from './support/actors.ts';

const db = useTestDatabase();
let actors: DemoActors;
let napCounter = 500000;

beforeAll(async () => {
  actors = await demoActors(db.sql);
});

/** An ACTIVE member of DPC `bps` with a login of their own, to act as. */
async function memberWithLogin(bps: string, status = 'ACTIVE') {
  const nap = `${bps}97${String(napCounter++).padStart(6, '0')}`;
  const email = `mutasi.${nap}@simk.test`;
  const [user] = await db.sql<{ id: string }[]>`
    insert into auth.users (id, email, aud, role) values (gen_random_uuid(), ${email}, 'authenticated', 'authenticated')
    returning id`;
  const [member] = await db.sql<{ id: string }[]>`
    insert into public.members (full_name, organization_id, membership_status, nap, join_date, verified_at, user_id, email)
    select 'Anggota Pindah', id, ${status}::public.membership_status, ${nap},
           date '2020-01-01', now(), ${user!.id}, ${email}
    from public.organizations where bps_code = ${bps}
    returning id`;
  return { id: member!.id, actor: authenticated(email, user!.id, email) };
}

/** The member asks to move to DPC `target`; returns the request id. */
async function requestAs(actor: Actor, target: string) {
  const [row] = await as(
    db.sql,
    actor,
    (tx) => tx<{ id: string }[]>`
    insert into transfer_requests (member_id, target_organization_id, reason, priority)
    select m.id, t.id, 'Pindah tugas ke rumah sakit di kota tujuan', 'high' from members m, organizations t
    where m.user_id = auth.uid() and t.bps_code = ${target}
    returning id`,
  );
  return row!.id;
}

/** An uploaded file, as the storage service records it. */
async function uploaded(name: string) {
  await db.sql`insert into storage.objects (bucket_id, name, metadata)
    values ('member-documents', ${name}, '{"mimetype": "application/pdf", "size": 1000}')
    on conflict (bucket_id, name) do nothing`;
}

async function attachAll(actor: Actor, memberId: string, requestId: string) {
  for (const kind of ['sip_current', 'sip_target', 'recommendation_letter']) {
    const path = `${memberId}/transfers/${requestId}/${kind}.pdf`;
    await uploaded(path);
    await as(
      db.sql,
      actor,
      (tx) => tx`select attach_transfer_document(${requestId}, ${kind}::transfer_document_kind, ${path})`,
    );
  }
}

/** SQLSTATE and constraint of a refused call, or 'ok'. */
async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    const { code, constraint_name: constraint } = error as { code?: string; constraint_name?: string };
    if (!code) throw error;
    return constraint ? `${code} ${constraint}` : code;
  }
}

describe('requesting a transfer', () => {
  it('refuses a member who is not ACTIVE, a move to their own DPC, and a second open request', async () => {
    const inactive = await memberWithLogin('3273', 'INACTIVE');
    expect(await refusal(requestAs(inactive.actor, '3578'))).toBe('55000 transfer_member_not_active');
    const active = await memberWithLogin('3273');
    expect(await refusal(requestAs(active.actor, '3273'))).toBe('23514 transfer_requests_different_target');
    await requestAs(active.actor, '3578');
    expect(await refusal(requestAs(active.actor, '3204'))).toBe('23505 transfer_requests_one_open_per_member_idx');
  });

  it('starts with an empty checklist: a member cannot tick a document without a file', async () => {
    const m = await memberWithLogin('3273');
    expect(
      await sqlState(
        tryAs(
          db.sql,
          m.actor,
          (tx) => tx`
        insert into transfer_requests (member_id, target_organization_id, reason, has_sip_current)
        select ${m.id}, id, 'Pindah tugas', true from organizations where bps_code = '3578'`,
        ),
      ),
    ).toBe('42501');
    const id = await requestAs(m.actor, '3578');
    expect(
      await sqlState(
        tryAs(db.sql, m.actor, (tx) => tx`update transfer_requests set has_sip_target = true where id = ${id}`),
      ),
    ).toBe('42501');
  });

  it('tells the member (notification and a queued email) and the origin officers', async () => {
    const m = await memberWithLogin('3273');
    const id = await requestAs(m.actor, '3578');
    const [member] = await db.sql`select template, params from public.notifications where user_id = ${m.actor.userId}`;
    expect(member).toEqual({
      template: 'transfer_requested',
      params: { origin: 'Kota Bandung', target: 'Kota Surabaya' },
    });
    const [email] =
      await db.sql`select template, subject, recipient from public.outbox_messages where member_id = ${m.id}`;
    expect(email).toEqual({
      template: 'transfer_update',
      subject: 'Permohonan mutasi diajukan',
      recipient: m.actor.name,
    });
    const officers = await db.sql`select u.email from public.notifications n join auth.users u on u.id = n.user_id
      where n.template = 'transfer_requested_officer' and n.params ->> 'member_name' like 'Anggota Pindah%'
        and n.params ->> 'origin' = 'Kota Bandung' and n.created_at >= (
        select requested_at from public.transfer_requests where id = ${id}) order by u.email`;
    expect(officers.map((o) => o.email)).toEqual(['dpc.bandung@simk.test', 'dpw.jabar@simk.test']);
  });
});

describe('the document checklist', () => {
  it('names uploaded files only, at the request’s own path, by the member', async () => {
    const m = await memberWithLogin('3273');
    const id = await requestAs(m.actor, '3578');
    const path = `${m.id}/transfers/${id}/sip_current.pdf`;
    const attach = (actor: Actor, kind: string, p: string) =>
      refusal(
        tryAs(db.sql, actor, (tx) => tx`select attach_transfer_document(${id}, ${kind}::transfer_document_kind, ${p})`),
      );
    expect(await attach(m.actor, 'sip_current', path)).toBe('23514 transfer_document_uploaded');
    await uploaded(path);
    expect(await attach(m.actor, 'sip_target', path)).toBe('23514 transfer_document_path');
    expect(await attach(m.actor, 'sip_current', `${m.id}/str.pdf`)).toBe('23514 transfer_document_path');
    expect(await attach(m.actor, 'sip_current', `${m.id}/transfers/${id}/sip_current.exe`)).toBe(
      '23514 transfer_document_path',
    );
    expect(await attach(actors.anggota, 'sip_current', path)).toBe('P0002');
    expect(await attach(actors.dpcSurabaya, 'sip_current', path)).toBe('42501');
    expect(await attach(actors.dpcBandung, 'sip_current', path)).toBe('ok');
    const [after] = await as(
      db.sql,
      m.actor,
      (tx) => tx<{ has_sip_current: boolean; sip_current_path: string; documents_complete: boolean }[]>`
      select has_sip_current, sip_current_path, documents_complete from attach_transfer_document(${id}, 'sip_current', ${path})`,
    );
    expect(after).toEqual({ has_sip_current: true, sip_current_path: path, documents_complete: false });
    const [audit] = await db.sql`select count(*)::int as n from public.audit_logs
      where entity_id = ${id} and action = 'transfer_requests.document'`;
    expect(audit!.n).toBe(1);
  });

  it('is readable by the member and the officers of the origin and target only', async () => {
    // Kabupaten Bandung (3204, Jawa Barat) → Kota Cimahi (3277, Jawa Barat): neither demo DPC.
    const m = await memberWithLogin('3204');
    const id = await requestAs(m.actor, '3277');
    const transferFile = `${m.id}/transfers/${id}/sip_target.pdf`;
    const otherFile = `${m.id}/ijazah.pdf`;
    await uploaded(transferFile);
    await uploaded(otherFile);
    const reads = async (actor: Actor, name: string) => {
      const rows = await as(db.sql, actor, (tx) => tx`select 1 from storage.objects where name = ${name}`);
      return rows.length === 1;
    };
    expect(await reads(m.actor, transferFile)).toBe(true);
    expect(await reads(actors.dpwJabar, transferFile)).toBe(true);
    expect(await reads(actors.superadmin, transferFile)).toBe(true);
    expect(await reads(actors.dpcBandung, transferFile)).toBe(false);
    expect(await reads(actors.dpcSurabaya, transferFile)).toBe(false);
    expect(await reads(actors.anggota, transferFile)).toBe(false);

    // Kota Bandung → Kota Surabaya: the target reads the transfer documents, not the member's others.
    const b = await memberWithLogin('3273');
    const toSurabaya = await requestAs(b.actor, '3578');
    const sip = `${b.id}/transfers/${toSurabaya}/sip_current.pdf`;
    await uploaded(sip);
    await uploaded(`${b.id}/ijazah.pdf`);
    expect(await reads(actors.dpcSurabaya, sip)).toBe(true);
    expect(await reads(actors.dpcSurabaya, `${b.id}/ijazah.pdf`)).toBe(false);
    expect(await reads(actors.dpcBandung, sip)).toBe(true);
    // A path naming another member's folder with this request id gives nothing away.
    const forged = `${m.id}/transfers/${toSurabaya}/sip_current.pdf`;
    await uploaded(forged);
    expect(await reads(actors.dpcSurabaya, forged)).toBe(false);

    // After the move, the origin still reads the transfer documents.
    await attachAll(b.actor, b.id, toSurabaya);
    await as(db.sql, actors.dpcBandung, (tx) => tx`select approve_transfer(${toSurabaya}, null)`);
    await as(db.sql, actors.dpcSurabaya, (tx) => tx`select approve_transfer(${toSurabaya}, null)`);
    expect(await reads(actors.dpcBandung, sip)).toBe(true);
    expect(await reads(actors.dpcBandung, `${b.id}/ijazah.pdf`)).toBe(false);
  });
});

describe('withdrawing', () => {
  it('the member withdraws their own pending request; nobody else can, and not once released', async () => {
    const m = await memberWithLogin('3273');
    const id = await requestAs(m.actor, '3578');
    const withdraw = (actor: Actor, request: string) =>
      refusal(tryAs(db.sql, actor, (tx) => tx`select withdraw_transfer(${request})`));
    expect(await withdraw(actors.anggota, id)).toBe('P0002');
    expect(await withdraw(actors.dpcBandung, id)).toBe('P0002');
    const [row] = await as(
      db.sql,
      m.actor,
      (tx) => tx<{ status: string }[]>`select status from withdraw_transfer(${id})`,
    );
    expect(row!.status).toBe('withdrawn');
    expect(await withdraw(m.actor, id)).toBe('55000 transfer_already_decided');
    // A withdrawn request is closed: a new one may be made.
    const second = await requestAs(m.actor, '3204');
    await attachAll(m.actor, m.id, second);
    await as(db.sql, actors.dpcBandung, (tx) => tx`select approve_transfer(${second}, null)`);
    expect(await withdraw(m.actor, second)).toBe('55000 transfer_already_decided');
  });
});

describe('deciding', () => {
  it('approve takes the step of the caller’s side and tells the next side, then the member and the origin', async () => {
    const m = await memberWithLogin('3273');
    const id = await requestAs(m.actor, '3578');
    await attachAll(m.actor, m.id, id);
    const approve = (actor: Actor) =>
      as(db.sql, actor, (tx) => tx<{ status: string }[]>`select status from approve_transfer(${id}, 'Lengkap')`);
    expect(await refusal(tryAs(db.sql, actors.dpcSurabaya, (tx) => tx`select approve_transfer(${id}, null)`))).toBe(
      '55000 transfer_not_yet_released',
    );
    expect((await approve(actors.dpcBandung))[0]!.status).toBe('processing');
    const [surabaya] = await db.sql`select count(*)::int as n from public.notifications
      where user_id = ${actors.dpcSurabaya.userId} and template = 'transfer_released_officer'
        and params ->> 'member_name' like 'Anggota Pindah%'`;
    expect(surabaya!.n).toBeGreaterThan(0);
    expect((await approve(actors.dpcSurabaya))[0]!.status).toBe('completed');
    const titles =
      await db.sql`select template from public.notifications where user_id = ${m.actor.userId} order by created_at, id`;
    expect(titles.map((t) => t.template)).toEqual(['transfer_requested', 'transfer_released', 'transfer_completed']);
    const emails =
      await db.sql`select subject from public.outbox_messages where member_id = ${m.id} order by created_at, id`;
    expect(emails.map((e) => e.subject)).toEqual([
      'Permohonan mutasi diajukan',
      'Mutasi dilepas DPC asal',
      'Mutasi selesai',
    ]);
    const [bandung] = await db.sql`select count(*)::int as n from public.notifications
      where user_id = ${actors.dpcBandung.userId} and template = 'transfer_completed_officer'
        and params ->> 'member_name' like 'Anggota Pindah%'
        and created_at >= (select requested_at from public.transfer_requests where id = ${id})`;
    expect(bandung!.n).toBe(1);
    const [moved] =
      await db.sql`select m.nap, o.bps_code from public.members m join public.organizations o on o.id = m.organization_id
      where m.id = ${m.id}`;
    expect(moved!.bps_code).toBe('3578');
    // The next bills are issued by the new DPC.
    await as(db.sql, actors.superadmin, (tx) => tx`select generate_bills(date '2031-01-01')`);
    const billed =
      await db.sql`select distinct o.bps_code from public.bills b join public.organizations o on o.id = b.organization_id
      where b.member_id = ${m.id} and b.period_start >= date '2031-01-01'`;
    expect(billed.map((b) => b.bps_code)).toEqual(['3578']);
  });

  it('two officers deciding at once: one wins, the other gets a conflict', async () => {
    const m = await memberWithLogin('3273');
    const id = await requestAs(m.actor, '3578');
    await attachAll(m.actor, m.id, id);
    let locked!: () => void;
    let finish!: () => void;
    const lockTaken = new Promise<void>((resolve) => (locked = resolve));
    const mayCommit = new Promise<void>((resolve) => (finish = resolve));
    // dpc.bandung releases and holds the transaction open; dpw.jabar rejects meanwhile.
    const first = asCaller(db.sql, actors.dpcBandung.caller, async (tx) => {
      await tx`select approve_transfer(${id}, 'Dilepas')`;
      locked();
      await mayCommit;
    });
    await lockTaken;
    const second = refusal(
      asCaller(db.sql, actors.dpwJabar.caller, (tx) => tx`select reject_transfer(${id}, 'Tidak lengkap')`),
    );
    // Wait until the second decision is queued behind the row lock, then let the first commit.
    for (let waiting = 0; waiting === 0;) {
      const [row] = await db.sql<{ n: number }[]>`select count(*)::int as n from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`;
      waiting = row!.n;
    }
    finish();
    await first;
    expect(await second).toBe('55000 transfer_already_decided');
    const [row] = await db.sql`select status, decided_by from public.transfer_requests where id = ${id}`;
    expect(row).toEqual({ status: 'processing', decided_by: null });
  });

  it('badge: the approvals an officer can act on', async () => {
    const badge = async (actor: Actor) => {
      const [row] = await as(
        db.sql,
        actor,
        (tx) => tx<{ n: number }[]>`
        select (dashboard_badges() ->> 'pendingTransferApprovals')::int as n`,
      );
      return row!.n;
    };
    const actionable = async (actor: Actor) => {
      const [row] = await as(
        db.sql,
        actor,
        (tx) => tx<{ n: number }[]>`
        select count(*)::int as n from transfer_requests r
        where (r.status = 'pending' and private.can_in_organization('mutations.approve', r.origin_organization_id))
           or (r.status in ('processing', 'approved') and private.can_in_organization('mutations.approve', r.target_organization_id))`,
      );
      return row!.n;
    };
    for (const actor of [actors.dpcBandung, actors.dpcSurabaya, actors.dpwJabar]) {
      expect(await badge(actor)).toBe(await actionable(actor));
    }
    expect(await badge(actors.anggota)).toBe(0);
  });
});
