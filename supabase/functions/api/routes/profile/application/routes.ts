import { createRoute } from '@hono/zod-openapi';
import { ownApplicationSchema } from '../../../../_shared/contracts/members.ts';
import { bearerAuth, failure, ok } from '../../_shared/openapi-helpers.ts';
import { signedIn } from '../../_shared/permissions.ts';

const tags = ['Profile'];

export const ownApplication = createRoute({
  method: 'get',
  path: '/profile/application',
  operationId: 'getOwnApplication',
  tags,
  summary:
    "The caller's pending membership application: the DPC that verifies it and what its file still lacks (issue 28 §4)",
  security: bearerAuth,
  middleware: [signedIn],
  responses: {
    200: ok(ownApplicationSchema, 'The application, or null when the caller has none waiting'),
    401: failure('Not signed in'),
    404: failure('The login has no member record'),
  },
});
