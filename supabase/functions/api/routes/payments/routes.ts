import { createRoute, z } from '@hono/zod-openapi';
import {
  createQrisPaymentInputSchema,
  paymentResultSchema,
  qrisPaymentSchema,
} from '../../../_shared/contracts/payments.ts';
import { bearerAuth, failure, jsonBody, ok } from '../_shared/openapi-helpers.ts';
import { optionalUser, signedIn } from '../_shared/permissions.ts';

/*
 * One payment: a QRIS attempt, its public link, a status check, its receipt, and the gateway's
 * notifications. Whose bills and which payments a caller reaches is decided in SQL
 * (open_qris_payment, the payments policy, payment_link).
 */

const tags = ['Payments'];
const paymentParams = z.object({
  paymentId: z.guid().openapi({ param: { name: 'paymentId', in: 'path' } }),
});

export const createQrisPayment = createRoute({
  method: 'post',
  path: '/payments/qris',
  operationId: 'createQrisPayment',
  tags,
  summary: 'Pay unpaid bills of one member by dynamic QRIS (the member, or an officer for a member in scope)',
  security: bearerAuth,
  middleware: [signedIn],
  request: jsonBody(createQrisPaymentInputSchema),
  responses: {
    201: ok(qrisPaymentSchema, 'The pending attempt: the QRIS string to show, the amount and the deadline'),
    400: failure('Invalid bill ids'),
    401: failure('Not signed in'),
    409: failure('A bill is paid, waived, not the caller’s, or held by another pending attempt'),
    502: failure('The payment gateway refused or could not be reached; nothing is held'),
  },
});

export const getPayment = createRoute({
  method: 'get',
  path: '/payments/{paymentId}',
  operationId: 'getPayment',
  tags,
  summary:
    'A payment link: status and amount for anyone holding it; QR, bills and member for the payer and officers in scope',
  middleware: [optionalUser],
  request: { params: paymentParams },
  responses: {
    200: ok(paymentResultSchema, 'The payment'),
    401: failure('An access token was sent but is not valid'),
    404: failure('No such payment'),
  },
});

export const checkPayment = createRoute({
  method: 'post',
  path: '/payments/{paymentId}/check',
  operationId: 'checkPayment',
  tags,
  summary: '“Saya sudah bayar”: ask the gateway about a pending QRIS attempt now, and apply its answer',
  security: bearerAuth,
  middleware: [signedIn],
  request: { params: paymentParams },
  responses: {
    200: ok(paymentResultSchema, 'The payment after the check'),
    401: failure('Not signed in'),
    404: failure('No such payment visible to the caller'),
    502: failure('The payment gateway could not be reached'),
  },
});

export const paymentReceipt = createRoute({
  method: 'get',
  path: '/payments/{paymentId}/receipt',
  operationId: 'getPaymentReceipt',
  tags,
  summary: 'The receipt (kwitansi) of a completed payment as a PDF: the member, or officers in scope',
  security: bearerAuth,
  middleware: [signedIn],
  request: { params: paymentParams },
  responses: {
    200: { description: 'The receipt', content: { 'application/pdf': { schema: z.string() } } },
    401: failure('Not signed in'),
    404: failure('No such payment visible to the caller'),
    409: failure('The payment is not completed: no receipt yet'),
  },
});

export const signedPaymentReceipt = createRoute({
  method: 'get',
  path: '/payments/{paymentId}/receipt/signed',
  operationId: 'getSignedPaymentReceipt',
  tags,
  summary:
    'The receipt PDF through the signed link of the receipt email (no session: the signature is the proof; decision 0055)',
  request: {
    params: paymentParams,
    query: z.object({
      signature: z
        .string()
        .regex(/^[A-Za-z0-9_-]{43}$/)
        .openapi({ description: 'HMAC-SHA256 of the payment id under the deployment key, base64url' }),
    }),
  },
  responses: {
    200: { description: 'The receipt', content: { 'application/pdf': { schema: z.string() } } },
    400: failure('No signature of the right form'),
    404: failure('No such payment, or the signature does not match it'),
    409: failure('The payment is not completed: no receipt'),
  },
});

export const midtransNotification = createRoute({
  method: 'post',
  path: '/payments/notifications/midtrans',
  operationId: 'receiveMidtransNotification',
  tags,
  summary:
    'Midtrans HTTP notification (no JWT: the signature_key is checked). A settlement of a pending attempt is applied as it came; anything else (refunds, cancels, expiries, a different amount) is confirmed with the status API, whose answer is applied. Exactly once; duplicates answer 200',
  request: { body: { content: { 'application/json': { schema: z.record(z.string(), z.unknown()) } }, required: true } },
  responses: {
    200: ok(z.object({ outcome: z.string() }), 'Received: what it did (or "duplicate")'),
    400: failure('Not a Midtrans notification'),
    401: failure('The signature does not verify; nothing is written'),
    502: failure('The status API could not be asked to confirm it; nothing is written, Midtrans delivers it again'),
  },
});

export const reconcilePayments = createRoute({
  method: 'post',
  path: '/payments/reconcile',
  operationId: 'reconcilePayments',
  tags,
  summary: 'Scheduler: ask the gateway about pending QRIS attempts past their expiry plus 5 minutes (service role key)',
  security: bearerAuth,
  responses: {
    200: ok(z.object({ checked: z.number().int(), changed: z.number().int() }), 'What the pass did'),
    401: failure('Not the service role key'),
  },
});
