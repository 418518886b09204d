import type { Pagination } from '../../../_shared/contracts/members.ts';

/** The `pagination` object of every paged list. */
export function pagination(page: number, limit: number, total: number): Pagination {
  return { page, limit, total, pages: Math.ceil(total / limit) };
}

/** The row offset of a 1-based page. */
export function offsetOf(page: number, limit: number): number {
  return (page - 1) * limit;
}
