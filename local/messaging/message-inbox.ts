// The local message inbox: every message the provider simulators accepted, per channel, on a web
// page (`<gateway>/messaging/inbox`) and as JSON for tests (`…/inbox/api/messages?channel=`).
// The counterpart of the mailbox at :54324 for WhatsApp and SMS; emails appear in both.
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { escapeHtml } from '../auth/mailbox.ts';
import type { MessageProvider } from '../../supabase/functions/_shared/messaging/channel-adapter.ts';
import { messageChannels, type MessageChannel } from '../../supabase/functions/_shared/messaging/outbox.ts';

/** One message as a provider received it. */
export interface InboxMessage {
  /** The inbox's own id. */
  id: string;
  channel: MessageChannel;
  provider: MessageProvider;
  /** The provider's id of the message (wamid, Fonnte id, Twilio SID, Resend id). */
  providerMessageId: string;
  /** As the provider got it: digits for WhatsApp and Fonnte, `+…` for Twilio, an address for email. */
  to: string;
  subject?: string;
  /** What the member reads: the text, or for a WhatsApp template its name and parameters. */
  text: string;
  /** A WhatsApp template message: its name and body parameters. */
  template?: { name: string; language: string; parameters: string[] };
  /** The last delivery status the simulator reported (WhatsApp Cloud). */
  deliveryStatus?: 'sent' | 'delivered' | 'read' | 'failed';
  receivedAt: string;
}

const MAX_MESSAGES = 2000;
const channelLabels: Record<MessageChannel, string> = { whatsapp: 'WhatsApp', sms: 'SMS', email: 'Email' };

export class MessageInbox {
  private messages: InboxMessage[] = [];

  store(message: Omit<InboxMessage, 'id' | 'receivedAt'>): InboxMessage {
    const stored: InboxMessage = { ...message, id: randomUUID(), receivedAt: new Date().toISOString() };
    this.messages.unshift(stored);
    this.messages.length = Math.min(this.messages.length, MAX_MESSAGES);
    return stored;
  }

  /** Newest first, of one channel or all. */
  list(channel?: MessageChannel): InboxMessage[] {
    return channel ? this.messages.filter((message) => message.channel === channel) : [...this.messages];
  }

  find(provider: MessageProvider, providerMessageId: string): InboxMessage | undefined {
    return this.messages.find((m) => m.provider === provider && m.providerMessageId === providerMessageId);
  }

  clear(): void {
    this.messages = [];
  }

  /** `GET /` (the page), `GET /api/messages[?channel=]`, `DELETE /api/messages`. */
  app(): Hono {
    const app = new Hono();
    const channelOf = (value: string | undefined) =>
      messageChannels.find((channel) => channel === value) as MessageChannel | undefined;
    app.get('/api/messages', (c) => {
      const channel = c.req.query('channel');
      if (channel !== undefined && !channelOf(channel))
        return c.json({ message: 'channel: whatsapp, sms or email' }, 400);
      const messages = this.list(channelOf(channel));
      return c.json({ total: messages.length, messages });
    });
    app.delete('/api/messages', (c) => {
      this.clear();
      return c.body(null, 204);
    });
    app.get('/', (c) => {
      const channel = channelOf(c.req.query('channel'));
      return c.html(inboxPage(this.list(channel), channel, c.req.path.replace(/\/+$/, '')));
    });
    return app;
  }
}

function inboxPage(messages: InboxMessage[], channel: MessageChannel | undefined, path: string): string {
  const tabs = [undefined, ...messageChannels]
    .map((value) => {
      const label = value ? channelLabels[value] : 'Semua';
      const href = value ? `?channel=${value}` : '?';
      return value === channel ? `<strong>${label}</strong>` : `<a href="${href}">${label}</a>`;
    })
    .join(' · ');
  const rows = messages
    .map(
      (m) => `<tr><td>${escapeHtml(new Date(m.receivedAt).toLocaleString('id-ID', { timeZone: 'Asia/Jakarta' }))}</td>
<td>${channelLabels[m.channel]}<br><small>${escapeHtml(m.provider)}</small></td><td>${escapeHtml(m.to)}</td>
<td>${m.subject ? `<strong>${escapeHtml(m.subject)}</strong><br>` : ''}<pre>${escapeHtml(m.text)}</pre></td>
<td>${escapeHtml(m.deliveryStatus ?? '')}</td></tr>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="id"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="5">
<title>Kotak pesan lokal SIMK</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;color:#1a202c;background:#f7fafc}
header{background:#22543d;color:#fff;padding:12px 24px;font-weight:600}
main{max-width:1100px;margin:24px auto;padding:0 16px}nav{margin-bottom:16px}nav a{color:#22543d}
table{width:100%;border-collapse:collapse;background:#fff}th,td{text-align:left;vertical-align:top;padding:8px 12px;border-bottom:1px solid #e2e8f0}
pre{white-space:pre-wrap;margin:0;font-family:inherit}.empty{color:#4a5568}
</style></head>
<body><header>Kotak pesan lokal SIMK (WhatsApp, SMS, email)</header><main>
<nav>${tabs} · <a href="${escapeHtml(path)}/api/messages">JSON</a></nav>
${
  messages.length
    ? `<table><thead><tr><th>Waktu</th><th>Kanal</th><th>Kepada</th><th>Pesan</th><th>Status</th></tr></thead><tbody>${rows}</tbody></table>`
    : '<p class="empty">Belum ada pesan.</p>'
}
</main></body></html>`;
}
