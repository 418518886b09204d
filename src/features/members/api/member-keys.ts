import type { MembershipStatus } from '@shared/contracts/members';

export type StatusFilter = MembershipStatus | 'ALL';

export interface MemberListFilter {
  page: number;
  search: string;
  status: StatusFilter;
  /** One chapter and those under it, or '' for every chapter in scope. */
  organizationId: string;
}

/** Query keys of the members feature. */
export const memberKeys = {
  all: ['members'] as const,
  lists: () => [...memberKeys.all, 'list'] as const,
  list: (filter: MemberListFilter) => [...memberKeys.lists(), filter] as const,
  details: () => [...memberKeys.all, 'detail'] as const,
  detail: (id: string) => [...memberKeys.details(), id] as const,
  verification: (page: number, completeness?: string) =>
    [...memberKeys.all, 'verification', page, completeness ?? 'all'] as const,
  chapters: () => [...memberKeys.all, 'chapters'] as const,
  claims: (memberId: string) => [...memberKeys.all, 'claims', memberId] as const,
  claimRequests: () => [...memberKeys.all, 'claim-requests'] as const,
  reminders: (memberId: string) => [...memberKeys.all, 'reminders', memberId] as const,
};
