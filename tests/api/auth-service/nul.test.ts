// NUL characters (U+0000), which PostgreSQL text cannot hold, are refused with 400 validation_failed
// wherever they come in: a JSON string, a JSON key, a query parameter, a path segment (issue 24;
// they answered 500 before, decision 0017).
import { beforeAll, describe, expect, it } from 'vitest';
import { captchaToken, seedUserBySql, uniqueEmail, useAuthStack } from './harness.ts';

const stack = useAuthStack();
const PASSWORD = 'Rahasia#2026';
const security = { gotrue_meta_security: { captcha_token: captchaToken } };
const REFUSED = { code: 'validation_failed', message: 'Request must not contain NUL (U+0000) characters' };

let email: string;
let userToken: string;

beforeAll(async () => {
  email = uniqueEmail('nul');
  await seedUserBySql(stack.db, email, PASSWORD);
  const { data } = await stack.anon().auth.signInWithPassword({ email, password: PASSWORD, options: { captchaToken } });
  userToken = data.session!.access_token;
});

async function call(method: string, path: string, body: unknown, as: Caller) {
  const token = as === 'user' ? userToken : as === 'admin' ? stack.keys.serviceRoleKey : stack.keys.anonKey;
  const response = await fetch(`${stack.issuer}${path}`, {
    method,
    headers: {
      apikey: stack.keys.anonKey,
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'x-supabase-api-version': '2024-01-01',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

type Caller = 'anon' | 'user' | 'admin';
type Case = [name: string, method: string, path: string, body: () => unknown, as?: Caller];

const cases: Case[] = [
  ['a password at sign-in', 'POST', '/token?grant_type=password', () => ({ email, password: 'a\0b', ...security })],
  [
    'an email at sign-in',
    'POST',
    '/token?grant_type=password',
    () => ({ email: `x\0${email}`, password: PASSWORD, ...security }),
  ],
  ['an email at signup', 'POST', '/signup', () => ({ email: `baru\0@simk.test`, password: PASSWORD, ...security })],
  [
    'a password at signup',
    'POST',
    '/signup',
    () => ({ email: uniqueEmail('nul.daftar'), password: `${PASSWORD}\0`, ...security }),
  ],
  ['a key of user metadata', 'PUT', '/user', () => ({ data: { 'na\0me': 'x' } }), 'user'],
  [
    'a password of an admin create',
    'POST',
    '/admin/users',
    () => ({ email: uniqueEmail('nul.admin'), password: `${PASSWORD}\0` }),
    'admin',
  ],
  ['a refresh token', 'POST', '/token?grant_type=refresh_token', () => ({ refresh_token: 'abc\0' })],
  ['a query parameter', 'GET', '/verify?type=signup&token=ab%00cd', () => undefined],
  ['an admin list filter', 'GET', '/admin/users?filter=a%00b', () => undefined, 'admin'],
  ['a path segment', 'GET', '/admin/users/%00', () => undefined, 'admin'],
];

describe('NUL in the local auth service', () => {
  it.each(cases)('refuses NUL in %s with 400 validation_failed', async (_name, method, path, body, as = 'anon') => {
    const answer = await call(method, path, body(), as);
    expect(answer).toEqual({ status: 400, body: REFUSED });
  });

  it('creates no user for a refused signup', async () => {
    const [row] = await stack.db.sql`select count(*)::int as count from auth.users where email like 'baru%'`;
    expect(row).toEqual({ count: 0 });
  });
});
