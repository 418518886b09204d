import { createRoute, z } from '@hono/zod-openapi';
import { loginResponseSchema, messageResponseSchema } from '../../../_shared/contracts/auth.ts';
import {
  claimConfirmSchema,
  claimListQuerySchema,
  claimListSchema,
  claimRequestSchema,
  claimResolveSchema,
  claimResultSchema,
  claimStatusQuerySchema,
  claimStatusSchema,
} from '../../../_shared/contracts/claims.ts';
import { bearerAuth, failure, jsonBody, ok } from '../_shared/openapi-helpers.ts';
import { canAny } from '../_shared/permissions.ts';

const tags = ['NAP claims'];

export const requestClaim = createRoute({
  method: 'post',
  path: '/claims',
  operationId: 'requestClaim',
  tags,
  summary: 'Ask for a link to claim a legacy NAP (the same answer whether or not the data match)',
  request: jsonBody(claimRequestSchema),
  responses: {
    202: ok(messageResponseSchema, 'Accepted; if NAP, birth date and email match, the link was emailed'),
    400: failure('Invalid input or failed security check'),
    429: failure('Too many requests for this NAP or from this address; see Retry-After'),
  },
});

export const confirmClaim = createRoute({
  method: 'post',
  path: '/claims/confirm',
  operationId: 'confirmClaim',
  tags,
  summary: 'Follow the emailed link: create the login with a password, link it to the member, sign in',
  request: jsonBody(claimConfirmSchema),
  responses: {
    200: ok(loginResponseSchema, 'Linked and signed in'),
    400: failure('Invalid or expired link, or a password that is not allowed'),
    409: failure(
      'The member already has a login (claim disputed), the email already has an account, or the claim awaits the DPC’s approval',
    ),
    422: failure('Password too weak'),
  },
});

export const claimStatus = createRoute({
  method: 'post',
  path: '/claims/status',
  operationId: 'getClaimStatus',
  tags,
  summary:
    'What became of the claim of an emailed link (awaiting approval, pending, …; invalid when unknown or expired)',
  request: jsonBody(claimStatusQuerySchema),
  responses: {
    200: ok(claimStatusSchema, 'The claim’s status'),
    400: failure('Invalid input'),
  },
});

export const listClaims = createRoute({
  method: 'get',
  path: '/claims',
  operationId: 'listClaims',
  tags,
  summary: 'The NAP claims of the DPCs where the caller may edit or verify members, newest first',
  security: bearerAuth,
  middleware: [canAny('members.edit', 'members.verify')],
  request: { query: claimListQuerySchema },
  responses: {
    200: ok(claimListSchema, 'Claims'),
    401: failure('Not signed in'),
    403: failure('Not an officer who edits or verifies members'),
  },
});

export const resolveClaim = createRoute({
  method: 'post',
  path: '/claims/{id}/resolve',
  operationId: 'resolveClaim',
  tags,
  summary:
    "Approve or reject a claim awaiting approval (members.verify), cancel a claim, or unlink the member's current login for a disputed one (members.edit)",
  security: bearerAuth,
  middleware: [canAny('members.edit', 'members.verify')],
  request: { params: z.object({ id: z.guid() }), ...jsonBody(claimResolveSchema) },
  responses: {
    200: ok(claimResultSchema, 'The claim after the resolution'),
    400: failure('Invalid input'),
    401: failure('Not signed in'),
    403: failure('Not an officer of the claim’s DPC with the permission the action needs, or their own claim'),
    404: failure('No such claim in the caller’s scope'),
    409: failure('The claim is not in a state that allows this action'),
  },
});
