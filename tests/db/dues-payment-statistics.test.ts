import { beforeAll, describe, expect, it } from 'vitest';
import { asCaller } from '../../supabase/functions/api/db.ts';
import { useTestDatabase } from '../support/test-database.ts';
import { demoActors, type DemoActors } from './support/actors.ts';

const db = useTestDatabase();
let actors: DemoActors;

beforeAll(async () => {
  actors = await demoActors(db.sql);
});

describe('public.payment_statistics and public.payments_received', () => {
  it('sum exactly the completed payments the caller may see', async () => {
    for (const actor of [actors.dpcBandung, actors.superadmin, actors.anggota]) {
      const [row] = await asCaller(
        db.sql,
        actor.caller,
        (tx) => tx`
          select (select total_amount from public.payments_received()) as total,
                 (select coalesce(sum(amount), 0) from public.payments where status = 'completed') as rls_total,
                 (select sum(payment_count) from public.payment_statistics(extract(year from now())::int)) as year_count,
                 (select count(*) from public.payments where status = 'completed'
                    and paid_at >= make_timestamptz(extract(year from now())::int, 1, 1, 0, 0, 0, 'Asia/Jakarta')
                    and paid_at < make_timestamptz(extract(year from now())::int + 1, 1, 1, 0, 0, 0, 'Asia/Jakarta'))
                   as rls_year_count`,
      );
      expect(String(row?.total), actor.name).toBe(String(row?.rls_total));
      expect(String(row?.year_count), actor.name).toBe(String(row?.rls_year_count));
    }
  });
});
