import { Badge, Button, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DOCUMENT_LINK_SECONDS,
  documentFileProblem,
  documentMessages,
  MEMBER_DOCUMENTS_BUCKET,
  memberDocumentTypes,
  type OwnDocumentKind,
  type OwnDocument,
} from '@shared/contracts/documents';
import { FilePickButton } from '@/components/form/file-pick-button';
import { formatDate } from '@/lib/format';
import { useOpenStoredFile } from '@/lib/stored-files';
import { validationText } from '@/lib/validation-text';
import { useUploadDocumentMutation } from '../api/upload-document';

/** The file of one licence (or the diploma or certificate): its state, `Lihat Dokumen` (a short-lived signed URL) and an upload. */
export function DocumentFile({
  memberId,
  kind,
  loading,
  document,
}: {
  memberId: string;
  kind: OwnDocumentKind;
  /** The document list is still loading. */
  loading: boolean;
  document: OwnDocument | undefined;
}) {
  const { t } = useTranslation('profile');
  const upload = useUploadDocumentMutation();
  const openFile = useOpenStoredFile();
  const open = useMutation({
    mutationFn: (path: string) => openFile(MEMBER_DOCUMENTS_BUCKET, path, DOCUMENT_LINK_SECONDS),
  });
  const [problem, setProblem] = useState<string | null>(null);
  const label = t(`documents.kindLabel.${kind}`);

  const choose = (file: File) => {
    const refusal = documentFileProblem(file);
    setProblem(refusal);
    open.reset();
    if (!refusal) upload.mutate({ memberId, kind, file });
  };
  const message = validationText(
    t,
    problem ?? (upload.isError ? upload.error.message : open.isError ? documentMessages.openFailed : undefined),
  );

  return (
    <Stack gap="2">
      <Text as="dt" fontSize="xs" color="fg.muted">
        {t('documents.file')}
      </Text>
      <Stack as="dd" gap="2">
        {loading ? (
          <Skeleton height="5" width="60%" />
        ) : document ? (
          <HStack gap="2" wrap="wrap">
            <Text fontWeight="medium">{t('documents.uploadedAt', { date: formatDate(document.createdAt) })}</Text>
            {document.verifiedAt ? (
              <Badge colorPalette="green">{t('documents.verified')}</Badge>
            ) : (
              <Badge colorPalette="gray">{t('documents.awaitingVerification')}</Badge>
            )}
          </HStack>
        ) : (
          <Text fontWeight="medium">{t('documents.noFile')}</Text>
        )}
        {document && (
          <Text fontSize="sm" color="fg.muted">
            {document.verifiedAt
              ? t('documents.verifiedBy', {
                  organization: document.organizationName,
                  date: formatDate(document.verifiedAt),
                })
              : t('documents.verifier', { organization: document.organizationName })}
          </Text>
        )}
        {document?.verificationCode && (
          <Text fontSize="sm" color="fg.muted">
            {t('documents.verificationCode', { code: document.verificationCode })}
          </Text>
        )}
        <HStack gap="2" wrap="wrap">
          {document && (
            <Button
              size="sm"
              type="button"
              aria-label={t('documents.viewOf', { kind: label })}
              loading={open.isPending}
              onClick={() => open.mutate(document.storagePath)}
            >
              {t('documents.view')}
            </Button>
          )}
          <FilePickButton
            accept={Object.keys(memberDocumentTypes).join(',')}
            inputLabel={t('documents.uploadOf', { kind: label })}
            onFile={choose}
            size="sm"
            loading={upload.isPending}
            loadingText={t('documents.uploading')}
          >
            {document ? t('documents.replace') : t('documents.upload')}
          </FilePickButton>
        </HStack>
        <Text fontSize="xs" color="fg.muted">
          {t('documents.fileHint')}
        </Text>
        {document?.verifiedAt && (
          <Text fontSize="xs" color="fg.muted">
            {t('documents.changeWithdraws')}
          </Text>
        )}
        {upload.isSuccess && !message && (
          <Text fontSize="sm" color="fg.success" role="status">
            {t('documents.uploaded', { kind: label })}
          </Text>
        )}
        {message && (
          <Text fontSize="sm" color="fg.error" role="alert">
            {message}
          </Text>
        )}
      </Stack>
    </Stack>
  );
}
