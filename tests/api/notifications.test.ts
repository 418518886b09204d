import { beforeAll, describe, expect, it } from 'vitest';
import { useBackend } from '../support/backend.ts';
import { signInDemoAccounts } from '../support/sign-in.ts';
import { useTestDatabase } from '../support/test-database.ts';

const db = useTestDatabase();
const backend = useBackend(db);
let tokens: Awaited<ReturnType<typeof signInDemoAccounts>>;

beforeAll(async () => {
  tokens = await signInDemoAccounts(backend);
});

describe('notifications', () => {
  type Listing = { notifications: { id: string; isRead: boolean; category: string }[]; counts: Record<string, number> };
  const listing = async (token: string, tab = 'all') =>
    (await backend.call('GET', `/notifications?tab=${tab}`, { token })).body.data as unknown as Listing;

  it('lists own notifications with tab counts; read, read-all and delete persist', async () => {
    const before = await listing(tokens.bandung);
    expect(before.counts.all).toBe(before.notifications.length);
    const unread = before.notifications.filter((n) => !n.isRead);
    expect(before.counts.unread).toBe(unread.length);
    expect(unread.length).toBeGreaterThan(1);

    const first = unread[0]!;
    const read = await backend.call('POST', `/notifications/${first.id}/read`, { token: tokens.bandung });
    expect(read.body.data?.notification).toMatchObject({ id: first.id, isRead: true });
    const [row] = await db.sql`select read_at from public.notifications where id = ${first.id}`;
    expect(row?.read_at).not.toBeNull();

    // Someone else's notification does not exist for this caller.
    expect((await backend.call('POST', `/notifications/${first.id}/read`, { token: tokens.surabaya })).status).toBe(
      404,
    );
    expect((await backend.call('DELETE', `/notifications/${first.id}`, { token: tokens.surabaya })).status).toBe(404);

    const deleted = await backend.call('DELETE', `/notifications/${first.id}`, { token: tokens.bandung });
    expect(deleted.status).toBe(200);
    expect(await db.sql`select 1 from public.notifications where id = ${first.id}`).toHaveLength(0);

    const all = await backend.call('POST', '/notifications/read-all', { token: tokens.bandung });
    expect(all.body.data?.updated).toBe(unread.length - 1);
    const after = await listing(tokens.bandung, 'unread');
    expect(after).toMatchObject({ notifications: [], counts: { unread: 0, all: (before.counts.all ?? 0) - 1 } });
    const badges = await backend.call('GET', '/dashboard/badges', { token: tokens.bandung });
    expect(badges.body.data?.unreadNotifications).toBe(0);
  });

  it('computes AI insights from the officer’s own data, once per day', async () => {
    await db.sql`delete from public.notifications n using auth.users u
                 where u.id = n.user_id and u.email = 'dpc.bandung@simk.test' and n.category = 'ai'`;
    const first = await backend.call('POST', '/notifications/insights/refresh', { token: tokens.bandung });
    expect(first.status).toBe(200);
    const issued = first.body.data?.issued as number;
    expect(issued).toBeGreaterThan(0);
    const ai = await listing(tokens.bandung, 'ai');
    expect(ai.notifications).toHaveLength(issued);
    expect(ai.counts.ai).toBe(issued);

    const [sip] = await db.sql`
      select count(*)::int as n from public.members m join public.organizations o on o.id = m.organization_id
      where o.bps_code = '3273' and m.membership_status = 'ACTIVE'
        and m.sip_expiry_date between (now() at time zone 'Asia/Jakarta')::date and (now() at time zone 'Asia/Jakarta')::date + 90`;
    const [note] = await db.sql`
      select n.params from public.notifications n join auth.users u on u.id = n.user_id
      where u.email = 'dpc.bandung@simk.test' and n.category = 'ai' and n.template = 'insight_sip_expiring'`;
    expect(sip!.n, 'the seed has Bandung members whose SIP expires within 90 days').toBeGreaterThan(0);
    expect(note?.params).toEqual({ count: sip!.n });
    // The listing carries the key and its values; the web app words them in the reader's language.
    expect(ai.notifications).toContainEqual(
      expect.objectContaining({
        template: 'insight_sip_expiring',
        params: { count: sip!.n },
        actionUrl: expect.any(String),
      }),
    );

    const second = await backend.call('POST', '/notifications/insights/refresh', { token: tokens.bandung });
    expect(second.body.data?.issued).toBe(0);
    expect((await listing(tokens.bandung, 'ai')).counts.ai).toBe(issued);

    // A deleted insight stays deleted for the rest of the day.
    const victim = ai.notifications[0]!;
    await backend.call('DELETE', `/notifications/${victim.id}`, { token: tokens.bandung });
    await backend.call('POST', '/notifications/insights/refresh', { token: tokens.bandung });
    expect((await listing(tokens.bandung, 'ai')).counts.ai).toBe(issued - 1);
  });

  it('scopes insights: the national figure differs from the chapter figure', async () => {
    // A fresh day for both users, independent of the tests above, which delete some of today's
    // insights (a deleted insight is not re-issued the same day).
    const users =
      await db.sql`select id from auth.users where email in ('superadmin@simk.test', 'dpc.bandung@simk.test')`;
    expect(users).toHaveLength(2);
    const ids = users.map((u) => u.id as string);
    await db.sql`delete from private.ai_insight_log where user_id in ${db.sql(ids)}`;
    await db.sql`delete from public.notifications where user_id in ${db.sql(ids)} and category = 'ai'`;
    for (const token of [tokens.superadmin, tokens.bandung]) {
      expect((await backend.call('POST', '/notifications/insights/refresh', { token })).status).toBe(200);
    }
    const sipCount = async (email: string) =>
      (
        await db.sql<{ count: number }[]>`
          select (n.params ->> 'count')::int as count from public.notifications n join auth.users u on u.id = n.user_id
          where u.email = ${email} and n.template = 'insight_sip_expiring'`
      )[0]?.count;
    const national = await sipCount('superadmin@simk.test');
    const chapter = await sipCount('dpc.bandung@simk.test');
    expect(chapter).toBeGreaterThan(0);
    expect(national).toBeGreaterThan(chapter!);
  });

  it('runs the daily job for everyone without duplicating', async () => {
    const [before] = await db.sql`select count(*)::int as n from public.notifications where category = 'ai'`;
    await db.sql`select private.refresh_all_ai_insights()`;
    const [once] = await db.sql`select count(*)::int as n from public.notifications where category = 'ai'`;
    await db.sql`select private.refresh_all_ai_insights()`;
    const [twice] = await db.sql`select count(*)::int as n from public.notifications where category = 'ai'`;
    expect(once!.n).toBeGreaterThanOrEqual(before!.n);
    expect(twice?.n).toBe(once?.n);
  });
});
