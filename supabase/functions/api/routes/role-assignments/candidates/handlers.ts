import { roleCandidateListSchema } from '../../../../_shared/contracts/roles.ts';
import { mapDatabaseErrors } from '../../_shared/database-errors.ts';
import { asRequestCaller } from '../../_shared/request-database.ts';
import type { AppRouteHandler } from '../../_shared/router.ts';
import * as queries from './queries.ts';
import type * as routes from './routes.ts';

export const searchCandidates: AppRouteHandler<typeof routes.searchCandidates> = async (c) => {
  const { search } = c.req.valid('query');
  const users = await mapDatabaseErrors(() => asRequestCaller(c, (tx) => queries.searchCandidates(tx, search)));
  return c.json({ success: true as const, data: roleCandidateListSchema.parse({ users }) }, 200);
};
