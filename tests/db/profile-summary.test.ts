// public.profile_summary() (the member's home, issue 26 §2) reads as its caller: only the caller's
// own member row and what hangs on it, even for an officer whose policies show a whole chapter.
import type postgres from 'postgres';
import { beforeAll, describe, expect, it } from 'vitest';
import { asCaller } from '../../supabase/functions/api/db.ts';
import { anon, demoActors, type Actor, type DemoActors } from './support/actors.ts';
import { useTestDatabase } from '../support/test-database.ts';

const db = useTestDatabase();
let actors: DemoActors;

beforeAll(async () => {
  actors = await demoActors(db.sql);
});

function summaryAs(actor: Actor) {
  return asCaller(db.sql, actor.caller, async (tx: postgres.TransactionSql) => {
    const [row] = await tx<{ summary: { dues: { unpaidCount: number } } | null }[]>`
      select public.profile_summary() as summary`;
    return row!.summary;
  });
}

async function ownUnpaidCount(userId: string): Promise<number> {
  const [row] = await db.sql<{ n: number }[]>`
    select count(*)::int as n from public.bills b join public.members m on m.id = b.member_id
    where m.user_id = ${userId} and b.status = 'unpaid'`;
  return row!.n;
}

describe('public.profile_summary', () => {
  it('is security invoker, and refused to anon', async () => {
    const [fn] = await db.sql<{ definer: boolean }[]>`
      select prosecdef as definer from pg_proc where oid = 'public.profile_summary()'::regprocedure`;
    expect(fn!.definer).toBe(false);
    await expect(summaryAs(anon)).rejects.toMatchObject({ code: '42501' });
  });

  it("counts only the caller's own bills, also for an officer who may see the chapter's", async () => {
    // Both demo accounts are members (the DPC chair holds a NAP too).
    for (const actor of [actors.anggota, actors.dpcBandung]) {
      const summary = await summaryAs(actor);
      expect(summary?.dues.unpaidCount, actor.name).toBe(await ownUnpaidCount(actor.userId!));
    }
    const [visible] = await asCaller(
      db.sql,
      actors.dpcBandung.caller,
      (tx) => tx<{ n: number }[]>`select count(*)::int as n from public.bills where status = 'unpaid'`,
    );
    expect(visible!.n).toBeGreaterThan(await ownUnpaidCount(actors.dpcBandung.userId!));
  });
});
