import { createRoute, z } from '@hono/zod-openapi';
import {
  auditEntryListSchema,
  exportAuditEntriesQuerySchema,
  listAuditEntriesQuerySchema,
} from '../../../../_shared/contracts/audit.ts';
import { bearerAuth, failure, ok } from '../../_shared/openapi-helpers.ts';
import { can } from '../../_shared/permissions.ts';

/** The audit viewer (issue 28 §2): holders of system.view_audit, their scope's entries. */
const tags = ['Audit'];

export const listAuditEntries = createRoute({
  operationId: 'listAuditEntries',
  method: 'get',
  path: '/audit/entries',
  tags,
  summary: 'Audit entries in scope, newest first: actor, action, entity, organization, date range; keyset pages',
  security: bearerAuth,
  middleware: [can('system.view_audit')],
  request: { query: listAuditEntriesQuerySchema },
  responses: {
    200: ok(auditEntryListSchema, 'One page and the cursor of the next'),
    400: failure('Invalid query'),
    401: failure('Not signed in'),
    403: failure('Without system.view_audit'),
  },
});

export const exportAuditEntries = createRoute({
  operationId: 'exportAuditEntries',
  method: 'get',
  path: '/audit/entries/export',
  tags,
  summary: 'Export the audit entries of the filter as CSV (streamed; at most 100,000 rows)',
  security: bearerAuth,
  middleware: [can('system.view_audit')],
  request: { query: exportAuditEntriesQuerySchema },
  responses: {
    200: {
      description: 'The file; X-Total-Count is the number of rows',
      content: { 'text/csv': { schema: z.string() } },
    },
    400: failure('Invalid query, or more rows than an export holds'),
    401: failure('Not signed in'),
    403: failure('Without system.view_audit'),
  },
});
