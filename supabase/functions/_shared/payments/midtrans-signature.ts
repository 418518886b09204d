// The signature of Midtrans's HTTP notification and status answers:
// hex(sha512(order_id + status_code + gross_amount + server_key)), over the fields exactly as sent
// (`gross_amount` "150000.00", never re-formatted). Web Crypto, so it runs on Deno and Node.

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

/** Looks at every character whatever the first difference, so timing tells nothing of the key. */
function constantTimeEqual(expected: string, received: string): boolean {
  // The length of a sha512 hex digest is public (128); only its content is secret.
  if (expected.length !== received.length) return false;
  let difference = 0;
  for (let index = 0; index < expected.length; index++) {
    difference |= expected.charCodeAt(index) ^ received.charCodeAt(index);
  }
  return difference === 0;
}
