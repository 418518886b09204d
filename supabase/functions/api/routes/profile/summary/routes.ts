import { createRoute } from '@hono/zod-openapi';
import { profileSummaryResultSchema } from '../../../../_shared/contracts/profile-summary.ts';
import { bearerAuth, failure, ok } from '../../_shared/openapi-helpers.ts';
import { signedIn } from '../../_shared/permissions.ts';

const tags = ['Profile'];

export const ownSummary = createRoute({
  method: 'get',
  path: '/profile/summary',
  operationId: 'getOwnProfileSummary',
  tags,
  summary:
    "The caller's home on Profil Saya: membership and card validity, unpaid bills and arrears, the next bill, open requests",
  security: bearerAuth,
  middleware: [signedIn],
  responses: {
    200: ok(profileSummaryResultSchema, 'The figures, read as the caller'),
    401: failure('Not signed in'),
    404: failure('The login has no member record'),
  },
});
