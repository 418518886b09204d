import { createRoute } from '@hono/zod-openapi';
import { systemDebugSchema } from '../../../../_shared/contracts/system-debug.ts';
import { bearerAuth, failure, ok } from '../../_shared/openapi-helpers.ts';
import { signedIn } from '../../_shared/permissions.ts';

const tags = ['System'];

export const getSystemDebug = createRoute({
  operationId: 'getSystemDebug',
  method: 'get',
  path: '/system/debug',
  tags,
  summary:
    'System information for SUPER_ADMIN (public.system_debug): versions, migration level, services, outbox, daily job, storage',
  security: bearerAuth,
  // Whether the caller is a system administrator is the SQL function's to decide (private.require_system_admin).
  middleware: [signedIn],
  responses: {
    200: ok(systemDebugSchema, 'The system information; nothing secret'),
    401: failure('Not signed in'),
    403: failure('Not a system administrator'),
  },
});
