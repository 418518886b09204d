import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoAccounts } from '../../local/demo-accounts.ts';
import { TURNSTILE_DUMMY_TOKEN, turnstileTestKeys } from '../../local/turnstile.ts';
import { useBackend } from '../support/backend.ts';
import { useTestDatabase } from '../support/test-database.ts';

const db = useTestDatabase();
const backend = useBackend(db);
const turnstileToken = TURNSTILE_DUMMY_TOKEN;
const login = (identifier: string, password: string, path = '/auth/login') =>
  backend.call('POST', path, { body: { identifier, password, turnstileToken } });

beforeEach(async () => {
  await db.sql`delete from private.login_failures`;
});

describe('POST /auth/login', () => {
  for (const account of demoAccounts) {
    it(`signs in ${account.email} (${account.role}) by email`, async () => {
      const { status, body } = await login(account.email, DEMO_PASSWORD);
      expect(status).toBe(200);
      const data = body.data as {
        user: { role: string; email: string };
        tokens: { accessToken: string; refreshToken: string };
      };
      expect(data.user).toMatchObject({ role: account.role, email: account.email });
      expect(data.tokens.accessToken.split('.')).toHaveLength(3);
      expect(data.tokens.refreshToken.length).toBeGreaterThan(10);
    });
  }

  it.each(['327319000001', '3273.19.000001', ' 3273-19-000001 '])(
    'signs the member in by NAP written as %j',
    async (nap) => {
      const { status, body } = await login(nap, DEMO_PASSWORD);
      expect(status).toBe(200);
      expect(body.data).toMatchObject({
        user: { email: 'anggota@simk.test', username: '327319000001', role: 'ANGGOTA' },
      });
    },
  );

  it('answers a wrong password with the spec message, and an unknown NAP identically', async () => {
    const wrong = await login('anggota@simk.test', 'salah-sekali');
    const unknownNap = await login('999999999999', DEMO_PASSWORD);
    const unknownEmail = await login('tidak.ada@simk.test', DEMO_PASSWORD);
    for (const response of [wrong, unknownNap, unknownEmail]) {
      expect(response.status).toBe(401);
      expect(response.body.error).toEqual({
        code: 'LOGIN_FAILED',
        message: 'Login gagal. Periksa kembali email/NAP dan kata sandi Anda.',
      });
    }
  });

  it('validates the fields with the spec messages', async () => {
    const noIdentifier = await backend.call('POST', '/auth/login', { body: { identifier: ' ', password: 'x' } });
    expect(noIdentifier.status).toBe(400);
    expect(noIdentifier.body.error?.message).toBe('Email atau NAP harus diisi');
    const noPassword = await backend.call('POST', '/auth/login', { body: { identifier: 'a@simk.test', password: '' } });
    expect(noPassword.body.error?.message).toBe('Kata sandi harus diisi');
  });

  it('blocks the 6th attempt within 15 minutes with 429 and Retry-After, even with the right password', async () => {
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await login('dpc.surabaya@simk.test', `salah-${attempt}`)).status).toBe(401);
    }
    const blocked = await login('dpc.surabaya@simk.test', DEMO_PASSWORD);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(800);
    expect(blocked.body.error?.code).toBe('TOO_MANY_ATTEMPTS');
    expect(blocked.body.error?.message).toMatch(/^Terlalu banyak percobaan masuk\. Coba lagi dalam 1[45] menit\.$/);
    // The counter is per identifier: another account from the same address is unaffected.
    expect((await login('dpc.bandung@simk.test', DEMO_PASSWORD)).status).toBe(200);
  });

  it('counts a NAP and its separators as one identifier', async () => {
    for (const nap of ['327319000001', '3273.19.000001', '3273 19 000001', '3273-19-000001', '327319000001']) {
      expect((await login(nap, 'salah')).status).toBe(401);
    }
    expect((await login('3273.19.000001', DEMO_PASSWORD)).status).toBe(429);
  });

  it('resets the count after a successful login', async () => {
    for (let attempt = 1; attempt <= 4; attempt++) await login('superadmin@simk.test', 'salah');
    expect((await login('superadmin@simk.test', DEMO_PASSWORD)).status).toBe(200);
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect((await login('superadmin@simk.test', 'salah')).status).toBe(401);
    }
  });

  it('blocks an address after 20 failures across identifiers', async () => {
    for (let i = 0; i < 20; i++) expect((await login(`orang${i}@simk.test`, 'salah')).status).toBe(401);
    expect((await login('anggota@simk.test', DEMO_PASSWORD)).status).toBe(429);
  });

  it('refuses members on the officer login', async () => {
    const member = await login('anggota@simk.test', DEMO_PASSWORD, '/auth/admin/login');
    expect(member.status).toBe(403);
    const officer = await login('dpc.bandung@simk.test', DEMO_PASSWORD, '/auth/admin/login');
    expect(officer.status).toBe(200);
    expect(officer.body.data).toMatchObject({ user: { role: 'PENGURUS_DPC', organization: { bpsCode: '3273' } } });
  });
});

describe('the security check (Turnstile)', () => {
  it('is required: no token, no password check', async () => {
    const response = await backend.call('POST', '/auth/login', {
      body: { identifier: 'anggota@simk.test', password: 'salah' },
    });
    expect(response.status).toBe(400);
    expect(response.body.error).toEqual({
      code: 'TURNSTILE_FAILED',
      message: 'Verifikasi keamanan gagal. Silakan coba lagi.',
    });
    const [{ count }] = (await db.sql`select count(*)::int as count from private.login_failures`) as unknown as [
      { count: number },
    ];
    expect(count).toBe(0);
  });
});

describe('with a Turnstile secret that rejects every token', () => {
  const strictDb = useTestDatabase();
  const strict = useBackend(strictDb, { TURNSTILE_SECRET_KEY: turnstileTestKeys.failingSecret });
  const bypassed = useBackend(strictDb, {
    TURNSTILE_SECRET_KEY: turnstileTestKeys.failingSecret,
    SIMK_TURNSTILE_BYPASS_IDENTIFIERS: 'superadmin@simk.test',
  });

  it('refuses the login before looking at the password', async () => {
    const response = await strict.call('POST', '/auth/login', {
      body: { identifier: 'anggota@simk.test', password: DEMO_PASSWORD, turnstileToken },
    });
    expect(response.status).toBe(400);
    expect(response.body.error?.code).toBe('TURNSTILE_FAILED');
  });

  it('lets through only the account named in the explicit bypass configuration', async () => {
    const admin = await bypassed.call('POST', '/auth/login', {
      body: { identifier: 'superadmin@simk.test', password: DEMO_PASSWORD },
    });
    expect(admin.status).toBe(200);
    const member = await bypassed.call('POST', '/auth/login', {
      body: { identifier: 'anggota@simk.test', password: DEMO_PASSWORD },
    });
    expect(member.status).toBe(400);
  });
});
