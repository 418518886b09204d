import { useMemo } from 'react';
import { messageChannels, messagePeriodFilters, messageStatuses, messageTemplates } from '@shared/contracts/messages';
import { listFilterActions, oneOf, pageOf, useUrlParams } from '@/lib/use-url-params';
import type { MessageListFilter } from '../api/message-keys';

export type MessageFilterKey = 'search' | 'status' | 'channel' | 'template' | 'period';

/** The sent messages' filters, kept in the URL (`?status&channel&template&period&search&page`). */
export function useMessageFilters() {
  const [params, update] = useUrlParams();
  const search = params.get('search') ?? '';
  const status = oneOf(params.get('status'), ['all', ...messageStatuses] as const, 'all');
  const channel = oneOf(params.get('channel'), ['all', ...messageChannels] as const, 'all');
  const template = oneOf(params.get('template'), ['', ...messageTemplates] as const, '');
  const period = oneOf(params.get('period'), messagePeriodFilters, 'all');
  const page = pageOf(params);
  const filter = useMemo<MessageListFilter>(
    () => ({ page, search, status, channel, template, period }),
    [page, search, status, channel, template, period],
  );
  const filtered = search !== '' || status !== 'all' || channel !== 'all' || template !== '' || period !== 'all';

  return {
    filter,
    filtered,
    ...listFilterActions(update, ['search', 'status', 'channel', 'template', 'period'] as const),
  };
}
