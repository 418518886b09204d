import { z } from 'zod';
import { paginationSchema } from './members.ts';
import { nameText, pageNumber, pageSize, searchText, text } from './primitives.ts';
import { messageKey } from '../message-keys.ts';

/**
 * Role management (spec §2 "Role management", §3 Role, Permission, Role assignment; issue 28 §1):
 * the rules the role screens and the API share. The database holds the same limits and the rules
 * that matter (public.create_role, public.assign_role and the role_assignments guards).
 */

/** Role levels as spec §3 names them: the tier of `public.roles`. */
export const roleLevels = ['SYSTEM', 'DPP', 'DPW', 'DPC', 'MEMBER'] as const;
export type RoleLevel = (typeof roleLevels)[number];
/** The levels a new role may have (spec §2 "Create Role": DPW or DPC). */
export const customRoleLevels = ['DPW', 'DPC'] as const;
export type CustomRoleLevel = (typeof customRoleLevels)[number];

export const permissionCategories = ['Members', 'Payments', 'Documents', 'Events', 'Organizations', 'System'] as const;
export type PermissionCategory = (typeof permissionCategories)[number];

/** The organization level a role of each level is assigned at. */
export const assignmentOrganizationLevel: Readonly<Record<RoleLevel, 'DPP' | 'DPW' | 'DPC' | null>> = {
  SYSTEM: 'DPP',
  DPP: 'DPP',
  DPW: 'DPW',
  DPC: 'DPC',
  MEMBER: null,
};

export const ROLE_NAME_MAX = 40;
export const ROLE_DISPLAY_NAME_MAX = 80;
export const ROLE_DESCRIPTION_MAX = 300;
export const ROLE_PAGE_SIZE = 50;
export const ROLE_ASSIGNMENT_PAGE_SIZE = 20;
/** How many permissions a role card lists before `+N more permissions` (spec §2). */
export const ROLE_CARD_PERMISSIONS = 5;

export const roleMessages = {
  nameInvalid: messageKey('validation:roles.nameInvalid', { max: ROLE_NAME_MAX }),
  displayNameRequired: 'validation:roles.displayNameRequired',
  displayNameTooLong: messageKey('validation:roles.displayNameTooLong', { max: ROLE_DISPLAY_NAME_MAX }),
  descriptionTooLong: messageKey('validation:roles.descriptionTooLong', { max: ROLE_DESCRIPTION_MAX }),
  levelInvalid: 'validation:roles.levelInvalid',
  levelFilterInvalid: 'validation:roles.levelFilterInvalid',
  categoryInvalid: 'validation:roles.categoryInvalid',
  permissionsRequired: 'validation:roles.permissionsRequired',
  permissionInvalid: 'validation:roles.permissionInvalid',
  userRequired: 'validation:roles.userRequired',
  roleRequired: 'validation:roles.roleRequired',
  organizationRequired: 'validation:roles.organizationRequired',
  expiryInvalid: 'validation:roles.expiryInvalid',
  statusFilterInvalid: 'validation:roles.statusFilterInvalid',
} as const;

const id = (message: string) => z.guid({ error: message });

const displayNameSchema = nameText({
  max: 200,
  error: roleMessages.displayNameRequired,
  tooLong: roleMessages.displayNameTooLong,
})
  .trim()
  .min(2, roleMessages.displayNameRequired)
  .max(ROLE_DISPLAY_NAME_MAX, roleMessages.displayNameTooLong);

const descriptionSchema = text({ max: ROLE_DESCRIPTION_MAX, multiline: true, tooLong: roleMessages.descriptionTooLong })
  .trim()
  .nullish()
  .transform((value) => value || null);

const permissionIdsSchema = z
  .array(id(roleMessages.permissionInvalid), { error: roleMessages.permissionsRequired })
  .min(1, roleMessages.permissionsRequired)
  .max(200, roleMessages.permissionInvalid)
  .transform((ids) => [...new Set(ids)]);

/** Edit Role: what may change on a custom role (its name and level are fixed once made). */
export const roleUpdateSchema = z.object({
  displayName: displayNameSchema,
  description: descriptionSchema,
  permissionIds: permissionIdsSchema,
});
export type RoleUpdateInput = z.input<typeof roleUpdateSchema>;
export type RoleUpdateFields = z.output<typeof roleUpdateSchema>;

/** Create Role (spec §2): role name, display name, level (DPW or DPC) and permissions. */
export const roleInputSchema = roleUpdateSchema.extend({
  name: text({ max: 100, error: roleMessages.nameInvalid })
    .trim()
    .toUpperCase()
    .regex(new RegExp(`^[A-Z][A-Z0-9_]{1,${ROLE_NAME_MAX - 1}}$`), roleMessages.nameInvalid),
  level: z.enum(customRoleLevels, { error: roleMessages.levelInvalid }),
});
export type RoleInput = z.input<typeof roleInputSchema>;
export type RoleFields = z.output<typeof roleInputSchema>;

/** `GET /roles?level&search&grantableIn&page&limit`. */
export const listRolesQuerySchema = z.object({
  page: pageNumber(),
  limit: pageSize({ max: 100, fallback: ROLE_PAGE_SIZE }),
  search: searchText().optional(),
  level: z.enum(roleLevels, { error: roleMessages.levelFilterInvalid }).optional(),
  /** Only the roles the caller may grant in this organization (a chapter's appoint dialog). */
  grantableIn: id(roleMessages.organizationRequired).optional(),
});
export type ListRolesQuery = z.input<typeof listRolesQuerySchema>;

