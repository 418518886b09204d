import messages from './locales/id/errors.json' with { type: 'json' };

/**
 * The error catalogue: every error code the API returns, with its HTTP status. The message users
 * see is the code's text in the `errors` locale files: the API sends the Indonesian one (spec §8
 * word for word where the spec has one), the web app shows the reader's language.
 */
const statuses = {
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  VALIDATION_ERROR: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  SEPARATION_OF_DUTIES: 403,
  AAL2_REQUIRED: 403,
  AAL2_SESSION_REQUIRED: 403,
  LOGIN_FAILED: 401,
  TOO_MANY_ATTEMPTS: 429,
  TURNSTILE_FAILED: 400,
  EMAIL_NOT_CONFIRMED: 403,
  WEAK_PASSWORD: 422,
  INVALID_TOKEN: 400,
  EMAIL_TAKEN: 409,
  EMAIL_CHANGE_TOO_SOON: 429,
  CURRENT_PASSWORD_WRONG: 400,
  AUTH_UNAVAILABLE: 503,
  DATABASE_UNAVAILABLE: 503,
  STORAGE_UNAVAILABLE: 503,
  MEMBER_NOT_FOUND: 404,
  TWO_FACTOR_NOT_ENABLED: 409,
  RECORD_NOT_FOUND: 404,
  TRANSITION_NOT_ALLOWED: 409,
  DUPLICATE: 409,
  APPLICATION_DUPLICATE: 409,
  MEMBER_HAS_LOGIN: 409,
  CLAIM_TOO_MANY_REQUESTS: 429,
  CLAIM_CONFLICT: 409,
  CLAIM_EMAIL_HAS_ACCOUNT: 409,
  CLAIM_NOT_FOUND: 404,
  CLAIM_AWAITING_APPROVAL: 409,
  CLAIM_MEMBER_HAS_LOGIN: 409,
  DUES_CATEGORY_NOT_FOUND: 404,
  DUES_CATEGORY_NAME_TAKEN: 409,
  DUES_CATEGORY_HAS_BILLS: 409,
  BILL_NOT_FOUND: 404,
  BILL_NOT_WAIVABLE: 409,
  BILLS_NOT_PAYABLE: 409,
  BILLS_PAYMENT_PENDING: 409,
  PAYMENT_NOT_FOUND: 404,
  PAYMENT_NOT_COMPLETED: 409,
  PAYMENT_GATEWAY_UNAVAILABLE: 502,
  TRANSFER_NOT_FOUND: 404,
  TRANSFER_ALREADY_DECIDED: 409,
  TRANSFER_NOT_YET_RELEASED: 409,
  TRANSFER_DOCUMENTS_INCOMPLETE: 409,
  TRANSFER_OPEN_REQUEST_EXISTS: 409,
  TRANSFER_MEMBER_NOT_ACTIVE: 409,
  MESSAGE_NOT_FOUND: 404,
  MESSAGE_NOT_RETRYABLE: 409,
  MESSAGE_RETRY_TOO_MANY: 422,
  OVERDUE_MEMBER_NOT_FOUND: 404,
  REMINDER_RECIPIENTS_TOO_MANY: 422,
  OUT_OF_SCOPE: 403,
  PAYLOAD_TOO_LARGE: 413,
  IMPORT_INVALID: 400,
  INTERNAL_ERROR: 500,
  // A response that breaks its route's contract (response-contracts.ts, on in development and tests).
  INVALID_RESPONSE: 500,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof statuses;

export const errorCatalogue = Object.fromEntries(
  Object.entries(statuses).map(([code, status]) => [code, { status, message: messages[code as ErrorCode] }]),
) as { readonly [C in ErrorCode]: { readonly status: (typeof statuses)[C]; readonly message: string } };
