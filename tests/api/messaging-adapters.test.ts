// The WhatsApp Cloud, Fonnte and Twilio adapters against the local provider simulator over HTTP:
// what each sends (digits or `+`, the approved template and its parameters, the token header,
// basic auth), and what each makes of the provider's answers, including the errors of the
// reference: WhatsApp 131047 and 130429, Fonnte `status:false`, Twilio 4xx, 5xx, 429 and timeouts.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { host } from '../../local/config.ts';
import { serveFetch, type RunningServer } from '../../local/http-server.ts';
import { LOCAL_MESSAGING_CREDENTIALS as local, ProviderSimulator } from '../../local/messaging/provider-simulator.ts';
import { freePort } from '../../local/postgres.ts';
import { fonnteAdapter } from '../../supabase/functions/_shared/messaging/fonnte-adapter.ts';
import type { ClaimedMessage } from '../../supabase/functions/_shared/messaging/outbox.ts';
import { twilioAdapter } from '../../supabase/functions/_shared/messaging/twilio-adapter.ts';
import { whatsappCloudAdapter } from '../../supabase/functions/_shared/messaging/whatsapp-cloud-adapter.ts';

const simulator = new ProviderSimulator();
let server: RunningServer;

beforeAll(async () => {
  server = await serveFetch(simulator.app().fetch, { host, port: await freePort() });
});
afterAll(() => server?.close());
beforeEach(() => simulator.inbox.clear());

const reminder: ClaimedMessage = {
  id: '6f1f7f0e-8d4b-4a57-9a43-2a1a3e0d0001',
  channel: 'whatsapp',
  recipient: '+6281234567890',
  template: 'dues_reminder',
  variables: {
    full_name: 'Siti Rahmawati',
    category_name: 'Iuran Pokok',
    amount: 'Rp150.000',
    due_date: '31/10/2026',
    dues_url: 'http://127.0.0.1:5173/member-dues',
  },
  language: 'id',
  subject: null,
  bodyText:
    'Yth. Siti Rahmawati, pembayaran Iuran Pokok sebesar Rp150.000 yang jatuh tempo pada 31/10/2026 belum kami terima. Mohon segera melakukan pembayaran melalui SIMK: http://127.0.0.1:5173/member-dues',
  bodyHtml: null,
  attempt: 1,
  maxAttempts: 8,
};

const whatsapp = (overrides: { accessToken?: string; timeoutMs?: number } = {}) =>
  whatsappCloudAdapter({
    baseUrl: `${server.url}/whatsapp`,
    apiVersion: 'v21.0',
    phoneNumberId: local.whatsappPhoneNumberId,
    accessToken: overrides.accessToken ?? local.whatsappAccessToken,
    languageCode: 'id',
    requestTimeoutMs: overrides.timeoutMs ?? 2_000,
  });
const fonnte = (token: string = local.fonnteToken) =>
  fonnteAdapter({ baseUrl: `${server.url}/fonnte`, token, requestTimeoutMs: 2_000 });
const twilio = (authToken: string = local.twilioAuthToken) =>
  twilioAdapter({
    baseUrl: `${server.url}/twilio`,
    accountSid: local.twilioAccountSid,
    authToken,
    from: local.twilioFrom,
    requestTimeoutMs: 2_000,
  });

describe('WhatsApp Cloud API', () => {
  it('sends the approved template to the number’s digits, with the variables as its parameters', async () => {
    const outcome = await whatsapp().send(reminder);
    expect(outcome).toEqual({ kind: 'sent', providerMessageId: expect.stringMatching(/^wamid\./) });
    const [received] = simulator.inbox.list('whatsapp');
    expect(received).toMatchObject({
      provider: 'whatsapp_cloud',
      to: '6281234567890',
      providerMessageId: outcome.kind === 'sent' ? outcome.providerMessageId : '',
      template: {
        name: 'simk_pengingat_iuran',
        language: 'id',
        parameters: ['Siti Rahmawati', 'Iuran Pokok', 'Rp150.000', '31/10/2026', 'http://127.0.0.1:5173/member-dues'],
      },
    });
  });

  it('sends a message written in English as the English template of the same name', async () => {
    const outcome = await whatsapp().send({ ...reminder, language: 'en' });
    expect(outcome.kind).toBe('sent');
    const [received] = simulator.inbox.list('whatsapp');
    expect(received?.template).toMatchObject({ name: 'simk_pengingat_iuran', language: 'en' });
  });

  it('refuses for good 131047 (re-engagement window), an invalid token and a template not approved', async () => {
    simulator.injectFaults('whatsapp_cloud', { status: 400, code: 131047, reason: 'Re-engagement message' });
    expect(await whatsapp().send(reminder)).toEqual({
      kind: 'rejected',
      error: 'WhatsApp 400 131047: Re-engagement message: Re-engagement message',
    });
    expect(await whatsapp({ accessToken: 'EAAG-wrong' }).send(reminder)).toEqual({
      kind: 'rejected',
      error: 'WhatsApp 401 190: Invalid OAuth access token - Cannot parse access token',
    });
    const requests = simulator.requests.length;
    expect(await whatsapp().send({ ...reminder, template: 'membership_verified' })).toEqual({
      kind: 'rejected',
      error: 'no approved WhatsApp template for membership_verified',
    });
    expect(simulator.requests).toHaveLength(requests); // nothing was sent
    expect(simulator.inbox.list()).toEqual([]);
  });

  it('tries 130429 (rate limit) again, after its Retry-After when given, and 5xx and timeouts', async () => {
    simulator.injectFaults(
      'whatsapp_cloud',
      { status: 429, code: 130429, reason: 'Rate limit hit', retryAfterSeconds: 7 },
      { status: 400, code: 130429, reason: 'Rate limit hit' },
      { status: 500, code: 131000, reason: 'Something went wrong' },
      { delayMs: 1_000 },
    );
    expect(await whatsapp().send(reminder)).toEqual({
      kind: 'retry',
      error: 'WhatsApp 429 130429: Rate limit hit: Rate limit hit',
      retryAfterMs: 7_000,
    });
    expect(await whatsapp().send(reminder)).toEqual({
      kind: 'retry',
      error: 'WhatsApp 400 130429: Rate limit hit: Rate limit hit',
    });
    expect(await whatsapp().send(reminder)).toMatchObject({
      kind: 'retry',
      error: expect.stringMatching(/^WhatsApp 500 131000/),
    });
    expect(await whatsapp({ timeoutMs: 300 }).send(reminder)).toMatchObject({
      kind: 'retry',
      error: expect.stringMatching(/^no answer from WhatsApp: TimeoutError/),
    });
    await new Promise((resolve) => setTimeout(resolve, 800)); // the slow request finishes
  });
});

