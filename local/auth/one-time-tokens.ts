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
const REDEEMS: Record<VerifyType, EmailKind[]> = {
  signup: ['confirmation'],
  invite: ['confirmation'],
  recovery: ['recovery'],
  magiclink: ['recovery'],
  email_change: ['email_change'],
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
}

/** Finds the user a one-time token belongs to and applies it: confirms the email, ends a recovery or changes the email. */
export async function redeemOneTimeToken(db: Db, redemption: Redemption): Promise<UserRow> {
  const { hash, email } = redemption;
  for (const kind of REDEEMS[redemption.type]) {
    const pending = PENDING_TOKENS[kind];
    const user = await findUser(db, { [pending.token]: hash } as UserLookup, { forUpdate: true });
    if (!user) continue;
    if (email && kind !== 'email_change' && user.email !== email) continue;
    if (email && kind === 'email_change' && user.email_change !== email) continue;
    const sentAt = user[pending.sentAt];
    if (!sentAt || sentAt.getTime() + redemption.expirySeconds * 1000 < Date.now()) break;
    if (isBanned(user)) throw forbidden('user_banned', 'User is banned');
    if (kind === 'confirmation') {
      await confirmEmail(db, user);
    } else if (kind === 'recovery') {
      await db`update auth.users set recovery_token = '', updated_at = now() where id = ${user.id}`;
      if (!user.email_confirmed_at) await confirmEmail(db, user);
    } else {
      await changeEmail(db, user.id, user.email_change!);
      if (!user.email_confirmed_at) await confirmEmail(db, user);
    }
    return (await findUser(db, { id: user.id }))!;
  }
  throw forbidden('otp_expired', redemption.failureMessage);
}
