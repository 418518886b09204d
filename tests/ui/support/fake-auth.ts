import type { LoginResponse, SessionUser } from '@shared/contracts/auth';
import { ok, type FakeRoute } from './fake-api-server';

function base64url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** A JWT with GoTrue's claims. supabase-js only decodes it; the fake server never checks it. */
export function fakeAccessToken(user: SessionUser, expiresInSeconds = 3600): string {
  const now = Math.floor(Date.now() / 1000);
  return [
    base64url({ alg: 'ES256', typ: 'JWT' }),
    base64url({
      sub: user.id,
      aud: 'authenticated',
      role: 'authenticated',
      email: user.email,
      exp: now + expiresInSeconds,
      iat: now,
      session_id: '00000000-0000-4000-8000-00000000feed',
    }),
    Buffer.from('not-a-real-signature').toString('base64url'),
  ].join('.');
}

export const memberUser: SessionUser = {
  id: '5b0e7c1e-4a57-4d58-9a0a-0a0a0a0a0a01',
  email: 'anggota@simk.test',
  username: '327319000001',
  firstName: 'Siti',
  fullName: 'Siti Rahmawati',
  role: 'ANGGOTA',
  roleLabel: 'Anggota',
  roleLevel: 1,
  organization: null,
  permissions: [],
  member: null,
};

export const officerUser: SessionUser = {
  ...memberUser,
  id: '5b0e7c1e-4a57-4d58-9a0a-0a0a0a0a0a02',
  email: 'dpc.bandung@simk.test',
  username: 'dpc.bandung@simk.test',
  firstName: 'Budi',
  fullName: 'Budi Santoso',
  role: 'PENGURUS_DPC',
  roleLabel: 'Pengurus DPC',
  roleLevel: 2,
};

export function loginResponse(user: SessionUser): LoginResponse {
  const now = Math.floor(Date.now() / 1000);
  return {
    user,
    tokens: {
      accessToken: fakeAccessToken(user),
      refreshToken: 'refresh-token-1',
      expiresIn: 3600,
      expiresAt: now + 3600,
    },
  };
}

/** `GET /auth/v1/user` as GoTrue answers it; supabase-js calls it inside `setSession`. */
export function goTrueUserRoute(user: SessionUser): [string, FakeRoute] {
  return [
    'GET /auth/v1/user',
    {
      status: 200,
      body: {
        id: user.id,
        aud: 'authenticated',
        role: 'authenticated',
        email: user.email,
        app_metadata: { provider: 'email', providers: ['email'] },
        user_metadata: {},
        created_at: new Date().toISOString(),
      },
    },
  ];
}

/** Routes for a successful login of `user`, on the API and on the auth server. */
export function signedInRoutes(user: SessionUser): [string, FakeRoute][] {
  return [
    ['POST /auth/login', ok(loginResponse(user))],
    ['GET /auth/me', ok(user)],
    ['POST /auth/logout', ok({ message: 'Anda telah keluar.' })],
    goTrueUserRoute(user),
    ['POST /auth/v1/logout', { status: 204, body: '' }],
  ];
}
