import type { PageFilter } from '@/lib/list-query';

/** Query keys of the chapters' screens. */
export const organizationKeys = {
  all: ['organizations'] as const,
  lists: () => [...organizationKeys.all, 'list'] as const,
  list: (filter: PageFilter) => [...organizationKeys.lists(), filter] as const,
  profiles: () => [...organizationKeys.all, 'profile'] as const,
  /** `own`: the caller's own chapter (no id in the address). */
  profile: (organizationId: string | 'own') => [...organizationKeys.profiles(), organizationId] as const,
  structure: (parentId: string | 'top') => [...organizationKeys.all, 'structure', parentId] as const,
};
