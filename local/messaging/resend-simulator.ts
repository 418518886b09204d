// Resend's `POST /emails` for the embedded stack and the tests, mounted on the local mailbox
// (http://127.0.0.1:54324/emails): it checks the Bearer key, validates the body as Resend does,
// honours `Idempotency-Key` (the same key and body answer the same id and store nothing new; the
// same key with another body is a 409), and puts each accepted email in the mailbox. Faults can be
// injected for the next requests: an error status (429 with Retry-After, 5xx), a slow answer, or an
// email accepted whose answer never comes.
import { randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import type { Mailbox, MailboxMessage } from '../auth/index.ts';
import type { MessageInbox } from './message-inbox.ts';
import {
  IDEMPOTENCY_KEY_MAX_LENGTH,
  requiredSendEmailFields,
  resendErrors,
  type ResendErrorName,
  type SendEmailRequest,
  sendEmailRequestSchema,
} from '../../supabase/functions/_shared/messaging/resend-protocol.ts';

/** The key `npm start` and the test backends use when `RESEND_API_KEY` is not set. */
export const LOCAL_RESEND_API_KEY = 're_simk_local_0000000000000000';

export type ResendFault =
  /** Answer this error (e.g. 429 `rate_limit_exceeded` with `retryAfterSeconds`, 500 `internal_server_error`). */
  | { status: number; name?: ResendErrorName; retryAfterSeconds?: number }
  /** Wait this long before handling the request (a slow provider: the client's timeout fires). */
  | { delayMs: number }
  /** Accept and store the email, then hold the answer this long (an answer lost on the way back). */
  | { acceptThenHoldMs: number };

/** One request as the simulator saw it. */
export interface ResendRequestRecord {
  idempotencyKey: string | null;
  status: number;
  id?: string;
}

export class ResendSimulator {
  /** Every request, oldest first. */
  readonly requests: ResendRequestRecord[] = [];
  private readonly faults: ResendFault[] = [];
  private readonly accepted = new Map<string, { body: string; id: string }>();
  private readonly emails = new Map<string, MailboxMessage>();

  /** `inbox`: the message inbox, which shows every accepted email next to WhatsApp and SMS. */
  constructor(private readonly options: { apiKey: string; mailbox: Mailbox; inbox?: MessageInbox }) {}

  /** The next requests meet these faults, one each, in order. */
  injectFaults(...faults: ResendFault[]): void {
    this.faults.push(...faults);
  }

  /** The mailbox message of an email this simulator accepted, by Resend id. */
  email(id: string): MailboxMessage | undefined {
    return this.emails.get(id);
  }

  app(): Hono {
    const app = new Hono();
    app.post('/emails', (c) => this.sendEmail(c));
    return app;
  }

  private async sendEmail(c: Context): Promise<Response> {
    const key = c.req.header('idempotency-key') ?? null;
    const answer = (status: number, body: unknown, id?: string, headers: Record<string, string> = {}) => {
      this.requests.push({ idempotencyKey: key, status, ...(id ? { id } : {}) });
      return c.json(body, status as 200, headers);
    };
    const error = (name: ResendErrorName, message: string, headers: Record<string, string> = {}) =>
      answer(resendErrors[name], { statusCode: resendErrors[name], name, message }, undefined, headers);

    const authorization = c.req.header('authorization') ?? '';
    if (!/^Bearer \S+$/.test(authorization)) {
      return error('missing_api_key', 'Missing API key in the authorization header');
    }
    if (authorization.slice('Bearer '.length) !== this.options.apiKey)
      return error('invalid_api_key', 'API key is invalid');

    const fault = this.faults.shift();
    if (fault && 'delayMs' in fault) await sleep(fault.delayMs);
    if (fault && 'status' in fault) {
      const name = fault.name ?? (fault.status === 429 ? 'rate_limit_exceeded' : 'internal_server_error');
      const headers: Record<string, string> =
        fault.retryAfterSeconds === undefined ? {} : { 'retry-after': String(fault.retryAfterSeconds) };
      return answer(fault.status, { statusCode: fault.status, name, message: 'Injected fault' }, undefined, headers);
    }

    if (key !== null && (key.length === 0 || key.length > IDEMPOTENCY_KEY_MAX_LENGTH)) {
      return error('invalid_idempotency_key', `The key must be between 1-${IDEMPOTENCY_KEY_MAX_LENGTH} chars.`);
    }
    const raw = await c.req.text();
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      return error('validation_error', 'The request body is not valid JSON.');
    }
    const missing = requiredSendEmailFields.filter(
      (field) => typeof json !== 'object' || json === null || !(field in json),
    );
    if (missing.length > 0) return error('missing_required_field', `Missing \`${missing.join('`, `')}\` field.`);
    const parsed = sendEmailRequestSchema.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      return error('validation_error', `${issue.path.join('.') || 'body'}: ${issue.message}`);
    }

    if (key !== null) {
      const earlier = this.accepted.get(key);
      if (earlier && earlier.body !== raw) {
        return error('invalid_idempotent_request', 'Same idempotency key used with a different request payload.');
      }
      if (earlier) return answer(200, { id: earlier.id }, earlier.id);
    }
    const id = randomUUID();
    if (key !== null) this.accepted.set(key, { body: raw, id });
    this.emails.set(id, this.options.mailbox.store(toMail(parsed.data)));
    for (const to of list(parsed.data.to)) {
      this.options.inbox?.store({
        channel: 'email',
        provider: 'resend',
        providerMessageId: id,
        to,
        subject: parsed.data.subject,
        text: parsed.data.text ?? parsed.data.html ?? '',
      });
    }
    const response = answer(200, { id }, id);
    if (fault && 'acceptThenHoldMs' in fault) await sleep(fault.acceptThenHoldMs);
    return response;
  }
}

const list = (value: string | string[] | undefined) => (value === undefined ? [] : [value].flat());

function toMail(body: SendEmailRequest) {
  return {
    from: body.from,
    to: list(body.to),
    cc: list(body.cc),
    bcc: list(body.bcc),
    replyTo: list(body.reply_to),
    subject: body.subject,
    html: body.html ?? '',
    text: body.text ?? '',
    tags: ['resend'],
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
