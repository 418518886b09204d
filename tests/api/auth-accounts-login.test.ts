import { randomBytes } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoAccounts } from '../../local/demo-accounts.ts';
import { TURNSTILE_DUMMY_TOKEN, turnstileTestKeys } from '../../local/turnstile.ts';
import { TRUSTED_PROXY_SECRET_HEADER } from '../../supabase/functions/_shared/constants.ts';
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

  it('locks an account after 5 failures in 15 minutes: wrong passwords get 429 and Retry-After', async () => {
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await login('dpc.surabaya@simk.test', `salah-${attempt}`)).status).toBe(401);
    }
    const blocked = await login('dpc.surabaya@simk.test', 'salah-6');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(800);
    expect(blocked.body.error?.code).toBe('TOO_MANY_ATTEMPTS');
    expect(blocked.body.error?.message).toMatch(/^Terlalu banyak percobaan masuk\. Coba lagi dalam 1[45] menit\.$/);
    // The counter is per identifier: another account from the same address is unaffected.
    expect((await login('dpc.bandung@simk.test', DEMO_PASSWORD)).status).toBe(200);
  });

  it('cannot be used to lock someone out: after the lockout the right password with a Turnstile token signs in', async () => {
    // Someone else (another address: the failures carry no IP of ours) fails on this account.
    await db.sql`
      insert into private.login_failures (identifier, ip)
      select 'dpc.surabaya@simk.test', ('198.51.100.' || n)::inet from generate_series(1, 8) as n
    `;
    expect((await login('dpc.surabaya@simk.test', 'tebakan')).status).toBe(429);
    const owner = await login('dpc.surabaya@simk.test', DEMO_PASSWORD);
    expect(owner.status).toBe(200);
    expect(owner.body.data).toMatchObject({ user: { email: 'dpc.surabaya@simk.test' } });
    // Signing in cleared the account's counter.
    expect((await login('dpc.surabaya@simk.test', 'salah')).status).toBe(401);
  });

  it('refuses even the right password past 100 failures on one account in an hour (ASVS V2.2.1)', async () => {
    await db.sql`
      insert into private.login_failures (identifier, ip, failed_at)
      select 'dpw.jabar@simk.test', ('198.51.100.' || (n % 250))::inet, now() - interval '50 minutes' + n * interval '1 second'
        from generate_series(1, 100) as n
    `;
    const refused = await login('dpw.jabar@simk.test', DEMO_PASSWORD);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(500);
  });

  it('counts failures by the address the gateway saw, not by a forged X-Forwarded-For', async () => {
    for (let i = 0; i < 20; i++) {
      const response = await backend.call('POST', '/auth/login', {
        body: { identifier: `palsu${i}@simk.test`, password: 'salah', turnstileToken },
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
      });
      expect(response.status).toBe(401);
    }
    const [{ ips }] = (await db.sql`
      select array_agg(distinct host(ip)) as ips from private.login_failures
    `) as unknown as [{ ips: string[] }];
    expect(ips).toEqual(['127.0.0.1']);
    expect((await login('anggota@simk.test', DEMO_PASSWORD)).status).toBe(429);
  });

  it('counts a NAP and its separators as one identifier', async () => {
    for (const nap of ['327319000001', '3273.19.000001', '3273 19 000001', '3273-19-000001', '327319000001']) {
      expect((await login(nap, 'salah')).status).toBe(401);
    }
    expect((await login('3273.19.000001', 'salah')).status).toBe(429);
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

describe('behind a web host that forwards the API (SIMK_TRUSTED_PROXY_HOPS=1 with its secret)', () => {
  // The gateway appends 127.0.0.1, as the platform's edge appends the web host's proxy; the entry
  // before it stands for the one the web host's proxy appended: the browser's address.
  const secret = randomBytes(32).toString('hex');
  const proxied = useBackend(db, {}, undefined, { backgroundJobs: false, trustedProxy: { hops: 1, secret } });
  const loginVia = (
    browser: string,
    identifier: string,
    password: string,
    options: { forged?: string[]; secret?: string } = { secret },
  ) =>
    proxied.call('POST', '/auth/login', {
      body: { identifier, password, turnstileToken },
      headers: {
        'x-forwarded-for': [...(options.forged ?? []), browser].join(', '),
        ...(options.secret !== undefined && { [TRUSTED_PROXY_SECRET_HEADER]: options.secret }),
      },
    });
  const countedAddresses = async () => {
    const [{ ips }] = (await db.sql`
      select array_agg(distinct host(ip)) as ips from private.login_failures
    `) as unknown as [{ ips: string[] | null }];
    return ips;
  };

  it("counts failures by the address the web host's proxy appended, not by what the client forged", async () => {
    for (let i = 0; i < 20; i++) {
      const forged = i % 2 === 0 ? [`203.0.113.${i}`] : [`203.0.113.${i}`, '192.0.2.77'];
      expect((await loginVia('198.51.100.20', `palsu${i}@simk.test`, 'salah', { forged, secret })).status).toBe(401);
    }
    expect(await countedAddresses()).toEqual(['198.51.100.20']);
    // That browser is held back; another browser behind the same proxy is not.
    expect((await loginVia('198.51.100.20', 'anggota@simk.test', DEMO_PASSWORD)).status).toBe(429);
    expect((await loginVia('198.51.100.21', 'anggota@simk.test', DEMO_PASSWORD)).status).toBe(200);
  });

  it.each([
    ['without the secret header (a direct call to the project URL)', undefined],
    ['with a wrong secret', 'f'.repeat(64)],
    ['with an empty secret', ''],
  ])('%s, counts the address the gateway appended, ignoring the forged entry', async (_, sent) => {
    for (let i = 0; i < 3; i++) {
      const status = (await loginVia(`198.51.100.${30 + i}`, `langsung${i}@simk.test`, 'salah', { secret: sent }))
        .status;
      expect(status).toBe(401);
    }
    expect(await countedAddresses()).toEqual(['127.0.0.1']);
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

  it('no longer bypasses the check for a locked account', async () => {
    const attempt = (password: string) =>
      bypassed.call('POST', '/auth/login', { body: { identifier: 'superadmin@simk.test', password } });
    for (let i = 1; i <= 5; i++) expect((await attempt(`salah-${i}`)).status).toBe(401);
    const locked = await attempt(DEMO_PASSWORD);
    expect(locked.status).toBe(400);
    expect(locked.body.error?.code).toBe('TURNSTILE_FAILED');
  });
});

describe('the auth server behind the API', () => {
  // Its own gateway and auth service, so that its /token limit is not shared with the tests above.
  const direct = useBackend(db);
  const signIn = (password: string) =>
    fetch(`${direct.gatewayUrl}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: {
        apikey: direct.authKeys.anonKey,
        authorization: `Bearer ${direct.authKeys.anonKey}`,
        'content-type': 'application/json',
        'x-supabase-api-version': '2024-01-01',
      },
      body: JSON.stringify({ email: 'anggota@simk.test', password }),
    });

  it('refuses direct password sign-ins without a captcha, so the API lockout cannot be sidestepped', async () => {
    const apiLogin = (password: string) =>
      direct.call('POST', '/auth/login', { body: { identifier: 'anggota@simk.test', password, turnstileToken } });
    for (let i = 1; i <= 5; i++) expect((await apiLogin(`salah-${i}`)).status).toBe(401);
    expect((await apiLogin('salah-6')).status).toBe(429);

    // The finding: 40 guesses straight at /auth/v1/token with the anon key, then the right password.
    for (let i = 0; i < 40; i++) {
      const guess = await signIn(`tebakan-${i}`);
      expect(guess.status).toBe(400);
      expect(await guess.json()).toMatchObject({ code: 'captcha_failed' });
    }
    const right = await signIn(DEMO_PASSWORD);
    expect(right.status).toBe(400);
    expect(await right.json()).toEqual({
      code: 'captcha_failed',
      message: 'captcha protection: request disallowed (no captcha_token found)',
    });
    // The owner still gets in through the API.
    expect((await apiLogin(DEMO_PASSWORD)).status).toBe(200);
  });
});
