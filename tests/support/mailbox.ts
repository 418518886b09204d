import { expect } from 'vitest';

/** One message as the local mailbox's search lists it (Mailpit's API). */
export interface MailSummary {
  ID: string;
  To: { Address: string }[];
  Subject: string;
}

/** The mailbox's search at `mailboxUrl`, newest first, as http://127.0.0.1:54324 shows it. */
export async function searchMailbox(mailboxUrl: string, query: string): Promise<MailSummary[]> {
  const response = await fetch(`${mailboxUrl}/api/v1/search?query=${encodeURIComponent(query)}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { messages: MailSummary[] }).messages;
}
