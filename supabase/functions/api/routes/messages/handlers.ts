import { constantTimeEqual } from '../../../_shared/constant-time.ts';
import { dispatcherOptions } from '../../../_shared/messaging/config.ts';
import { dispatchOnce } from '../../../_shared/messaging/dispatcher.ts';
import { statusWebhookSchema, whatsappSignature } from '../../../_shared/messaging/whatsapp-protocol.ts';
import { AppError } from '../../errors.ts';
import {
  MAX_MESSAGES_RETRIED,
  MESSAGE_PREVIEW_LENGTH,
  messageListSchema,
  messageResultSchema,
  retryFailedResultSchema,
} from '../../../_shared/contracts/messages.ts';
import { mapDatabaseErrors } from '../_shared/database-errors.ts';
import { offsetOf, pagination } from '../_shared/pagination.ts';
import { asRequestCaller } from '../_shared/request-database.ts';
import type { AppRouteHandler } from '../_shared/router.ts';
import * as queries from './queries.ts';
import type * as routes from './routes.ts';

/** pg_cron calls every minute; a backlog drains batch after batch within most of that minute. */
const DISPATCH_BUDGET_MS = 45_000;

export const dispatchMessages: AppRouteHandler<typeof routes.dispatchMessages> = async (c) => {
  const token = c.req.header('authorization')?.match(/^Bearer\s+(.+)$/i)?.[1] ?? '';
  const { serviceRoleKey, messaging } = c.var.deps.config;
  if (!serviceRoleKey || !constantTimeEqual(serviceRoleKey, token)) throw new AppError('UNAUTHORIZED');
  if (messaging instanceof Error) throw messaging;
  const options = dispatcherOptions(c.var.deps.sql, messaging);
  const total = { passes: 0, claimed: 0, sent: 0, retried: 0, failed: 0, deferred: 0 };
  const started = Date.now();
  for (;;) {
    const report = await dispatchOnce(options);
    total.passes += 1;
    for (const key of ['claimed', 'sent', 'retried', 'failed', 'deferred'] as const) total[key] += report[key];
    if (report.claimed < options.batchSize || Date.now() - started > DISPATCH_BUDGET_MS) break;
  }
  return c.json({ success: true as const, data: total }, 200);
};

export const whatsappWebhookHandshake: AppRouteHandler<typeof routes.whatsappWebhookHandshake> = async (c) => {
  const webhook = c.var.deps.config.whatsappWebhook;
  if (!webhook) throw new AppError('RECORD_NOT_FOUND');
  const query = c.req.valid('query');
  if (query['hub.mode'] !== 'subscribe' || !constantTimeEqual(webhook.verifyToken, query['hub.verify_token'] ?? '')) {
    throw new AppError('FORBIDDEN');
  }
  return c.text(query['hub.challenge'] ?? '', 200);
};

export const whatsappStatusWebhook: AppRouteHandler<typeof routes.whatsappStatusWebhook> = async (c) => {
  const webhook = c.var.deps.config.whatsappWebhook;
  if (!webhook) throw new AppError('RECORD_NOT_FOUND');
  // The signature covers the raw bytes: read them before anything parses the body.
  const body = await c.req.text();
  const signature = c.req.header('x-hub-signature-256') ?? '';
  if (!constantTimeEqual(await whatsappSignature(body, webhook.appSecret), signature)) {
    c.var.deps.log(`[${c.get('requestId')}] WhatsApp webhook with a bad signature refused`);
    throw new AppError('UNAUTHORIZED');
  }
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    throw new AppError('VALIDATION_ERROR', 'Bukan webhook WhatsApp yang valid.');
  }
  const payload = statusWebhookSchema.safeParse(json);
  if (!payload.success) throw new AppError('VALIDATION_ERROR', 'Bukan webhook WhatsApp yang valid.');
  const statuses = payload.data.entry.flatMap((entry) =>
    entry.changes.flatMap((change) => change.value.statuses ?? []),
  );
  let recorded = 0;
  for (const status of statuses) {
    recorded += await queries.recordDeliveryStatus(c.var.deps.sql, {
      provider: 'whatsapp_cloud',
      providerMessageId: status.id,
      status: status.status,
      at: new Date(Number(status.timestamp) * 1000),
      error: status.errors?.map((e) => [e.code, e.title].filter(Boolean).join(' ')).join('; ') ?? null,
    });
  }
  return c.json({ success: true as const, data: { recorded } }, 200);
};

export const listMessages: AppRouteHandler<typeof routes.listMessages> = async (c) => {
  const { page, limit, ...filter } = c.req.valid('query');
  const { status, ...others } = filter;
  const { messages, counts } = await mapDatabaseErrors(() =>
    asRequestCaller(c, async (tx) => ({
      messages: await queries.listMessages(tx, filter, {
        limit,
        offset: offsetOf(page, limit),
        previewLength: MESSAGE_PREVIEW_LENGTH,
      }),
      counts: await queries.countMessages(tx, others),
    })),
  );
  const total = counts[status];
  const data = messageListSchema.parse({ messages, counts, pagination: pagination(page, limit, total) });
  return c.json({ success: true as const, data }, 200);
};

export const getMessage: AppRouteHandler<typeof routes.getMessage> = async (c) => {
  const { id } = c.req.valid('param');
  const message = await mapDatabaseErrors(() => asRequestCaller(c, (tx) => queries.findMessage(tx, id)));
  if (!message) throw new AppError('MESSAGE_NOT_FOUND');
  return c.json({ success: true as const, data: messageResultSchema.parse({ message }) }, 200);
};

export const retryMessage: AppRouteHandler<typeof routes.retryMessage> = async (c) => {
  const { id } = c.req.valid('param');
  const message = await mapDatabaseErrors(
    () =>
      asRequestCaller(c, async (tx) => {
        // A message the caller cannot read is not found, whatever their permissions elsewhere.
        if (!(await queries.findMessage(tx, id))) return undefined;
        await queries.retryMessage(tx, id);
        return queries.findMessage(tx, id);
      }),
    { notFound: 'MESSAGE_NOT_FOUND', transitions: { outbox_messages_retryable: 'MESSAGE_NOT_RETRYABLE' } },
  );
  if (!message) throw new AppError('MESSAGE_NOT_FOUND');
  return c.json({ success: true as const, data: messageResultSchema.parse({ message }) }, 200);
};

export const retryFailedMessages: AppRouteHandler<typeof routes.retryFailedMessages> = async (c) => {
  const filter = c.req.valid('json');
  const result = await mapDatabaseErrors(() =>
    asRequestCaller(c, async (tx) => {
      // The server resolves the filter's failed messages: the list on screen may be out of date.
      const ids = await queries.failedMessageIds(tx, filter, MAX_MESSAGES_RETRIED + 1);
      if (ids.length > MAX_MESSAGES_RETRIED) throw new AppError('MESSAGE_RETRY_TOO_MANY');
      return ids.length === 0 ? { retried: 0, skipped: 0 } : queries.retryFailedMessages(tx, ids);
    }),
  );
  return c.json({ success: true as const, data: retryFailedResultSchema.parse(result) }, 200);
};
