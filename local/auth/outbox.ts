import { renderEmail, type EmailKind } from './emails.ts';
import { tooManyRequests } from './errors.ts';
import type { Mailer } from './mailbox.ts';
import { issueOneTimeToken, newOneTimeToken, PENDING_TOKENS } from './one-time-tokens.ts';
import type { AuthSettings } from './settings.ts';
import type { Db, UserRow } from './store.ts';

/** The emails of the service: confirmation, recovery and email change, each with a link and a code. */
export interface Outbox {
  /**
   * Sends `user` an email of `kind` to `to` with a new one-time token, unless one of that kind went
   * out less than `max_frequency` ago (GoTrue's `over_email_send_rate_limit`).
   */
  send(db: Db, kind: Exclude<EmailKind, 'email_change'>, user: UserRow, to: string, redirectTo: string): Promise<void>;
  /**
   * Records `newEmail` as the user's pending address and sends the email_change email to it and,
   * with secure email change, to the current address, each with its own token (GoTrue's
   * sendEmailChange). The same `max_frequency` applies.
   */
  sendEmailChange(db: Db, user: UserRow, newEmail: string, redirectTo: string): Promise<void>;
}

export function createOutbox(settings: AuthSettings, mailer: Mailer): Outbox {
  function assertCanSend(sentAt: Date | null): void {
    if (!sentAt || settings.emailMaxFrequency <= 0) return;
    const wait = Math.ceil((sentAt.getTime() + settings.emailMaxFrequency * 1000 - Date.now()) / 1000);
    if (wait > 0) {
      throw tooManyRequests(
        'over_email_send_rate_limit',
        `For security purposes, you can only request this after ${wait} seconds.`,
      );
    }
  }

  async function deliver(
    kind: EmailKind,
    to: string,
    token: { otp: string; hash: string },
    redirectTo: string,
    addresses: { Email: string; NewEmail: string },
  ): Promise<void> {
    const link = `${settings.tokens.issuer}/verify?${new URLSearchParams({
      token: token.hash,
      type: PENDING_TOKENS[kind].linkType,
      redirect_to: redirectTo,
    })}`;
    const rendered = renderEmail(settings.templates[kind], {
      ConfirmationURL: link,
      Token: token.otp,
      TokenHash: token.hash,
      SiteURL: settings.siteUrl,
      RedirectTo: redirectTo,
      ...addresses,
    });
    await mailer.send({ from: settings.mailFrom, to, ...rendered });
  }

  return {
    async send(db, kind, user, to, redirectTo) {
      assertCanSend(user[PENDING_TOKENS[kind].sentAt]);
      const token = await issueOneTimeToken(db, kind, user.id, to);
      await deliver(kind, to, token, redirectTo, { Email: user.email ?? '', NewEmail: '' });
    },

    async sendEmailChange(db, user, newEmail, redirectTo) {
      assertCanSend(user.email_change_sent_at);
      const toNew = newOneTimeToken(newEmail);
      const toCurrent = settings.secureEmailChange && user.email ? newOneTimeToken(user.email) : null;
      await db`
        update auth.users
           set email_change = ${newEmail}, email_change_token_new = ${toNew.hash},
               email_change_token_current = ${toCurrent?.hash ?? ''}, email_change_confirm_status = 0,
               email_change_sent_at = now(), updated_at = now()
         where id = ${user.id}
      `;
      const addresses = { Email: user.email ?? '', NewEmail: newEmail };
      if (toCurrent) await deliver('email_change', user.email!, toCurrent, redirectTo, addresses);
      await deliver('email_change', newEmail, toNew, redirectTo, addresses);
    },
  };
}
