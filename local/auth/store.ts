import { randomUUID } from 'node:crypto';
import type postgres from 'postgres';
import { factorJson, type FactorRow } from './factors.ts';

/** A pool or a transaction: every query here runs on either. */
export type Db = postgres.Sql | postgres.TransactionSql;

/** GoTrue writes this instance id into every row it creates. */
export const INSTANCE_ID = '00000000-0000-0000-0000-000000000000';

type Json = Record<string, unknown>;

export interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Json;
  provider: string;
  last_sign_in_at: string | null;
  created_at: string;
  updated_at: string;
  email: string | null;
}

/** A row of `auth.users` (the columns this service reads), with its identities. */
export interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  invited_at: Date | null;
  confirmation_token: string | null;
  confirmation_sent_at: Date | null;
  recovery_token: string | null;
  recovery_sent_at: Date | null;
  email_change_token_new: string | null;
  email_change_token_current: string | null;
  /** 0 until one address of a secure email change confirmed, then 1. */
  email_change_confirm_status: number;
  email_change: string | null;
  email_change_sent_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Json | null;
  raw_user_meta_data: Json | null;
  created_at: Date;
  updated_at: Date;
  phone: string | null;
  phone_confirmed_at: Date | null;
  confirmed_at: Date | null;
  banned_until: Date | null;
  deleted_at: Date | null;
  is_anonymous: boolean;
  identities: IdentityRow[];
  /** Its MFA factors, without their secrets. */
  factors: Omit<FactorRow, 'secret' | 'user_id'>[];
}

export type UserLookup =
  | { id: string }
  | { email: string }
  | { confirmation_token: string }
  | { recovery_token: string }
  | { email_change_token_new: string }
  | { email_change_token_current: string };

export async function findUser(db: Db, lookup: UserLookup, options: { forUpdate?: boolean } = {}) {
  const [column, value] = Object.entries(lookup)[0] as [string, string];
  if (!value || (column === 'id' && !isUuid(value))) return null;
  const where =
    column === 'email'
      ? db`lower(u.email) = lower(${value}) and u.is_sso_user = false`
      : column === 'id'
        ? db`u.id = ${value}::uuid`
        : db`${db(column)} = ${value}`;
  const rows = await db<UserRow[]>`
    select u.*,
           coalesce((select json_agg(i order by i.created_at) from auth.identities i where i.user_id = u.id), '[]') as identities,
           coalesce((select json_agg(json_build_object(
                              'id', f.id, 'friendly_name', f.friendly_name, 'factor_type', f.factor_type,
                              'status', f.status, 'created_at', f.created_at, 'updated_at', f.updated_at,
                              'last_challenged_at', f.last_challenged_at) order by f.created_at)
                       from auth.mfa_factors f where f.user_id = u.id), '[]') as factors
      from auth.users u
     where ${where}
     ${options.forUpdate ? db`for update of u` : db``}
  `;
  return rows[0] ?? null;
}

export function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}

/** A jsonb parameter. (A JSON string with `::jsonb` would be stored as a jsonb *string*.) */
export function jsonb(db: Db, value: Json) {
  return db.json(value as postgres.JSONValue);
}

const iso = (value: Date | string | null | undefined) => (value ? new Date(value).toISOString() : undefined);

