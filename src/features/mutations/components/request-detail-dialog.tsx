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
import {
  type MutationDocumentKind,
  mutationDocumentKinds,
  mutationDocumentLabels,
  mutationMessages,
  mutationPriorityLabels,
  type MutationRequest,
} from '@shared/contracts/mutations';
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

const stepLabels: Record<string, string> = {
  requested: 'Diajukan',
  released: 'Dilepas DPC asal',
  accepted: 'Diterima DPC tujuan',
  rejected: 'Ditolak',
  completed: 'Selesai: anggota pindah',
  withdrawn: 'Dibatalkan anggota',
};

/**
 * The detail and review modal: the checklist (each document opens through a signed URL; the
 * member uploads or replaces), the member's standing, the timeline, and the caller's actions.
 * Approve stays disabled while documents are incomplete (spec §5); Reject needs the note.
 */
export function RequestDetailDialog({ request, onClose }: { request: MutationRequest | null; onClose: () => void }) {
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

  async function open(path: string) {
    setError(null);
    try {
      window.open(await openDocument(path), '_blank', 'noopener');
    } catch {
      setError('Dokumen tidak dapat dibuka.');
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
              <Dialog.Title>Detail Permohonan Mutasi</Dialog.Title>
            </Dialog.Header>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Tutup" />
            </Dialog.CloseTrigger>
            {current && (
              <Dialog.Body>
                <Stack gap="5">
                  <DataList.Root orientation="horizontal">
                    <DataList.Item>
                      <DataList.ItemLabel>Anggota</DataList.ItemLabel>
                      <DataList.ItemValue>
                        {current.memberName} ({current.memberNAP ?? '–'})
                      </DataList.ItemValue>
                    </DataList.Item>
                    <DataList.Item>
                      <DataList.ItemLabel>Mutasi</DataList.ItemLabel>
                      <DataList.ItemValue>
                        <Route from={current.currentLocation} to={current.targetLocation} />
                      </DataList.ItemValue>
                    </DataList.Item>
                    <DataList.Item>
                      <DataList.ItemLabel>Status</DataList.ItemLabel>
                      <DataList.ItemValue>
                        <MutationStatusBadge status={current.status} />
                      </DataList.ItemValue>
                    </DataList.Item>
                    <DataList.Item>
                      <DataList.ItemLabel>Prioritas</DataList.ItemLabel>
                      <DataList.ItemValue>{mutationPriorityLabels[current.priority]}</DataList.ItemValue>
                    </DataList.Item>
                    <DataList.Item>
                      <DataList.ItemLabel>Alasan</DataList.ItemLabel>
                      <DataList.ItemValue whiteSpace="pre-wrap">{current.reason}</DataList.ItemValue>
                    </DataList.Item>
                  </DataList.Root>

                  <Box>
                    <Heading as="h3" size="sm" marginBottom="2">
                      Dokumen
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
                                {mutationDocumentLabels[kind]}
                                {present ? '' : ' (belum diunggah)'}
                              </Text>
                              {path && (
                                <Button size="xs" variant="outline" onClick={() => void open(path)}>
                                  Lihat Dokumen
                                </Button>
                              )}
                            </HStack>
                            {current.canUpload && (
                              <DocumentFileField
                                kind={kind}
                                label={
                                  present
                                    ? `Ganti ${mutationDocumentLabels[kind]}`
                                    : `Unggah ${mutationDocumentLabels[kind]}`
                                }
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
                        Kondisi anggota
                      </Heading>
                      <DataList.Root orientation="horizontal" size="sm">
                        <DataList.Item>
                          <DataList.ItemLabel>Status keanggotaan</DataList.ItemLabel>
                          <DataList.ItemValue>{detail.data.standing.membershipStatus}</DataList.ItemValue>
                        </DataList.Item>
                        <DataList.Item>
                          <DataList.ItemLabel>Tunggakan</DataList.ItemLabel>
                          <DataList.ItemValue>
                            {detail.data.standing.unpaidBills} tagihan, {formatIdr(detail.data.standing.arrears)}
                          </DataList.ItemValue>
                        </DataList.Item>
                        <DataList.Item>
                          <DataList.ItemLabel>SIP</DataList.ItemLabel>
                          <DataList.ItemValue>
                            {detail.data.standing.sipNumber ?? '–'} (berlaku s.d.{' '}
                            {formatDate(detail.data.standing.sipExpiryDate)})
                          </DataList.ItemValue>
                        </DataList.Item>
                      </DataList.Root>
                    </Box>
                  )}

                  {detail.data && (
                    <Box>
                      <Heading as="h3" size="sm" marginBottom="2">
                        Riwayat keputusan
                      </Heading>
                      <List.Root gap="2" data-testid="mutation-timeline">
                        {detail.data.timeline.map((step) => (
                          <List.Item key={step.step}>
                            <Text fontWeight="medium">
                              {stepLabels[step.step]} · {formatDate(step.at)}
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
                      <Field.Label>Catatan</Field.Label>
                      <Textarea value={note} onChange={(event) => setNote(event.currentTarget.value)} rows={3} />
                      <Field.HelperText>Wajib diisi untuk menolak.</Field.HelperText>
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
                    onClick={() => void act(() => withdraw.mutateAsync(current.id))}
                  >
                    Batalkan Permohonan
                  </Button>
                )}
                {current.canReject && (
                  <Button
                    colorPalette="red"
                    variant="outline"
                    loading={reject.isPending}
                    onClick={() =>
                      note.trim()
                        ? void act(() => reject.mutateAsync({ id: current.id, note }))
                        : setError(mutationMessages.noteRequired)
                    }
                  >
                    Reject
                  </Button>
                )}
                {(current.canApprove || current.canReject) && (
                  <Button
                    colorPalette="green"
                    disabled={!current.canApprove}
                    loading={approve.isPending}
                    onClick={() => void act(() => approve.mutateAsync({ id: current.id, note }))}
                  >
                    Approve
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
