import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { exportJWK, generateKeyPair, importJWK, SignJWT, type JWK } from 'jose';

export const SIGNING_ALGORITHM = 'ES256';

/** Ten years, like the API keys `supabase start` prints. */
const API_KEY_LIFETIME_SECONDS = 10 * 365 * 24 * 3600;

/**
 * The auth server's asymmetric signing key and the two API keys signed with it. Access tokens,
 * the anon key and the service_role key all carry the key's `kid`, and anyone can verify them
 * against `/auth/v1/.well-known/jwks.json`.
 */
export interface AuthKeys {
  kid: string;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  /** The public half as published in the JWKS (`kid`, `alg`, `use`, `key_ops`). */
  publicJwk: JWK;
  /** JWT with `role: anon`: what a browser sends as `apikey`. */
  anonKey: string;
  /** JWT with `role: service_role`: admin access to `/auth/v1/admin/*`. Server-side only. */
  serviceRoleKey: string;
}

/** The default location of the local keys: `.local/auth/`. */
export function defaultKeysDir(stateDir: string): string {
  return path.join(stateDir, 'auth');
}

/**
 * Loads the keys kept in `dir`, creating them on first use.
 *   signing_keys.json  the private JWK, as an array (the format of `supabase gen signing-key`)
 *   api_keys.json      the anon and service_role keys minted from it, so they stay the same
 */
export async function loadOrCreateAuthKeys(dir: string): Promise<AuthKeys & { created: boolean }> {
  const signingFile = path.join(dir, 'signing_keys.json');
  const apiKeysFile = path.join(dir, 'api_keys.json');
  if (existsSync(signingFile) && existsSync(apiKeysFile)) {
    const [jwk] = JSON.parse(await fs.readFile(signingFile, 'utf8')) as JWK[];
    const apiKeys = JSON.parse(await fs.readFile(apiKeysFile, 'utf8')) as {
      anon_key: string;
      service_role_key: string;
    };
    if (!jwk?.kid || !jwk.d) throw new Error(`${signingFile} does not hold a private signing key`);
    return { ...(await keysFromPrivateJwk(jwk, apiKeys.anon_key, apiKeys.service_role_key)), created: false };
  }
  const keys = await createAuthKeys();
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  const privateJwk = { ...(await exportJWK(keys.privateKey)), kid: keys.kid, alg: SIGNING_ALGORITHM, use: 'sig' };
  await fs.writeFile(signingFile, `${JSON.stringify([privateJwk], null, 2)}\n`, { mode: 0o600 });
  await fs.writeFile(
    apiKeysFile,
    `${JSON.stringify({ anon_key: keys.anonKey, service_role_key: keys.serviceRoleKey }, null, 2)}\n`,
    { mode: 0o600 },
  );
  return { ...keys, created: true };
}

/** A fresh key pair kept in memory only (tests). */
export async function createAuthKeys(): Promise<AuthKeys> {
  const { privateKey, publicKey } = await generateKeyPair(SIGNING_ALGORITHM, { extractable: true });
  const kid = randomUUID();
  const publicJwk = publicJwkOf(await exportJWK(publicKey), kid);
  const now = Math.floor(Date.now() / 1000);
  return {
    kid,
    privateKey,
    publicKey,
    publicJwk,
    anonKey: await mintApiKey(privateKey, kid, 'anon', now),
    serviceRoleKey: await mintApiKey(privateKey, kid, 'service_role', now),
  };
}

async function keysFromPrivateJwk(jwk: JWK, anonKey: string, serviceRoleKey: string): Promise<AuthKeys> {
  const privateKey = (await importJWK({ ...jwk, ext: true }, SIGNING_ALGORITHM)) as CryptoKey;
  const { d: _d, ...publicPart } = jwk;
  const publicKey = (await importJWK({ ...publicPart, ext: true }, SIGNING_ALGORITHM)) as CryptoKey;
  return {
    kid: jwk.kid!,
    privateKey,
    publicKey,
    publicJwk: publicJwkOf(publicPart, jwk.kid!),
    anonKey,
    serviceRoleKey,
  };
}

function publicJwkOf(jwk: JWK, kid: string): JWK {
  return {
    kty: jwk.kty,
    crv: jwk.crv,
    x: jwk.x,
    y: jwk.y,
    kid,
    alg: SIGNING_ALGORITHM,
    use: 'sig',
    key_ops: ['verify'],
  };
}

/** The claims hosted Supabase puts in its legacy API keys (`iss`, `ref`, `role`, `iat`, `exp`). */
function mintApiKey(privateKey: CryptoKey, kid: string, role: 'anon' | 'service_role', iat: number): Promise<string> {
  return new SignJWT({ iss: 'supabase', ref: 'simk-local', role })
    .setProtectedHeader({ alg: SIGNING_ALGORITHM, kid, typ: 'JWT' })
    .setIssuedAt(iat)
    .setExpirationTime(iat + API_KEY_LIFETIME_SECONDS)
    .sign(privateKey);
}
