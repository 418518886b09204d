/**
 * GoTrue's error responses. A client that sends `X-Supabase-Api-Version: 2024-01-01` or later (as
 * supabase-js does) gets `{ code, message }`, with the version echoed in the response header;
 * older clients get `{ code: <status>, error_code, msg }` (supabase/auth internal/api/errors.go).
 */
export const API_VERSION_HEADER = 'x-supabase-api-version';
export const API_VERSION_2024_01_01 = '2024-01-01';

export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
    /** Extra top-level fields, e.g. `weak_password: { reasons }`. */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'AuthError';
  }
}

export const badRequest = (code: string, message: string) => new AuthError(400, code, message);
export const unauthorized = (code: string, message: string) => new AuthError(401, code, message);
export const forbidden = (code: string, message: string) => new AuthError(403, code, message);
export const notFound = (code: string, message: string) => new AuthError(404, code, message);
export const unprocessable = (code: string, message: string) => new AuthError(422, code, message);
export const tooManyRequests = (code: string, message: string) => new AuthError(429, code, message);

export function weakPassword(message: string, reasons: string[]): AuthError {
  return new AuthError(422, 'weak_password', message, { weak_password: { reasons } });
}

/** The API version the request asked for, when it is a valid date at or after 2024-01-01. */
export function requestedApiVersion(header: string | undefined): string | null {
  if (!header || !/^\d{4}-\d{2}-\d{2}$/.test(header)) return null;
  return header >= API_VERSION_2024_01_01 ? API_VERSION_2024_01_01 : null;
}

export function errorBody(error: AuthError, apiVersion: string | null): Record<string, unknown> {
  if (apiVersion) return { code: error.errorCode, message: error.message, ...error.extra };
  return { code: error.status, error_code: error.errorCode, msg: error.message, ...error.extra };
}
