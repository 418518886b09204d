import { randomUUID } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import qrcode from 'qrcode-generator';
import type { Db } from './store.ts';

/**
 * TOTP second factors as GoTrue keeps them (supabase/auth internal/models/factor.go,
 * internal/api/mfa.go): rows of `auth.mfa_factors` and `auth.mfa_challenges`, a 20-byte base32
 * secret, codes checked with SHA1, 6 digits, a 30 s period and a skew of one period either way,
 * challenges that last 300 s (`[auth.mfa] challenge_expiry_duration`).
 */
export const TOTP_RULES = { algorithm: 'SHA1', digits: 6, period: 30 } as const;
const TOTP_WINDOW = 1;
const SECRET_BYTES = 20;
export const CHALLENGE_EXPIRY_SECONDS = 300;

/** The authentication methods (`amr`) that make a session `aal2` (GoTrue's AMRClaim.IsAAL2Claim). */
export const AAL2_METHODS = ['totp', 'mfa/phone', 'mfa/webauthn'];

export interface FactorRow {
  id: string;
  user_id: string;
  friendly_name: string | null;
  factor_type: string;
  status: 'unverified' | 'verified';
  secret: string | null;
  created_at: Date;
  updated_at: Date;
  last_challenged_at: Date | null;
}

export interface ChallengeRow {
  id: string;
  factor_id: string;
  created_at: Date;
  verified_at: Date | null;
  ip_address: string;
}

function totp(secret: string, issuer = '', label = ''): TOTP {
  return new TOTP({ issuer, label, secret: Secret.fromBase32(secret), ...TOTP_RULES });
}

/** A new secret and its `otpauth://` URI, as pquerna/otp's totp.Generate makes them for GoTrue. */
export function newTotpKey(issuer: string, accountName: string): { secret: string; uri: string } {
  const secret = new Secret({ size: SECRET_BYTES }).base32;
  return { secret, uri: totp(secret, issuer, accountName).toString() };
}

/**
 * The time step (Unix time / 30 s) whose code `code` is, when it is the secret's code for now, the
 * period before or the period after; null otherwise.
 */
export function totpCodeStep(secret: string, code: string, now = Date.now()): number | null {
  const delta = totp(secret).validate({ token: code, timestamp: now, window: TOTP_WINDOW });
  return delta === null ? null : Math.floor(now / 1000 / TOTP_RULES.period) + delta;
}

/**
 * The QR code of `uri` as an SVG document, as GoTrue returns it in `totp.qr_code` (auth-js turns it
 * into a `data:image/svg+xml;utf-8,` URI, so the SVG holds no `#` or `%`).
 */
export function qrCodeSvg(uri: string): string {
  const code = qrcode(0, 'M');
  code.addData(uri, 'Byte');
  code.make();
  const quiet = 4;
  const count = code.getModuleCount();
  const size = count + quiet * 2;
  const parts: string[] = [];
  for (let row = 0; row < count; row += 1) {
    for (let col = 0; col < count; col += 1) {
      if (code.isDark(row, col)) parts.push(`M${col + quiet} ${row + quiet}h1v1h-1z`);
    }
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size * 4}" height="${size * 4}" shape-rendering="crispEdges">` +
    `<rect width="${size}" height="${size}" fill="white"/><path d="${parts.join('')}" fill="black"/></svg>`
  );
}

const FACTOR_COLUMNS =
  'id, user_id, friendly_name, factor_type::text, status::text, secret, created_at, updated_at, last_challenged_at';

/** The user's factors, oldest first. */
export async function userFactors(db: Db, userId: string): Promise<FactorRow[]> {
  return db<FactorRow[]>`
    select ${db.unsafe(FACTOR_COLUMNS)} from auth.mfa_factors where user_id = ${userId} order by created_at
  `;
}

/** GoTrue's DeleteExpiredFactors: unverified factors older than the challenge lifetime are dropped. */
export async function deleteExpiredFactors(db: Db): Promise<void> {
  await db`
    delete from auth.mfa_factors
     where status = 'unverified' and created_at < now() - make_interval(secs => ${CHALLENGE_EXPIRY_SECONDS})
  `;
}

export async function insertTotpFactor(
  db: Db,
  userId: string,
  friendlyName: string,
  secret: string,
): Promise<FactorRow> {
  const [row] = await db<FactorRow[]>`
    insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
    values (${randomUUID()}, ${userId}, ${friendlyName}, 'totp', 'unverified', now(), now(), ${secret})
    returning ${db.unsafe(FACTOR_COLUMNS)}
  `;
  return row!;
}

/** The user's own factor `factorId` (GoTrue's FindOwnedFactorByID), locked when `forUpdate`. */
export async function findOwnedFactor(db: Db, userId: string, factorId: string): Promise<FactorRow | null> {
  const [row] = await db<FactorRow[]>`
    select ${db.unsafe(FACTOR_COLUMNS)} from auth.mfa_factors where id = ${factorId} and user_id = ${userId}
  `;
  return row ?? null;
}

/** A challenge of `factor` from `ip`; it also stamps the factor's `last_challenged_at`. */
export async function createChallenge(db: Db, factorId: string, ip: string): Promise<ChallengeRow> {
  const [row] = await db<ChallengeRow[]>`
    insert into auth.mfa_challenges (id, factor_id, created_at, ip_address)
    values (${randomUUID()}, ${factorId}, now(), ${ip})
    returning id, factor_id, created_at, verified_at, host(ip_address) as ip_address
  `;
  await db`update auth.mfa_factors set last_challenged_at = now(), updated_at = now() where id = ${factorId}`;
  return row!;
}

export async function findChallenge(db: Db, factorId: string, challengeId: string): Promise<ChallengeRow | null> {
  const [row] = await db<ChallengeRow[]>`
    select id, factor_id, created_at, verified_at, host(ip_address) as ip_address
      from auth.mfa_challenges where id = ${challengeId} and factor_id = ${factorId}
  `;
  return row ?? null;
}

export function challengeExpiresAt(challenge: ChallengeRow): number {
  return Math.floor(challenge.created_at.getTime() / 1000) + CHALLENGE_EXPIRY_SECONDS;
}

/** The factor as GoTrue serialises it (the secret left out, an empty name omitted). */
export function factorJson(factor: Omit<FactorRow, 'secret' | 'user_id'>): Record<string, unknown> {
  const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);
  return {
    id: factor.id,
    ...(factor.friendly_name ? { friendly_name: factor.friendly_name } : {}),
    factor_type: factor.factor_type,
    status: factor.status,
    created_at: iso(factor.created_at),
    updated_at: iso(factor.updated_at),
    last_challenged_at: iso(factor.last_challenged_at),
  };
}
