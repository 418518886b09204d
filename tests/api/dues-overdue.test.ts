// Overdue reminders through the API (issue 14 §2): GET /dues/overdue in the officer's scope with
// buckets, filters and pages; POST /dues/send-reminders queues one reminder per member, skips with
// reasons (one per member and channel per 24 hours) and refuses bad input without changing
// anything; the preview is the message queued.
import { beforeAll, describe, expect, it } from 'vitest';
import { errorCatalogue } from '../../supabase/functions/_shared/errors.ts';
import type {
  OverdueList,
  OverdueMember,
  ReminderPreview,
  SendRemindersResult,
} from '../../supabase/functions/_shared/contracts/reminders.ts';
import { useBackend } from '../support/backend.ts';
import { signInDemoAccounts } from '../support/sign-in.ts';
import { messageName } from '../support/message-name.ts';
import { useTestDatabase } from '../support/test-database.ts';

const db = useTestDatabase();
const backend = useBackend(db);
let tokens: Awaited<ReturnType<typeof signInDemoAccounts>>;
let bandungId: string;

beforeAll(async () => {
  tokens = await signInDemoAccounts(backend);
  const [bandung] = await db.sql<{ id: string }[]>`select id from public.organizations where bps_code = '3273'`;
  bandungId = bandung!.id;
});

async function list(token: string, query = ''): Promise<OverdueList> {
  const response = await backend.call('GET', `/dues/overdue${query}`, { token });
  expect(response.status).toBe(200);
  return response.body.data as unknown as OverdueList;
}

async function send(token: string, body: unknown) {
  return backend.call('POST', '/dues/send-reminders', { token, body });
}

async function reminderRows(memberIds: string[]) {
  return db.sql<{ member_id: string; channel: string; body_text: string }[]>`
    select member_id, channel, body_text from public.outbox_messages
    where template = 'dues_reminder' and member_id = any (${memberIds}::uuid[])`;
}

/** Bandung's overdue members in a bucket that have a phone and no reminder yet. */
async function unremindedWithPhone(bucket: string, count: number, skip = 0): Promise<OverdueMember[]> {
  const all = (await list(tokens.bandung, `?bucket=${encodeURIComponent(bucket)}&limit=100`)).members;
  const fresh = all.filter((m) => m.phone !== null && m.reminderCount === 0).slice(skip, skip + count);
  expect(fresh).toHaveLength(count);
  return fresh;
}

