import { z } from 'zod';

/*
 * The pieces of a zod-parsed environment, shared by the API's start (supabase/functions/api/config.ts)
 * and the web app's build (src/lib/build-env.ts): a value missing or malformed is refused by name.
 */

/** Empty and blank values count as unset. */
const blankAsUnset = (value: unknown) => (typeof value === 'string' ? value.trim() || undefined : value);

export const optionalVar = z.preprocess(blankAsUnset, z.string().optional());

/** A variable that must be set; `what` tells the operator what it holds. */
export const requiredVar = (name: string, what: string) =>
  z.preprocess(blankAsUnset, z.string({ error: `${name} is not set (${what})` }));

/** An http(s) URL, refused by name (and what it is, when given). */
export const httpUrlVar = (name: string, what?: string) =>
  z.string().refine((value) => /^https?:\/\//i.test(value) && URL.canParse(value), {
    error: `${name} must be an http(s) URL${what ? ` (${what})` : ''}`,
  });
