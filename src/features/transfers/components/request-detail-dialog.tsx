import { Alert, Dialog, Field, Portal, Stack, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogActions } from '@/components/ui/dialog-actions';
import type { TransferRequest } from '@shared/contracts/transfers';
import { useApproveTransferMutation } from '../api/approve-transfer';
import { useTransferRequestQuery } from '../api/get-transfer-request';
import { useRejectTransferMutation } from '../api/reject-transfer';
import { useUploadTransferDocumentMutation } from '../api/upload-transfer-document';
import { useWithdrawTransferRequestMutation } from '../api/withdraw-transfer-request';
import { DecisionActions, decidesNow } from './detail/decision-actions';
import { DocumentChecklistEditor } from './detail/document-checklist-editor';
import { MemberStanding } from './detail/member-standing';
import { RequestSummary } from './detail/request-summary';
import { RequestTimeline } from './detail/request-timeline';
import { DialogHeading } from '@/components/ui/dialog-heading';

/**
 * The detail and review modal: the request, the checklist, the member's standing, the timeline,
 * and the buttons of the caller's allowed actions (the request's allowedActions, decided in SQL).
 * Reject needs the note.
 */
export function RequestDetailDialog({
  request,
  onClose,
  onDecided,
}: {
  request: TransferRequest | null;
  onClose: () => void;
  /** After an approval, a rejection or a withdrawal: the request as it now stands, for the page's message. */
  onDecided?: (request: TransferRequest) => void;
}) {
  const { t } = useTranslation('transfers');
  const detail = useTransferRequestQuery(request?.id ?? null);
  const approve = useApproveTransferMutation();
  const reject = useRejectTransferMutation();
  const withdraw = useWithdrawTransferRequestMutation();
  const upload = useUploadTransferDocumentMutation();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const current = detail.data?.request ?? request;

  async function act(run: () => Promise<unknown>, closeAfter = true) {
    setError(null);
    try {
      await run();
      setNote('');
      if (closeAfter) onClose();
    } catch (caught) {
      setError((caught as Error).message);
    }
  }

  /** A decision closes the modal; the page then says what happened (the modal is gone by then). */
  const decide = (run: () => Promise<{ request: TransferRequest }>) =>
    act(async () => onDecided?.((await run()).request));

  return (
    <Dialog.Root
      lazyMount
      open={!!request}
      onOpenChange={(details) => !details.open && onClose()}
      size="xl"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="transfer-detail">
            <DialogHeading title={t('detail.title')} closeLabel={t('shared.close')} />
            {current && (
              <Dialog.Body>
                <Stack gap="5">
                  <RequestSummary request={current} />
                  <DocumentChecklistEditor
                    request={current}
                    paths={detail.data?.documentPaths}
                    onError={setError}
                    onUpload={(kind, file) =>
                      void act(
                        () => upload.mutateAsync({ memberId: current.memberId, requestId: current.id, kind, file }),
                        false,
                      )
                    }
                  />
                  {detail.data && <MemberStanding standing={detail.data.standing} />}
                  {detail.data && <RequestTimeline timeline={detail.data.timeline} />}
                  {decidesNow(current) && (
                    <Field.Root>
                      <Field.Label>{t('detail.note')}</Field.Label>
                      <Textarea value={note} onChange={(event) => setNote(event.currentTarget.value)} rows={3} />
                      <Field.HelperText>{t('detail.noteHelp')}</Field.HelperText>
                    </Field.Root>
                  )}
                  {error && (
                    <Alert.Root status="error" role="alert">
                      <Alert.Indicator />
                      <Alert.Content>{error}</Alert.Content>
                    </Alert.Root>
                  )}
                </Stack>
              </Dialog.Body>
            )}
            {current && (
              <DialogActions>
                <DecisionActions
                  request={current}
                  pending={{ withdraw: withdraw.isPending, reject: reject.isPending, approve: approve.isPending }}
                  onWithdraw={() => void decide(() => withdraw.mutateAsync(current.id))}
                  onReject={() =>
                    note.trim()
                      ? void decide(() => reject.mutateAsync({ id: current.id, note }))
                      : setError(t('errors.noteRequired'))
                  }
                  onApprove={() => void decide(() => approve.mutateAsync({ id: current.id, note }))}
                />
              </DialogActions>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
