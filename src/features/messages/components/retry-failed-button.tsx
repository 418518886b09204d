import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formatNumber } from '@/lib/format';
import type { MessageListFilter } from '../api/message-keys';
import { useRetryFailedMessagesMutation } from '../api/retry-failed-messages';

/**
 * "Kirim ulang semua": after an outage, every failed message of the filter queued again at once,
 * after a confirmation that says how many. `onDone` gets the notice to show.
 */
export function RetryFailedButton({
  filter,
  failed,
  onDone,
}: {
  filter: MessageListFilter;
  /** The failed messages of the filter (the tile's count). */
  failed: number;
  onDone: (notice: string) => void;
}) {
  const { t } = useTranslation('messages');
  const retry = useRetryFailedMessagesMutation();
  const [confirming, setConfirming] = useState(false);
  const count = { count: failed, formatted: formatNumber(failed) };

  const confirm = () =>
    retry.mutate(filter, {
      onSuccess: ({ retried, skipped }) => {
        setConfirming(false);
        onDone(
          t('retryFailed.success', { count: retried, formatted: formatNumber(retried) }) +
            (skipped > 0 ? ` ${t('retryFailed.skipped', { count: skipped, formatted: formatNumber(skipped) })}` : ''),
        );
      },
    });

  return (
    <>
      <Button
        size="sm"
        variant="outline"
        colorPalette="red"
        alignSelf={{ base: 'stretch', md: 'flex-end' }}
        onClick={() => {
          retry.reset();
          setConfirming(true);
        }}
        data-testid="retry-failed"
      >
        {t('retryFailed.button', count)}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(next) => !next && !retry.isPending && setConfirming(false)}
        title={t('retryFailed.title')}
        text={t('retryFailed.text', count)}
        confirmLabel={t('retryFailed.confirm')}
        pending={retry.isPending}
        error={retry.error ? `${t('retryFailed.failed')} ${retry.error.message}` : undefined}
        onConfirm={confirm}
      />
    </>
  );
}
