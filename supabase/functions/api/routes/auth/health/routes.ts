import { createRoute } from '@hono/zod-openapi';
import { pingSchema, testDbSchema } from '../../../../_shared/contracts/health.ts';
import { successEnvelopeSchema } from '../../../../_shared/envelope.ts';

/** The web app's system health banner asks these besides `/health` (features/system-health). */
const tags = ['System'];

export const ping = createRoute({
  method: 'get',
  path: '/auth/ping',
  operationId: 'pingAuth',
  tags,
  summary: 'The auth routes are reachable',
  responses: {
    200: {
      description: 'Pong',
      content: { 'application/json': { schema: successEnvelopeSchema(pingSchema) } },
    },
  },
});

export const testDb = createRoute({
  method: 'get',
  path: '/auth/test-db',
  operationId: 'testDatabase',
  tags,
  summary: 'One real round trip to the database',
  responses: {
    200: {
      description: 'The database answered',
      content: { 'application/json': { schema: successEnvelopeSchema(testDbSchema) } },
    },
  },
});
