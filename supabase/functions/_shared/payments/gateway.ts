// The payment port: what the API asks of a payment provider. One adapter speaks Midtrans's Core
// API (midtrans-core-api.ts); pointed at the local simulator (local/midtrans/) it is the same code
// as in production, against a stand-in speaking the same protocol (docs/decisions/0024).
import type { MidtransTransaction, MidtransTransactionStatus } from './midtrans-protocol.ts';

/** How long a QRIS attempt may be paid (issue 12: custom expiry 15 minutes). */
export const QRIS_EXPIRY_MINUTES = 15;

export interface ChargeQrisRequest {
  /** Unique per attempt (Midtrans refuses a reused one: 406); up to 50 of `A-Za-z0-9-_.~`. */
  orderId: string;
  /** Whole rupiah. */
  amount: number;
  expiryMinutes: number;
}

export interface QrisCharge {
  /** The provider's id of the transaction. */
  transactionId: string;
  orderId: string;
  /** The EMVCo string the QR image encodes. */
  qrString: string;
  /** As the provider wrote it, e.g. `"150000.00"`. */
  grossAmount: string;
  /** `pending` for a new charge. */
  transactionStatus: MidtransTransactionStatus;
  /** ISO 8601, when the provider said; the status API does not say it again, so store it. */
  expiresAt?: string;
  /** The provider's QR image (`actions[generate-qr-code]`), when it gave one. */
  qrImageUrl?: string;
}

/** The status of an order, in the shape of Midtrans's notification (so one code path applies both). */
export type PaymentStatus = MidtransTransaction;

export interface PaymentGateway {
  /** Creates a dynamic QRIS for one attempt. Throws PaymentGatewayError. */
  chargeQris(request: ChargeQrisRequest): Promise<QrisCharge>;
  /**
   * The provider's current view of a transaction, by its order id or its transaction id; null
   * when it does not know it (404).
   */
  status(orderOrTransactionId: string): Promise<PaymentStatus | null>;
}

export type PaymentGatewayErrorCode =
  /** 401: the server key is wrong or for the other environment. */
  | 'UNAUTHORIZED'
  /** 406: the order id was used before. */
  | 'DUPLICATE_ORDER'
  /** Another 4xx: the request was refused. */
  | 'REJECTED'
  /** 5xx, a timeout or no connection: worth trying again later. */
  | 'UNAVAILABLE'
  /** An answer that is not Midtrans's shape. */
  | 'INVALID_RESPONSE';

/** A refusal or failure of the provider; `status` is Midtrans's `status_code` (or 502/504 for transport). */
export class PaymentGatewayError extends Error {
  override readonly name = 'PaymentGatewayError';

  constructor(
    readonly status: number,
    readonly code: PaymentGatewayErrorCode,
    message: string,
  ) {
    super(message);
  }

  /** Worth retrying later with the same order id (the reconcile job asks again). */
  get retryable(): boolean {
    return this.code === 'UNAVAILABLE';
  }
}
