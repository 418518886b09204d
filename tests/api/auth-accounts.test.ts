import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../local/demo-accounts.ts';
import { TURNSTILE_DUMMY_TOKEN } from '../../local/turnstile.ts';
import { asCaller } from '../../supabase/functions/api/db.ts';
import { TEST_SITE_URL, useBackend } from '../support/backend.ts';
import { useTestDatabase } from '../support/test-database.ts';

const db = useTestDatabase();
const backend = useBackend(db);
const turnstileToken = TURNSTILE_DUMMY_TOKEN;

async function kotaBandungId(): Promise<string> {
  const [row] = (await db.sql`select id from public.organizations where bps_code = '3273'`) as unknown as [
    { id: string },
  ];
  return row.id;
}

function tokenHashFrom(mail: { HTML: string } | undefined, page: string): string {
  const match = mail?.HTML.match(
    new RegExp(
      `${TEST_SITE_URL}/${page}\\?token_hash=([^&"]+)&amp;type=\\w+|${TEST_SITE_URL}/${page}\\?token_hash=([^&"]+)&type=\\w+`,
    ),
  );
  const hash = match?.[1] ?? match?.[2];
  if (!hash) throw new Error(`no ${page} link in the email`);
  return hash;
}

const login = (identifier: string, password: string) =>
  backend.call('POST', '/auth/login', { body: { identifier, password, turnstileToken } });

describe('registration', () => {
  const applicant = { fullName: 'Dewi Lestari', email: 'dewi.lestari@contoh.id', password: 'Lab0ratorium!' };

  it('creates an account and a pending application that the DPC officer sees, then confirms the email', async () => {
    const organizationId = await kotaBandungId();
    const registered = await backend.call('POST', '/auth/register', {
      body: { ...applicant, phoneNumber: '0812 3456 7890', registrationType: 'BIASA', organizationId, turnstileToken },
    });
    expect(registered.status).toBe(201);

    const [member] = (await db.sql`
      select full_name, phone, membership_status, nap, organization_id from public.members where email = ${applicant.email}
    `) as unknown as [
      { full_name: string; phone: string; membership_status: string; nap: string | null; organization_id: string },
    ];
    expect(member).toEqual({
      full_name: 'Dewi Lestari',
      phone: '+6281234567890',
      membership_status: 'PENDING',
      nap: null,
      organization_id: organizationId,
    });

    // Before confirming the email, login says so (the password was right).
    const early = await login(applicant.email, applicant.password);
    expect(early.status).toBe(403);
    expect(early.body.error?.code).toBe('EMAIL_NOT_CONFIRMED');

    const officer = (await login('dpc.bandung@simk.test', DEMO_PASSWORD)).body.data as {
      tokens: { accessToken: string };
    };
    const me = await backend.call('GET', '/auth/me', { token: officer.tokens.accessToken });
    const pending = await asCaller(
      db.sql,
      { role: 'authenticated', claims: { sub: (me.body.data as { id: string }).id, role: 'authenticated' } },
      (tx) => tx`select email from public.members where membership_status = 'PENDING' and email = ${applicant.email}`,
    );
    expect(pending).toHaveLength(1);

    const mail = backend.latestMail(applicant.email);
    expect(mail?.Subject).toBe('Konfirmasi pendaftaran akun SIMK');
    const confirmed = await backend.call('POST', '/auth/verify-email', {
      body: { token: tokenHashFrom(mail, 'email-verification') },
    });
    expect(confirmed.status).toBe(200);
    expect((await login(applicant.email, applicant.password)).status).toBe(200);
  });

  it('answers an already registered email exactly like a new one, and changes nothing', async () => {
    const organizationId = await kotaBandungId();
    const body = {
      ...applicant,
      phoneNumber: '081234567890',
      registrationType: 'BIASA',
      organizationId,
      turnstileToken,
    };
    const again = await backend.call('POST', '/auth/register', { body });
    const fresh = await backend.call('POST', '/auth/register', { body: { ...body, email: 'baru.sekali@contoh.id' } });
    expect(again.status).toBe(201);
    expect(again.body).toEqual(fresh.body);
    const [{ count }] = (await db.sql`
      select count(*)::int as count from public.members where email = ${applicant.email}
    `) as unknown as [{ count: number }];
    expect(count).toBe(1);
  });

  it('rejects bad input with Indonesian messages and creates nothing', async () => {
    const organizationId = await kotaBandungId();
    const base = {
      ...applicant,
      email: 'salah.input@contoh.id',
      phoneNumber: '081234567890',
      registrationType: 'BIASA',
      organizationId,
      turnstileToken,
    };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ password: 'pendek' }, 'Kata sandi minimal 8 karakter'],
      [{ password: 'password' }, 'Kata sandi ini terlalu umum atau pernah bocor. Pilih kata sandi lain.'],
      [{ password: '12345678' }, 'Kata sandi ini terlalu umum atau pernah bocor. Pilih kata sandi lain.'],
      [{ password: '        ' }, 'Kata sandi ini terlalu umum atau pernah bocor. Pilih kata sandi lain.'],
      // The demo accounts' published password is not for new accounts.
      [{ password: DEMO_PASSWORD }, 'Kata sandi ini terlalu umum atau pernah bocor. Pilih kata sandi lain.'],
      // 37 characters but 73 bytes ("é" is 2 in UTF-8): bcrypt would silently drop the end.
      [
        { password: `a${'é'.repeat(36)}` },
        'Kata sandi maksimal 72 byte (huruf beraksen dan emoji dihitung lebih dari satu)',
      ],
      [{ password: 'salah.input@contoh.id' }, 'Kata sandi tidak boleh sama dengan email atau NAP'],
      [{ phoneNumber: '12' }, 'Nomor telepon tidak valid. Contoh: 0812 3456 7890'],
      [{ email: 'bukan-email' }, 'Format email tidak valid'],
      [{ organizationId: 'x' }, 'Pilih DPC tempat Anda mendaftar'],
    ];
    for (const [change, message] of cases) {
      const response = await backend.call('POST', '/auth/register', { body: { ...base, ...change } });
      expect(response.status, JSON.stringify(change)).toBe(400);
      expect(response.body.error?.message).toBe(message);
    }
    const [{ count }] = (await db.sql`
      select count(*)::int as count from auth.users where email = 'salah.input@contoh.id'
    `) as unknown as [{ count: number }];
    expect(count).toBe(0);
  });
});

