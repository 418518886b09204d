import type { Context } from 'hono';
import type { ErrorCode } from '../../_shared/errors.ts';
import type { Pagination } from '../../_shared/contracts/members.ts';
import type { AppEnv } from '../app-env.ts';
import type { Caller } from '../db.ts';
import { AppError } from '../errors.ts';

/** The signed-in caller of a request (after `requireUser`), for `asCaller`. */
export function callerOf(c: Context<AppEnv>): Caller {
  return { role: 'authenticated', claims: c.get('claims') };
}

/**
 * Maps the SQLSTATEs our SQL functions and policies raise (docs/data-model.md) to catalogued API
 * errors; anything else is rethrown unchanged (500, or 503 when the database is down).
 */
export function databaseError(error: unknown, notFound: ErrorCode = 'RECORD_NOT_FOUND'): unknown {
  const code = (error as { code?: unknown } | null)?.code;
  switch (code) {
    case '42501':
      return new AppError('FORBIDDEN');
    case 'P0002':
      return new AppError(notFound);
    case '55000':
      return new AppError('TRANSITION_NOT_ALLOWED');
    case '22023':
    case '23514':
    case '22P02':
    case '22007':
    case '22008':
      return new AppError('VALIDATION_ERROR');
    case '23505':
      return new AppError('DUPLICATE');
    default:
      return error;
  }
}

/** Runs `work`, translating database errors with `databaseError`. */
export async function mapDatabaseErrors<T>(
  work: () => Promise<T>,
  notFound: ErrorCode = 'RECORD_NOT_FOUND',
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw databaseError(error, notFound);
  }
}

export function pagination(page: number, limit: number, total: number): Pagination {
  return { page, limit, total, pages: Math.ceil(total / limit) };
}

/** A UUID check for path parameters that must not reach SQL as invalid text. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Cache-Control of public reads: published content for a minute, reference data for five. */
export const PUBLIC_CONTENT_CACHE = 'public, max-age=60, stale-while-revalidate=300';
export const PUBLIC_REFERENCE_CACHE = 'public, max-age=300, stale-while-revalidate=600';
