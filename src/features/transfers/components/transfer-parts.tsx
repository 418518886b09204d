import { Alert, Badge, Button, HStack, List, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import {
  type TransferDocumentKind,
  transferDocumentKinds,
  type TransferRequest,
  type TransferStatistics,
  type TransferStatus,
} from '@shared/contracts/transfers';
import { StatTiles } from '@/components/ui/stat-tiles';
import { formatDate as formatCalendarDate, formatNumber } from '@/lib/format';

const statusPalette: Record<TransferStatus, string> = {
  pending: 'yellow',
  processing: 'blue',
  approved: 'teal',
  rejected: 'red',
  completed: 'green',
  withdrawn: 'gray',
};

export function TransferStatusBadge({ status }: { status: TransferStatus }) {
  const { t } = useTranslation('transfers');
  return (
    <Badge colorPalette={statusPalette[status]} variant="subtle">
      {t(`status.${status}`)}
    </Badge>
  );
}

export const documentFlag: Record<TransferDocumentKind, keyof TransferRequest['documents']> = {
  sip_current: 'sipCurrent',
  sip_target: 'sipTarget',
  recommendation_letter: 'recommendationLetter',
};

/** The three documents of the checklist, each marked present or missing. */
export function DocumentChecklist({ documents }: { documents: TransferRequest['documents'] }) {
  const { t } = useTranslation('transfers');
  return (
    <List.Root gap="1" variant="plain" textAlign="start">
      {transferDocumentKinds.map((kind) => {
        const present = documents[documentFlag[kind]];
        return (
          <List.Item key={kind}>
            <Text as="span" color={present ? 'green.fg' : 'red.fg'} fontWeight="medium" marginEnd="2">
              {present ? '✓' : '✗'}
            </Text>
            {t(`document.${kind}`)} {present ? '' : t('shared.notUploaded')}
          </List.Item>
        );
      })}
    </List.Root>
  );
}

/**
 * A failed load: the last data loaded in this browser with the spec's warning, or, when nothing
 * was ever loaded, an error. Both with a retry.
 */
export function LoadFailure({ offline, failed, onRetry }: { offline: boolean; failed: boolean; onRetry: () => void }) {
  const { t } = useTranslation('transfers');
  if (!offline && !failed) return null;
  return (
    <Alert.Root status={offline ? 'warning' : 'error'} role="alert" data-testid="transfers-load-failure">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>{offline ? t('errors.loadFailedOffline') : t('errors.loadFailed')}</Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" onClick={onRetry}>
        {t('shared.retry')}
      </Button>
    </Alert.Root>
  );
}

/** Counts by status in scope and the average days to completion, computed by the server. */
export function TransferStatisticsTiles({ statistics }: { statistics: TransferStatistics }) {
  const { t } = useTranslation('transfers');
  const average = statistics.averageDaysToCompletion;
  return (
    <StatTiles
      testId="transfer-statistics"
      columns={{ base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(5, minmax(0, 1fr))' }}
      tiles={[
        ...(['pending', 'processing', 'completed', 'rejected'] as const).map((status) => ({
          id: status,
          label: t(`status.${status}`),
          value: formatNumber(statistics.byStatus[status]),
        })),
        {
          id: 'averageDays',
          label: t('statistics.averageDays'),
          value: average === null ? '–' : formatNumber(average),
        },
      ]}
    />
  );
}

export function Route({ from, to }: { from: string; to: string }) {
  const { t } = useTranslation('transfers');
  return (
    <HStack gap="1" wrap="wrap">
      <Text>{from}</Text>
      <Text aria-hidden="true">→</Text>
      <Text srOnly>{t('shared.to')}</Text>
      <Text>{to}</Text>
    </HStack>
  );
}

/** A date in the reader's preferred format and zone (`@/lib/format`); a dash when there is none. */
export function formatDate(value: string | null): string {
  return value ? formatCalendarDate(value) : '–';
}
