import { useHasPermission } from '@/lib/permissions';

export { usePermissionsQuery } from '@/lib/permissions';

/** Permission names of the roles (spec §6) the member screens act on. */
export type MemberPermission = 'members.view' | 'members.create' | 'members.edit' | 'members.verify' | 'members.export';

/** Whether the caller holds a member permission (false until known; see `useHasPermission`). */
export function useCan(permission: MemberPermission): boolean {
  return useHasPermission(permission);
}
