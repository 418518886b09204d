import { Alert, Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_LINK_SECONDS, MEMBER_DOCUMENTS_BUCKET } from '@shared/contracts/documents';
import type { MemberDetail } from '@shared/contracts/members';
import { useOpenStoredFile } from '@/lib/stored-files';
import { useVerifyDocumentMutation } from '../api/verify-document';
import { dateOrDash } from './format';

type MemberDocument = MemberDetail['documents'][number];

/**
 * The documents tab of a member's page: each file opens through a short-lived signed URL (storage
 * RLS: officers whose scope holds the member), and an officer with documents.manage in the
 * member's DPC marks it verified, which gives it the code /document-verification checks.
 */
export function MemberDocuments({
  memberId,
  documents,
  kindLabel,
}: {
  memberId: string;
  documents: MemberDocument[];
  kindLabel: (kind: string) => string;
}) {
  const { t } = useTranslation('members');
  const openFile = useOpenStoredFile();
  const open = useMutation({
    mutationFn: (path: string) => openFile(MEMBER_DOCUMENTS_BUCKET, path, DOCUMENT_LINK_SECONDS),
  });
  const verify = useVerifyDocumentMutation();
  const [notice, setNotice] = useState<string | null>(null);

  if (documents.length === 0) return <Text color="fg.muted">{t('detail.emptyDocuments')}</Text>;
  return (
    <Stack gap="3">
      {notice && (
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Title>{notice}</Alert.Title>
        </Alert.Root>
      )}
      {(open.isError || verify.isError) && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{verify.isError ? verify.error.message : t('detail.documentActions.openFailed')}</Alert.Title>
        </Alert.Root>
      )}
      <Stack as="ul" gap="3" listStyleType="none">
        {documents.map((document) => (
          <Box as="li" key={document.id} borderBottomWidth="1px" paddingBottom="3">
            <HStack justify="space-between" align="start" wrap="wrap" gap="3">
              <Stack gap="1">
                <HStack gap="2" wrap="wrap">
                  <Text fontWeight="medium">{document.title}</Text>
                  {document.verifiedAt ? (
                    <Badge colorPalette="green">{t('detail.documentActions.verified')}</Badge>
                  ) : (
                    <Badge colorPalette="gray">{t('detail.documentActions.unverified')}</Badge>
                  )}
                </HStack>
                <Text fontSize="xs" color="fg.muted">
                  {kindLabel(document.kind)} · {dateOrDash(document.createdAt)}
                </Text>
                {document.verificationCode && (
                  <Text fontSize="xs" color="fg.muted">
                    {t('detail.documentActions.code', { code: document.verificationCode })}
                  </Text>
                )}
              </Stack>
              <HStack gap="2">
                <Button
                  size="xs"
                  variant="outline"
                  aria-label={t('detail.documentActions.viewOf', { title: document.title })}
                  onClick={() => {
                    verify.reset();
                    open.mutate(document.storagePath);
                  }}
                >
                  {t('detail.documentActions.view')}
                </Button>
                {document.canVerify && !document.verifiedAt && (
                  <Button
                    size="xs"
                    aria-label={t('detail.documentActions.verifyOf', { title: document.title })}
                    loading={verify.isPending && verify.variables?.documentId === document.id}
                    onClick={() => {
                      open.reset();
                      setNotice(null);
                      verify.mutate(
                        { memberId, documentId: document.id },
                        {
                          onSuccess: (verified) =>
                            setNotice(
                              t('detail.documentActions.verifiedNotice', {
                                title: verified.title,
                                code: verified.verificationCode,
                              }),
                            ),
                        },
                      );
                    }}
                  >
                    {t('detail.documentActions.verify')}
                  </Button>
                )}
              </HStack>
            </HStack>
          </Box>
        ))}
      </Stack>
    </Stack>
  );
}
