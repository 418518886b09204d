// SUPER_ADMIN can require a second factor (aal2) for officers' changes: the setting, its guarded and
// audited setter, and its enforcement by the permission helpers that the policies call.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../../supabase/functions/api/db.ts';
import { useTestDatabase } from '../support/test-database.ts';
import { as, demoActors, sqlState, tryAs, type Actor, type DemoActors } from './support/actors.ts';

const db = useTestDatabase();

/** The actor with an access token at `aal` (the claim Supabase Auth MFA sets). */
function at(actor: Actor, aal: 'aal1' | 'aal2'): Actor {
  return { ...actor, caller: { ...actor.caller, claims: { ...actor.caller.claims, aal } } as Caller };
}

let actors: DemoActors;
let bandungMemberId: string;

/** How many rows the officer's edit of a Bandung member changes (0: refused by RLS). */
function editBandungMember(actor: Actor) {
  return tryAs(db.sql, actor, async (tx) => {
    const rows =
      await tx`update public.members set workplace = 'RS Uji Dua Faktor' where id = ${bandungMemberId} returning id`;
    return rows.length;
  });
}

function seesBandungMember(actor: Actor) {
  return tryAs(
    db.sql,
    actor,
    async (tx) => (await tx`select id from public.members where id = ${bandungMemberId}`).length,
  );
}

beforeAll(async () => {
  actors = await demoActors(db.sql);
  const [row] = await db.sql<{ id: string }[]>`
    select m.id from public.members m join public.organizations o on o.id = m.organization_id
     where o.bps_code = '3273' and m.user_id is null order by m.id limit 1`;
  bandungMemberId = row!.id;
});

describe('security_settings.officer_aal2_required', () => {
  it('is off by default: an officer changes data at aal1', async () => {
    const [settings] = await db.sql`select officer_aal2_required from public.security_settings`;
    expect(settings).toEqual({ officer_aal2_required: false });
    expect(await editBandungMember(at(actors.dpcBandung, 'aal1'))).toBe(1);
  });

  it('is turned on by SUPER_ADMIN only, and only from an aal2 session', async () => {
    const turnOn = (actor: Actor) =>
      sqlState(tryAs(db.sql, actor, (tx) => tx`select public.set_officer_aal2_required(true)`));
    expect(await turnOn(at(actors.dpcBandung, 'aal2'))).toBe('42501');
    expect(await turnOn(at(actors.superadmin, 'aal1'))).toBe('42501');
    expect(await turnOn(at(actors.superadmin, 'aal2'))).toBe('ok');
  });

  describe('when required', () => {
    beforeAll(async () => {
      await as(db.sql, at(actors.superadmin, 'aal2'), (tx) => tx`select public.set_officer_aal2_required(true)`);
    });

    it('is audited with who turned it on', async () => {
      const [entry] = await db.sql`
        select actor_id, after ->> 'officer_aal2_required' as required from public.audit_logs
         where action = 'security_settings.update' order by created_at desc limit 1`;
      expect(entry).toEqual({ actor_id: actors.superadmin.userId, required: 'true' });
    });

    it('refuses an officer’s change at aal1 and allows it at aal2', async () => {
      expect(await editBandungMember(at(actors.dpcBandung, 'aal1'))).toBe(0);
      expect(await editBandungMember(actors.dpcBandung)).toBe(0); // a token without the claim counts as aal1
      expect(await editBandungMember(at(actors.dpcBandung, 'aal2'))).toBe(1);
      expect(await editBandungMember(at(actors.superadmin, 'aal1'))).toBe(0);
      expect(await editBandungMember(at(actors.superadmin, 'aal2'))).toBe(1);
    });

    it('still lets the officer read at aal1', async () => {
      expect(await seesBandungMember(at(actors.dpcBandung, 'aal1'))).toBe(1);
    });

    it('applies to the permission helpers themselves: writes refused, reads kept', async () => {
      const check = (actor: Actor) =>
        tryAs(
          db.sql,
          actor,
          (tx) => tx<{ edit: boolean; view: boolean; admin: boolean }[]>`
            select private.has_permission('members.edit') as edit,
                   private.has_permission('members.view') as view,
                   private.is_system_admin() as admin`,
        );
      expect((await check(at(actors.superadmin, 'aal1')))[0]).toEqual({ edit: false, view: true, admin: false });
      expect((await check(at(actors.superadmin, 'aal2')))[0]).toEqual({ edit: true, view: true, admin: true });
    });

    it('leaves a member’s own changes alone (members are not officers)', async () => {
      const rows = await tryAs(
        db.sql,
        at(actors.anggota, 'aal1'),
        (tx) =>
          tx`update public.members set workplace = 'RS Anggota' where user_id = ${actors.anggota.userId} returning id`,
      );
      expect(rows).toHaveLength(1);
    });

    it('is turned off again by SUPER_ADMIN at aal2, which gives officers aal1 writes back', async () => {
      await as(db.sql, at(actors.superadmin, 'aal2'), (tx) => tx`select public.set_officer_aal2_required(false)`);
      expect(await editBandungMember(at(actors.dpcBandung, 'aal1'))).toBe(1);
    });
  });
});