describe('forgotten password', () => {
  it('answers the same for known and unknown emails, and resets through the emailed link', async () => {
    const known = await backend.call('POST', '/auth/forgot-password', { body: { email: 'dpw.jabar@simk.test' } });
    const unknown = await backend.call('POST', '/auth/forgot-password', { body: { email: 'siapa@contoh.id' } });
    expect(known.status).toBe(200);
    expect(unknown).toEqual({ ...known, headers: unknown.headers });
    const repeated = await backend.call('POST', '/auth/forgot-password', { body: { email: 'dpw.jabar@simk.test' } });
    expect(repeated.body).toEqual(known.body);

    const session = (await login('dpw.jabar@simk.test', DEMO_PASSWORD)).body.data as {
      tokens: { refreshToken: string };
    };
    const reset = await backend.call('POST', '/auth/reset-password', {
      body: {
        token: tokenHashFrom(backend.latestMail('dpw.jabar@simk.test'), 'reset-password'),
        newPassword: 'Jabar#Baru2026',
      },
    });
    expect(reset.status).toBe(200);
    expect((await login('dpw.jabar@simk.test', 'Jabar#Baru2026')).status).toBe(200);
    expect((await login('dpw.jabar@simk.test', DEMO_PASSWORD)).status).toBe(401);
    // A reset signs out every session: a refresh token from before no longer works.
    const old = await backend.call('POST', '/auth/refresh', { body: { refreshToken: session.tokens.refreshToken } });
    expect(old.status).toBe(401);
  });

  it('refuses a new password equal to the email or NAP', async () => {
    await backend.call('POST', '/auth/forgot-password', { body: { email: 'superadmin@simk.test' } });
    const token = tokenHashFrom(backend.latestMail('superadmin@simk.test'), 'reset-password');
    const same = await backend.call('POST', '/auth/reset-password', {
      body: { token, newPassword: 'SuperAdmin@simk.test' },
    });
    expect(same.status).toBe(400);
    expect(same.body.error?.message).toMatch(/^Kata sandi tidak boleh sama dengan email atau NAP/);
    expect((await login('superadmin@simk.test', DEMO_PASSWORD)).status).toBe(200);
  });

  it('rejects an invalid reset token', async () => {
    const response = await backend.call('POST', '/auth/reset-password', {
      body: { token: 'bukan-token', newPassword: 'Cukup#Panjang1' },
    });
    expect(response.status).toBe(400);
    expect(response.body.error?.code).toBe('INVALID_TOKEN');
  });
});

describe('PATCH /profile/password', () => {
  it('checks the current password and the policy, then changes it', async () => {
    const { tokens } = (await login('dpc.surabaya@simk.test', DEMO_PASSWORD)).body.data as {
      tokens: { accessToken: string };
    };
    const change = (currentPassword: string, newPassword: string) =>
      backend.call('PATCH', '/profile/password', { token: tokens.accessToken, body: { currentPassword, newPassword } });

    const wrong = await change('bukan-ini', 'Surabaya#2026');
    expect(wrong.status).toBe(400);
    expect(wrong.body.error?.code).toBe('CURRENT_PASSWORD_WRONG');

    const [{ nap }] = (await db.sql`
      select nap from public.members m join auth.users u on u.id = m.user_id where u.email = 'dpc.surabaya@simk.test'
    `) as unknown as [{ nap: string }];
    const sameAsNap = await change(DEMO_PASSWORD, nap);
    expect(sameAsNap.status).toBe(400);
    expect(sameAsNap.body.error?.message).toBe('Kata sandi tidak boleh sama dengan email atau NAP');

    expect((await change(DEMO_PASSWORD, 'Surabaya#2026')).status).toBe(200);
    expect((await login('dpc.surabaya@simk.test', 'Surabaya#2026')).status).toBe(200);
  });

  it('requires a signed-in user', async () => {
    const response = await backend.call('PATCH', '/profile/password', {
      body: { currentPassword: 'a', newPassword: 'Cukup#Panjang1' },
    });
    expect(response.status).toBe(401);
  });
});