/** The user as GoTrue serialises it (internal/models/user.go): secrets left out, empty dates omitted. */
export function userJson(user: UserRow): Json {
  const json: Json = {
    id: user.id,
    aud: user.aud ?? '',
    role: user.role ?? '',
    email: user.email ?? '',
    email_confirmed_at: iso(user.email_confirmed_at),
    invited_at: iso(user.invited_at),
    phone: user.phone ?? '',
    phone_confirmed_at: iso(user.phone_confirmed_at),
    confirmation_sent_at: iso(user.confirmation_sent_at),
    confirmed_at: iso(user.confirmed_at),
    recovery_sent_at: iso(user.recovery_sent_at),
    new_email: user.email_change || undefined,
    email_change_sent_at: iso(user.email_change_sent_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    identities: user.identities.map(identityJson),
    // GoTrue omits an empty list (`json:"factors,omitempty"`).
    factors: user.factors.length > 0 ? user.factors.map(factorJson) : undefined,
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    banned_until: iso(user.banned_until),
    deleted_at: iso(user.deleted_at),
    is_anonymous: user.is_anonymous,
  };
  for (const key of Object.keys(json)) if (json[key] === undefined) delete json[key];
  return json;
}

/** GoTrue's identity JSON: `identity_id` is the row id and `id` the provider's id for the user. */
function identityJson(identity: IdentityRow): Json {
  const json: Json = {
    identity_id: identity.id,
    id: identity.provider_id,
    user_id: identity.user_id,
    identity_data: identity.identity_data,
    provider: identity.provider,
    last_sign_in_at: iso(identity.last_sign_in_at),
    created_at: iso(identity.created_at),
    updated_at: iso(identity.updated_at),
    email: identity.email ?? undefined,
  };
  for (const key of Object.keys(json)) if (json[key] === undefined) delete json[key];
  return json;
}

export function isBanned(user: UserRow, now = new Date()): boolean {
  return user.banned_until !== null && user.banned_until > now;
}

/** True when `password` matches the bcrypt hash in `encrypted_password` (pgcrypto's `crypt`). */
export async function passwordMatches(db: Db, userId: string, password: string): Promise<boolean> {
  // pgcrypto reads `$2a$` and `$2x$`/`$2y$`; `$2b$` (bcryptjs, newer libraries) is the same
  // algorithm for passwords under 72 bytes, which is all bcrypt ever reads.
  const [row] = await db<{ ok: boolean }[]>`
    select coalesce(
             u.encrypted_password ~ '^\\$2[abxy]\\$'
             and regexp_replace(u.encrypted_password, '^\\$2b\\$', '$2a$')
                 = extensions.crypt(${password}, regexp_replace(u.encrypted_password, '^\\$2b\\$', '$2a$')),
             false) as ok
      from auth.users u
     where u.id = ${userId}
  `;
  return row?.ok ?? false;
}

/**
 * A bcrypt computation of the same cost as a real password check, for a user that does not exist:
 * an unknown email must take as long to refuse as a wrong password (decision 0011).
 */
export async function spendPasswordCheck(db: Db, password: string): Promise<void> {
  await db`select extensions.crypt(${password}, ${'$2a$10$SIMKunknownaccount0000'})`;
}

/** The bcrypt hash GoTrue stores (cost 10, `$2a$`). */
export async function hashPassword(db: Db, password: string): Promise<string> {
  const [row] = await db<
    { hash: string }[]
  >`select extensions.crypt(${password}, extensions.gen_salt('bf', 10)) as hash`;
  return row!.hash;
}

export interface NewUser {
  email: string;
  password?: string;
  passwordHash?: string;
  userMetadata?: Json;
  appMetadata?: Json;
  emailConfirmed?: boolean;
  role?: string;
  bannedUntil?: Date | null;
  id?: string;
}

/** Inserts a user and its `email` identity, as GoTrue's signupNewUser + createNewIdentity do. */
export async function insertUser(db: Db, input: NewUser): Promise<string> {
  const id = input.id ?? randomUUID();
  const email = input.email.toLowerCase();
  const encrypted = input.passwordHash ?? (input.password ? await hashPassword(db, input.password) : '');
  const identityData = { sub: id, email, email_verified: Boolean(input.emailConfirmed), phone_verified: false };
  const appMetadata = { provider: 'email', providers: ['email'], ...(input.appMetadata ?? {}) };
  const userMetadata = { ...identityData, ...(input.userMetadata ?? {}) };
  await db`
    insert into auth.users (
      instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
      confirmation_token, recovery_token, email_change_token_new, email_change, email_change_token_current,
      phone_change, phone_change_token, reauthentication_token,
      raw_app_meta_data, raw_user_meta_data, is_super_admin, created_at, updated_at, banned_until, is_anonymous
    ) values (
      ${INSTANCE_ID}, ${id}, 'authenticated', ${input.role ?? 'authenticated'}, ${email}, ${encrypted},
      ${input.emailConfirmed ? db`now()` : null},
      '', '', '', '', '', '', '', '',
      ${jsonb(db, appMetadata)}, ${jsonb(db, userMetadata)}, false, now(), now(),
      ${input.bannedUntil ?? null}, false
    )
  `;
  await db`
    insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
    values (${id}, ${id}, ${jsonb(db, identityData)}, 'email', now(), now(), now())
  `;
  return id;
}

/** Merges `updates` into a metadata object; a `null` value removes the key (GoTrue's UpdateUserMetaData). */
export function mergeMetadata(current: Json | null, updates: Json): Json {
  const merged: Json = { ...(current ?? {}) };
  for (const [key, value] of Object.entries(updates)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

/** Marks the email as confirmed, as GoTrue's User.Confirm does. */
export async function confirmEmail(db: Db, user: UserRow): Promise<void> {
  await db`
    update auth.users
       set email_confirmed_at = coalesce(email_confirmed_at, now()),
           confirmation_token = '',
           raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || '{"email_verified": true}'::jsonb,
           updated_at = now()
     where id = ${user.id}
  `;
  await db`
    update auth.identities
       set identity_data = identity_data || '{"email_verified": true}'::jsonb, updated_at = now()
     where user_id = ${user.id} and provider = 'email'
  `;
}

/** Stores a new password and clears every pending token, as GoTrue's User.UpdatePassword does. */
export async function setPassword(db: Db, userId: string, password: string): Promise<void> {
  const hash = await hashPassword(db, password);
  await db`
    update auth.users
       set encrypted_password = ${hash},
           confirmation_token = '', confirmation_sent_at = null,
           recovery_token = '', recovery_sent_at = null,
           email_change_token_current = '', email_change_token_new = '', email_change_sent_at = null,
           phone_change_token = '', phone_change_sent_at = null,
           reauthentication_token = '', reauthentication_sent_at = null,
           updated_at = now()
     where id = ${userId}
  `;
}

/** Changes the email of a user and of its `email` identity. */
export async function changeEmail(db: Db, userId: string, email: string): Promise<void> {
  await db`
    update auth.users
       set email = ${email.toLowerCase()}, email_change = '', email_change_token_new = '',
           email_change_token_current = '', email_change_confirm_status = 0,
           raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || jsonb_build_object('email', ${email.toLowerCase()}::text),
           updated_at = now()
     where id = ${userId}
  `;
  await db`
    update auth.identities
       set identity_data = identity_data || jsonb_build_object('email', ${email.toLowerCase()}::text), updated_at = now()
     where user_id = ${userId} and provider = 'email'
  `;
}
