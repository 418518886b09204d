import type { Context } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { asCaller } from '../db.ts';
import { AppError } from '../errors.ts';

/**
 * A refused change by an officer whose session is below aal2 while SUPER_ADMIN requires aal2
 * (public.security_settings): row-level security refused it (private.officer_aal_ok), and the
 * officer is told why and what to do, rather than a bare "no access". Null for anything else.
 */
export async function aal2Refusal(c: Context<AppEnv>): Promise<AppError | null> {
  const claims = c.get('claims') as AppEnv['Variables']['claims'] | undefined;
  const caller = c.get('caller') as AppEnv['Variables']['caller'] | undefined;
  if (['GET', 'HEAD'].includes(c.req.method) || !claims || !caller || claims.aal === 'aal2') return null;
  const [row] = await asCaller(
    c.var.deps.sql,
    caller,
    (tx) => tx<{ refused: boolean }[]>`
      select not private.officer_aal_ok() and cardinality(private.administered_organization_ids()) > 0 as refused`,
  );
  return row?.refused ? new AppError('AAL2_REQUIRED') : null;
}
