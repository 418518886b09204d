// Fonnte's send API as documented (docs.fonnte.com/api-send-message): `POST /send` with the
// device token in `Authorization` (no "Bearer") and form fields. What the adapter sends and the
// local simulator accepts.
export const FONNTE_API_URL = 'https://api.fonnte.com';

/** The form fields SIMK sends. */
export interface FonnteSendForm {
  target: string;
  message: string;
  countryCode: string;
}

/** `{"status":true,"id":[…],"process":"pending",…}` or `{"status":false,"reason":"…"}`; always HTTP 200. */
export type FonnteSendResponse =
  | { status: true; id: Array<string | number>; process: string; target: string[]; requestid?: number }
  | { status: false; reason: string };

export function isFonnteSendResponse(value: unknown): value is FonnteSendResponse {
  if (typeof value !== 'object' || value === null || !('status' in value)) return false;
  const body = value as Record<string, unknown>;
  return body.status === true
    ? Array.isArray(body.id) && body.id.length > 0
    : body.status === false && typeof body.reason === 'string';
}
