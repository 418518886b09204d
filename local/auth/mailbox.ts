import { randomBytes, randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { serveFetch, type RunningServer } from '../http-server.ts';

/** An email the auth service sends. */
export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
}

/** Where the auth service hands its emails: the local mailbox here, an email API in production. */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

interface Address {
  Name: string;
  Address: string;
}

/** A stored message, in the field names of Mailpit's API (`GET /api/v1/message/{ID}`). */
export interface MailboxMessage {
  ID: string;
  MessageID: string;
  From: Address;
  To: Address[];
  Cc: Address[];
  Bcc: Address[];
  ReplyTo: Address[];
  Subject: string;
  Date: string;
  Created: string;
  Tags: string[];
  Read: boolean;
  Size: number;
  Text: string;
  HTML: string;
}

/** A message as the mailbox stores it: several recipients, and tags naming where it came from. */
export interface IncomingMail {
  from: string;
  to: string[];
  cc?: string[];
  bcc?: string[];
  replyTo?: string[];
  subject: string;
  html: string;
  text: string;
  tags?: string[];
}

const MAX_MESSAGES = 500;

/**
 * The local stand-in for Supabase's Mailpit: keeps every email in memory (newest first), shows
 * them on a web page, and answers a subset of Mailpit's JSON API so that tests can read them.
 */
export class Mailbox implements Mailer {
  private messages: MailboxMessage[] = [];

  async send(mail: OutgoingMail): Promise<void> {
    this.store({ ...mail, to: [mail.to] });
  }

  /** Keeps a message (newest first) and returns it as the API shows it. */
  store(mail: IncomingMail): MailboxMessage {
    const now = new Date().toISOString();
    const message: MailboxMessage = {
      ID: randomBytes(11).toString('base64url'),
      MessageID: `${randomUUID()}@simk.local`,
      From: parseAddress(mail.from),
      To: mail.to.map(parseAddress),
      Cc: (mail.cc ?? []).map(parseAddress),
      Bcc: (mail.bcc ?? []).map(parseAddress),
      ReplyTo: (mail.replyTo ?? []).map(parseAddress),
      Subject: mail.subject,
      Date: now,
      Created: now,
      Tags: mail.tags ?? [],
      Read: false,
      Size: Buffer.byteLength(mail.html) + Buffer.byteLength(mail.text),
      Text: mail.text,
      HTML: mail.html,
    };
    this.messages.unshift(message);
    this.messages.length = Math.min(this.messages.length, MAX_MESSAGES);
    return message;
  }

  /** Messages, newest first, optionally filtered by a Mailpit-style query (`to:…`, `subject:…`, words). */
  list(query = ''): MailboxMessage[] {
    const terms = query.trim().split(/\s+/).filter(Boolean);
    return this.messages.filter((message) => terms.every((term) => matches(message, term)));
  }

  get(id: string): MailboxMessage | undefined {
    return id === 'latest' ? this.messages[0] : this.messages.find((message) => message.ID === id);
  }

  delete(ids?: string[]): void {
    this.messages = ids?.length ? this.messages.filter((message) => !ids.includes(message.ID)) : [];
  }

  /** The HTTP face of the mailbox: a web page and the JSON API. */
  app(): Hono {
    const app = new Hono();
    app.get('/api/v1/messages', (c) => c.json(this.listing(this.list(), c.req.query('start'), c.req.query('limit'))));
    app.get('/api/v1/search', (c) =>
      c.json(this.listing(this.list(c.req.query('query') ?? ''), c.req.query('start'), c.req.query('limit'))),
    );
    app.delete('/api/v1/messages', async (c) => {
      const body = (await c.req.json().catch(() => ({}))) as { IDs?: string[] };
      this.delete(body.IDs);
      return c.text('ok');
    });
    app.get('/api/v1/message/:id', (c) => {
      const message = this.get(c.req.param('id'));
      if (!message) return c.text('message not found', 404);
      message.Read = true;
      return c.json({ ...message, Inline: [], Attachments: [] });
    });
    app.get('/', (c) => c.html(listPage(this.list(c.req.query('q') ?? ''), c.req.query('q') ?? '')));
    app.get('/view/:id', (c) => {
      const message = this.get(c.req.param('id'));
      if (!message) return c.html(page('Pesan tidak ditemukan', '<p>Pesan tidak ditemukan.</p>'), 404);
      message.Read = true;
      return c.html(messagePage(message));
    });
    return app;
  }

  private listing(messages: MailboxMessage[], startParam?: string, limitParam?: string) {
    const start = Math.max(0, Number(startParam) || 0);
    const limit = Math.max(1, Number(limitParam) || 50);
    const slice = messages.slice(start, start + limit);
    return {
      total: this.messages.length,
      unread: this.messages.filter((message) => !message.Read).length,
      count: slice.length,
      messages_count: messages.length,
      start,
      tags: [],
      messages: slice.map(({ Text, HTML: _html, ...summary }) => ({
        ...summary,
        Attachments: 0,
        Snippet: Text.replace(/\s+/g, ' ').trim().slice(0, 250),
      })),
    };
  }
}

