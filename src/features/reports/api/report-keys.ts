import type { DuesSplitReportQuery } from '@shared/contracts/dues-split-report';
import type { MembershipReportQuery } from '@shared/contracts/membership-report';
import type { FinancialReportQuery } from '@shared/contracts/reports';

/** Query keys of the reports. */
export const reportKeys = {
  all: ['reports'] as const,
  financial: (query: FinancialReportQuery) => [...reportKeys.all, 'financial', query] as const,
  duesSplit: (query: DuesSplitReportQuery) => [...reportKeys.all, 'dues-split', query] as const,
  membership: (query: MembershipReportQuery) => [...reportKeys.all, 'membership', query] as const,
  targets: (year: number) => [...reportKeys.all, 'targets', year] as const,
};
