// Before an officer sends overdue reminders, the dialog says what the send will do (issue 23 §5):
// POST /dues/send-reminders/preview takes the send's own body (ids or the list's filter, channel)
// and answers how many reminders it would queue, how many go by email for want of a phone, and
// whom it would skip and why, decided by the same SQL as the send; it queues nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  SendRemindersPreview,
  SendRemindersResult,
} from '../../supabase/functions/_shared/contracts/reminders.ts';
import { useBackend } from '../support/backend.ts';
import { signInDemoAccounts } from '../support/sign-in.ts';
import { useTestDatabase } from '../support/test-database.ts';

const db = useTestDatabase();
const backend = useBackend(db);
let tokens: Awaited<ReturnType<typeof signInDemoAccounts>>;

beforeAll(async () => {
  tokens = await signInDemoAccounts(backend);
});

/** A Kota Bandung member with one Iuran Pokok bill 10 days past due (by the database's clock). */
async function overdueMember(name: string, contact: { phone: string | null; email: string | null }) {
  const [row] = await db.sql<{ id: string }[]>`
    insert into public.members (full_name, phone, email, organization_id)
    select ${name}, ${contact.phone}, ${contact.email}, o.id from public.organizations o where o.bps_code = '3273'
    returning id`;
  await db.sql`
    insert into public.bills (member_id, category_id, organization_id, period_start, period_end, due_date, amount)
    select ${row!.id}, c.id, m.organization_id, date '2001-01-01', date '2001-01-31', private.today() - 10, c.amount
    from public.dues_categories c, public.members m where c.name = 'Iuran Pokok' and m.id = ${row!.id}`;
  return row!.id;
}

const preview = (token: string | undefined, body: unknown) =>
  backend.call('POST', '/dues/send-reminders/preview', { token, body });

const outboxCount = async () =>
  (await db.sql<{ n: number }[]>`select count(*)::int as n from public.outbox_messages`)[0]!.n;

describe('POST /dues/send-reminders/preview', () => {
  it('says what the send will do, and the send does it; afterwards it says who was just reminded', async () => {
    const ids = [
      await overdueMember('Zulkarnain Pratinjau Satu', { phone: '+6281399000001', email: null }),
      await overdueMember('Zulkarnain Pratinjau Dua', { phone: null, email: 'zulkarnain.dua@contoh.id' }),
      await overdueMember('Zulkarnain Pratinjau Tiga', { phone: null, email: null }),
    ];
    const before = await outboxCount();
    const first = await preview(tokens.bandung, { memberIds: ids, reminderType: 'whatsapp' });
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ requested: 3, queued: 2, fallback: 1, skippedByReason: { no_contact: 1 } });
    expect(await outboxCount()).toBe(before);

    // The list's filter, resolved by the server as the send resolves it.
    const byFilter = await preview(tokens.bandung, { filter: { search: 'Zulkarnain Pratinjau' } });
    expect(byFilter.body.data).toEqual(first.body.data);

    const sent = (
      await backend.call('POST', '/dues/send-reminders', { token: tokens.bandung, body: { memberIds: ids } })
    ).body.data as unknown as SendRemindersResult;
    const shown = first.body.data as unknown as SendRemindersPreview;
    expect([sent.queued, sent.fallback.length, sent.skippedByReason]).toEqual([
      shown.queued,
      shown.fallback,
      shown.skippedByReason,
    ]);

    // The first send after start-up case: everyone already reminded, said before sending.
    const again = await preview(tokens.bandung, { memberIds: ids });
    expect(again.body.data).toEqual({
      requested: 3,
      queued: 0,
      fallback: 0,
      skippedByReason: { recently_reminded: 2, no_contact: 1 },
    });
    // SMS is off by default in the members' settings; email is another channel.
    expect((await preview(tokens.bandung, { memberIds: ids, reminderType: 'sms' })).body.data).toMatchObject({
      queued: 0,
      skippedByReason: { preference: 1, no_contact: 1, recently_reminded: 1 },
    });
    expect((await preview(tokens.bandung, { memberIds: ids.slice(0, 1), reminderType: 'email' })).body.data).toEqual({
      requested: 1,
      queued: 0,
      fallback: 0,
      skippedByReason: { no_contact: 1 },
    });
    expect((await preview(tokens.bandung, { filter: { search: 'zzz-tidak-ada' } })).body.data).toEqual({
      requested: 0,
      queued: 0,
      fallback: 0,
      skippedByReason: {},
    });
  });

  it('refuses what the send refuses, queueing nothing', async () => {
    const id = await overdueMember('Pratinjau Ditolak', { phone: '+6281399000009', email: null });
    const [surabaya] = await db.sql<{ id: string }[]>`
      insert into public.members (full_name, organization_id)
      select 'Pratinjau Surabaya', o.id from public.organizations o where o.bps_code = '3578' returning id`;
    const before = await outboxCount();
    const cases: [string | undefined, unknown, number][] = [
      [undefined, { memberIds: [id] }, 401],
      [tokens.anggota, { memberIds: [id] }, 403],
      [tokens.surabaya, { memberIds: [id] }, 403],
      [tokens.bandung, { memberIds: [id, surabaya!.id] }, 403],
      [tokens.bandung, { memberIds: [] }, 400],
      [tokens.bandung, { memberIds: [id], filter: {} }, 400],
      [tokens.bandung, { memberIds: [id], reminderType: 'pigeon' }, 400],
    ];
    for (const [token, body, status] of cases) {
      expect({ body, status: (await preview(token, body)).status }).toEqual({ body, status });
    }
    expect(await outboxCount()).toBe(before);
  });
});