function parseAddress(value: string): Address {
  const match = /^\s*(.*?)\s*<([^>]+)>\s*$/.exec(value);
  return match ? { Name: match[1]!.replace(/^"|"$/g, ''), Address: match[2]! } : { Name: '', Address: value.trim() };
}

function matches(message: MailboxMessage, term: string): boolean {
  const lower = term.toLowerCase();
  const [field, value = ''] = lower.includes(':')
    ? [lower.slice(0, lower.indexOf(':')), lower.slice(lower.indexOf(':') + 1)]
    : ['', lower];
  const to = message.To.map((a) => `${a.Name} ${a.Address}`.toLowerCase()).join(' ');
  switch (field) {
    case 'to':
      return to.includes(value);
    case 'from':
      return `${message.From.Name} ${message.From.Address}`.toLowerCase().includes(value);
    case 'subject':
      return message.Subject.toLowerCase().includes(value);
    default:
      return [to, message.Subject, message.Text].some((text) => text.toLowerCase().includes(lower));
  }
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="id"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Kotak surat lokal SIMK</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;color:#1a202c;background:#f7fafc}
header{background:#22543d;color:#fff;padding:12px 24px}header a{color:#fff;text-decoration:none;font-weight:600}
main{max-width:960px;margin:24px auto;padding:0 16px}
table{width:100%;border-collapse:collapse;background:#fff}th,td{text-align:left;padding:8px 12px;border-bottom:1px solid #e2e8f0}
tr.unread td{font-weight:600}td a{color:#22543d}
dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px;background:#fff;padding:12px 16px}
dt{color:#4a5568}dd{margin:0}iframe{width:100%;height:70vh;border:1px solid #e2e8f0;background:#fff}
pre{white-space:pre-wrap;background:#fff;padding:12px 16px;border:1px solid #e2e8f0}
form{margin-bottom:16px}input{padding:6px 8px;width:320px}.empty{color:#4a5568}
</style></head>
<body><header><a href="/">Kotak surat lokal SIMK</a></header><main>${body}</main></body></html>`;
}

function listPage(messages: MailboxMessage[], query: string): string {
  const rows = messages
    .map(
      (
        m,
      ) => `<tr class="${m.Read ? '' : 'unread'}"><td>${escapeHtml(new Date(m.Created).toLocaleString('id-ID', { timeZone: 'Asia/Jakarta' }))}</td>
<td>${escapeHtml(m.To.map((a) => a.Address).join(', '))}</td><td><a href="/view/${m.ID}">${escapeHtml(m.Subject)}</a></td></tr>`,
    )
    .join('\n');
  const body = `<h1>Email terkirim</h1>
<p>Semua email yang dikirim layanan auth lokal (konfirmasi pendaftaran, atur ulang kata sandi) dan outbox pesan SIMK (hasil verifikasi keanggotaan) ditampung di sini; tidak ada yang benar-benar dikirim.</p>
<form method="get" action="/"><label>Cari <input name="q" value="${escapeHtml(query)}" placeholder="to:anggota@simk.test"></label> <button>Cari</button></form>
${messages.length ? `<table><thead><tr><th>Waktu (WIB)</th><th>Kepada</th><th>Subjek</th></tr></thead><tbody>${rows}</tbody></table>` : '<p class="empty">Belum ada email.</p>'}`;
  return page('Email terkirim', body);
}

function messagePage(m: MailboxMessage): string {
  const body = `<p><a href="/">← Semua email</a></p><h1>${escapeHtml(m.Subject)}</h1>
<dl><dt>Dari</dt><dd>${escapeHtml(`${m.From.Name} <${m.From.Address}>`)}</dd>
<dt>Kepada</dt><dd>${escapeHtml(m.To.map((a) => a.Address).join(', '))}</dd>
<dt>Waktu</dt><dd>${escapeHtml(new Date(m.Created).toLocaleString('id-ID', { timeZone: 'Asia/Jakarta' }))} WIB</dd></dl>
<h2>HTML</h2>
<iframe title="Isi email" sandbox="allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation" srcdoc="${escapeHtml(`<base target="_top">${m.HTML}`)}"></iframe>
<h2>Teks</h2><pre>${escapeHtml(m.Text)}</pre>`;
  return page(m.Subject, body);
}

/**
 * Serves a mailbox over HTTP (http://127.0.0.1:54324 under `npm start`), with `providers`: the
 * simulators of email APIs whose messages land in it, mounted at their own paths.
 */
export async function startMailbox(options: {
  mailbox: Mailbox;
  port: number;
  host: string;
  providers?: Hono[];
}): Promise<RunningServer> {
  const app = new Hono();
  for (const provider of options.providers ?? []) app.route('/', provider);
  app.route('/', options.mailbox.app());
  return serveFetch(app.fetch, options);
}
