import {
  Alert,
  Box,
  Button,
  CloseButton,
  DataList,
  Dialog,
  Field,
  Heading,
  HStack,
  List,
  Portal,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type MutationDocumentKind, mutationDocumentKinds, type MutationRequest } from '@shared/contracts/mutations';
import { formatNap } from '@shared/identifiers';
import { formatIdr } from '@/lib/format';
import {
  useApproveMutation,
  useOpenDocument,
  useRejectMutation,
  useRequestDetailQuery,
  useUploadDocumentMutation,
  useWithdrawMutation,
} from '../api/mutations-api';
import { DocumentFileField } from './document-file-field';
import { documentFlag, formatDate, MutationStatusBadge, Route } from './mutation-parts';

/**
 * The detail and review modal: the checklist (each document opens through a signed URL; the
 * member uploads or replaces), the member's standing, the timeline, and the caller's actions.
 * Approve stays disabled while documents are incomplete (spec §5); Reject needs the note.
 */
export function RequestDetailDialog({
  request,
  onClose,
  onDecided,
}: {
  request: MutationRequest | null;
  onClose: () => void;
  /** After an approval, a rejection or a withdrawal: the request as it now stands, for the page's message. */
  onDecided?: (request: MutationRequest) => void;
}) {
  const { t } = useTranslation('mutations');
  // The membership status in the words of the member screens (`members` texts, member-labels.ts).
  const { t: tMembers } = useTranslation('members');
  const detail = useRequestDetailQuery(request?.id ?? null);
  const approve = useApproveMutation();
  const reject = useRejectMutation();
  const withdraw = useWithdrawMutation();
  const upload = useUploadDocumentMutation();
  const openDocument = useOpenDocument();
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
  const decide = (run: () => Promise<{ request: MutationRequest }>) =>
    act(async () => onDecided?.((await run()).request));

  async function open(path: string) {
    setError(null);
    try {
      window.open(await openDocument(path), '_blank', 'noopener');
    } catch {
      setError(t('errors.documentNotOpened'));
    }
  }

  return (
    <Dialog.Root
      open={!!request}
      onOpenChange={(details) => !details.open && onClose()}
      size="xl"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="mutation-detail">
            <Dialog.Header>
              <Dialog.Title>{t('detail.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('shared.close')} />
            </Dialog.CloseTrigger>
            {current && (
              <Dialog.Body>
                <Stack gap="5">
                  <DataList.Root orientation="horizontal">
                    <DataList.Item>
                      <DataList.ItemLabel>{t('detail.fields.member')}</DataList.ItemLabel>
                      <DataList.ItemValue>
                        {current.memberName} ({formatNap(current.memberNAP) ?? '–'})
                      </DataList.ItemValue>
                    </DataList.Item>
                    <DataList.Item>
                      <DataList.ItemLabel>{t('detail.fields.transfer')}</DataList.ItemLabel>
                      <DataList.ItemValue>
                        <Route from={current.currentLocation} to={current.targetLocation} />
                      </DataList.ItemValue>
                    </DataList.Item>
                    <DataList.Item>
                      <DataList.ItemLabel>{t('detail.fields.status')}</DataList.ItemLabel>
                      <DataList.ItemValue>
                        <MutationStatusBadge status={current.status} />
                      </DataList.ItemValue>
                    </DataList.Item>
                    <DataList.Item>
                      <DataList.ItemLabel>{t('detail.fields.priority')}</DataList.ItemLabel>
                      <DataList.ItemValue>{t(`priority.${current.priority}`)}</DataList.ItemValue>
                    </DataList.Item>
                    <DataList.Item>
                      <DataList.ItemLabel>{t('detail.fields.reason')}</DataList.ItemLabel>
                      <DataList.ItemValue whiteSpace="pre-wrap">{current.reason}</DataList.ItemValue>
                    </DataList.Item>
                  </DataList.Root>

                  <Box>
                    <Heading as="h3" size="sm" marginBottom="2">
                      {t('detail.documents')}
                    </Heading>
                    <Stack gap="3">
                      {mutationDocumentKinds.map((kind: MutationDocumentKind) => {
                        const path = detail.data?.documentPaths[kind] ?? null;
                        const present = current.documents[documentFlag[kind]];
                        return (
                          <Stack key={kind} gap="1" borderWidth="1px" borderRadius="md" padding="3">
                            <HStack justify="space-between" wrap="wrap">
                              <Text>
                                <Text as="span" color={present ? 'green.fg' : 'red.fg'} marginEnd="2">
                                  {present ? '✓' : '✗'}
                                </Text>
                                {t(`document.${kind}`)}
                                {present ? '' : ` ${t('shared.notUploaded')}`}
                              </Text>
                              {path && (
                                <Button size="xs" variant="outline" onClick={() => void open(path)}>
                                  {t('detail.openDocument')}
                                </Button>
                              )}
                            </HStack>
                            {current.canUpload && (
                              <DocumentFileField
                                kind={kind}
                                label={t(present ? 'detail.replace' : 'detail.upload', {
                                  document: t(`document.${kind}`),
                                })}
                                onFile={(file) =>
                                  file &&
                                  void act(
                                    () =>
                                      upload.mutateAsync({
                                        memberId: current.memberId,
                                        requestId: current.id,
                                        kind,
                                        file,
                                      }),
                                    false,
                                  )
                                }
                              />
                            )}
                          </Stack>
                        );
                      })}
                    </Stack>
                  </Box>

                  {detail.data && (
                    <Box>
                      <Heading as="h3" size="sm" marginBottom="2">
                        {t('detail.standing.title')}
                      </Heading>
                      <DataList.Root orientation="horizontal" size="sm">
                        <DataList.Item>
                          <DataList.ItemLabel>{t('detail.standing.membershipStatus')}</DataList.ItemLabel>
                          <DataList.ItemValue>
                            {tMembers(`status.${detail.data.standing.membershipStatus}`)}
                          </DataList.ItemValue>
                        </DataList.Item>
                        <DataList.Item>
                          <DataList.ItemLabel>{t('detail.standing.arrears')}</DataList.ItemLabel>
                          <DataList.ItemValue>
                            {t('detail.standing.arrearsValue', {
                              count: detail.data.standing.unpaidBills,
                              amount: formatIdr(detail.data.standing.arrears),
                            })}
                          </DataList.ItemValue>
                        </DataList.Item>
                        <DataList.Item>
                          <DataList.ItemLabel>{t('detail.standing.sip')}</DataList.ItemLabel>
                          <DataList.ItemValue>
                            {t('detail.standing.sipValue', {
                              number: detail.data.standing.sipNumber ?? '–',
                              date: formatDate(detail.data.standing.sipExpiryDate),
                            })}
                          </DataList.ItemValue>
                        </DataList.Item>
                      </DataList.Root>
                    </Box>
                  )}

                  {detail.data && (
                    <Box>
                      <Heading as="h3" size="sm" marginBottom="2">
                        {t('detail.timeline')}
                      </Heading>
                      <List.Root gap="2" data-testid="mutation-timeline">
                        {detail.data.timeline.map((step) => (
                          <List.Item key={step.step}>
                            <Text fontWeight="medium">
                              {t(`step.${step.step}`)} · {formatDate(step.at)}
                              {step.by ? ` · ${step.by}` : ''}
                            </Text>
                            {step.note && step.step !== 'requested' && <Text color="fg.muted">{step.note}</Text>}
                          </List.Item>
                        ))}
                      </List.Root>
                    </Box>
                  )}

                  {(current.canApprove || current.canReject) && (
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
              <Dialog.Footer>
                {current.canWithdraw && (
                  <Button
                    variant="outline"
                    loading={withdraw.isPending}
                    onClick={() => void decide(() => withdraw.mutateAsync(current.id))}
                  >
                    {t('detail.withdraw')}
                  </Button>
                )}
                {current.canReject && (
                  <Button
                    colorPalette="red"
                    variant="outline"
                    loading={reject.isPending}
                    onClick={() =>
                      note.trim()
                        ? void decide(() => reject.mutateAsync({ id: current.id, note }))
                        : setError(t('errors.noteRequired'))
                    }
                  >
                    {t('detail.reject')}
                  </Button>
                )}
                {(current.canApprove || current.canReject) && (
                  <Button
                    colorPalette="green"
                    disabled={!current.canApprove}
                    loading={approve.isPending}
                    onClick={() => void decide(() => approve.mutateAsync({ id: current.id, note }))}
                  >
                    {t('detail.approve')}
                  </Button>
                )}
              </Dialog.Footer>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
