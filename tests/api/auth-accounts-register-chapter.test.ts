import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TURNSTILE_DUMMY_TOKEN } from '../../local/turnstile.ts';
import { useBackend } from '../support/backend.ts';
import { useTestDatabase } from '../support/test-database.ts';

// Registration checks the chapter before it creates an auth account, so a refused request leaves
// nothing behind and can be sent again with a valid chapter.

const db = useTestDatabase();
const backend = useBackend(db);

const applicant = (email: string, organizationId: string) => ({
  fullName: 'Bayu Pratama',
  email,
  password: 'Lab0ratorium!',
  phoneNumber: '081234567890',
  registrationType: 'BIASA',
  organizationId,
  turnstileToken: TURNSTILE_DUMMY_TOKEN,
});

async function organizationId(where: 'DPP' | 'DPW' | 'DPC'): Promise<string> {
  const [row] = (await db.sql`
    select id from public.organizations where level = ${where} and is_active order by name limit 1
  `) as unknown as [{ id: string }];
  return row.id;
}

async function traces(email: string) {
  const [row] = (await db.sql`
    select (select count(*)::int from auth.users where lower(email) = ${email}) as users,
           (select count(*)::int from public.members where lower(email) = ${email}) as members
  `) as unknown as [{ users: number; members: number }];
  return row;
}

describe('POST /auth/register with a chapter that is not an active DPC', () => {
  it('answers 400 in Indonesian for a DPP, a DPW, an inactive DPC or an unknown id, and creates nothing', async () => {
    const [inactive] = (await db.sql`
      update public.organizations set is_active = false
       where id = (select id from public.organizations where level = 'DPC' and bps_code = '3578')
      returning id
    `) as unknown as [{ id: string }];
    const chapters = {
      DPP: await organizationId('DPP'),
      DPW: await organizationId('DPW'),
      'inactive DPC': inactive.id,
      'random id': randomUUID(),
    };
    for (const [label, id] of Object.entries(chapters)) {
      const email = `bayu.${label.replace(/\W/g, '')}@contoh.id`.toLowerCase();
      const response = await backend.call('POST', '/auth/register', { body: applicant(email, id) });
      expect(response.status, label).toBe(400);
      expect(response.body.error, label).toEqual({
        code: 'VALIDATION_ERROR',
        message: 'Pilih DPC tempat Anda mendaftar',
        key: 'validation:auth.chapterRequired',
      });
      expect(await traces(email), label).toEqual({ users: 0, members: 0 });
      expect(backend.latestMail(email), label).toBeUndefined();
    }
  });

  it('leaves nothing that blocks a second try with a valid DPC', async () => {
    const email = 'bayu.kedua@contoh.id';
    const refused = await backend.call('POST', '/auth/register', {
      body: applicant(email, await organizationId('DPW')),
    });
    expect(refused.status).toBe(400);

    const dpc = await organizationId('DPC');
    const accepted = await backend.call('POST', '/auth/register', { body: applicant(email, dpc) });
    expect(accepted.status).toBe(201);
    expect(await traces(email)).toEqual({ users: 1, members: 1 });
    const [member] = (await db.sql`
      select organization_id, membership_status from public.members where email = ${email}
    `) as unknown as [{ organization_id: string; membership_status: string }];
    expect(member).toEqual({ organization_id: dpc, membership_status: 'PENDING' });
  });

  it('answers a repeated sign-up of an unconfirmed email within the email interval like a new one', async () => {
    const dpc = await organizationId('DPC');
    const first = await backend.call('POST', '/auth/register', { body: applicant('bayu.ulang@contoh.id', dpc) });
    const again = await backend.call('POST', '/auth/register', { body: applicant('bayu.ulang@contoh.id', dpc) });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(await traces('bayu.ulang@contoh.id')).toEqual({ users: 1, members: 1 });
  });
});
