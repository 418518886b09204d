import type { PageFilter } from '@/lib/list-query';

/** The requests list's filter (the URL's search parameters). */
export interface TransferRequestFilter extends PageFilter {
  status: string;
}
/** The history's filter: the requests' and the period. */
export interface TransferHistoryFilter extends TransferRequestFilter {
  period: string;
}

/** Query keys of the transfer screens; everything under `all` is refetched after a decision. */
export const transferKeys = {
  all: ['transfers'] as const,
  requests: (filter: TransferRequestFilter) => [...transferKeys.all, 'requests', filter] as const,
  detail: (id: string) => [...transferKeys.all, 'detail', id] as const,
  approvals: (urgency: string) => [...transferKeys.all, 'approvals', urgency] as const,
  history: (filter: TransferHistoryFilter) => [...transferKeys.all, 'history', filter] as const,
  ownMember: () => [...transferKeys.all, 'own-member'] as const,
  chapters: () => [...transferKeys.all, 'chapters'] as const,
};
