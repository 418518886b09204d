import { asRequestCaller } from '../../_shared/request-database.ts';
import type { AppRouteHandler } from '../../_shared/router.ts';
import { officersOf } from '../profile/queries.ts';
import { structureLevel } from './queries.ts';
import type * as routes from './routes.ts';

export const getStructure: AppRouteHandler<typeof routes.getStructure> = async (c) => {
  const { parentId } = c.req.valid('query');
  const chapters = await asRequestCaller(c, async (tx) => {
    const nodes = await structureLevel(tx, parentId ?? null);
    const officers = await officersOf(
      tx,
      nodes.map((node) => node.id),
    );
    return nodes.map((node) => ({ ...node, officers: officers.get(node.id) ?? [] }));
  });
  return c.json({ success: true as const, data: { chapters } }, 200);
};
