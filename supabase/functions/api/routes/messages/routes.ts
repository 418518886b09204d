import { createRoute, z } from '@hono/zod-openapi';
import {
  listMessagesQuerySchema,
  messageListMessages,
  messageListSchema,
  messageResultSchema,
  retryFailedInputSchema,
  retryFailedResultSchema,
} from '../../../_shared/contracts/messages.ts';
import { bearerAuth, failure, jsonBody, ok } from '../_shared/openapi-helpers.ts';
import { can, signedIn } from '../_shared/permissions.ts';

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
  operationId: 'dispatchMessages',
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
  operationId: 'verifyWhatsappWebhook',
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
  operationId: 'receiveWhatsappStatus',
  tags,
  summary: 'WhatsApp Cloud status webhook (X-Hub-Signature-256): records sent, delivered, read and failed',
  responses: {
    200: ok(z.object({ recorded: z.number().int() }), 'How many messages changed status'),
    400: failure('Not a WhatsApp webhook payload'),
    401: failure('The signature does not verify; nothing is written'),
    404: failure('The WhatsApp webhook is not configured'),
  },
});

/*
 * The officers' view (decision 0039): the messages of their DPCs (a member: about herself), and
 * the retry of a failed one. Signed in is enough to ask; RLS and retry_outbox_message decide.
 */

const messageIdParams = z.object({
  id: z.guid(messageListMessages.idInvalid).openapi({ param: { name: 'id', in: 'path' } }),
});

export const listMessages = createRoute({
  method: 'get',
  path: '/messages',
  operationId: 'listMessages',
  tags,
  summary:
    'Outbox messages in scope, newest first: status, channel, template, period and search, pages, counts per status',
  security: bearerAuth,
  middleware: [signedIn],
  request: { query: listMessagesQuerySchema },
  responses: {
    200: ok(messageListSchema, 'One page (texts cut short), the counts per status for the tiles, the pagination'),
    400: failure('Invalid query'),
    401: failure('Not signed in'),
  },
});

export const getMessage = createRoute({
  method: 'get',
  path: '/messages/{id}',
  operationId: 'getMessage',
  tags,
  summary: 'One outbox message in scope, with its full text and delivery history',
  security: bearerAuth,
  middleware: [signedIn],
  request: { params: messageIdParams },
  responses: {
    200: ok(messageResultSchema, 'The message'),
    400: failure('Invalid id'),
    401: failure('Not signed in'),
    404: failure('No such message in the caller’s scope'),
  },
});

export const retryMessage = createRoute({
  method: 'post',
  path: '/messages/{id}/retry',
  operationId: 'retryMessage',
  tags,
  summary: 'Send a failed message again: queued now with a full set of attempts (dues.remind in its DPC; audited)',
  security: bearerAuth,
  middleware: [signedIn],
  request: { params: messageIdParams },
  responses: {
    200: ok(messageResultSchema, 'The message, queued again'),
    400: failure('Invalid id'),
    401: failure('Not signed in'),
    403: failure('No dues.remind in the message’s DPC'),
    404: failure('No such message in the caller’s scope'),
    409: failure('The message has not failed (MESSAGE_NOT_RETRYABLE)'),
  },
});

export const retryFailedMessages = createRoute({
  method: 'post',
  path: '/messages/retry-failed',
  operationId: 'retryFailedMessages',
  tags,
  summary:
    'Send every failed message of the filter again (at most 1,000; those in DPCs where the caller holds dues.remind; audited)',
  security: bearerAuth,
  middleware: [can('dues.remind')],
  request: jsonBody(retryFailedInputSchema),
  responses: {
    200: ok(retryFailedResultSchema, 'How many were queued again, and how many skipped'),
    400: failure('Invalid filter'),
    401: failure('Not signed in'),
    403: failure('Not an officer with dues.remind'),
    422: failure('More than 1,000 failed messages in the filter (MESSAGE_RETRY_TOO_MANY)'),
  },
});
