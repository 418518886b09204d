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

/** The provider simulator's outage, which the inbox page switches by hand (ProviderSimulator.down). */
export interface OutageSwitch {
  isDown(): boolean;
  setDown(down: boolean): void;
}
const channelLabels: Record<MessageChannel, string> = { whatsapp: 'WhatsApp', sms: 'SMS', email: 'Email' };

export class MessageInbox {
  private messages: InboxMessage[] = [];
  /** Set by the provider simulator that stores into this inbox; the page shows it as a control. */
  outage: OutageSwitch | undefined;

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
    // The page's outage button: a plain form post, then back to the page (the JSON API stays at
    // `…/simulator/outage`).
    app.post('/outage', async (c) => {
      const body: Record<string, unknown> = await c.req.parseBody().catch(() => ({}));
      const down = body['down'];
      if (!this.outage || (down !== 'true' && down !== 'false')) return c.text('down: true or false', 400);
      this.outage.setDown(down === 'true');
      const back = c.req.query('channel');
      return c.redirect(`${c.req.path.replace(/\/outage$/, '')}${channelOf(back) ? `?channel=${back}` : ''}`, 303);
    });
    app.get('/', (c) => {
      const channel = channelOf(c.req.query('channel'));
      return c.html(inboxPage(this.list(channel), channel, c.req.path.replace(/\/+$/, ''), this.outage?.isDown()));
    });
    return app;
  }
}

/** The simulator's state and the button that flips it; nothing when no simulator is attached. */
function outageControl(down: boolean | undefined, path: string, channel: MessageChannel | undefined): string {
  if (down === undefined) return '';
  const action = `${escapeHtml(path)}/outage${channel ? `?channel=${channel}` : ''}`;
  const state = down
    ? '<strong>Simulator penyedia MATI</strong>: WhatsApp, Fonnte, dan Twilio menjawab 503. Pesan dicoba ulang, lalu gagal.'
    : '<strong>Simulator penyedia HIDUP</strong>: WhatsApp, Fonnte, dan Twilio menerima pesan.';
  return `<section class="outage ${down ? 'down' : 'up'}" aria-label="Simulator penyedia" data-testid="simulator-state">
<p role="status">${state}</p>
<form method="post" action="${action}"><input type="hidden" name="down" value="${down ? 'false' : 'true'}">
<button type="submit">${down ? 'Hidupkan simulator' : 'Matikan simulator'}</button></form></section>`;
}

function inboxPage(
  messages: InboxMessage[],
  channel: MessageChannel | undefined,
  path: string,
  down: boolean | undefined,
): string {
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
.outage{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:12px;padding:12px 16px;margin-bottom:16px;border-radius:8px;border:1px solid}
.outage p{margin:0}.outage.up{background:#f0fff4;border-color:#9ae6b4}.outage.down{background:#fff5f5;border-color:#feb2b2;color:#742a2a}
.outage button{font:inherit;font-weight:600;padding:8px 16px;border-radius:6px;border:1px solid #22543d;background:#22543d;color:#fff;cursor:pointer}
.outage.down button{background:#fff;color:#22543d}.outage button:focus-visible{outline:3px solid #3182ce;outline-offset:2px}
</style></head>
<body><header>Kotak pesan lokal SIMK (WhatsApp, SMS, email)</header><main>
${outageControl(down, path, channel)}
<nav>${tabs} · <a href="${escapeHtml(path)}/api/messages">JSON</a></nav>
${
  messages.length
    ? `<table><thead><tr><th>Waktu</th><th>Kanal</th><th>Kepada</th><th>Pesan</th><th>Status</th></tr></thead><tbody>${rows}</tbody></table>`
    : '<p class="empty">Belum ada pesan.</p>'
}
</main></body></html>`;
}
