// One home for the transfer rule (issue 25): private.transfer_actions says what a caller may do
// with a request, the API's lists return it as allowedActions, and the SQL functions accept exactly
// those actions. For each role (the origin's officer, the target's officer, the member, a stranger)
// and each stage, every action is tried in a rolled-back transaction: it succeeds if and only if
// the list offered it.
import { beforeAll, describe, expect, it } from 'vitest';
import { transferActions, type TransferAction } from '../../supabase/functions/_shared/contracts/transfers.ts';
import { requestById } from '../../supabase/functions/api/routes/transfers/request-rows.ts';
import { useTestDatabase } from '../support/test-database.ts';
import { type Actor, as, authenticated, demoActors, sqlState, tryAs } from './support/actors.ts';

const db = useTestDatabase();
let roles: Record<'origin' | 'target' | 'member' | 'stranger', Actor>;
let member: { id: string; actor: Actor };
let napCounter = 610000;

/** An ACTIVE member of DPC `bps` with a login of their own. */
async function memberWithLogin(bps: string) {
  const nap = `${bps}96${String(napCounter++).padStart(6, '0')}`;
  const email = `aksi.${nap}@simk.test`;
  const [user] = await db.sql<{ id: string }[]>`
    insert into auth.users (id, email, aud, role) values (gen_random_uuid(), ${email}, 'authenticated', 'authenticated')
    returning id`;
  const [row] = await db.sql<{ id: string }[]>`
    insert into public.members (full_name, organization_id, membership_status, nap, join_date, verified_at, user_id, email)
    select 'Anggota Aksi', id, 'ACTIVE', ${nap}, date '2020-01-01', now(), ${user!.id}, ${email}
    from public.organizations where bps_code = ${bps}
    returning id`;
  return { id: row!.id, actor: authenticated(email, user!.id, email) };
}

/** The path of a checklist document, uploaded (as the storage service records it). */
async function uploadedPath(requestId: string, kind: string) {
  const path = `${member.id}/transfers/${requestId}/${kind}.pdf`;
  await db.sql`insert into storage.objects (bucket_id, name, metadata)
    values ('member-documents', ${path}, '{"mimetype": "application/pdf", "size": 1000}')
    on conflict (bucket_id, name) do nothing`;
  return path;
}

/** What the API's list offers the actor for the request (nothing when the actor does not see it). */
async function offered(actor: Actor, requestId: string): Promise<TransferAction[]> {
  const row = await as(db.sql, actor, (tx) => requestById(tx, requestId));
  return ((row?.allowedActions as TransferAction[] | undefined) ?? []).slice().sort();
}

/** The actions the SQL functions accept from the actor now, each tried and rolled back. */
async function accepted(actor: Actor, requestId: string): Promise<TransferAction[]> {
  const upload = await uploadedPath(requestId, 'sip_current');
  const attempts: Record<TransferAction, Parameters<typeof tryAs>[2]> = {
    approve: (tx) => tx`select approve_transfer(${requestId}, 'Disetujui')`,
    reject: (tx) => tx`select reject_transfer(${requestId}, 'Ditolak karena alasan uji')`,
    withdraw: (tx) => tx`select withdraw_transfer(${requestId})`,
    upload: (tx) => tx`select attach_transfer_document(${requestId}, 'sip_current', ${upload})`,
  };
  const result: TransferAction[] = [];
  for (const action of transferActions) {
    if ((await sqlState(tryAs(db.sql, actor, attempts[action]))) === 'ok') result.push(action);
  }
  return result.sort();
}

async function expectOneRule(requestId: string, expected: Record<keyof typeof roles, TransferAction[]>) {
  for (const [role, actor] of Object.entries(roles) as [keyof typeof roles, Actor][]) {
    const list = await offered(actor, requestId);
    expect(list, `${role}: what the list offers`).toEqual(expected[role].slice().sort());
    expect(await accepted(actor, requestId), `${role}: what the SQL functions accept`).toEqual(list);
  }
}

beforeAll(async () => {
  const demo = await demoActors(db.sql);
  member = await memberWithLogin('3273');
  const stranger = await memberWithLogin('3204');
  roles = { origin: demo.dpcBandung, target: demo.dpcSurabaya, member: member.actor, stranger: stranger.actor };
});

describe('the allowed actions of a transfer request', () => {
  it('are what decide_transfer, withdraw_transfer and attach_transfer_document accept, at every stage', async () => {
    const [request] = await as(
      db.sql,
      member.actor,
      (tx) => tx<{ id: string }[]>`
        insert into transfer_requests (member_id, target_organization_id, reason, priority)
        select ${member.id}, id, 'Pindah tugas ke rumah sakit di kota tujuan', 'medium'
        from organizations where bps_code = '3578'
        returning id`,
    );
    const id = request!.id;

    // Pending, checklist incomplete: the origin may reject and add documents, not release yet.
    await expectOneRule(id, {
      origin: ['reject', 'upload'],
      target: [],
      member: ['withdraw', 'upload'],
      stranger: [],
    });

    // Pending, checklist complete: the origin may release (approve).
    for (const kind of ['sip_current', 'sip_target', 'recommendation_letter']) {
      const path = await uploadedPath(id, kind);
      await as(
        db.sql,
        member.actor,
        (tx) => tx`select attach_transfer_document(${id}, ${kind}::transfer_document_kind, ${path})`,
      );
    }
    await expectOneRule(id, {
      origin: ['approve', 'reject', 'upload'],
      target: [],
      member: ['withdraw', 'upload'],
      stranger: [],
    });

    // Processing (released): the target's turn; the member can no longer withdraw.
    await as(db.sql, roles.origin, (tx) => tx`select approve_transfer(${id}, 'Dilepas')`);
    await expectOneRule(id, {
      origin: ['upload'],
      target: ['approve', 'reject'],
      member: ['upload'],
      stranger: [],
    });

    // Completed: nothing is left to do for anyone.
    await as(db.sql, roles.target, (tx) => tx`select approve_transfer(${id}, 'Diterima')`);
    await expectOneRule(id, { origin: [], target: [], member: [], stranger: [] });
  });
});
