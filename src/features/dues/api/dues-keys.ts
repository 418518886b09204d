import type { DuesCategoryStatusFilter } from '@shared/contracts/dues';
import type { BillStatusFilter } from '@shared/contracts/bills';
import type { PaymentMethod, PaymentPeriodFilter, PaymentStatus } from '@shared/contracts/payments';
import type { OverdueBucket, ReminderType, SendRemindersInput } from '@shared/contracts/reminders';

export interface DuesCategoryListFilter {
  page: number;
  search: string;
  status: DuesCategoryStatusFilter;
}

export interface BillListFilter {
  page: number;
  status: BillStatusFilter;
  /** Officers only: one member's bills. */
  memberId?: string;
}

export interface PaymentListFilter {
  page: number;
  search: string;
  status: PaymentStatus | 'all';
  method: PaymentMethod | 'all';
  period: PaymentPeriodFilter;
}

export interface OverdueListFilter {
  page: number;
  search: string;
  bucket: OverdueBucket | 'all';
  /** One chapter of the officer's scope, or 'all'. */
  organizationId: string;
}

/** Query keys of the dues feature. */
export const duesKeys = {
  all: ['dues'] as const,
  categories: () => [...duesKeys.all, 'categories'] as const,
  categoryList: (filter: DuesCategoryListFilter) => [...duesKeys.categories(), filter] as const,
  bills: () => [...duesKeys.all, 'bills'] as const,
  billList: (filter: BillListFilter) => [...duesKeys.bills(), filter] as const,
  payments: () => [...duesKeys.all, 'payments'] as const,
  paymentList: (filter: PaymentListFilter) => [...duesKeys.payments(), 'list', filter] as const,
  payment: (id: string) => [...duesKeys.payments(), 'detail', id] as const,
  stats: () => [...duesKeys.all, 'stats'] as const,
  settings: () => [...duesKeys.all, 'settings'] as const,
  reminderSchedules: () => [...duesKeys.all, 'reminder-schedule'] as const,
  /** The schedule of one organization, or of the officer's own (null). */
  reminderSchedule: (organizationId: string | null) =>
    [...duesKeys.reminderSchedules(), organizationId ?? 'own'] as const,
  memberSearch: (search: string) => [...duesKeys.all, 'member-search', search] as const,
  overdue: () => [...duesKeys.all, 'overdue'] as const,
  overdueList: (filter: OverdueListFilter) => [...duesKeys.overdue(), 'list', filter] as const,
  reminderChapters: () => [...duesKeys.overdue(), 'chapters'] as const,
  reminderPreview: (memberId: string, channel: ReminderType) =>
    [...duesKeys.overdue(), 'preview', memberId, channel] as const,
  /**
   * What a send to these recipients on this channel would do. Not under overdue(): a send reloads
   * those, and its dialog has no use for the answer any more.
   */
  sendPreview: (input: SendRemindersInput) => [...duesKeys.all, 'send-preview', input] as const,
};
