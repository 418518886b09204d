import type { ApiIssue } from '../_shared/envelope.ts';
import { errorCatalogue, type ErrorCode } from '../_shared/errors.ts';
import { indonesianText } from '../_shared/indonesian-text.ts';
import { parseMessageKey } from '../_shared/message-keys.ts';

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

/** A message in the response: its Indonesian text, and its key and values when it is a keyed one. */
export function messageFields(message: string) {
  const keyed = parseMessageKey(message);
  return {
    message: indonesianText(message),
    ...(keyed ? { key: keyed.key, ...(Object.keys(keyed.params).length > 0 ? { params: keyed.params } : {}) } : {}),
  };
}

/**
 * The error envelope. `message` (a sentence or a keyed message such as `validation:…`) replaces
 * the code's own text; `issues` are a refused input's problems.
 */
export function errorBody(code: ErrorCode, message?: string, issues?: ApiIssue[]) {
  return {
    success: false as const,
    error: {
      code,
      ...(message === undefined ? { message: errorCatalogue[code].message } : messageFields(message)),
      ...(issues ? { issues } : {}),
    },
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
