import { describe, expect, it } from 'vitest';
import { asCaller } from '../../supabase/functions/api/db.ts';
import { useTestDatabase } from '../support/test-database.ts';

const db = useTestDatabase();

async function retryAfter(identifier: string, ip: string | null): Promise<number> {
  const [row] = await db.sql<
    { seconds: number }[]
  >`select private.login_retry_after(${identifier}, ${ip}::inet) as seconds`;
  return row!.seconds;
}
const fail = (identifier: string, ip: string | null) =>
  db.sql`select private.record_login_failure(${identifier}, ${ip}::inet)`;

describe('login throttling', () => {
  it('blocks an identifier after 5 failures within 15 minutes, for the rest of the window', async () => {
    for (let i = 0; i < 4; i++) await fail('a@simk.test', `10.0.0.${i}`);
    expect(await retryAfter('a@simk.test', '10.9.9.9')).toBe(0);
    await fail('a@simk.test', '10.0.0.9');
    const seconds = await retryAfter('a@simk.test', '10.9.9.9');
    expect(seconds).toBeGreaterThan(14 * 60);
    expect(seconds).toBeLessThanOrEqual(15 * 60);
    expect(await retryAfter('b@simk.test', '10.9.9.9')).toBe(0);
  });

  it('ignores failures older than the window', async () => {
    await db.sql`insert into private.login_failures (identifier, ip, failed_at)
                 select 'old@simk.test', '10.1.1.1', now() - interval '16 minutes' from generate_series(1, 5)`;
    expect(await retryAfter('old@simk.test', null)).toBe(0);
  });

  it('blocks an IP after 20 failures across identifiers', async () => {
    for (let i = 0; i < 19; i++) await fail(`user${i}@simk.test`, '192.0.2.7');
    expect(await retryAfter('new@simk.test', '192.0.2.7')).toBe(0);
    await fail('user19@simk.test', '192.0.2.7');
    expect(await retryAfter('new@simk.test', '192.0.2.7')).toBeGreaterThan(0);
    expect(await retryAfter('new@simk.test', '192.0.2.8')).toBe(0);
  });

  it('resets the identifier count on success', async () => {
    for (let i = 0; i < 5; i++) await fail('reset@simk.test', null);
    expect(await retryAfter('reset@simk.test', null)).toBeGreaterThan(0);
    await db.sql`select private.clear_login_failures('reset@simk.test')`;
    expect(await retryAfter('reset@simk.test', null)).toBe(0);
  });

  for (const role of ['anon', 'authenticated'] as const) {
    it(`is out of reach of ${role}`, async () => {
      const caller = { role, claims: { role, sub: '00000000-0000-4000-8000-000000000001' } };
      await expect(asCaller(db.sql, caller, (tx) => tx`select count(*) from private.login_failures`)).rejects.toThrow(
        /permission denied/,
      );
      await expect(
        asCaller(db.sql, caller, (tx) => tx`select private.record_login_failure('x@simk.test', null)`),
      ).rejects.toThrow(/permission denied/);
      await expect(
        asCaller(db.sql, caller, (tx) => tx`select private.clear_login_failures('x@simk.test')`),
      ).rejects.toThrow(/permission denied/);
    });
  }
});
