import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../support/test-database.ts';

/** The input guards of decision 0015 (check constraints in the baselines): links and names at the database boundary. */
const db = useTestDatabase();

async function eventLinkError(column: 'registration_url' | 'image_url', value: string): Promise<string | null> {
  try {
    await db.sql.begin(async (tx) => {
      await tx.unsafe(`update public.events set ${column} = $1 where slug = (select min(slug) from public.events)`, [
        value,
      ]);
      throw new Error('rollback');
    });
  } catch (error) {
    const code = (error as { code?: string }).code;
    return code ?? null;
  }
  return null;
}

describe('links stored in content rows', () => {
  it.each([
    '//evil.example/register',
    '/\\evil.example',
    'javascript:alert(1)',
    'https:evil',
    'http:///x',
    ' https://ok.example',
    'https://a.example/\u0007',
  ])('refuses %j as an event registration URL and image', async (value) => {
    expect(await eventLinkError('registration_url', value)).toBe('23514');
    expect(await eventLinkError('image_url', value)).toBe('23514');
  });

  it.each(['https://pendaftaran.example.org/seminar?id=7', 'HTTP://example.org', '/kegiatan/seminar-nasional', '/'])(
    'accepts %j',
    async (value) => {
      // null = the update went through and was rolled back by the test, not refused.
      expect(await eventLinkError('registration_url', value)).toBeNull();
    },
  );

  it('keeps notification links inside the app', async () => {
    const [user] = await db.sql<{ id: string }[]>`select id from auth.users limit 1`;
    await expect(
      db.sql`insert into public.notifications (user_id, template, action_url) values (${user!.id}, 'payment_received', '//evil.example')`,
    ).rejects.toMatchObject({ code: '23514' });
  });
});

describe('names', () => {
  it('refuses control characters in a member or organization name', async () => {
    const [member] = await db.sql<
      { id: string; full_name: string }[]
    >`select id, full_name from public.members limit 1`;
    await expect(
      db.sql`update public.members set full_name = ${'Budi\u0007Santoso'} where id = ${member!.id}`,
    ).rejects.toMatchObject({ code: '23514' });
    await expect(
      db.sql`update public.organizations set name = ${'DPC\tBaru'} where level = 'DPC' and bps_code = '3273'`,
    ).rejects.toMatchObject({ code: '23514' });
    const [after] = await db.sql<
      { full_name: string }[]
    >`select full_name from public.members where id = ${member!.id}`;
    expect(after?.full_name).toBe(member!.full_name);
  });
});

describe('licence dates', () => {
  it('a SIP expiry needs a SIP number; a past expiry with a number is recorded', async () => {
    const [member] = await db.sql<{ id: string }[]>`select id from public.members where sip_number is not null limit 1`;
    for (const number of [null, '', '   ']) {
      await expect(
        db.sql`update public.members set sip_number = ${number}, sip_expiry_date = '2030-01-01' where id = ${member!.id}`,
      ).rejects.toMatchObject({ code: '23514', constraint_name: 'members_sip_expiry_needs_number' });
    }
    const [lapsed] = await db.sql`
      update public.members set sip_number = '503/77/SIP-ATLM/2019', sip_expiry_date = '2024-01-31' where id = ${member!.id}
      returning sip_expiry_date::text as expiry`;
    expect(lapsed).toEqual({ expiry: '2024-01-31' });
  });
});
