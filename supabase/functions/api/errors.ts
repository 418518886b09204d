import { errorCatalogue, type ErrorCode } from '../_shared/errors.ts';

/** An error the API reports to the client with a catalogued code, status and message. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;

  constructor(code: ErrorCode, message?: string) {
    const entry = errorCatalogue[code];
    super(message ?? entry.message);
    this.code = code;
    this.status = entry.status;
  }
}

export function errorBody(code: ErrorCode, message?: string) {
  return {
    success: false as const,
    error: { code, message: message ?? errorCatalogue[code].message },
  };
}
