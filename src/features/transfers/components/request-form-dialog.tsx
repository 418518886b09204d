import { Alert, Button, CloseButton, Dialog, Field, NativeSelect, Portal, Stack, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  TRANSFER_REASON_MAX,
  TRANSFER_REASON_MIN,
  type TransferDocumentKind,
  transferDocumentKinds,
  transferPriorities,
  type TransferPriority,
} from '@shared/contracts/transfers';
import { ChapterSelectField } from '@/components/ui/chapter-select-field';
import { useCreateTransferRequestMutation } from '../api/create-transfer-request';
import { useChapterGroupsQuery } from '../api/list-chapter-groups';
import { useUploadTransferDocumentMutation } from '../api/upload-transfer-document';
import { DocumentFileField } from './document-file-field';

/** `Ajukan Mutasi`: target DPC (not one's own), reason, priority, and the documents at hand. */
export function RequestFormDialog({
  open,
  onOpenChange,
  memberId,
  ownChapterName,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  memberId: string;
  ownChapterName: string | undefined;
}) {
  const { t } = useTranslation('transfers');
  const chapters = useChapterGroupsQuery();
  const create = useCreateTransferRequestMutation();
  const upload = useUploadTransferDocumentMutation();
  const [target, setTarget] = useState('');
  const [reason, setReason] = useState('');
  const [priority, setPriority] = useState<TransferPriority>('medium');
  const [files, setFiles] = useState<Partial<Record<TransferDocumentKind, File>>>({});
  const [error, setError] = useState<string | null>(null);
  const reasonLength = reason.trim().length;
  const reasonInvalid = reasonLength > 0 && (reasonLength < TRANSFER_REASON_MIN || reasonLength > TRANSFER_REASON_MAX);
  const groups = (chapters.data ?? [])
    .map((group) => ({ ...group, chapters: group.chapters.filter((c) => c.name !== ownChapterName) }))
    .filter((group) => group.chapters.length > 0);

  async function submit() {
    setError(null);
    if (!target) return setError(t('errors.targetRequired'));
    if (reasonLength < TRANSFER_REASON_MIN || reasonLength > TRANSFER_REASON_MAX) {
      return setError(t('errors.reasonLength', { min: TRANSFER_REASON_MIN, max: TRANSFER_REASON_MAX }));
    }
    try {
      const { request } = await create.mutateAsync({ targetOrganizationId: target, reason, priority });
      for (const kind of transferDocumentKinds) {
        const file = files[kind];
        if (file) await upload.mutateAsync({ memberId, requestId: request.id, kind, file });
      }
      setTarget('');
      setReason('');
      setFiles({});
      onOpenChange(false);
    } catch (caught) {
      setError((caught as Error).message);
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} size="lg">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('form.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('shared.close')} />
            </Dialog.CloseTrigger>
            <Dialog.Body>
              <Stack gap="4">
                <ChapterSelectField
                  value={target}
                  onChange={setTarget}
                  groups={groups}
                  status={chapters.status}
                  onRetry={() => void chapters.refetch()}
                  texts={{ ...t('form.target', { returnObjects: true }), retry: t('shared.retry') }}
                />
                <Field.Root required invalid={reasonInvalid}>
                  <Field.Label>{t('form.reason')}</Field.Label>
                  <Textarea value={reason} onChange={(event) => setReason(event.currentTarget.value)} rows={4} />
                  <Field.HelperText>
                    {t('form.reasonHelp', { min: TRANSFER_REASON_MIN, max: TRANSFER_REASON_MAX, length: reasonLength })}
                  </Field.HelperText>
                </Field.Root>
                <Field.Root>
                  <Field.Label>{t('form.priority')}</Field.Label>
                  <NativeSelect.Root>
                    <NativeSelect.Field
                      value={priority}
                      onChange={(event) => setPriority(event.currentTarget.value as TransferPriority)}
                    >
                      {transferPriorities.map((p) => (
                        <option key={p} value={p}>
                          {t(`priority.${p}`)}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Field.Root>
                {transferDocumentKinds.map((kind) => (
                  <DocumentFileField
                    key={kind}
                    kind={kind}
                    onFile={(file) => setFiles((current) => ({ ...current, [kind]: file ?? undefined }))}
                  />
                ))}
                {error && (
                  <Alert.Root status="error" role="alert">
                    <Alert.Indicator />
                    <Alert.Content>{error}</Alert.Content>
                  </Alert.Root>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={() => onOpenChange(false)}>
                {t('form.cancel')}
              </Button>
              <Button loading={create.isPending || upload.isPending} onClick={() => void submit()}>
                {t('form.submit')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
