import type { Context } from 'hono';
import type postgres from 'postgres';
import type { AppEnv } from '../../app-env.ts';
import { anonymousCaller, asCaller } from '../../db.ts';

type Work<T> = (tx: postgres.TransactionSql) => Promise<T>;

/**
 * `asCaller` for this request's caller (set by the route's `signedIn`, `can` or `optionalUser`):
 * one transaction in which row-level security decides what exists.
 */
export function asRequestCaller<T>(c: Context<AppEnv>, work: Work<T>): Promise<T> {
  return asCaller(c.var.deps.sql, c.var.caller, work);
}

/** `asCaller` as anon: public reads show what the public may see, even to a signed-in caller. */
export function asAnonymous<T>(c: Context<AppEnv>, work: Work<T>): Promise<T> {
  return asCaller(c.var.deps.sql, anonymousCaller, work);
}
