import { useTranslation } from 'react-i18next';
import type { MessageStatus, MessageStatusCounts } from '@shared/contracts/messages';
import { StatTiles } from '@/components/ui/stat-tiles';
import { formatNumber } from '@/lib/format';

const tiles = ['all', 'failed', 'queued', 'sent'] as const;

/**
 * Messages per status under the other filters; each tile is a button that filters the list by its
 * status. Failed stands out in red when there are any: those are what officers act on.
 */
export function MessageStatusTiles({
  counts,
  active,
  onSelect,
}: {
  counts: MessageStatusCounts | undefined;
  active: MessageStatus | 'all';
  onSelect: (status: MessageStatus | 'all') => void;
}) {
  const { t } = useTranslation('messages');
  return (
    <StatTiles
      label={t('tiles.label')}
      selected={active}
      onSelect={(key) => onSelect(key as MessageStatus | 'all')}
      tiles={tiles.map((key) => {
        // The count is what the tile's filter lists; the messages being sent right now are named
        // under the queue, where they came from.
        const count = counts?.[key];
        const sending = key === 'queued' ? (counts?.sending ?? 0) : 0;
        return {
          id: key,
          label: t(`tiles.${key}`),
          value: count === undefined ? undefined : formatNumber(count),
          hint: sending > 0 ? t('tiles.sendingNow', { count: sending, formatted: formatNumber(sending) }) : undefined,
          alarming: key === 'failed' && !!count,
          testId: `message-tile-${key}`,
        };
      })}
    />
  );
}
