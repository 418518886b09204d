import { createRoute, z } from '@hono/zod-openapi';
import {
  linkApplicationSchema,
  listMembersQuerySchema,
  memberDetailSchema,
  memberListSchema,
  memberWriteResultSchema,
  memberStatsSchema,
  reasonSchema,
  twoFactorResetResultSchema,
  twoFactorResetSchema,
  verificationQueueQuerySchema,
  verificationQueueSchema,
} from '../../../../_shared/contracts/members.ts';
import { createMemberSchema, updateMemberSchema } from '../../../../_shared/contracts/member-fields.ts';
import { organizationListSchema } from '../../../../_shared/contracts/organizations.ts';
import { bearerAuth, failure, jsonBody, ok } from '../../_shared/openapi-helpers.ts';
import { can } from '../../_shared/permissions.ts';

const tags = ['Members'];
const idParams = z.object({ id: z.guid().openapi({ param: { name: 'id', in: 'path' } }) });
const officerErrors = {
  401: failure('Not signed in'),
  403: failure('Not an officer with the permission, or the member is outside the scope'),
};

export const stats = createRoute({
  method: 'get',
  path: '/members/stats/overview',
  operationId: 'getMemberStats',
  tags,
  summary: "Member counts in the officer's scope",
  security: bearerAuth,
  middleware: [can('members.view')],
  responses: { 200: ok(memberStatsSchema, 'Counts by status and type'), ...officerErrors },
});

export const list = createRoute({
  method: 'get',
  path: '/members',
  operationId: 'listMembers',
  tags,
  summary: 'Member directory: search by NAP or name (case, accents and typos forgiven), status filter, pages',
  security: bearerAuth,
  middleware: [can('members.view')],
  request: { query: listMembersQuerySchema },
  responses: {
    200: ok(memberListSchema, 'One page of members and the pagination'),
    400: failure('Invalid query'),
    ...officerErrors,
  },
});

export const verificationQueue = createRoute({
  method: 'get',
  path: '/members/verification',
  operationId: 'listVerificationQueue',
  tags,
  summary:
    'Pending applications in scope, oldest first, with their file: profile, documents, duplicates and what is missing; filter by completeness',
  security: bearerAuth,
  middleware: [can('members.view', 'members.verify')],
  request: { query: verificationQueueQuerySchema },
  responses: {
    200: ok(verificationQueueSchema, 'Pending applications'),
    400: failure('Invalid query'),
    ...officerErrors,
  },
});

export const chapters = createRoute({
  method: 'get',
  path: '/members/chapters',
  operationId: 'listMemberChapters',
  tags,
  summary: 'The active DPCs in which the caller may add members, by province and name (registration picker)',
  security: bearerAuth,
  middleware: [can('members.view', 'members.create')],
  responses: { 200: ok(organizationListSchema, 'Chapters in scope'), ...officerErrors },
});

export const create = createRoute({
  method: 'post',
  path: '/members',
  operationId: 'createMember',
  tags,
  summary: 'Add a member directly (PENDING; the NAP is assigned on verification)',
  security: bearerAuth,
  middleware: [can('members.view', 'members.create')],
  request: jsonBody(createMemberSchema),
  responses: {
    201: ok(memberWriteResultSchema, 'Member added'),
    400: failure('Invalid input, or the DPC is not an active chapter'),
    409: failure('Email or STR number already registered'),
    ...officerErrors,
  },
});

export const detail = createRoute({
  method: 'get',
  path: '/members/{id}',
  operationId: 'getMember',
  tags,
  summary: 'A member: profile, bills, payments, transfers and documents',
  security: bearerAuth,
  middleware: [can('members.view')],
  request: { params: idParams },
  responses: {
    200: ok(memberDetailSchema, 'The member'),
    404: failure('Not found or outside the scope'),
    ...officerErrors,
  },
});