export const permissionSchema = z.object({
  id: z.guid(),
  name: z.string(),
  displayName: z.string(),
  category: z.enum(permissionCategories),
  description: z.string().nullable(),
});
export type Permission = z.infer<typeof permissionSchema>;

export const roleSchema = z.object({
  id: z.guid(),
  name: z.string(),
  displayName: z.string(),
  description: z.string().nullable(),
  level: z.enum(roleLevels),
  /** 4 national … 1 member (spec §6). */
  rank: z.number().int(),
  isSystemRole: z.boolean(),
  /** Unexpired assignments the caller can see. */
  userCount: z.number().int(),
  permissions: z.array(permissionSchema),
});
export type Role = z.infer<typeof roleSchema>;

export const roleListSchema = z.object({ roles: z.array(roleSchema), pagination: paginationSchema });
export type RoleList = z.infer<typeof roleListSchema>;
export const roleResultSchema = z.object({ role: roleSchema });
export type RoleResult = z.infer<typeof roleResultSchema>;

/** `GET /permissions?category&search`: the fixed catalogue (the migrations add permissions). */
export const listPermissionsQuerySchema = z.object({
  search: searchText().optional(),
  category: z.enum(permissionCategories, { error: roleMessages.categoryInvalid }).optional(),
});
export type ListPermissionsQuery = z.input<typeof listPermissionsQuerySchema>;

export const permissionWithUsageSchema = permissionSchema.extend({
  /** How many roles grant it (spec §2). */
  roleCount: z.number().int(),
});
export type PermissionWithUsage = z.infer<typeof permissionWithUsageSchema>;
export const permissionListSchema = z.object({ permissions: z.array(permissionWithUsageSchema) });
export type PermissionList = z.infer<typeof permissionListSchema>;

export const assignmentStatuses = ['all', 'active', 'expired'] as const;
export type AssignmentStatus = (typeof assignmentStatuses)[number];

/** `GET /role-assignments?search&organizationId&roleId&status&page&limit`. */
export const listRoleAssignmentsQuerySchema = z.object({
  page: pageNumber(),
  limit: pageSize({ max: 100, fallback: ROLE_ASSIGNMENT_PAGE_SIZE }),
  /** Email, NAP or name. */
  search: searchText().optional(),
  organizationId: id(roleMessages.organizationRequired).optional(),
  roleId: id(roleMessages.roleRequired).optional(),
  status: z.enum(assignmentStatuses, { error: roleMessages.statusFilterInvalid }).default('active'),
});
export type ListRoleAssignmentsQuery = z.input<typeof listRoleAssignmentsQuerySchema>;

/** Spec §3 "Role assignment", with the organization it applies to. */
export const roleAssignmentSchema = z.object({
  id: z.guid(),
  userId: z.guid(),
  userEmail: z.string().nullable(),
  userFullName: z.string().nullable(),
  userNap: z.string().nullable(),
  roleId: z.guid(),
  roleName: z.string(),
  roleDisplayName: z.string(),
  roleLevel: z.enum(roleLevels),
  organizationId: z.guid(),
  organizationName: z.string(),
  organizationLevel: z.enum(['DPP', 'DPW', 'DPC']),
  assignedAt: z.string(),
  /** The last day it holds (Asia/Jakarta); null: never expires ('Never'). */
  expiresOn: z.string().nullable(),
  expiresAt: z.string().nullable(),
  isActive: z.boolean(),
  /** The caller may renew or end it: a role they may grant there, and not their own. */
  canManage: z.boolean(),
});
export type RoleAssignment = z.infer<typeof roleAssignmentSchema>;
export const roleAssignmentListSchema = z.object({
  assignments: z.array(roleAssignmentSchema),
  pagination: paginationSchema,
});
export type RoleAssignmentList = z.infer<typeof roleAssignmentListSchema>;
export const roleAssignmentResultSchema = z.object({ assignment: roleAssignmentSchema });
export type RoleAssignmentResult = z.infer<typeof roleAssignmentResultSchema>;

/** An optional last day (YYYY-MM-DD); empty or null: no expiry. */
const expiresOnSchema = z
  .union([z.literal(''), z.iso.date({ error: roleMessages.expiryInvalid })], { error: roleMessages.expiryInvalid })
  .nullish()
  .transform((value) => value || null);

/** Assign Role (spec §2): user, role, organization and an optional expiry. */
export const roleAssignmentInputSchema = z.object({
  userId: id(roleMessages.userRequired),
  roleId: id(roleMessages.roleRequired),
  organizationId: id(roleMessages.organizationRequired),
  expiresOn: expiresOnSchema,
});
export type RoleAssignmentInput = z.input<typeof roleAssignmentInputSchema>;
export type RoleAssignmentFields = z.output<typeof roleAssignmentInputSchema>;

/** Renew or limit: a new last day, or none. */
export const roleAssignmentExpirySchema = z.object({ expiresOn: expiresOnSchema });
export type RoleAssignmentExpiryInput = z.input<typeof roleAssignmentExpirySchema>;

/** `GET /role-assignments/candidates?search`: the Assign Role dialog's user search. */
export const roleCandidatesQuerySchema = z.object({
  search: searchText().pipe(z.string().min(2, roleMessages.userRequired)),
});
export type RoleCandidatesQuery = z.input<typeof roleCandidatesQuerySchema>;

export const roleCandidateSchema = z.object({
  userId: z.guid(),
  email: z.string(),
  fullName: z.string(),
  nap: z.string().nullable(),
  organizationName: z.string().nullable(),
});
export type RoleCandidate = z.infer<typeof roleCandidateSchema>;
export const roleCandidateListSchema = z.object({ users: z.array(roleCandidateSchema) });
export type RoleCandidateList = z.infer<typeof roleCandidateListSchema>;
