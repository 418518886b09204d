import type { AuditFilter } from '@shared/contracts/audit';

/** The viewer's filter as the URL keeps it: empty strings for "any". */
export interface AuditListFilter {
  actor: string;
  action: string;
  entity: string;
  organizationId: string;
  from: string;
  to: string;
}

export const emptyAuditFilter: AuditListFilter = {
  actor: '',
  action: '',
  entity: '',
  organizationId: '',
  from: '',
  to: '',
};

/** The filter as the API's query: empty values left out. */
export function auditQuery(filter: AuditListFilter): Partial<AuditFilter> {
  return Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== '')) as Partial<AuditFilter>;
}

/** Query keys of the audit feature. */
export const auditKeys = {
  all: ['audit'] as const,
  lists: () => [...auditKeys.all, 'list'] as const,
  list: (filter: AuditListFilter) => [...auditKeys.lists(), filter] as const,
  organizations: () => [...auditKeys.all, 'organizations'] as const,
};
