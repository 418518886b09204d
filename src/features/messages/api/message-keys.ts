import type { MessageChannel, MessagePeriodFilter, MessageStatus, MessageTemplate } from '@shared/contracts/messages';

export interface MessageListFilter {
  page: number;
  search: string;
  status: MessageStatus | 'all';
  channel: MessageChannel | 'all';
  /** A message type, or empty for every type. */
  template: MessageTemplate | '';
  period: MessagePeriodFilter;
}

/** Query keys of the messages feature. */
export const messageKeys = {
  all: ['messages'] as const,
  lists: () => [...messageKeys.all, 'list'] as const,
  list: (filter: MessageListFilter) => [...messageKeys.lists(), filter] as const,
  detail: (id: string) => [...messageKeys.all, 'detail', id] as const,
};
