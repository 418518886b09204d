import type { AssignmentStatus, PermissionCategory, RoleLevel } from '@shared/contracts/roles';

export interface RoleListFilter {
  page: number;
  search: string;
  level: RoleLevel | 'all';
  /** Only the roles the caller may grant in this organization. */
  grantableIn?: string;
}

/** The first page of every role, unfiltered (the Assign Role dialog's choices). */
export const allRolesFilter: RoleListFilter = { page: 1, search: '', level: 'all' };

/** The roles the caller may grant in one organization (its officers panel and appoint dialog). */
export const grantableRolesFilter = (organizationId: string): RoleListFilter => ({
  ...allRolesFilter,
  grantableIn: organizationId,
});

export interface PermissionListFilter {
  search: string;
  category: PermissionCategory | 'all';
}

export interface RoleAssignmentListFilter {
  page: number;
  /** Email, NAP or name. */
  search: string;
  status: AssignmentStatus;
  /** One organization's assignments (a chapter's officers), or '' for every one in scope. */
  organizationId: string;
}

/** Query keys of the roles feature. */
export const roleKeys = {
  all: ['roles'] as const,
  roles: () => [...roleKeys.all, 'roles'] as const,
  roleList: (filter: RoleListFilter) => [...roleKeys.roles(), filter] as const,
  permissions: () => [...roleKeys.all, 'permissions'] as const,
  permissionList: (filter: PermissionListFilter) => [...roleKeys.permissions(), filter] as const,
  assignments: () => [...roleKeys.all, 'assignments'] as const,
  assignmentList: (filter: RoleAssignmentListFilter) => [...roleKeys.assignments(), filter] as const,
  candidates: (search: string) => [...roleKeys.all, 'candidates', search] as const,
};
