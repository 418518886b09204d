// What a reminder send will do, said before it is sent (issue 23 §5): private.reminder_send_preview
// counts the members the send would queue, send by email for want of a phone, and skip by reason,
// from the same private.decide_reminders the send uses, so the preview and the send cannot drift.
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../support/test-database.ts';
import { type DemoActors, as, demoActors, sqlState, tryAs } from './support/actors.ts';

const db = useTestDatabase();
let actors: DemoActors;

beforeAll(async () => {
  actors = await demoActors(db.sql);
});

let members = 0;

/** A Kota Bandung member; overdue (one Iuran Pokok bill 10 days past due) unless `overdue` is false. */
async function member(contact: { phone: string | null; email: string | null }, overdue = true) {
  members += 1;
  const [row] = await db.sql<{ id: string }[]>`
    insert into public.members (full_name, phone, email, organization_id)
    select ${`Pratinjau ${members}`}, ${contact.phone}, ${contact.email}, o.id
    from public.organizations o where o.bps_code = '3273'
    returning id`;
  if (overdue) {
    await db.sql`
      insert into public.bills (member_id, category_id, organization_id, period_start, period_end, due_date, amount)
      select ${row!.id}, c.id, m.organization_id, date '2001-01-01', date '2001-01-31', private.today() - 10, c.amount
      from public.dues_categories c, public.members m where c.name = 'Iuran Pokok' and m.id = ${row!.id}`;
  }
  return row!.id;
}

const phone = (n: number) => `+62813100${String(n).padStart(5, '0')}`;

type Preview = { requested: number; queued: number; fallback: number; skipped_by_reason: Record<string, number> };

const preview = (ids: string[], channel = 'whatsapp') =>
  tryAs(
    db.sql,
    actors.dpcBandung,
    (tx) =>
      tx<
        { p: Preview }[]
      >`select private.reminder_send_preview(${ids}::uuid[], ${channel}::public.message_channel) as p`,
  ).then((rows) => rows[0]!.p);

const send = (ids: string[], channel = 'whatsapp') =>
  as(
    db.sql,
    actors.dpcBandung,
    (tx) => tx<{ r: { queued: number; fallback: unknown[]; skipped: { reason: string }[] } }[]>`
      select public.queue_reminders(${ids}::uuid[], ${channel}::public.message_channel) as r`,
  ).then((rows) => rows[0]!.r);

describe('private.reminder_send_preview', () => {
  it('counts what the send will queue, fall back to email and skip by reason, and the send then does exactly that', async () => {
    const fresh = await member({ phone: phone(1), email: 'pratinjau.1@contoh.id' });
    const emailOnly = await member({ phone: null, email: 'pratinjau.2@contoh.id' });
    const noContact = await member({ phone: null, email: null });
    const reminded = await member({ phone: phone(4), email: null });
    const paidUp = await member({ phone: phone(5), email: null }, false);
    const unknown = '00000000-0000-4000-8000-00000000abcd';
    await send([reminded]);

    const ids = [fresh, emailOnly, noContact, reminded, paidUp, unknown, fresh];
    const before = await preview(ids);
    expect(before).toEqual({
      requested: 6,
      queued: 2,
      fallback: 1,
      skipped_by_reason: { no_contact: 1, recently_reminded: 1, not_overdue: 1, not_found: 1 },
    });
    // Nothing was queued by the preview.
    const [{ n }] = [
      ...(await db.sql<{ n: number }[]>`
        select count(*)::int as n from public.outbox_messages where member_id = any (${ids}::uuid[])`),
    ] as [{ n: number }];
    expect(n).toBe(1);

    const sent = await send(ids);
    expect(sent.queued).toBe(before.queued);
    expect(sent.fallback).toHaveLength(before.fallback);
    const byReason: Record<string, number> = {};
    for (const { reason } of sent.skipped) byReason[reason] = (byReason[reason] ?? 0) + 1;
    expect(byReason).toEqual(before.skipped_by_reason);

    // Now both are reminded on WhatsApp; SMS is off by default (the members' settings).
    expect(await preview([fresh, emailOnly])).toEqual({
      requested: 2,
      queued: 0,
      fallback: 0,
      skipped_by_reason: { recently_reminded: 2 },
    });
    expect((await preview([fresh], 'sms')).skipped_by_reason).toEqual({ preference: 1 });
  });

  it('refuses as the send does: a member, another DPC, and an empty selection', async () => {
    const bandung = await member({ phone: phone(20), email: null });
    const call = (actor: keyof DemoActors, ids: string[]) =>
      sqlState(
        tryAs(db.sql, actors[actor], (tx) => tx`select private.reminder_send_preview(${ids}::uuid[], 'whatsapp')`),
      );
    expect(await call('anggota', [bandung])).toBe('42501');
    expect(await call('dpcSurabaya', [bandung])).toBe('42501');
    expect(await call('anon', [bandung])).toBe('42501');
    expect(await call('dpcBandung', [])).toBe('22023');
    expect(await call('dpcBandung', [bandung])).toBe('ok');
  });
});
