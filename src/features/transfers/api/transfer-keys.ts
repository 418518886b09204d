/** Query keys of the transfer screens; everything under `all` is refetched after a decision. */
export const mutationKeys = {
  all: ['mutations'] as const,
  requests: (filter: object) => [...mutationKeys.all, 'requests', filter] as const,
  detail: (id: string) => [...mutationKeys.all, 'detail', id] as const,
  approvals: (urgency: string) => [...mutationKeys.all, 'approvals', urgency] as const,
  history: (filter: object) => [...mutationKeys.all, 'history', filter] as const,
  documentUrl: (path: string) => [...mutationKeys.all, 'document-url', path] as const,
};
