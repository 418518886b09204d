import { expect, inject } from 'vitest';
import { TURNSTILE_DUMMY_TOKEN } from '../../../local/turnstile.ts';

/** `<gateway>/functions/v1/api/v1<path>` of the shared stack. */
export const apiUrl = (path: string) => `${inject('gatewayUrl')}/functions/v1/api/v1${path}`;

/** The HTML of every email to `to` in the local mailbox, newest first. */
export async function mailsTo(to: string): Promise<Array<{ Subject: string; HTML: string }>> {
  const mailbox = inject('mailboxUrl');
  const search = (await (await fetch(`${mailbox}/api/v1/search?query=${encodeURIComponent(`to:${to}`)}`)).json()) as {
    messages: Array<{ ID: string }>;
  };
  return Promise.all(
    search.messages.map(
      async (message) =>
        (await (await fetch(`${mailbox}/api/v1/message/${message.ID}`)).json()) as { Subject: string; HTML: string },
    ),
  );
}

let phones = 0;
/** An Indonesian mobile number no other account of this run has. */
function uniquePhone(): string {
  phones += 1;
  const digits = `${Date.now() % 1_000_000}${String(phones).padStart(2, '0')}`.padStart(8, '0');
  return `0813${digits.slice(-8)}`;
}

/**
 * A new account of its own, so that a test which changes it leaves the demo accounts other files
 * sign in with alone: registered through the API in `chapter` (else the first DPC), confirmed
 * through the link from the mailbox.
 */
export async function registerConfirmedAccount(
  email: string,
  password: string,
  fullName: string,
  { chapter }: { chapter?: string } = {},
): Promise<void> {
  const chapters = (await (await fetch(apiUrl('/organizations?level=DPC'))).json()) as {
    data: { organizations: Array<{ id: string; name: string }> };
  };
  const organization = chapter
    ? chapters.data.organizations.find((candidate) => candidate.name === chapter)
    : chapters.data.organizations[0];
  expect(organization, chapter).toBeDefined();
  const registered = await fetch(apiUrl('/auth/register'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      fullName,
      email,
      password,
      // A phone of its own: an application sharing a NAP holder's phone is flagged as that person
      // on the verification desk (link, not verify), and earlier files verify such accounts.
      phoneNumber: uniquePhone(),
      registrationType: 'BIASA',
      organizationId: organization!.id,
      turnstileToken: TURNSTILE_DUMMY_TOKEN,
    }),
  });
  expect(registered.status).toBe(201);
  const [message] = await mailsTo(email);
  const tokenHash = /token_hash=([^&"]+)/.exec(message!.HTML)?.[1];
  expect(tokenHash).toBeDefined();
  const confirmed = await fetch(apiUrl('/auth/verify-email'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: decodeURIComponent(tokenHash!) }),
  });
  expect(confirmed.status).toBe(200);
}
