import { useMemo } from 'react';
import { messageChannels, messagePeriodFilters, messageStatuses } from '@shared/contracts/messages';
import { oneOf, pageOf, useUrlParams } from '@/lib/use-url-params';
import type { MessageListFilter } from '../api/message-keys';

export type MessageFilterKey = 'search' | 'status' | 'channel' | 'template' | 'period';

const TEMPLATE_NAME = /^[a-z][a-z0-9_]{2,62}$/;

/** The sent messages' filters, kept in the URL (`?status&channel&template&period&search&page`). */
export function useMessageFilters() {
  const [params, update] = useUrlParams();
  const search = params.get('search') ?? '';
  const status = oneOf(params.get('status'), ['all', ...messageStatuses] as const, 'all');
  const channel = oneOf(params.get('channel'), ['all', ...messageChannels] as const, 'all');
  const rawTemplate = params.get('template') ?? '';
  const template = TEMPLATE_NAME.test(rawTemplate) ? rawTemplate : '';
  const period = oneOf(params.get('period'), messagePeriodFilters, 'all');
  const page = pageOf(params);
  const filter = useMemo<MessageListFilter>(
    () => ({ page, search, status, channel, template, period }),
    [page, search, status, channel, template, period],
  );
  const filtered = search !== '' || status !== 'all' || channel !== 'all' || template !== '' || period !== 'all';

  /** Sets one filter (`all` and empty clear it) and goes back to the first page. */
  const setFilter = (key: MessageFilterKey, value: string) =>
    update({ [key]: value === 'all' ? null : value.trim() || null, page: null });
  const setPage = (next: number) => update({ page: next > 1 ? String(next) : null });
  const clear = () => update({ search: null, status: null, channel: null, template: null, period: null, page: null });

  return { filter, filtered, setFilter, setPage, clear };
}
