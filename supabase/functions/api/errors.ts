import { errorCatalogue, type ErrorCode } from '../_shared/errors.ts';

/** An error the API reports to the client with a catalogued code, status and message. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  /** Extra response headers, such as `Retry-After` on 429. */
  readonly headers: Record<string, string>;

  constructor(code: ErrorCode, message?: string, headers: Record<string, string> = {}) {
    const entry = errorCatalogue[code];
    super(message ?? entry.message);
    this.code = code;
    this.status = entry.status;
    this.headers = headers;
  }
}

export function errorBody(code: ErrorCode, message?: string) {
  return {
    success: false as const,
    error: { code, message: message ?? errorCatalogue[code].message },
  };
}
