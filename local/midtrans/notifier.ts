// Sends one HTTP notification as Midtrans does: a JSON POST that counts as delivered on a 2xx
// within 15 s. The simulator does not retry; it reports what came back, so tests can see it.
import type { MidtransNotification } from '../../supabase/functions/_shared/payments/midtrans-protocol.ts';

/** Midtrans gives up on an answer after 15 s. */
export const NOTIFICATION_TIMEOUT_MS = 15_000;

export interface Delivery {
  notification: MidtransNotification;
  /** The receiver's HTTP status; null when it did not answer. */
  status: number | null;
  /** The start of what it answered, or why there was no answer. */
  response: string;
}

export async function deliver(url: string, notification: MidtransNotification): Promise<Delivery> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json', 'user-agent': 'Veritrans' },
      body: JSON.stringify(notification),
      signal: AbortSignal.timeout(NOTIFICATION_TIMEOUT_MS),
    });
    return { notification, status: response.status, response: (await response.text()).slice(0, 500) };
  } catch (error) {
    return { notification, status: null, response: error instanceof Error ? error.message : String(error) };
  }
}
