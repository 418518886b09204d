import { Alert, Button } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OutboxMessage } from '@shared/contracts/messages';
import { tableState } from '@/components/list/data-table';
import { ListPage } from '@/components/list/list-page';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useHasPermission } from '@/lib/permissions';
import { FilteredListEmpty } from '@/components/ui/list-filters';
import { useMessagesQuery } from '../api/list-messages';
import { useRetryMessageMutation } from '../api/retry-message';
import { MessageDetailDialog } from '../components/message-detail-dialog';
import { MessageFilters } from '../components/message-filters';
import { MessageStatusTiles } from '../components/message-status-tiles';
import { RetryFailedButton } from '../components/retry-failed-button';
import { messageName, MessageTable } from '../components/message-table';
import { useMessageFilters } from '../hooks/use-message-filters';

/**
 * `/dashboard/messages`: every message SIMK sent or tried to send in the officer's scope (RLS),
 * failed ones first to the eye, and "Kirim ulang" for those with dues.remind (decision 0039).
 */
export default function SentMessagesPage() {
  const { t } = useTranslation('messages');
  const { filter, filtered, setFilter, clear, pager } = useMessageFilters();
  const messages = useMessagesQuery(filter);
  const canRetry = useHasPermission('dues.remind');
  const retry = useRetryMessageMutation();
  const [open, setOpen] = useState<OutboxMessage | null>(null);
  const [confirming, setConfirming] = useState<OutboxMessage | null>(null);
  const [notice, setNotice] = useState<{ status: 'success' | 'error'; text: string } | null>(null);

  const askRetry = (message: OutboxMessage) => {
    retry.reset();
    setConfirming(message);
  };
  const confirmRetry = () => {
    if (!confirming) return;
    const name = messageName(confirming);
    // A refusal stays in the dialog (ConfirmDialog's error); success closes it with a notice.
    retry.mutate(confirming.id, {
      onSuccess: () => {
        setConfirming(null);
        setNotice({ status: 'success', text: t('retry.success', { recipient: name }) });
      },
    });
  };

  const empty = (
    <FilteredListEmpty
      filtered={filtered}
      title={t(filtered ? 'emptyFiltered' : 'empty')}
      hint={t(filtered ? 'emptyFilteredHint' : 'emptyHint')}
      clearText={t('filters.clear')}
      onClear={clear}
    />
  );

  return (
    <ListPage
      title={t('title')}
      subtitle={t('subtitle')}
      pager={{
        info: messages.data?.pagination,
        label: t('paginationLabel'),
        summary: (figures) => t('pagination', figures),
        buttons: pager,
        testId: 'message-pagination',
      }}
      dialogs={
        <>
          {open && (
            <MessageDetailDialog message={open} canRetry={canRetry} onRetry={askRetry} onClose={() => setOpen(null)} />
          )}
          <ConfirmDialog
            open={!!confirming}
            onOpenChange={(next) => !next && !retry.isPending && setConfirming(null)}
            title={t('retry.title')}
            text={
              confirming
                ? t('retry.text', {
                    recipient: `${messageName(confirming)} (${confirming.recipient})`,
                    max: confirming.maxAttempts,
                  })
                : ''
            }
            confirmLabel={t('retry.confirm')}
            pending={retry.isPending}
            error={retry.error ? `${t('retry.failed')} ${retry.error.message}` : undefined}
            onConfirm={confirmRetry}
          />
        </>
      }
    >
      {notice && (
        <Alert.Root
          status={notice.status}
          role={notice.status === 'error' ? 'alert' : 'status'}
          data-testid="message-notice"
        >
          <Alert.Indicator />
          <Alert.Title flex="1">{notice.text}</Alert.Title>
          <Button size="xs" variant="ghost" onClick={() => setNotice(null)}>
            {t('detail.close')}
          </Button>
        </Alert.Root>
      )}
      <MessageStatusTiles
        counts={messages.data?.counts}
        active={filter.status}
        onSelect={(status) => setFilter('status', status)}
      />
      <MessageFilters filter={filter} onChange={setFilter} />
      {canRetry && !!messages.data?.counts.failed && (
        <RetryFailedButton
          filter={filter}
          failed={messages.data.counts.failed}
          onDone={(text) => setNotice({ status: 'success', text })}
        />
      )}
      <MessageTable
        messages={messages.data?.messages ?? []}
        {...tableState(messages)}
        empty={empty}
        canRetry={canRetry}
        onOpen={setOpen}
        onRetryMessage={askRetry}
      />
    </ListPage>
  );
}
