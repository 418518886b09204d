import { beforeAll, describe, expect, it } from 'vitest';
import { asCaller } from '../../supabase/functions/api/db.ts';
import { useTestDatabase } from '../support/test-database.ts';
import { demoActors, type DemoActors } from './support/actors.ts';

const db = useTestDatabase();
let actors: DemoActors;

beforeAll(async () => {
  actors = await demoActors(db.sql);
});

const aiCount = async (userId: string | null) => {
  const [row] =
    await db.sql`select count(*)::int as n from public.notifications where user_id = ${userId} and category = 'ai'`;
  return row?.n as number;
};

describe('public.refresh_ai_insights', () => {
  it('writes the caller’s insights once per day and refreshes their figures on a re-run', async () => {
    const before = await aiCount(actors.dpwJabar.userId);
    const [first] = await asCaller(
      db.sql,
      actors.dpwJabar.caller,
      (tx) => tx`select public.refresh_ai_insights() as n`,
    );
    expect(first?.n).toBeGreaterThan(0);
    expect(await aiCount(actors.dpwJabar.userId)).toBe(before + first!.n);
    const [second] = await asCaller(
      db.sql,
      actors.dpwJabar.caller,
      (tx) => tx`select public.refresh_ai_insights() as n`,
    );
    expect(second?.n).toBe(0);
    expect(await aiCount(actors.dpwJabar.userId)).toBe(before + first!.n);
    // Written as template keys and their values; the web app words them in the reader's language.
    const notes = await db.sql<{ template: string; params: Record<string, unknown> }[]>`
      select template, params from public.notifications where user_id = ${actors.dpwJabar.userId} and category = 'ai'`;
    for (const note of notes) {
      expect(note.template).toMatch(/^insight_/);
      if (note.template === 'insight_sip_expiring') expect(note.params).toEqual({ count: expect.any(Number) });
      if (note.template.startsWith('insight_collection_rate_')) {
        expect(note.params).toEqual({
          month: expect.stringMatching(/^\d{2}-\d{4}$/),
          rate: expect.stringMatching(/^\d+,\d%$/),
          previous_rate: expect.stringMatching(/^\d+,\d%$/),
          change: expect.stringMatching(/^[+−]\d+,\d$/),
        });
      }
      if (note.template === 'insight_overdue_growth') {
        expect(note.params).toEqual({ previous: expect.any(Number), count: expect.any(Number) });
      }
    }
  });

  it('two first-of-day refreshes at once both succeed and give each insight once', async () => {
    const user = actors.dpcSurabaya;
    const before = await aiCount(user.userId);
    let releaseFirst!: () => void;
    const firstHolds = new Promise<void>((resolve) => (releaseFirst = resolve));
    let firstIssued!: () => void;
    const firstHasIssued = new Promise<void>((resolve) => (firstIssued = resolve));
    // The first refresh writes its insights and keeps its transaction open while the second starts.
    const first = asCaller(db.sql, user.caller, async (tx) => {
      const rows = await tx`select public.refresh_ai_insights() as n`;
      firstIssued();
      await firstHolds;
      return rows;
    });
    await firstHasIssued;
    const second = asCaller(db.sql, user.caller, (tx) => tx`select public.refresh_ai_insights() as n`);
    // Commit the first only once the second waits on it (a lock on the day's insight keys).
    await expect
      .poll(
        async () => {
          const [row] = await db.sql`
            select count(*)::int as n from pg_stat_activity
            where wait_event_type = 'Lock' and query like '%refresh_ai_insights%'`;
          return row?.n;
        },
        { timeout: 10_000, interval: 20 },
      )
      .toBe(1);
    releaseFirst();
    const [[firstRow], [secondRow]] = await Promise.all([first, second]);
    expect(firstRow?.n).toBeGreaterThan(0);
    expect(secondRow?.n).toBe(0);
    expect(await aiCount(user.userId)).toBe(before + firstRow!.n);
  });

  it('gives a member an insight about their own SIP only', async () => {
    await db.sql`update public.members set sip_expiry_date = current_date + 30 where nap = '327319000001'`;
    const before = await aiCount(actors.anggota.userId);
    const [row] = await asCaller(db.sql, actors.anggota.caller, (tx) => tx`select public.refresh_ai_insights() as n`);
    expect(row?.n).toBe(1);
    const [note] = await db.sql`
      select n.template, n.params, n.params ->> 'expiry_date' = to_char(m.sip_expiry_date, 'DD-MM-YYYY') as dated
      from public.notifications n join public.members m on m.user_id = n.user_id
      where n.user_id = ${actors.anggota.userId} and n.category = 'ai'
      order by n.created_at desc limit 1`;
    expect(note).toMatchObject({
      template: 'insight_own_sip_expiring',
      params: { count: expect.any(Number) },
      dated: true,
    });
    expect(await aiCount(actors.anggota.userId)).toBe(before + 1);
  });

  it('is not callable by anon, and the per-user and daily functions are not exposed to API roles', async () => {
    await expect(
      asCaller(db.sql, actors.anon.caller, (tx) => tx`select public.refresh_ai_insights()`),
    ).rejects.toMatchObject({
      code: '42501',
    });
    await expect(
      asCaller(
        db.sql,
        actors.dpcBandung.caller,
        (tx) => tx`select private.refresh_ai_insights_for(${actors.superadmin.userId})`,
      ),
    ).rejects.toMatchObject({ code: '42501' });
    await expect(
      asCaller(db.sql, actors.dpcBandung.caller, (tx) => tx`select private.refresh_all_ai_insights()`),
    ).rejects.toMatchObject({ code: '42501' });
  });

  it('schedules the daily job only where pg_cron exists', async () => {
    const [row] = await db.sql`select exists (select 1 from pg_extension where extname = 'pg_cron') as cron`;
    expect(row?.cron).toBe(false); // the embedded stack has no pg_cron; the migration still applied
  });
});