export const update = createRoute({
  method: 'patch',
  path: '/members/{id}',
  operationId: 'updateMember',
  tags,
  summary: "Edit a member's data (officer of the member's DPC)",
  security: bearerAuth,
  middleware: [can('members.view', 'members.edit')],
  request: { params: idParams, ...jsonBody(updateMemberSchema) },
  responses: {
    200: ok(memberWriteResultSchema, 'Updated member'),
    400: failure('Invalid input'),
    404: failure('Not found or outside the scope'),
    409: failure('Email or STR number already used by another member'),
    ...officerErrors,
  },
});

const actionResponses = {
  200: ok(memberWriteResultSchema, 'The member after the change'),
  400: failure('Reason missing'),
  404: failure('Not found or outside the scope'),
  409: failure('Not allowed from the current status'),
  ...officerErrors,
};

export const deactivate = createRoute({
  method: 'post',
  path: '/members/{id}/deactivate',
  operationId: 'deactivateMember',
  tags,
  summary: 'Deactivate a member (reason required, audited)',
  security: bearerAuth,
  middleware: [can('members.view', 'members.edit')],
  request: { params: idParams, ...jsonBody(reasonSchema) },
  responses: actionResponses,
});

export const activate = createRoute({
  method: 'post',
  path: '/members/{id}/activate',
  operationId: 'activateMember',
  tags,
  summary: 'Reactivate a deactivated or suspended member (reason required, audited)',
  security: bearerAuth,
  middleware: [can('members.view', 'members.edit')],
  request: { params: idParams, ...jsonBody(reasonSchema) },
  responses: actionResponses,
});

export const reject = createRoute({
  method: 'post',
  path: '/members/{id}/reject',
  operationId: 'rejectMember',
  tags,
  summary: 'Reject a pending application with a reason',
  security: bearerAuth,
  middleware: [can('members.view', 'members.verify')],
  request: { params: idParams, ...jsonBody(reasonSchema) },
  responses: actionResponses,
});

export const verify = createRoute({
  method: 'post',
  path: '/members/{id}/verify',
  operationId: 'verifyMember',
  tags,
  summary: 'Verify a pending application: assigns the NAP and notifies the member',
  security: bearerAuth,
  middleware: [can('members.view', 'members.verify')],
  request: { params: idParams },
  responses: { ...actionResponses, 409: failure('Not pending, or it matches a member who already holds a NAP') },
});

export const link = createRoute({
  method: 'post',
  path: '/members/{id}/link',
  operationId: 'linkMember',
  tags,
  summary:
    'Resolve a flagged application: the NAP holder it matches receives its login, documents and credits; the application is removed',
  security: bearerAuth,
  middleware: [can('members.view', 'members.verify')],
  request: { params: idParams, ...jsonBody(linkApplicationSchema) },
  responses: {
    200: ok(memberWriteResultSchema, 'The NAP holder, now with the login'),
    400: failure('No member given, or the member does not match the application'),
    404: failure('Not found or outside the scope'),
    409: failure('Not pending, or the NAP holder already has a login'),
    ...officerErrors,
  },
});

export const resetTwoFactor = createRoute({
  method: 'post',
  path: '/members/{id}/two-factor-reset',
  operationId: 'resetMemberTwoFactor',
  tags,
  summary:
    'Remove the verified second factors of a member’s login after checking their identity (lost phone); ends their sessions, audited, the member is emailed',
  security: bearerAuth,
  middleware: [can('members.view', 'members.verify')],
  request: { params: idParams, ...jsonBody(twoFactorResetSchema) },
  responses: {
    200: ok(twoFactorResetResultSchema, 'How many factors were removed'),
    400: failure('The identity check was not confirmed'),
    404: failure('Not found or outside the scope'),
    409: failure('The member has no login or no verified factor (TWO_FACTOR_NOT_ENABLED)'),
    401: failure('Not signed in'),
    403: failure(
      'Not an officer with members.verify in the member’s DPC, the caller’s own login, or an officer’s login reset by an officer not above them (SEPARATION_OF_DUTIES)',
    ),
  },
});
