import { createRoute, z } from '@hono/zod-openapi';
import { bearerAuth, failure, ok } from '../_shared/openapi-helpers.ts';

/*
 * The outbox's machinery (decision 0037): the scheduler's dispatch pass (service role key), and
 * the WhatsApp Cloud status webhook (Meta's GET handshake, then POSTs signed with the app secret).
 */

const tags = ['Messages'];

export const dispatchReportSchema = z.object({
  passes: z.number().int(),
  claimed: z.number().int(),
  sent: z.number().int(),
  retried: z.number().int(),
  failed: z.number().int(),
  deferred: z.number().int(),
});

export const dispatchMessages = createRoute({
  method: 'post',
  path: '/messages/dispatch',
  tags,
  summary: 'Scheduler: send due outbox messages, batch after batch for up to 45 s (service role key)',
  security: bearerAuth,
  responses: {
    200: ok(dispatchReportSchema, 'What the passes did'),
    401: failure('Not the service role key'),
  },
});

export const whatsappWebhookHandshake = createRoute({
  method: 'get',
  path: '/messages/webhooks/whatsapp',
  tags,
  summary: 'WhatsApp Cloud webhook verification: echoes hub.challenge when hub.verify_token matches',
  request: {
    query: z.object({
      'hub.mode': z.string().optional(),
      'hub.verify_token': z.string().optional(),
      'hub.challenge': z.string().max(200).optional(),
    }),
  },
  responses: {
    200: { description: 'The challenge', content: { 'text/plain': { schema: z.string() } } },
    403: failure('Wrong verify token or mode'),
    404: failure('The WhatsApp webhook is not configured'),
  },
});

export const whatsappStatusWebhook = createRoute({
  method: 'post',
  path: '/messages/webhooks/whatsapp',
  tags,
  summary: 'WhatsApp Cloud status webhook (X-Hub-Signature-256): records sent, delivered, read and failed',
  responses: {
    200: ok(z.object({ recorded: z.number().int() }), 'How many messages changed status'),
    400: failure('Not a WhatsApp webhook payload'),
    401: failure('The signature does not verify; nothing is written'),
    404: failure('The WhatsApp webhook is not configured'),
  },
});
