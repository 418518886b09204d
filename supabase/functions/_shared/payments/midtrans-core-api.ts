// The payment port on Midtrans's Core API: `POST /v2/charge` (QRIS, custom expiry) and
// `GET /v2/{order_id or transaction_id}/status`, with Basic auth from the server key. Midtrans puts
// the outcome in the body's `status_code` (a string), whatever the HTTP status, so that is what is read.
import {
  type PaymentGateway,
  PaymentGatewayError,
  type PaymentGatewayErrorCode,
  type PaymentStatus,
  type QrisCharge,
} from './gateway.ts';
import {
  midtransStatusLineSchema,
  midtransTransactionStatusSchema,
  parseMidtransTime,
  type QrisChargeRequest,
  qrisChargeResponseSchema,
} from './midtrans-protocol.ts';

/** One request may take this long; Midtrans usually answers within a second. */
export const MIDTRANS_REQUEST_TIMEOUT_MS = 10_000;

export interface MidtransCoreApiOptions {
  /** `https://api.sandbox.midtrans.com`, `https://api.midtrans.com`, or the local simulator. */
  baseUrl: string;
  serverKey: string;
  fetch?: typeof fetch;
  requestTimeoutMs?: number;
}

export function midtransCoreApiGateway(options: MidtransCoreApiOptions): PaymentGateway {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const fetchImpl = options.fetch ?? fetch;
  const headers = {
    accept: 'application/json',
    'content-type': 'application/json',
    authorization: `Basic ${btoa(`${options.serverKey}:`)}`,
  };

  async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
    let response: Response;
    try {
      response = await fetchImpl(`${baseUrl}${path}`, {
        method,
        headers,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(options.requestTimeoutMs ?? MIDTRANS_REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      throw new PaymentGatewayError(
        timedOut ? 504 : 502,
        'UNAVAILABLE',
        `Midtrans did not answer ${method} ${path}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    const text = await response.text().catch(() => '');
    try {
      return JSON.parse(text);
    } catch {
      throw new PaymentGatewayError(
        response.status >= 500 ? response.status : 502,
        response.status >= 500 ? 'UNAVAILABLE' : 'INVALID_RESPONSE',
        `Midtrans answered ${method} ${path} with HTTP ${response.status} and no JSON: ${text.slice(0, 200)}`,
      );
    }
  }

  return {
    async chargeQris({ orderId, amount, expiryMinutes }): Promise<QrisCharge> {
      const request: QrisChargeRequest = {
        payment_type: 'qris',
        transaction_details: { order_id: orderId, gross_amount: amount },
        qris: { acquirer: 'gopay' },
        custom_expiry: { expiry_duration: expiryMinutes, unit: 'minute' },
      };
      const json = await call('POST', '/v2/charge', request);
      const line = statusLine(json);
      if (line.code !== '201' && line.code !== '200') throw refusal(line);
      const parsed = qrisChargeResponseSchema.safeParse(json);
      if (!parsed.success) throw invalid('the charge', parsed.error.message);
      const charge = parsed.data;
      const expiresAt = charge.expiry_time ? parseMidtransTime(charge.expiry_time)?.toISOString() : undefined;
      const qrImageUrl = charge.actions.find((action) => action.name === 'generate-qr-code')?.url;
      return {
        transactionId: charge.transaction_id,
        orderId: charge.order_id,
        qrString: charge.qr_string,
        grossAmount: charge.gross_amount,
        transactionStatus: charge.transaction_status,
        ...(expiresAt ? { expiresAt } : {}),
        ...(qrImageUrl ? { qrImageUrl } : {}),
      };
    },

    async status(orderOrTransactionId): Promise<PaymentStatus | null> {
      const json = await call('GET', `/v2/${encodeURIComponent(orderOrTransactionId)}/status`);
      // A known order answers its transaction whatever its code (201 pending, 200 settled, 407 expired…).
      const transaction = midtransTransactionStatusSchema.safeParse(json);
      if (transaction.success) return transaction.data;
      const line = statusLine(json);
      if (line.code === '404') return null;
      throw refusal(line);
    },
  };
}

interface StatusLine {
  code: string;
  message: string;
}

function statusLine(json: unknown): StatusLine {
  const parsed = midtransStatusLineSchema.safeParse(json);
  if (!parsed.success) throw invalid('an answer', 'no status_code');
  return { code: parsed.data.status_code, message: parsed.data.status_message ?? '' };
}

function refusal({ code, message }: StatusLine): PaymentGatewayError {
  const status = Number(code);
  const kind: PaymentGatewayErrorCode =
    status === 401 ? 'UNAUTHORIZED' : status === 406 ? 'DUPLICATE_ORDER' : status >= 500 ? 'UNAVAILABLE' : 'REJECTED';
  return new PaymentGatewayError(status, kind, `Midtrans ${code}: ${message}`);
}

function invalid(what: string, detail: string): PaymentGatewayError {
  return new PaymentGatewayError(502, 'INVALID_RESPONSE', `Midtrans sent ${what} SIMK cannot read: ${detail}`);
}
