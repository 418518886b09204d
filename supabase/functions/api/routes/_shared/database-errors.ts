import type { ErrorCode } from '../../../_shared/errors.ts';
import { AppError } from '../../errors.ts';

export interface DatabaseErrorOptions {
  /** The catalogued 404 of `P0002` (a row the caller cannot see or that does not exist). */
  notFound?: ErrorCode;
  /** Indonesian messages of check constraints (`23514`), by constraint name. */
  constraintMessages?: Readonly<Record<string, string>>;
  /** The catalogued 409 of `23505` where the operation gives it a specific meaning. */
  duplicate?: ErrorCode;
  /** The catalogued 409 of `23503`: a row still referenced (e.g. a dues category with bills). */
  foreignKey?: ErrorCode;
  /** Catalogued errors of `55000` (a state that refuses the change), by the constraint name the SQL raises. */
  transitions?: Readonly<Record<string, ErrorCode>>;
}

/**
 * Refusals whose SQL message is already the Indonesian sentence for the user: it names what the
 * caller may not do and who does it instead, or the dates allowed. The rule and its wording have
 * one home, the SQL function (decision 0049).
 */
const WORDED_IN_SQL: Readonly<Record<string, ErrorCode>> = {
  separation_of_duties: 'SEPARATION_OF_DUTIES',
  payments_paid_at_window: 'VALIDATION_ERROR',
  // Role management (issue 28 §1): the count of assignments, the permissions lacking, the rule.
  role_in_use: 'ROLE_IN_USE',
  role_not_grantable: 'ROLE_NOT_GRANTABLE',
  last_super_admin: 'LAST_SUPER_ADMIN',
  role_input: 'VALIDATION_ERROR',
  role_assignment_input: 'VALIDATION_ERROR',
};

/**
 * Maps the SQLSTATEs our SQL functions, constraints and policies raise (docs/data-model.md) to
 * catalogued API errors; anything else is rethrown unchanged (500, or 503 when the database is down).
 */
export function databaseError(error: unknown, options: DatabaseErrorOptions = {}): unknown {
  const {
    code,
    constraint_name: constraint,
    message,
  } = (error ?? {}) as { code?: unknown; constraint_name?: unknown; message?: unknown };
  const worded = typeof constraint === 'string' ? WORDED_IN_SQL[constraint] : undefined;
  if (worded && typeof message === 'string') return new AppError(worded, message);
  switch (code) {
    case '42501':
      return new AppError('FORBIDDEN');
    case 'P0002':
      return new AppError(options.notFound ?? 'RECORD_NOT_FOUND');
    case '55000':
      return new AppError(
        (typeof constraint === 'string' ? options.transitions?.[constraint] : undefined) ?? 'TRANSITION_NOT_ALLOWED',
      );
    case '23514':
      return new AppError(
        'VALIDATION_ERROR',
        typeof constraint === 'string' ? options.constraintMessages?.[constraint] : undefined,
      );
    case '22023':
    case '22P02':
    case '22007':
    case '22008':
      return new AppError('VALIDATION_ERROR');
    case '23505':
      return new AppError(options.duplicate ?? 'DUPLICATE');
    case '23503':
      return options.foreignKey ? new AppError(options.foreignKey) : error;
    default:
      return error;
  }
}

/** Runs `work`, translating database errors with `databaseError`. */
export async function mapDatabaseErrors<T>(work: () => Promise<T>, options: DatabaseErrorOptions = {}): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw databaseError(error, options);
  }
}
