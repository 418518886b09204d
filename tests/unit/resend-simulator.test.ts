// The local Resend API (mounted on the mailbox at :54324) answers as Resend documents it.
import { describe, expect, it } from 'vitest';
import { Mailbox } from '../../local/auth/index.ts';
import { ResendSimulator } from '../../local/messaging/resend-simulator.ts';

const KEY = 're_unit_test';

function simulator() {
  const mailbox = new Mailbox();
  const resend = new ResendSimulator({ apiKey: KEY, mailbox });
  const app = resend.app();
  const post = (body: unknown, headers: Record<string, string> = {}) =>
    app.request('/emails', {
      method: 'POST',
      headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  return { mailbox, resend, post };
}

const email = {
  from: 'SIMK <noreply@simk.test>',
  to: 'fajar.nugraha@contoh.id',
  subject: 'Keanggotaan Anda telah diverifikasi',
  text: 'NAP Anda: 3273.26.000021',
  html: '<p>NAP Anda: <strong>3273.26.000021</strong></p>',
};

describe('POST /emails', () => {
  it('accepts an email, answers its id, and puts it in the mailbox', async () => {
    const { mailbox, resend, post } = simulator();
    const response = await post(email);
    expect(response.status).toBe(200);
    const { id } = (await response.json()) as { id: string };
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const [stored] = mailbox.list('to:fajar.nugraha@contoh.id');
    expect(stored).toMatchObject({
      From: { Name: 'SIMK', Address: 'noreply@simk.test' },
      Subject: email.subject,
      Text: email.text,
      HTML: email.html,
      Tags: ['resend'],
    });
    expect(resend.email(id)).toBe(stored);
  });

  it('checks the Bearer key: 401 missing_api_key, 403 invalid_api_key', async () => {
    const { mailbox, post } = simulator();
    const missing = await post(email, { authorization: '' });
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({
      statusCode: 401,
      name: 'missing_api_key',
      message: 'Missing API key in the authorization header',
    });
    const wrong = await post(email, { authorization: 'Bearer re_other' });
    expect(wrong.status).toBe(403);
    expect(((await wrong.json()) as { name: string }).name).toBe('invalid_api_key');
    expect(mailbox.list()).toEqual([]);
  });

  it('validates the body: required fields, addresses, one body at least, one-line subject, no unknown field', async () => {
    const { mailbox, post } = simulator();
    const answer = async (body: unknown) => {
      const response = await post(body);
      return [response.status, ((await response.json()) as { name: string }).name];
    };
    expect(await answer({ ...email, subject: undefined })).toEqual([422, 'missing_required_field']);
    expect(await answer({ ...email, to: 'bukan-email' })).toEqual([400, 'validation_error']);
    expect(await answer({ ...email, to: [] })).toEqual([400, 'validation_error']);
    expect(await answer({ ...email, text: undefined, html: undefined })).toEqual([400, 'validation_error']);
    expect(await answer({ ...email, subject: 'Halo\r\nBcc: x@contoh.id' })).toEqual([400, 'validation_error']);
    expect(await answer({ ...email, attachments_url: 'x' })).toEqual([400, 'validation_error']);
    expect(await answer('{not json')).toEqual([400, 'validation_error']);
    expect(mailbox.list()).toEqual([]);
  });

  it('honours Idempotency-Key: the same request answers the same id and stores nothing new', async () => {
    const { mailbox, post } = simulator();
    const first = await post(email, { 'idempotency-key': 'message-1' });
    const again = await post(email, { 'idempotency-key': 'message-1' });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(await first.json());
    expect(mailbox.list()).toHaveLength(1);

    const other = await post({ ...email, text: 'lain' }, { 'idempotency-key': 'message-1' });
    expect(other.status).toBe(409);
    expect(((await other.json()) as { name: string }).name).toBe('invalid_idempotent_request');
    const tooLong = await post(email, { 'idempotency-key': 'k'.repeat(257) });
    expect(tooLong.status).toBe(400);
    expect(((await tooLong.json()) as { name: string }).name).toBe('invalid_idempotency_key');
    expect(mailbox.list()).toHaveLength(1);

    await post(email, { 'idempotency-key': 'message-2' });
    await post(email);
    expect(mailbox.list()).toHaveLength(3);
  });

  it('answers injected faults in order: 429 with Retry-After, then 500, then normally', async () => {
    const { mailbox, resend, post } = simulator();
    resend.injectFaults({ status: 429, retryAfterSeconds: 3 }, { status: 500 });
    const limited = await post(email);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('3');
    expect(((await limited.json()) as { name: string }).name).toBe('rate_limit_exceeded');
    expect((await post(email)).status).toBe(500);
    expect((await post(email)).status).toBe(200);
    expect(mailbox.list()).toHaveLength(1);
    expect(resend.requests.map((r) => r.status)).toEqual([429, 500, 200]);
  });
});
