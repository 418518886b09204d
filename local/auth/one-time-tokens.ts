import { createHash, randomInt } from 'node:crypto';
import type { EmailKind } from './emails.ts';
import { forbidden } from './errors.ts';
import { changeEmail, confirmEmail, findUser, isBanned, type Db, type UserLookup, type UserRow } from './store.ts';

/** The `type` of `/verify`. */
export const VERIFY_TYPES = ['signup', 'invite', 'magiclink', 'recovery', 'email_change', 'email'] as const;
export type VerifyType = (typeof VERIFY_TYPES)[number];
export const isVerifyType = (value: unknown): value is VerifyType => VERIFY_TYPES.includes(value as VerifyType);

/** Where `auth.users` keeps the pending token of each kind of email, and the `type` of the email's link. */
export const PENDING_TOKENS = {
  confirmation: { token: 'confirmation_token', sentAt: 'confirmation_sent_at', linkType: 'signup' },
  recovery: { token: 'recovery_token', sentAt: 'recovery_sent_at', linkType: 'recovery' },
  email_change: { token: 'email_change_token_new', sentAt: 'email_change_sent_at', linkType: 'email_change' },
} as const satisfies Record<EmailKind, { token: keyof UserRow; sentAt: keyof UserRow; linkType: VerifyType }>;

/** The tokens a `type` of `/verify` redeems, in the order they are tried. */
const REDEEMS: Record<Exclude<VerifyType, 'email_change'>, Exclude<EmailKind, 'email_change'>[]> = {
  signup: ['confirmation'],
  invite: ['confirmation'],
  recovery: ['recovery'],
  magiclink: ['recovery'],
  email: ['confirmation', 'recovery'],
};

/** A one-time code and the hash GoTrue stores for it: hex(sha224(email + code)). */
export function newOneTimeToken(email: string): { otp: string; hash: string } {
  const otp = String(randomInt(0, 1_000_000)).padStart(6, '0');
  return { otp, hash: tokenHash(email, otp) };
}

export function tokenHash(email: string, otp: string): string {
  return createHash('sha224')
    .update(email.toLowerCase() + otp)
    .digest('hex');
}

/** Stores a new token of `kind` for the user, sent to `email` now. */
export async function issueOneTimeToken(db: Db, kind: EmailKind, userId: string, email: string) {
  const token = newOneTimeToken(email);
  const { token: column, sentAt } = PENDING_TOKENS[kind];
  await db`update auth.users set ${db(column)} = ${token.hash}, ${db(sentAt)} = now() where id = ${userId}`;
  return token;
}

export interface Redemption {
  type: VerifyType;
  /** The token hash of an email link, or `tokenHash(email, code)` of a typed code. */
  hash: string;
  /** With a typed code: the address it was sent to. */
  email?: string;
  /** `otp_expiry` in seconds. */
  expirySeconds: number;
  /** The message of `otp_expired` (the link and the code endpoints word it differently). */
  failureMessage: string;
  /** An email change waits for both addresses (secure email change, and not autoconfirm). */
  doubleConfirmEmailChange: boolean;
}

/**
 * What a redeemed token did: the user after it, or, for the first half of a secure email change,
 * nothing yet (GoTrue answers `singleConfirmationAccepted` and the address stays).
 */
export type Redeemed = { user: UserRow } | { awaitingOtherAddress: true };

/** GoTrue's answer to the first of the two confirmations of a secure email change. */
export const SINGLE_CONFIRMATION_ACCEPTED =
  'Confirmation link accepted. Please proceed to confirm link sent to the other email';

const isFresh = (sentAt: Date | null, expirySeconds: number) =>
  !!sentAt && sentAt.getTime() + expirySeconds * 1000 >= Date.now();

/** Finds the user a one-time token belongs to and applies it: confirms the email, ends a recovery or changes the email. */
export async function redeemOneTimeToken(db: Db, redemption: Redemption): Promise<Redeemed> {
  if (redemption.type === 'email_change') return redeemEmailChange(db, redemption);
  const { hash, email } = redemption;
  for (const kind of REDEEMS[redemption.type]) {
    const pending = PENDING_TOKENS[kind];
    const user = await findUser(db, { [pending.token]: hash } as UserLookup, { forUpdate: true });
    if (!user) continue;
    if (email && user.email !== email) continue;
    if (!isFresh(user[pending.sentAt], redemption.expirySeconds)) break;
    if (isBanned(user)) throw forbidden('user_banned', 'User is banned');
    if (kind === 'confirmation') {
      await confirmEmail(db, user);
    } else {
      await db`update auth.users set recovery_token = '', updated_at = now() where id = ${user.id}`;
      if (!user.email_confirmed_at) await confirmEmail(db, user);
    }
    return { user: (await findUser(db, { id: user.id }))! };
  }
  throw forbidden('otp_expired', redemption.failureMessage);
}

/**
 * An email change token: of the new address (`email_change_token_new`) or, with secure email
 * change, of the current one (`email_change_token_current`). The first of two only records the
 * confirmation (`email_change_confirm_status` 1, its token spent); the last switches the address
 * (GoTrue's emailChangeVerify).
 */
async function redeemEmailChange(db: Db, redemption: Redemption): Promise<Redeemed> {
  const { hash, email } = redemption;
  let user: UserRow | null;
  if (email) {
    // A typed code names the address it went to: the current one or the pending one (FindUserForEmailChange).
    const [pending] = await db<{ id: string }[]>`
      select id from auth.users where lower(email_change) = ${email} order by created_at limit 1`;
    user =
      (redemption.doubleConfirmEmailChange ? await findUser(db, { email }, { forUpdate: true }) : null) ??
      (pending ? await findUser(db, { id: pending.id }, { forUpdate: true }) : null);
    if (user && hash !== user.email_change_token_new && hash !== user.email_change_token_current) user = null;
  } else {
    user =
      (await findUser(db, { email_change_token_new: hash }, { forUpdate: true })) ??
      (await findUser(db, { email_change_token_current: hash }, { forUpdate: true }));
  }
  if (!user || !user.email_change || !isFresh(user.email_change_sent_at, redemption.expirySeconds)) {
    throw forbidden('otp_expired', redemption.failureMessage);
  }
  if (isBanned(user)) throw forbidden('user_banned', 'User is banned');
  if (redemption.doubleConfirmEmailChange && user.email_change_confirm_status === 0 && user.email) {
    const spent = hash === user.email_change_token_current ? 'email_change_token_current' : 'email_change_token_new';
    await db`
      update auth.users set email_change_confirm_status = 1, ${db(spent)} = '', updated_at = now()
       where id = ${user.id}`;
    return { awaitingOtherAddress: true };
  }
  await changeEmail(db, user.id, user.email_change);
  if (!user.email_confirmed_at) await confirmEmail(db, user);
  return { user: (await findUser(db, { id: user.id }))! };
}