describe('GET /dues/overdue', () => {
  it("lists only the DPC officer's chapter, most overdue first, with the buckets summing to the total", async () => {
    const data = await list(tokens.bandung, '?limit=100');
    const [expected] = await db.sql<{ n: number }[]>`
      select count(distinct member_id)::int as n from public.bills
      where organization_id = ${bandungId} and status = 'unpaid' and due_date < private.today()`;
    expect(data.pagination.total).toBe(expected!.n);
    expect(data.pagination.total).toBeGreaterThan(5);
    expect(data.buckets['1-7'] + data.buckets['8-30'] + data.buckets['>30']).toBe(data.pagination.total);
    for (const m of data.members) {
      expect(m.organizationId).toBe(bandungId);
      expect(m.organizationName).toMatch(/Bandung/);
      expect(m.amount).toBeGreaterThan(0);
      expect(m.duesCategory).not.toBe('');
      const bucket = m.daysOverdue <= 7 ? '1-7' : m.daysOverdue <= 30 ? '8-30' : '>30';
      expect(m.bucket).toBe(bucket);
      expect(m.priority).toBe({ '1-7': 'low', '8-30': 'medium', '>30': 'high' }[bucket]);
    }
    const days = data.members.map((m) => m.daysOverdue);
    expect(days).toEqual([...days].sort((a, b) => b - a));
  });

  it('filters by bucket and pages through the filter', async () => {
    const all = await list(tokens.bandung);
    const bucket = await list(tokens.bandung, '?bucket=8-30&limit=2');
    expect(bucket.pagination.total).toBe(all.buckets['8-30']);
    expect(bucket.buckets).toEqual(all.buckets);
    expect(bucket.members.every((m) => m.bucket === '8-30')).toBe(true);
    expect(bucket.pagination.pages).toBe(Math.ceil(all.buckets['8-30'] / 2));
    const second = await list(tokens.bandung, '?bucket=8-30&limit=2&page=2');
    expect(second.members.map((m) => m.id)).not.toContain(bucket.members[0]!.id);
    const past = await list(tokens.bandung, '?bucket=8-30&page=999');
    expect(past.members).toEqual([]);
    expect(past.pagination.total).toBe(all.buckets['8-30']);
  });

  it('searches by name and NAP', async () => {
    const [first] = (await list(tokens.bandung)).members;
    const byName = await list(tokens.bandung, `?search=${encodeURIComponent(first!.memberName)}`);
    expect(byName.members.map((m) => m.id)).toContain(first!.id);
    expect(byName.members.every((m) => m.memberName.includes(first!.memberName))).toBe(true);
    const none = await list(tokens.bandung, '?search=zzz-tidak-ada');
    expect(none.pagination.total).toBe(0);
    expect(none.buckets).toEqual({ '1-7': 0, '8-30': 0, '>30': 0 });
  });

  it('shows SUPER_ADMIN every chapter, narrowed by organizationId', async () => {
    const all = await list(tokens.superadmin, '?limit=100');
    const bandungOnly = await list(tokens.bandung);
    expect(all.pagination.total).toBeGreaterThan(bandungOnly.pagination.total);
    expect(new Set(all.members.map((m) => m.organizationId)).size).toBeGreaterThan(1);
    const narrowed = await list(tokens.superadmin, `?organizationId=${bandungId}`);
    expect(narrowed.pagination.total).toBe(bandungOnly.pagination.total);
    expect(narrowed.buckets).toEqual(bandungOnly.buckets);
    // A DPC officer naming another chapter sees nothing of it.
    const [surabaya] = await db.sql<{ id: string }[]>`select id from public.organizations where bps_code = '3578'`;
    expect((await list(tokens.bandung, `?organizationId=${surabaya!.id}`)).pagination.total).toBe(0);
  });

  it('names the chapters of the chapter filter: the DPC its own, the DPW its DPCs, the DPP every DPC', async () => {
    type Chapters = { organizations: { id: string; name: string; level: string; provinceName: string | null }[] };
    const chapters = async (token: string) => {
      const response = await backend.call('GET', '/dues/overdue/chapters', { token });
      expect(response.status).toBe(200);
      return (response.body.data as unknown as Chapters).organizations;
    };
    expect((await chapters(tokens.bandung)).map((o) => o.id)).toEqual([bandungId]);

    const expected = await db.sql<{ id: string }[]>`
      select o.id from public.organizations o join public.organizations p on p.id = o.parent_id
      where o.level = 'DPC' and p.name = (select name from public.organizations where level = 'DPW' and bps_code = '32')
      order by o.name`;
    const jabar = await chapters(tokens.dpw);
    expect(jabar.map((o) => o.id)).toEqual(expected.map((o) => o.id));
    expect(new Set(jabar.map((o) => o.level))).toEqual(new Set(['DPC']));

    // Every DPC, inactive ones too (their members may still be overdue), by province and name.
    const every = await db.sql<{ id: string }[]>`
      select o.id from public.organizations o join public.organizations p on p.id = o.parent_id
      where o.level = 'DPC' order by p.name, o.name`;
    expect((await chapters(tokens.superadmin)).map((o) => o.id)).toEqual(every.map((o) => o.id));

    expect((await backend.call('GET', '/dues/overdue/chapters', { token: tokens.anggota })).status).toBe(403);
    expect((await backend.call('GET', '/dues/overdue/chapters')).status).toBe(401);
  });

  it('refuses a member (403), an anonymous caller (401) and a bad filter (400)', async () => {
    expect((await backend.call('GET', '/dues/overdue', { token: tokens.anggota })).status).toBe(403);
    expect((await backend.call('GET', '/dues/overdue')).status).toBe(401);
    expect((await backend.call('GET', '/dues/overdue?bucket=9-99', { token: tokens.bandung })).status).toBe(400);
    expect((await backend.call('GET', '/dues/overdue?limit=1000', { token: tokens.bandung })).status).toBe(400);
  });
});

