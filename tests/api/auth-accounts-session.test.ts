import { describe, expect, it } from 'vitest';
import { useBackend } from '../support/backend.ts';
import { signIn as signInAs, type SessionTokens } from '../support/sign-in.ts';
import { useTestDatabase } from '../support/test-database.ts';

const db = useTestDatabase();
const backend = useBackend(db);

type Tokens = SessionTokens;
const signIn = (identifier: string) => signInAs(backend, identifier);

describe('GET /auth/me', () => {
  it('returns the officer with role, organization and permissions', async () => {
    const { accessToken } = await signIn('dpc.bandung@simk.test');
    const { status, body } = await backend.call('GET', '/auth/me', { token: accessToken });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      email: 'dpc.bandung@simk.test',
      role: 'PENGURUS_DPC',
      roleLevel: 2,
      organization: { level: 'DPC', bpsCode: '3273' },
      member: { membershipStatus: 'ACTIVE' },
    });
    expect(body.data?.permissions).toEqual(expect.arrayContaining(['members.view']));
  });

  it('returns the member with NAP as username and no officer permissions', async () => {
    const { accessToken } = await signIn('anggota@simk.test');
    const { body } = await backend.call('GET', '/auth/me', { token: accessToken });
    expect(body.data).toMatchObject({
      role: 'ANGGOTA',
      username: '327319000001',
      member: { nap: '327319000001' },
      // Held in the member's current DPC, from the member link rather than an assignment.
      organization: { level: 'DPC', bpsCode: '3273', name: 'Kota Bandung' },
    });
    expect(body.data?.permissions).not.toContain('members.view');
  });

  it('rejects a missing, forged or foreign token with 401', async () => {
    expect((await backend.call('GET', '/auth/me')).status).toBe(401);
    const { accessToken } = await signIn('anggota@simk.test');
    const [header, payload] = accessToken.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(86)}`;
    expect((await backend.call('GET', '/auth/me', { token: forged })).status).toBe(401);
    // The service_role key is a valid JWT of the same issuer, but not a user's access token.
    expect((await backend.call('GET', '/auth/me', { token: backend.authKeys.serviceRoleKey })).status).toBe(401);
  });
});

describe('officer endpoints', () => {
  it('answer a member with 403 and an officer with data in scope', async () => {
    const member = await signIn('anggota@simk.test');
    const forbidden = await backend.call('GET', '/members/stats/overview', { token: member.accessToken });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.error?.code).toBe('FORBIDDEN');

    const officer = await signIn('dpc.bandung@simk.test');
    const stats = await backend.call('GET', '/members/stats/overview', { token: officer.accessToken });
    expect(stats.status).toBe(200);
    const [{ count }] = (await db.sql`
      select count(*)::int as count from public.members m join public.organizations o on o.id = m.organization_id
      where o.bps_code = '3273'
    `) as unknown as [{ count: number }];
    expect(stats.body.data?.totalMembers).toBe(count);
  });
});

describe('POST /auth/refresh and POST /auth/logout', () => {
  it('rotates tokens: the new pair works, the access token verifies', async () => {
    const first = await signIn('dpw.jabar@simk.test');
    const refreshed = await backend.call('POST', '/auth/refresh', { body: { refreshToken: first.refreshToken } });
    expect(refreshed.status).toBe(200);
    const next = refreshed.body.data as Tokens;
    expect(next.refreshToken).not.toBe(first.refreshToken);
    expect((await backend.call('GET', '/auth/me', { token: next.accessToken })).status).toBe(200);
  });

  it('ends the session on the server: its refresh token no longer works', async () => {
    const tokens = await signIn('dpc.surabaya@simk.test');
    const out = await backend.call('POST', '/auth/logout', { token: tokens.accessToken });
    expect(out.status).toBe(200);
    const reuse = await backend.call('POST', '/auth/refresh', { body: { refreshToken: tokens.refreshToken } });
    expect(reuse.status).toBe(401);
    expect(reuse.body.error?.code).toBe('UNAUTHORIZED');
  });

  it('rejects an unknown refresh token and an empty body', async () => {
    expect((await backend.call('POST', '/auth/refresh', { body: { refreshToken: 'nope' } })).status).toBe(401);
    const empty = await backend.call('POST', '/auth/refresh', { body: {} });
    expect(empty.status).toBe(400);
    expect(empty.body.error?.code).toBe('VALIDATION_ERROR');
  });
});
