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

/**
 * SQLSTATEs that mean the input itself could not be stored or compared: NUL or invalid UTF-8
 * (22021, 22P05), a number out of range (22003), a value too long for its column (22001) or for an
 * index row (54000). The validation layer refuses such input first (decision 0015); this keeps
 * one it missed a 400 instead of a 500.
 */
const INVALID_INPUT_SQLSTATES = new Set(['22021', '22P05', '22003', '22001', '54000']);

export function isInvalidInputError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && INVALID_INPUT_SQLSTATES.has(code);
}