describe('Fonnte', () => {
  it('posts the text to the number’s digits with the token header', async () => {
    const outcome = await fonnte().send(reminder);
    expect(outcome).toEqual({ kind: 'sent', providerMessageId: expect.stringMatching(/^\d+$/) });
    expect(simulator.inbox.list('whatsapp')[0]).toMatchObject({
      provider: 'fonnte',
      to: '6281234567890',
      text: reminder.bodyText,
    });
  });

  it('refuses for good an answer of status:false, and tries 5xx again', async () => {
    expect(await fonnte('wrong-token').send(reminder)).toEqual({
      kind: 'rejected',
      error: 'Fonnte status:false: invalid token',
    });
    simulator.injectFaults('fonnte', { status: 200, reason: 'device disconnected' }, { status: 502 });
    expect(await fonnte().send(reminder)).toEqual({
      kind: 'rejected',
      error: 'Fonnte status:false: device disconnected',
    });
    expect(await fonnte().send(reminder)).toMatchObject({ kind: 'retry', error: expect.stringMatching(/^Fonnte 502/) });
    expect(simulator.inbox.list()).toEqual([]);
  });
});

describe('Twilio SMS', () => {
  it('posts To in E.164 with +, From and Body with basic auth, and records the SID', async () => {
    const outcome = await twilio().send({ ...reminder, channel: 'sms' });
    expect(outcome).toEqual({ kind: 'sent', providerMessageId: expect.stringMatching(/^SM[0-9a-f]{32}$/) });
    expect(simulator.inbox.list('sms')[0]).toMatchObject({
      provider: 'twilio',
      to: '+6281234567890',
      text: reminder.bodyText,
    });
  });

  it('refuses for good a 4xx (21211, wrong credentials) and tries 429 and 5xx again', async () => {
    simulator.injectFaults(
      'twilio',
      { status: 400, code: 21211, reason: "The 'To' number +6281234567890 is not a valid phone number." },
      { status: 429, code: 20429, reason: 'Too Many Requests', retryAfterSeconds: 2 },
      { status: 503, reason: 'Service Unavailable' },
    );
    const sms = { ...reminder, channel: 'sms' as const };
    expect(await twilio().send(sms)).toEqual({
      kind: 'rejected',
      error: "Twilio 400 21211: The 'To' number +6281234567890 is not a valid phone number.",
    });
    expect(await twilio().send(sms)).toEqual({
      kind: 'retry',
      error: 'Twilio 429 20429: Too Many Requests',
      retryAfterMs: 2_000,
    });
    expect(await twilio().send(sms)).toMatchObject({ kind: 'retry', error: 'Twilio 503 20500: Service Unavailable' });
    expect(await twilio('wrong').send(sms)).toEqual({ kind: 'rejected', error: 'Twilio 401 20003: Authenticate' });
    expect(simulator.inbox.list()).toEqual([]);
  });
});

describe('the message inbox', () => {
  it('lists what each channel received as JSON, newest first, and can be emptied', async () => {
    await whatsapp().send(reminder);
    await twilio().send({ ...reminder, channel: 'sms' });
    const list = async (query = '') => {
      const response = await fetch(`${server.url}/inbox/api/messages${query}`);
      expect(response.status).toBe(200);
      return (await response.json()) as { total: number; messages: Array<{ channel: string; to: string }> };
    };
    expect((await list()).messages.map((m) => m.channel)).toEqual(['sms', 'whatsapp']);
    expect(await list('?channel=whatsapp')).toMatchObject({ total: 1, messages: [{ to: '6281234567890' }] });
    expect((await fetch(`${server.url}/inbox/api/messages?channel=fax`)).status).toBe(400);
    const page = await (await fetch(`${server.url}/inbox`)).text();
    expect(page).toContain('Kotak pesan lokal SIMK');
    expect(page).toContain('Rp150.000');
    expect(page).toContain('href="/inbox/api/messages"');
    expect((await fetch(`${server.url}/inbox/api/messages`, { method: 'DELETE' })).status).toBe(204);
    expect(await list()).toMatchObject({ total: 0 });
  });
});
