// WhatsApp Cloud API, Fonnte and Twilio for the embedded stack and the tests, mounted by the
// gateway at `/messaging` (http://127.0.0.1:54321/messaging/…). Each answers its protocol as the
// provider documents it (supabase/functions/_shared/messaging/*-protocol.ts): keys checked,
// bodies validated, ids issued, errors in the provider's shape. Accepted messages land in the
// message inbox (`/messaging/inbox`). WhatsApp Cloud also sends the signed status webhooks (sent,
// delivered, read). Faults can be injected per provider for the next requests (an error status
// with the provider's code, 429 with Retry-After, a slow answer), or all providers taken down.
import { randomBytes, randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { MessageProvider } from '../../supabase/functions/_shared/messaging/channel-adapter.ts';
import { type FonnteSendResponse } from '../../supabase/functions/_shared/messaging/fonnte-protocol.ts';
import { messagesPath, twilioErrors } from '../../supabase/functions/_shared/messaging/twilio-protocol.ts';
import {
  type StatusWebhook,
  templateMessageRequestSchema,
  whatsappErrors,
  whatsappSignature,
} from '../../supabase/functions/_shared/messaging/whatsapp-protocol.ts';
import {
  WHATSAPP_ENGLISH_LANGUAGE_CODE,
  whatsappTemplates,
} from '../../supabase/functions/_shared/messaging/whatsapp-templates.ts';
import { MessageInbox } from './message-inbox.ts';

/** The credentials `npm start` and the test backends use when the environment sets none. */
export interface ProviderCredentials {
  whatsappAccessToken: string;
  whatsappPhoneNumberId: string;
  whatsappAppSecret: string;
  whatsappVerifyToken: string;
  fonnteToken: string;
  twilioAccountSid: string;
  twilioAuthToken: string;
  twilioFrom: string;
}

export const LOCAL_MESSAGING_CREDENTIALS: Readonly<ProviderCredentials> = {
  whatsappAccessToken: 'EAAG-simk-local-whatsapp-token',
  whatsappPhoneNumberId: '100000000000001',
  whatsappAppSecret: 'simk-local-whatsapp-app-secret',
  whatsappVerifyToken: 'simk-local-verify-token',
  fonnteToken: 'simk-local-fonnte-token',
  twilioAccountSid: 'AC00000000000000000000000000000001',
  twilioAuthToken: 'simk-local-twilio-auth-token',
  twilioFrom: '+15005550006',
};

type SimulatedProvider = Exclude<MessageProvider, 'resend'>;

export type ProviderFault =
  /**
   * Answer this HTTP status in the provider's error shape: `code` is WhatsApp's error code (131047,
   * 130429, …) or Twilio's (21211, 20429, …); for Fonnte a 200 with `reason` is `status:false`.
   */
  | { status: number; code?: number; reason?: string; retryAfterSeconds?: number }
  /** Wait this long before handling the request (the client's timeout fires). */
  | { delayMs: number };

export interface ProviderSimulatorOptions {
  credentials?: ProviderCredentials;
  inbox?: MessageInbox;
  /** Where WhatsApp status webhooks go; none are sent without it. */
  whatsappWebhookUrl?: string;
  /** Send sent, delivered and read for every accepted WhatsApp message (default true when a webhook URL is set). */
  autoStatuses?: boolean;
}

const faultRequestSchema = z.object({
  provider: z.enum(['whatsapp_cloud', 'fonnte', 'twilio']),
  faults: z
    .array(
      z.union([
        z.object({
          status: z.number().int().min(200).max(599),
          code: z.number().int().optional(),
          reason: z.string().optional(),
          retryAfterSeconds: z.number().min(0).optional(),
        }),
        z.object({ delayMs: z.number().int().min(0).max(120_000) }),
      ]),
    )
    .min(1)
    .max(100),
});

export class ProviderSimulator {
  readonly inbox: MessageInbox;
  /** Every request per provider, oldest first: the HTTP status answered. */
  readonly requests: Array<{ provider: SimulatedProvider; status: number; to?: string }> = [];
  /** While true every provider answers 503, as if it were down. */
  down = false;
  private readonly credentials: ProviderCredentials;
  private readonly faults: Record<SimulatedProvider, ProviderFault[]> = { whatsapp_cloud: [], fonnte: [], twilio: [] };
  private fonnteIds = 80_000_000;

  constructor(private readonly options: ProviderSimulatorOptions = {}) {
    this.credentials = options.credentials ?? LOCAL_MESSAGING_CREDENTIALS;
    this.inbox = options.inbox ?? new MessageInbox();
    this.inbox.outage = {
      isDown: () => this.down,
      setDown: (down) => {
        this.down = down;
      },
    };
  }

  /** The next requests to `provider` meet these faults, one each, in order. */
  injectFaults(provider: SimulatedProvider, ...faults: ProviderFault[]): void {
    this.faults[provider].push(...faults);
  }

  /** Sends WhatsApp's signed status webhook for a message; the receiver's HTTP status (null: no answer). */
  async sendWhatsappStatus(
    wamid: string,
    status: 'sent' | 'delivered' | 'read' | 'failed',
    errors?: Array<{ code: number; title: string }>,
  ): Promise<number | null> {
    const url = this.options.whatsappWebhookUrl;
    if (!url) throw new Error('no WhatsApp webhook URL is set');
    const message = this.inbox.find('whatsapp_cloud', wamid);
    if (message) message.deliveryStatus = status;
    const payload: StatusWebhook = {
      object: 'whatsapp_business_account',
      entry: [
        {
          changes: [
            {
              field: 'messages',
              value: {
                messaging_product: 'whatsapp',
                statuses: [
                  {
                    id: wamid,
                    status,
                    timestamp: String(Math.floor(Date.now() / 1000)),
                    recipient_id: message?.to ?? '',
                    ...(errors ? { errors } : {}),
                  },
                ],
              },
            },
          ],
        },
      ],
    };
    const body = JSON.stringify(payload);
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-hub-signature-256': await whatsappSignature(body, this.credentials.whatsappAppSecret),
        },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      await response.body?.cancel();
      return response.status;
    } catch {
      return null;
    }
  }

  app(): Hono {
    const app = new Hono();
    app.post('/whatsapp/:version/:phoneNumberId/messages', (c) => this.whatsapp(c));
    app.post('/fonnte/send', (c) => this.fonnte(c));
    app.post(`/twilio${messagesPath(':accountSid')}`, (c) => this.twilio(c));
    app.route('/inbox', this.inbox.app());
    app.post('/simulator/faults', async (c) => {
      const parsed = faultRequestSchema.safeParse(await c.req.json().catch(() => null));
      if (!parsed.success) return c.json({ message: parsed.error.issues[0]?.message ?? 'invalid body' }, 400);
      this.injectFaults(parsed.data.provider, ...parsed.data.faults);
      return c.json({ injected: parsed.data.faults.length });
    });
    app.post('/simulator/outage', async (c) => {
      const body = (await c.req.json().catch(() => ({}))) as { down?: unknown };
      if (typeof body.down !== 'boolean') return c.json({ message: 'down: true or false' }, 400);
      this.down = body.down;
      return c.json({ down: this.down });
    });
    return app;
  }

  /** A pending fault or outage, as the provider's answer; undefined to go on. */
  private async fault(
    provider: SimulatedProvider,
    errorBody: (status: number, code: number | undefined, reason: string) => unknown,
  ): Promise<{ status: number; body: unknown; headers: Record<string, string> } | undefined> {
    if (this.down) return { status: 503, body: errorBody(503, undefined, 'Service Unavailable'), headers: {} };
    const fault = this.faults[provider].shift();
    if (!fault) return undefined;
    if ('delayMs' in fault) {
      await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
      return undefined;
    }
    const headers: Record<string, string> =
      fault.retryAfterSeconds === undefined ? {} : { 'retry-after': String(fault.retryAfterSeconds) };
    return {
      status: fault.status,
      body: errorBody(fault.status, fault.code, fault.reason ?? 'Injected fault'),
      headers,
    };
  }

  private answer(c: Context, provider: SimulatedProvider, status: number, body: unknown, headers = {}, to?: string) {
    this.requests.push({ provider, status, ...(to ? { to } : {}) });
    return c.json(body, status as 200, headers);
  }

  private async whatsapp(c: Context): Promise<Response> {
    const error = (status: number, code: number, message: string, details?: string, headers = {}) =>
      this.answer(
        c,
        'whatsapp_cloud',
        status,
        {
          error: {
            message,
            type: 'OAuthException',
            code,
            ...(details ? { error_data: { messaging_product: 'whatsapp', details } } : {}),
            fbtrace_id: randomBytes(9).toString('base64url'),
          },
        },
        headers,
      );
    if (c.req.header('authorization') !== `Bearer ${this.credentials.whatsappAccessToken}`) {
      return error(401, whatsappErrors.accessTokenInvalid, 'Invalid OAuth access token - Cannot parse access token');
    }
    const injected = await this.fault('whatsapp_cloud', (status, code, reason) => ({
      error: {
        message: reason,
        type: 'OAuthException',
        code: code ?? (status === 429 ? whatsappErrors.rateLimit : whatsappErrors.genericError),
        error_data: { messaging_product: 'whatsapp', details: reason },
        fbtrace_id: randomBytes(9).toString('base64url'),
      },
    }));
    if (injected) return this.answer(c, 'whatsapp_cloud', injected.status, injected.body, injected.headers);
    if (c.req.param('phoneNumberId') !== this.credentials.whatsappPhoneNumberId) {
      return error(400, 100, 'Unsupported post request. Object does not exist');
    }
    const parsed = templateMessageRequestSchema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return error(400, 100, '(#100) Invalid parameter', `${issue?.path.join('.') || 'body'}: ${issue?.message}`);
    }
    const { to, template } = parsed.data;
    const approved = Object.values(whatsappTemplates).find((t) => t.name === template.name);
    if (!approved || !['id', WHATSAPP_ENGLISH_LANGUAGE_CODE].includes(template.language.code)) {
      return error(404, whatsappErrors.templateMissing, `(#132001) Template name does not exist in the translation`);
    }
    const parameters = (template.components ?? []).flatMap((component) => component.parameters.map((p) => p.text));
    if (parameters.length !== approved.bodyVariables.length) {
      return error(400, 132000, '(#132000) Number of parameters does not match the expected number of params');
    }
    const wamid = `wamid.${randomBytes(24).toString('base64url')}`;
    this.inbox.store({
      channel: 'whatsapp',
      provider: 'whatsapp_cloud',
      providerMessageId: wamid,
      to,
      text: `[${template.name}] ${parameters.join(' | ')}`,
      template: { name: template.name, language: template.language.code, parameters },
    });
    const response = this.answer(
      c,
      'whatsapp_cloud',
      200,
      { messaging_product: 'whatsapp', contacts: [{ input: to, wa_id: to }], messages: [{ id: wamid }] },
      {},
      to,
    );
    if (this.options.whatsappWebhookUrl && (this.options.autoStatuses ?? true)) void this.reportStatuses(wamid);
    return response;
  }

  /** Meta's usual sequence after acceptance, a moment apart. */
  private async reportStatuses(wamid: string): Promise<void> {
    for (const status of ['sent', 'delivered', 'read'] as const) {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await this.sendWhatsappStatus(wamid, status);
    }
  }

  private async fonnte(c: Context): Promise<Response> {
    const refuse = (reason: string) =>
      this.answer(c, 'fonnte', 200, { status: false, reason } satisfies FonnteSendResponse);
    if (c.req.header('authorization') !== this.credentials.fonnteToken) return refuse('invalid token');
    const injected = await this.fault('fonnte', (status, _code, reason) =>
      status === 200 ? { status: false, reason } : { reason },
    );
    if (injected) return this.answer(c, 'fonnte', injected.status, injected.body, injected.headers);
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const target = typeof form.target === 'string' ? form.target.trim() : '';
    const message = typeof form.message === 'string' ? form.message : '';
    if (!target) return refuse('target invalid');
    if (!/^\d{8,15}$/.test(target)) return refuse('target invalid');
    if (!message) return refuse('message invalid');
    this.fonnteIds += 1;
    const id = this.fonnteIds;
    this.inbox.store({
      channel: 'whatsapp',
      provider: 'fonnte',
      providerMessageId: String(id),
      to: target,
      text: message,
    });
    return this.answer(
      c,
      'fonnte',
      200,
      {
        status: true,
        id: [String(id)],
        process: 'pending',
        target: [target],
        requestid: id,
      } satisfies FonnteSendResponse,
      {},
      target,
    );
  }

  private async twilio(c: Context): Promise<Response> {
    const error = (status: number, code: number, message: string, headers = {}) =>
      this.answer(
        c,
        'twilio',
        status,
        { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status },
        headers,
      );
    const expected = `Basic ${Buffer.from(`${this.credentials.twilioAccountSid}:${this.credentials.twilioAuthToken}`).toString('base64')}`;
    if (c.req.header('authorization') !== expected) return error(401, twilioErrors.authenticationError, 'Authenticate');
    const injected = await this.fault('twilio', (status, code, reason) => ({
      code: code ?? (status === 429 ? twilioErrors.tooManyRequests : 20500),
      message: reason,
      more_info: `https://www.twilio.com/docs/errors/${code ?? status}`,
      status,
    }));
    if (injected) return this.answer(c, 'twilio', injected.status, injected.body, injected.headers);
    if (c.req.param('accountSid') !== this.credentials.twilioAccountSid) {
      return error(404, 20404, 'The requested resource was not found');
    }
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const to = typeof form.To === 'string' ? form.To : '';
    const from = typeof form.From === 'string' ? form.From : '';
    const body = typeof form.Body === 'string' ? form.Body : '';
    if (!/^\+[1-9]\d{6,14}$/.test(to)) {
      return error(400, twilioErrors.invalidToNumber, `The 'To' number ${to} is not a valid phone number.`);
    }
    if (!from) return error(400, 21603, "A 'From' phone number is required.");
    if (!body) return error(400, 21602, 'Message body is required.');
    const sid = `SM${randomUUID().replace(/-/g, '')}`;
    this.inbox.store({ channel: 'sms', provider: 'twilio', providerMessageId: sid, to, text: body });
    return this.answer(
      c,
      'twilio',
      201,
      {
        sid,
        account_sid: this.credentials.twilioAccountSid,
        to,
        from,
        body,
        status: 'queued',
        num_segments: String(Math.ceil(body.length / 153) || 1),
        direction: 'outbound-api',
        date_created: new Date().toUTCString(),
        uri: `${messagesPath(this.credentials.twilioAccountSid).replace('.json', '')}/${sid}.json`,
      },
      {},
      to,
    );
  }
}
