// The local auth service: GoTrue's HTTP protocol for the endpoints SIMK uses, mounted by the
// gateway at /auth/v1. See docs/decisions/0003-local-auth-service.md.
export { createAuthService } from './service.ts';
export type { AuthServiceOptions } from './settings.ts';
export { createAuthKeys, defaultKeysDir, loadOrCreateAuthKeys, type AuthKeys } from './keys.ts';
export { Mailbox, startMailbox, type Mailer, type MailboxMessage, type OutgoingMail } from './mailbox.ts';
export { defaultTemplates, type EmailKind, type EmailTemplate } from './emails.ts';
