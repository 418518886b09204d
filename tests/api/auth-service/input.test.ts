// Conformance: malformed input (wrong JSON types, missing fields, oversize strings, bad JSON, an
// unknown grant_type) is refused with GoTrue's status, error code and message, and changes nothing:
// no user, identity, session, refresh token, email or user update.
import { beforeAll, describe, expect, it } from 'vitest';
import { captchaToken, seedUserBySql, uniqueEmail, useAuthStack } from './harness.ts';

const stack = useAuthStack();
const PASSWORD = 'Rahasia#2026';
const security = { gotrue_meta_security: { captcha_token: captchaToken } };
const OVERSIZE = 'x'.repeat(5_000);
const OVERSIZE_EMAIL = `${'a'.repeat(300)}@simk.test`;
const BAD_JSON = expect.stringMatching(/^Could not parse request body as JSON: /);

type Caller = 'anon' | 'user' | 'admin';

interface Call {
  method?: 'GET' | 'POST' | 'PUT';
  path: string;
  /** A JSON value, or a string sent as the raw body. */
  body?: unknown;
  as?: Caller;
}

interface Case extends Call {
  name: string;
  status: 400 | 422;
  answer: Record<string, unknown>;
}

let seededEmail: string;
let seededId: string;
let userToken: string;

function bearer(as: Caller): string {
  if (as === 'user') return userToken;
  return as === 'admin' ? stack.keys.serviceRoleKey : stack.keys.anonKey;
}

