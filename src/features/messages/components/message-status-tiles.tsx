import { Box, Grid, Skeleton, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { MessageStatus, MessageStatusCounts } from '@shared/contracts/messages';
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
    <Grid
      as="section"
      aria-label={t('tiles.label')}
      templateColumns={{ base: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' }}
      gap="3"
    >
      {tiles.map((key) => {
        // The count is what the tile's filter lists; the messages being sent right now are named
        // under the queue, where they came from.
        const count = counts?.[key];
        const sending = key === 'queued' ? (counts?.sending ?? 0) : 0;
        const alarming = key === 'failed' && !!count;
        const selected = active === key;
        return (
          <Box
            key={key}
            as="button"
            textAlign="start"
            cursor="pointer"
            bg={alarming ? 'red.subtle' : 'bg.panel'}
            borderWidth={selected ? '2px' : '1px'}
            borderColor={alarming ? 'red.emphasized' : selected ? 'brand.solid' : undefined}
            borderRadius="lg"
            padding="4"
            aria-pressed={selected}
            onClick={() => onSelect(key)}
            data-testid={`message-tile-${key}`}
            _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' }}
          >
            <Text fontSize="sm" color={alarming ? 'red.fg' : 'fg.muted'}>
              {t(`tiles.${key}`)}
            </Text>
            {count === undefined ? (
              <Skeleton height="7" width="16" marginTop="1" />
            ) : (
              <Text fontSize="xl" fontWeight="bold" color={alarming ? 'red.fg' : undefined}>
                {formatNumber(count)}
              </Text>
            )}
            {sending > 0 && (
              <Text fontSize="xs" color="fg.muted">
                {t('tiles.sendingNow', { count: sending, formatted: formatNumber(sending) })}
              </Text>
            )}
          </Box>
        );
      })}
    </Grid>
  );
}
