import { useMemo } from 'react';
import { messageChannels, messagePeriodFilters, messageStatuses, messageTemplates } from '@shared/contracts/messages';
import { choice, useListPage } from '@/lib/use-list-page';
import type { MessageListFilter } from '../api/message-keys';

export type MessageFilterKey = 'search' | 'status' | 'channel' | 'template' | 'period';

const listFilters = {
  status: choice(['all', ...messageStatuses] as const, 'all'),
  channel: choice(['all', ...messageChannels] as const, 'all'),
  template: choice(['', ...messageTemplates] as const, ''),
  period: choice(messagePeriodFilters, 'all'),
};

/** The sent messages' filters, kept in the URL (`?status&channel&template&period&search&page`). */
export function useMessageFilters() {
  const list = useListPage(listFilters);
  const { page, search } = list;
  const { status, channel, template, period } = list.values;
  const filter = useMemo<MessageListFilter>(
    () => ({ page, search, status, channel, template, period }),
    [page, search, status, channel, template, period],
  );
  const setFilter = (key: MessageFilterKey, value: string) =>
    key === 'search' ? list.setSearch(value) : list.setFilter(key, value);
  return { filter, filtered: list.filtered, setFilter, clear: list.clear, pager: list.pager };
}
