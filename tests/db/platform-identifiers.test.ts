// Time-ordered keys (private.time_ordered_uuid): RFC 9562 UUIDv7, so bulk inserts append to the
// primary key index (docs/data-model.md "Identifiers").
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../support/test-database.ts';

const db = useTestDatabase();

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('private.time_ordered_uuid', () => {
  it('is a UUIDv7 whose first 48 bits are the current Unix time in milliseconds', async () => {
    const [row] = await db.sql<{ id: string; millis: string; now: string }[]>`
      select id::text, ('x' || lpad(replace(left(id::text, 13), '-', ''), 16, '0'))::bit(64)::bigint::text as millis,
             (extract(epoch from clock_timestamp()) * 1000)::bigint::text as now
      from (select private.time_ordered_uuid() as id) g`;
    expect(row!.id).toMatch(UUID_V7);
    expect(Math.abs(Number(row!.now) - Number(row!.millis))).toBeLessThan(1000);
  });

  it('ascends over time and stays unique within a millisecond', async () => {
    const [first] = await db.sql<{ id: string }[]>`select private.time_ordered_uuid()::text as id`;
    await db.sql`select pg_sleep(0.005)`;
    const [second] = await db.sql<{ id: string }[]>`select private.time_ordered_uuid()::text as id`;
    const [order] = await db.sql<
      { ascending: boolean }[]
    >`select ${first!.id}::uuid < ${second!.id}::uuid as ascending`;
    expect(order!.ascending).toBe(true);
    const [batch] = await db.sql<{ ids: number; distinct_ids: number }[]>`
      select count(*)::int as ids, count(distinct id)::int as distinct_ids
      from (select private.time_ordered_uuid() as id from generate_series(1, 10000)) g`;
    expect(batch).toEqual({ ids: 10000, distinct_ids: 10000 });
  });

  it('keys the bills that generation issues; payments keep random ids (their link must stay unguessable)', async () => {
    const rollback = new Error('rollback');
    let issued: string[] = [];
    await db.sql
      .begin(async (tx) => {
        await tx`select private.generate_bills(date '2031-01-01')`;
        const bills = await tx<
          { id: string }[]
        >`select id::text from public.bills where period_start = date '2031-01-01'`;
        issued = bills.map((b) => b.id);
        throw rollback;
      })
      .catch((error: unknown) => {
        if (error !== rollback) throw error;
      });
    expect(issued.length).toBeGreaterThan(0);
    expect(issued.filter((id) => !UUID_V7.test(id))).toEqual([]);
    const defaults = await db.sql<{ table: string; expression: string }[]>`
      select c.relname as table, pg_get_expr(d.adbin, d.adrelid) as expression
      from pg_attrdef d join pg_class c on c.oid = d.adrelid
      join pg_attribute a on a.attrelid = d.adrelid and a.attnum = d.adnum
      where c.relnamespace = 'public'::regnamespace and c.relname in ('bills', 'payments') and a.attname = 'id'
      order by 1`;
    expect(defaults).toEqual([
      { table: 'bills', expression: 'private.time_ordered_uuid()' },
      { table: 'payments', expression: 'gen_random_uuid()' },
    ]);
  });
});
