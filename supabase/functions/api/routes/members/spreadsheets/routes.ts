import { createRoute, z } from '@hono/zod-openapi';
import {
  importCommitSchema,
  importJsonBodySchema,
  importPreviewSchema,
} from '../../../../_shared/contracts/member-import.ts';
import { XLSX_MIME_TYPE } from '../../../../_shared/spreadsheet/xlsx.ts';
import { memberExportQuerySchema } from '../../../exports/member-export.ts';
import { bearerAuth, failure, ok } from '../../_shared/openapi-helpers.ts';
import { can } from '../../_shared/permissions.ts';

/*
 * The member directory as a spreadsheet: export (CSV or XLSX) and import (preview, then commit).
 */

const tags = ['Members'];

export const exportMembers = createRoute({
  method: 'get',
  path: '/members/export',
  operationId: 'exportMembers',
  tags,
  summary: 'Export every member of the current filter as CSV or XLSX (streamed)',
  security: bearerAuth,
  middleware: [can('members.view', 'members.export')],
  request: { query: memberExportQuerySchema },
  responses: {
    200: {
      description: 'The file; X-Total-Count is the number of rows',
      content: { 'text/csv': { schema: z.string() }, [XLSX_MIME_TYPE]: { schema: z.string() } },
    },
    401: failure('Not signed in'),
    403: failure('No members.export permission'),
  },
});

const importBody = {
  body: {
    content: {
      'application/json': { schema: importJsonBodySchema },
      'multipart/form-data': {
        schema: z.object({ file: z.any().openapi({ type: 'string', format: 'binary' }) }),
      },
    },
    // One of the two content types: each validator runs only for its own type.
    required: false,
  },
};

export const previewImport = createRoute({
  method: 'post',
  path: '/members/import/preview',
  operationId: 'previewMemberImport',
  tags,
  summary: 'Check an import file: errors per row, duplicates in the file and in the register',
  security: bearerAuth,
  middleware: [can('members.view', 'members.export', 'members.create')],
  request: importBody,
  responses: {
    200: ok(importPreviewSchema, 'The rows with their errors; nothing is saved'),
    400: failure('Unreadable file'),
    401: failure('Not signed in'),
    403: failure('No members.create / members.export permission'),
  },
});

export const commitImport = createRoute({
  method: 'post',
  path: '/members/import/commit',
  operationId: 'commitMemberImport',
  tags,
  summary: 'Import all rows in one transaction (PENDING members), or none if any row is invalid',
  security: bearerAuth,
  middleware: [can('members.view', 'members.export', 'members.create')],
  request: importBody,
  responses: {
    201: ok(importCommitSchema, 'Every row imported'),
    400: failure('A row is invalid: nothing was imported (see preview)'),
    401: failure('Not signed in'),
    403: failure('No members.create / members.export permission'),
  },
});
