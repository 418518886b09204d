import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';

/** The claims of a Supabase Auth access token that SIMK relies on. */
export interface AccessClaims extends JWTPayload {
  sub: string;
  role: string;
  email?: string;
  session_id: string;
  /** `aal1`, or `aal2` once the session passed a second factor (Supabase Auth MFA). */
  aal?: string;
}

export type AccessTokenVerifier = (token: string) => Promise<AccessClaims>;

/**
 * Verifies access tokens against the auth server's published keys (JWKS), checking signature,
 * expiry, issuer and audience. Tokens are never just decoded. `exp` and `session_id` must be
 * present: a token without an expiry would never stop working, and one without a session could
 * not be revoked (GoTrue puts both in every user access token).
 */
export function createAccessTokenVerifier(supabaseUrl: string): AccessTokenVerifier {
  const issuer = `${supabaseUrl}/auth/v1`;
  // Created on first use, so an API without auth configuration still serves its public routes.
  let keys: ReturnType<typeof createRemoteJWKSet> | undefined;
  return async (token) => {
    keys ??= createRemoteJWKSet(new URL(`${issuer}/.well-known/jwks.json`), { cooldownDuration: 30_000 });
    const { payload } = await jwtVerify(token, keys, {
      issuer,
      audience: 'authenticated',
      requiredClaims: ['exp', 'sub', 'session_id'],
    });
    if (typeof payload.sub !== 'string' || payload.role !== 'authenticated' || typeof payload.session_id !== 'string') {
      throw new Error('not a user access token');
    }
    return payload as AccessClaims;
  };
}
