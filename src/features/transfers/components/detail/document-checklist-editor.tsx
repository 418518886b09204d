import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import {
  TRANSFER_DOCUMENT_BUCKET,
  type TransferDocumentKind,
  transferDocumentKinds,
  type TransferRequest,
  type TransferRequestDetail,
} from '@shared/contracts/transfers';
import { useOpenStoredFile } from '@/lib/stored-files';
import { DocumentFileField } from '../document-file-field';
import { documentFlag } from '../transfer-parts';

/** How long a document's signed URL works: long enough to open it. */
const DOCUMENT_URL_SECONDS = 300;

/**
 * The checklist: each uploaded document opens through a signed URL; with the upload action the
 * caller adds or replaces one.
 */
export function DocumentChecklistEditor({
  request,
  paths,
  onUpload,
  onError,
}: {
  request: TransferRequest;
  paths: TransferRequestDetail['documentPaths'] | undefined;
  onUpload: (kind: TransferDocumentKind, file: File) => void;
  onError: (message: string | null) => void;
}) {
  const { t } = useTranslation('transfers');
  const openStoredFile = useOpenStoredFile();
  const canUpload = request.allowedActions.includes('upload');

  async function open(path: string) {
    onError(null);
    try {
      await openStoredFile(TRANSFER_DOCUMENT_BUCKET, path, DOCUMENT_URL_SECONDS);
    } catch {
      onError(t('errors.documentNotOpened'));
    }
  }

  return (
    <Box>
      <Heading as="h3" size="sm" marginBottom="2">
        {t('detail.documents')}
      </Heading>
      <Stack gap="3">
        {transferDocumentKinds.map((kind) => {
          const path = paths?.[kind] ?? null;
          const present = request.documents[documentFlag[kind]];
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
              {canUpload && (
                <DocumentFileField
                  kind={kind}
                  label={t(present ? 'detail.replace' : 'detail.upload', { document: t(`document.${kind}`) })}
                  onFile={(file) => file && onUpload(kind, file)}
                />
              )}
            </Stack>
          );
        })}
      </Stack>
    </Box>
  );
}
