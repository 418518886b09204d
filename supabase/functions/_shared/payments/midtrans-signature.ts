// The signature of Midtrans's HTTP notification and status answers:
// hex(sha512(order_id + status_code + gross_amount + server_key)), over the fields exactly as sent
// (`gross_amount` "150000.00", never re-formatted). Web Crypto, so it runs on Deno and Node.
import { constantTimeEqual } from '../constant-time.ts';

export async function midtransSignature(
  orderId: string,
  statusCode: string,
  grossAmount: string,
  serverKey: string,
): Promise<string> {
  const digest = await crypto.subtle.digest(
    'SHA-512',
    new TextEncoder().encode(orderId + statusCode + grossAmount + serverKey),
  );
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The fields the signature covers, plus the signature itself, as they arrived. */
export interface SignedMidtransFields {
  order_id: string;
  status_code: string;
  gross_amount: string;
  signature_key: string;
}

/** True when `signature_key` is the one `serverKey` gives; compared in constant time. */
export async function verifyMidtransSignature(notification: SignedMidtransFields, serverKey: string): Promise<boolean> {
  const expected = await midtransSignature(
    notification.order_id,
    notification.status_code,
    notification.gross_amount,
    serverKey,
  );
  return constantTimeEqual(expected, notification.signature_key.toLowerCase());
}
