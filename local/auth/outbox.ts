import { renderEmail, type EmailKind } from './emails.ts';
import { tooManyRequests } from './errors.ts';
import type { Mailer } from './mailbox.ts';
import { issueOneTimeToken, PENDING_TOKENS } from './one-time-tokens.ts';
import type { AuthSettings } from './settings.ts';
import type { Db, UserRow } from './store.ts';

/** The emails of the service: confirmation, recovery and email change, each with a link and a code. */
export interface Outbox {
  /**
   * Sends `user` an email of `kind` to `to` with a new one-time token, unless one of that kind went
   * out less than `max_frequency` ago (GoTrue's `over_email_send_rate_limit`).
   */
  send(db: Db, kind: EmailKind, user: UserRow, to: string, redirectTo: string): Promise<void>;
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

  return {
    async send(db, kind, user, to, redirectTo) {
      const pending = PENDING_TOKENS[kind];
      assertCanSend(user[pending.sentAt]);
      const token = await issueOneTimeToken(db, kind, user.id, to);
      const link = `${settings.tokens.issuer}/verify?${new URLSearchParams({
        token: token.hash,
        type: pending.linkType,
        redirect_to: redirectTo,
      })}`;
      const rendered = renderEmail(settings.templates[kind], {
        ConfirmationURL: link,
        Token: token.otp,
        TokenHash: token.hash,
        SiteURL: settings.siteUrl,
        RedirectTo: redirectTo,
        Email: user.email ?? '',
        NewEmail: kind === 'email_change' ? to : '',
      });
      await mailer.send({ from: settings.mailFrom, to, ...rendered });
    },
  };
}