describe('POST /dues/send-reminders', () => {
  it('queues one WhatsApp reminder per member, then skips them within 24 hours', async () => {
    const members = await unremindedWithPhone('8-30', 3);
    const ids = members.map((m) => m.id);
    const first = await send(tokens.bandung, { memberIds: ids, reminderType: 'whatsapp' });
    expect(first.status).toBe(200);
    const result = first.body.data as unknown as SendRemindersResult;
    expect(result).toMatchObject({ requested: 3, queued: 3, fallback: [], skipped: [], skippedByReason: {} });
    const rows = await reminderRows(ids);
    expect(rows).toHaveLength(3);
    for (const m of members) {
      const row = rows.find((r) => r.member_id === m.id)!;
      expect(row.channel).toBe('whatsapp');
      expect(row.body_text).toContain(await messageName(db.sql, m.memberName));
      expect(row.body_text).toContain(`Rp${m.amount.toLocaleString('id-ID')}`);
    }

    const again = await send(tokens.bandung, { memberIds: ids });
    expect(again.status).toBe(200);
    const skipped = again.body.data as unknown as SendRemindersResult;
    expect(skipped.queued).toBe(0);
    expect(skipped.skippedByReason).toEqual({ recently_reminded: 3 });
    expect(skipped.skipped.map((s) => s.memberId).sort()).toEqual([...ids].sort());
    expect(await reminderRows(ids)).toHaveLength(3);

    // The list shows the reminder; another channel is still allowed.
    const after = (await list(tokens.bandung, '?bucket=8-30&limit=100')).members.filter((m) => ids.includes(m.id));
    for (const m of after) {
      expect(m.reminderCount).toBe(1);
      expect(m.lastReminderSent).not.toBeNull();
    }
    const byEmail = await send(tokens.bandung, { memberIds: [ids[0]], reminderType: 'email' });
    expect((byEmail.body.data as unknown as SendRemindersResult).queued).toBe(1);
  });

  it('sends to every member of a filter, resolved by the server', async () => {
    const [target] = await unremindedWithPhone('>30', 1);
    const response = await send(tokens.bandung, {
      filter: { search: target!.memberName, bucket: '>30' },
      reminderType: 'sms',
    });
    expect(response.status).toBe(200);
    const result = response.body.data as unknown as SendRemindersResult;
    expect(result.requested).toBeGreaterThanOrEqual(1);
    expect(result.queued + result.skipped.length).toBe(result.requested);
    // SMS is off by default (notification preferences): the server says so per member.
    expect(result.skipped.every((s) => s.reason === 'preference')).toBe(true);
    const empty = await send(tokens.bandung, { filter: { search: 'zzz-tidak-ada' } });
    expect(empty.body.data).toMatchObject({ requested: 0, queued: 0 });
  });

  it('refuses bad input and out-of-scope members without queueing anything', async () => {
    const [member] = await unremindedWithPhone('1-7', 1);
    const [surabayaMember] = await db.sql<{ id: string }[]>`
      select distinct b.member_id as id from public.bills b join public.organizations o on o.id = b.organization_id
      where o.bps_code = '3578' and b.status = 'unpaid' and b.due_date < private.today() limit 1`;
    const [before] = await db.sql<{ n: number }[]>`select count(*)::int as n from public.outbox_messages`;
    const bad: [unknown, number][] = [
      [{ memberIds: [member!.id], reminderType: 'pigeon' }, 400],
      [{ memberIds: [] }, 400],
      [{ memberIds: ['not-a-uuid'] }, 400],
      [{ reminderType: 'whatsapp' }, 400],
      [{ memberIds: [member!.id], filter: { bucket: '1-7' } }, 400],
      [{ filter: { bucket: '2-3' } }, 400],
      // Unknown keys alone would leave an empty filter: the whole list (found by the API fuzz test).
      [{ filter: { nested: { deeper: ['x'] } } }, 400],
      [{ filter: { bucket: '1-7', nested: true } }, 400],
      [{ memberIds: [member!.id, surabayaMember!.id] }, 403],
    ];
    for (const [body, status] of bad) {
      const response = await send(tokens.bandung, body);
      expect({ body, status: response.status }).toEqual({ body, status });
    }
    expect((await send(tokens.anggota, { memberIds: [member!.id] })).status).toBe(403);
    const [after] = await db.sql<{ n: number }[]>`select count(*)::int as n from public.outbox_messages`;
    expect(after!.n).toBe(before!.n);
  });
});

describe('GET /dues/overdue/{memberId}/reminder-preview', () => {
  it('renders the message exactly as it is then queued', async () => {
    const [member] = await unremindedWithPhone('8-30', 1);
    const response = await backend.call('GET', `/dues/overdue/${member!.id}/reminder-preview?reminderType=whatsapp`, {
      token: tokens.bandung,
    });
    expect(response.status).toBe(200);
    const preview = response.body.data as unknown as ReminderPreview;
    expect(preview).toMatchObject({ channel: 'whatsapp', subject: null, html: null });
    expect(preview.text).toContain(`Yth. ${await messageName(db.sql, member!.memberName)}`);
    const email = (
      await backend.call('GET', `/dues/overdue/${member!.id}/reminder-preview?reminderType=email`, {
        token: tokens.bandung,
      })
    ).body.data as unknown as ReminderPreview;
    expect(email.subject).toBe('Pengingat pembayaran iuran');
    expect(email.html).toContain(member!.memberName);

    await send(tokens.bandung, { memberIds: [member!.id] });
    const [row] = await reminderRows([member!.id]);
    expect(row!.body_text).toBe(preview.text);
  });

  it('answers 404 for a member out of scope or not overdue', async () => {
    const [surabayaMember] = await db.sql<{ id: string }[]>`
      select distinct b.member_id as id from public.bills b join public.organizations o on o.id = b.organization_id
      where o.bps_code = '3578' and b.status = 'unpaid' and b.due_date < private.today() limit 1`;
    const response = await backend.call('GET', `/dues/overdue/${surabayaMember!.id}/reminder-preview`, {
      token: tokens.bandung,
    });
    expect(response.status).toBe(404);
    expect(response.body.error?.message).toBe(errorCatalogue.OVERDUE_MEMBER_NOT_FOUND.message);
  });
});