async function call({ method = 'POST', path, body, as = 'anon' }: Call, apiVersion = '2024-01-01') {
  const response = await fetch(`${stack.issuer}${path}`, {
    method,
    headers: {
      apikey: as === 'admin' ? stack.keys.serviceRoleKey : stack.keys.anonKey,
      authorization: `Bearer ${bearer(as)}`,
      'content-type': 'application/json',
      ...(apiVersion ? { 'x-supabase-api-version': apiVersion } : {}),
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Everything a request could create or change in `auth` and the mailbox. */
async function footprint() {
  const [rows] = await stack.db.sql`
    select (select count(*)::int from auth.users) as users,
           (select count(*)::int from auth.identities) as identities,
           (select count(*)::int from auth.sessions) as sessions,
           (select count(*)::int from auth.refresh_tokens) as refresh_tokens,
           (select max(updated_at) from auth.users) as last_user_update`;
  const mailbox = (await (await fetch(`${stack.mailboxUrl}/api/v1/messages`)).json()) as { total: number };
  return { ...rows, emails: mailbox.total };
}

const validation = (message: string) => ({ code: 'validation_failed', message });
const tooShort = {
  code: 'weak_password',
  message: 'Password should be at least 8 characters.',
  weak_password: { reasons: ['length'] },
};

const cases: Case[] = [
  // POST /token
  {
    name: 'an unknown grant_type',
    path: '/token?grant_type=id_token',
    body: { id_token: 'x', ...security },
    status: 400,
    answer: { code: 'invalid_credentials', message: 'unsupported_grant_type' },
  },
  {
    name: 'no grant_type',
    path: '/token',
    body: { email: 'x@simk.test', password: PASSWORD, ...security },
    status: 400,
    answer: { code: 'invalid_credentials', message: 'unsupported_grant_type' },
  },
  {
    name: 'a token request that is not JSON',
    path: '/token?grant_type=password',
    body: '{"email": ',
    status: 400,
    answer: { code: 'bad_json', message: BAD_JSON },
  },
  {
    name: 'a token request that is a JSON array',
    path: '/token?grant_type=password',
    body: '[]',
    status: 400,
    answer: { code: 'bad_json', message: 'Could not parse request body as JSON: expected an object' },
  },
  {
    name: 'a password grant without an email',
    path: '/token?grant_type=password',
    body: { password: PASSWORD, ...security },
    status: 400,
    answer: validation('missing email or phone'),
  },
  {
    name: 'a password grant with a numeric email',
    path: '/token?grant_type=password',
    body: { email: 12345, password: PASSWORD, ...security },
    status: 400,
    answer: validation('missing email or phone'),
  },
  {
    name: 'a password grant with both an email and a phone',
    path: '/token?grant_type=password',
    body: { email: 'x@simk.test', phone: '+6281234567890', password: PASSWORD, ...security },
    status: 422,
    answer: validation('Only an email address or phone number should be provided on login.'),
  },
  {
    name: 'a password grant with a phone',
    path: '/token?grant_type=password',
    body: { phone: '+6281234567890', password: PASSWORD, ...security },
    status: 422,
    answer: { code: 'phone_provider_disabled', message: 'Phone logins are disabled' },
  },
  {
    name: 'a password grant with an oversize email',
    path: '/token?grant_type=password',
    body: { email: OVERSIZE_EMAIL, password: PASSWORD, ...security },
    status: 400,
    answer: { code: 'invalid_credentials', message: 'Invalid login credentials' },
  },
  {
    name: 'a refresh grant without a refresh_token',
    path: '/token?grant_type=refresh_token',
    body: {},
    status: 400,
    answer: validation('refresh_token required'),
  },
  {
    name: 'a refresh grant with a numeric refresh_token',
    path: '/token?grant_type=refresh_token',
    body: { refresh_token: 42 },
    status: 400,
    answer: validation('refresh_token required'),
  },
  {
    name: 'a refresh grant with an oversize refresh_token',
    path: '/token?grant_type=refresh_token',
    body: { refresh_token: OVERSIZE },
    status: 400,
    answer: { code: 'refresh_token_not_found', message: 'Invalid Refresh Token: Refresh Token Not Found' },
  },
  // POST /signup
  {
    name: 'a signup that is not JSON',
    path: '/signup',
    body: '{"email": "x@simk.test",',
    status: 400,
    answer: { code: 'bad_json', message: BAD_JSON },
  },
  {
    name: 'a signup without an email',
    path: '/signup',
    body: { password: PASSWORD, ...security },
    status: 422,
    answer: { code: 'anonymous_provider_disabled', message: 'Anonymous sign-ins are disabled' },
  },
  {
    name: 'a signup with a phone',
    path: '/signup',
    body: { phone: '+6281234567890', password: PASSWORD, ...security },
    status: 422,
    answer: { code: 'phone_provider_disabled', message: 'Phone signups are disabled' },
  },
  {
    name: 'a signup with an email that is an object',
    path: '/signup',
    body: { email: { address: 'x@simk.test' }, password: PASSWORD, ...security },
    status: 400,
    answer: validation('An email address is required'),
  },
  {
    name: 'a signup with an oversize email',
    path: '/signup',
    body: { email: OVERSIZE_EMAIL, password: PASSWORD, ...security },
    status: 400,
    answer: validation('An email address is too long'),
  },
  {
    name: 'a signup with a malformed email',
    path: '/signup',
    body: { email: 'bukan-email', password: PASSWORD, ...security },
    status: 400,
    answer: validation('Unable to validate email address: invalid format'),
  },
  {
    name: 'a signup without a password',
    path: '/signup',
    body: { email: 'tanpa.sandi@auth-input.simk.test', ...security },
    status: 422,
    answer: validation('Signup requires a valid password'),
  },
  {
    name: 'a signup with a numeric password',
    path: '/signup',
    body: { email: 'sandi.angka@auth-input.simk.test', password: 12345678, ...security },
    status: 422,
    answer: validation('Signup requires a valid password'),
  },
  {
    name: 'a signup with an oversize password',
    path: '/signup',
    body: { email: 'sandi.panjang@auth-input.simk.test', password: OVERSIZE, ...security },
    status: 422,
    answer: validation('Password cannot be longer than 72 characters'),
  },
  {
    name: 'a signup with a short password',
    path: '/signup',
    body: { email: 'sandi.pendek@auth-input.simk.test', password: 'Ab#1', ...security },
    status: 422,
    answer: tooShort,
  },
  // POST /recover and /resend
  {
    name: 'a recovery without an email',
    path: '/recover',
    body: { ...security },
    status: 400,
    answer: validation('An email address is required'),
  },
  {
    name: 'a recovery with an oversize email',
    path: '/recover',
    body: { email: OVERSIZE_EMAIL, ...security },
    status: 400,
    answer: validation('An email address is too long'),
  },
  {
    name: 'a resend without a type',
    path: '/resend',
    body: { email: 'x@simk.test', ...security },
    status: 400,
    answer: validation('Missing one of these types: signup, email_change, sms, phone_change'),
  },
  {
    name: 'a resend with a numeric email',
    path: '/resend',
    body: { type: 'signup', email: 7, ...security },
    status: 400,
    answer: validation('An email address is required'),
  },
  // POST and GET /verify
  {
    name: 'a verify without a token',
    path: '/verify',
    body: { type: 'signup' },
    status: 400,
    answer: validation('Verify requires a token or a token hash'),
  },
  {
    name: 'a verify with a numeric token_hash',
    path: '/verify',
    body: { type: 'signup', token_hash: 123456 },
    status: 400,
    answer: validation('Verify requires a token or a token hash'),
  },
  {
    name: 'a verify without a type',
    path: '/verify',
    body: { token_hash: 'abc' },
    status: 400,
    answer: validation('Verify requires a verification type'),
  },
  {
    name: 'a verify with an unknown type',
    path: '/verify',
    body: { token_hash: 'abc', type: 'sms' },
    status: 400,
    answer: validation('Unsupported verification type'),
  },
  {
    name: 'a code without the email it was sent to',
    path: '/verify',
    body: { token: '123456', type: 'email' },
    status: 400,
    answer: validation('An email address is required'),
  },
  {
    name: 'an email link without a token',
    method: 'GET',
    path: '/verify?type=signup',
    status: 400,
    answer: validation('Verify requires a token or a token hash'),
  },
  // PUT /user and POST /logout, signed in
  {
    name: 'a user update that is not JSON',
    method: 'PUT',
    path: '/user',
    body: '{"password": ',
    as: 'user',
    status: 400,
    answer: { code: 'bad_json', message: BAD_JSON },
  },
  {
    name: 'a numeric new password',
    method: 'PUT',
    path: '/user',
    body: { password: 12345678 },
    as: 'user',
    status: 422,
    answer: tooShort,
  },
  {
    name: 'an oversize new password',
    method: 'PUT',
    path: '/user',
    body: { password: OVERSIZE, data: { full_name: 'Tidak Tersimpan' } },
    as: 'user',
    status: 422,
    answer: validation('Password cannot be longer than 72 characters'),
  },
  {
    name: 'a numeric new email',
    method: 'PUT',
    path: '/user',
    body: { email: 42 },
    as: 'user',
    status: 400,
    answer: validation('An email address is required'),
  },
  {
    name: 'an oversize new email',
    method: 'PUT',
    path: '/user',
    body: { email: OVERSIZE_EMAIL, data: { full_name: 'Tidak Tersimpan' } },
    as: 'user',
    status: 400,
    answer: validation('An email address is too long'),
  },
  {
    name: 'an unknown logout scope',
    path: '/logout?scope=everywhere',
    as: 'user',
    status: 400,
    answer: validation('Unsupported logout scope "everywhere"'),
  },
  // /admin/users with the service_role key
  {
    name: 'an admin user without an email',
    path: '/admin/users',
    body: { password: PASSWORD },
    as: 'admin',
    status: 400,
    answer: validation('Cannot create a user without either an email or phone'),
  },
  {
    name: 'an admin user with a numeric email',
    path: '/admin/users',
    body: { email: 99, password: PASSWORD },
    as: 'admin',
    status: 400,
    answer: validation('An email address is required'),
  },
  {
    name: 'an admin user with a weak password',
    path: '/admin/users',
    body: { email: 'admin.lemah@auth-input.simk.test', password: 'password' },
    as: 'admin',
    status: 422,
    answer: {
      code: 'weak_password',
      message: 'Password is known to be weak and easy to guess, please choose a different one.',
      weak_password: { reasons: ['pwned'] },
    },
  },
  {
    name: 'an admin user with a password hash that is not bcrypt',
    path: '/admin/users',
    body: { email: 'admin.hash@auth-input.simk.test', password_hash: 'md5:abc' },
    as: 'admin',
    status: 400,
    answer: validation('Invalid password hash: only bcrypt hashes are supported'),
  },
  {
    name: 'an admin user with an id that is not a UUID',
    path: '/admin/users',
    body: { email: 'admin.id@auth-input.simk.test', id: '42' },
    as: 'admin',
    status: 400,
    answer: validation('user id must be a UUID'),
  },
  {
    name: 'an admin user with a ban in days',
    path: '/admin/users',
    body: { email: 'admin.larang@auth-input.simk.test', ban_duration: '1d' },
    as: 'admin',
    status: 400,
    answer: validation('invalid format for ban duration: time: invalid duration "1d"'),
  },
  {
    name: 'an admin user that is not JSON',
    path: '/admin/users',
    body: 'email=x@simk.test',
    as: 'admin',
    status: 400,
    answer: { code: 'bad_json', message: BAD_JSON },
  },
  {
    name: 'a user list page of 0',
    method: 'GET',
    path: '/admin/users?page=0',
    as: 'admin',
    status: 400,
    answer: validation('Bad Pagination Parameters'),
  },
  {
    name: 'a user list page size that is not a number',
    method: 'GET',
    path: '/admin/users?per_page=semua',
    as: 'admin',
    status: 400,
    answer: validation('Bad Pagination Parameters'),
  },
];

describe('malformed input at /auth/v1', () => {
  beforeAll(async () => {
    seededEmail = uniqueEmail('masukan');
    seededId = await seedUserBySql(stack.db, seededEmail, PASSWORD);
    const signIn = await call({
      path: '/token?grant_type=password',
      body: { email: seededEmail, password: PASSWORD, ...security },
    });
    expect(signIn.status).toBe(200);
    userToken = signIn.body.access_token as string;
  });

  it.each(cases)('refuses $name with $status and changes nothing', async (request) => {
    const before = await footprint();
    const response = await call(request);
    expect(response).toEqual({ status: request.status, body: request.answer });
    expect(await footprint()).toEqual(before);
  });

  it('refuses a wrong password of 5,000 characters for a real account without a session', async () => {
    const before = await footprint();
    const response = await call({
      path: '/token?grant_type=password',
      body: { email: seededEmail, password: OVERSIZE, ...security },
    });
    expect(response).toEqual({
      status: 400,
      body: { code: 'invalid_credentials', message: 'Invalid login credentials' },
    });
    expect(await footprint()).toEqual(before);
  });

  it.each([
    [
      { ban_duration: 'selamanya' },
      400,
      validation('invalid format for ban duration: time: invalid duration "selamanya"'),
    ],
    [{ email: 5, user_metadata: { full_name: 'Tidak Tersimpan' } }, 400, validation('An email address is required')],
    [{ password: 'Ab#1' }, 422, tooShort],
    [
      { password_hash: 'x', role: 'service_role' },
      400,
      validation('Invalid password hash: only bcrypt hashes are supported'),
    ],
  ])('refuses the admin update %j of a real user and leaves the user as it was', async (body, status, answer) => {
    const [before] = await stack.db.sql`select * from auth.users where id = ${seededId}`;
    const response = await call({ method: 'PUT', path: `/admin/users/${seededId}`, body, as: 'admin' });
    expect(response).toEqual({ status, body: answer });
    const [after] = await stack.db.sql`select * from auth.users where id = ${seededId}`;
    expect(after).toEqual(before);
  });

  it('answers clients without x-supabase-api-version in the pre-2024 shape', async () => {
    const response = await call(
      { path: '/signup', body: { email: 'bukan-email', password: PASSWORD, ...security } },
      '',
    );
    expect(response).toEqual({
      status: 400,
      body: { code: 400, error_code: 'validation_failed', msg: 'Unable to validate email address: invalid format' },
    });
  });
});
