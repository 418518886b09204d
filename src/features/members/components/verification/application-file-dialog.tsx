import { Alert, Badge, Box, Button, Dialog, Grid, Heading, HStack, Portal, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_LINK_SECONDS, MEMBER_DOCUMENTS_BUCKET } from '@shared/contracts/documents';
import { DialogActions } from '@/components/ui/dialog-actions';
import { DialogHeading } from '@/components/ui/dialog-heading';
import { useOpenStoredFile } from '@/lib/stored-files';
import { dateOrDash } from '../format';
import type { Application } from './application';

type ProfileField =
  | 'email'
  | 'phone'
  | 'birthDate'
  | 'gender'
  | 'address'
  | 'city'
  | 'province'
  | 'profession'
  | 'workplace'
  | 'education'
  | 'strNumber'
  | 'strExpiryDate'
  | 'sipNumber'
  | 'sipExpiryDate'
  | 'organizationName'
  | 'createdAt';
const PROFILE_FIELDS: ProfileField[] = [
  'email',
  'phone',
  'birthDate',
  'gender',
  'address',
  'city',
  'province',
  'profession',
  'workplace',
  'education',
  'strNumber',
  'strExpiryDate',
  'sipNumber',
  'sipExpiryDate',
  'organizationName',
  'createdAt',
];
const DATE_FIELDS = new Set<ProfileField>(['birthDate', 'strExpiryDate', 'sipExpiryDate', 'createdAt']);

/**
 * The applicant's file, opened from the verification card (issue 28 §4): the profile as the
 * applicant filled it in, the documents (each opened through a short-lived signed URL with the
 * officer's own session: storage RLS decides), the NAP holders it matches, and what is missing as
 * the server judges it. From here the officer goes on to verify (or compare) the application.
 */
export function ApplicationFileDialog({
  application,
  onClose,
  onDecide,
}: {
  application: Application | null;
  onClose: () => void;
  /** Verify, or compare when the application matches a NAP holder: the card's own action. */
  onDecide: (application: Application) => void;
}) {
  const { t } = useTranslation('members');
  const flagged = (application?.duplicates.length ?? 0) > 0;
  return (
    <Dialog.Root
      lazyMount
      open={application !== null}
      onOpenChange={(details) => !details.open && onClose()}
      size={{ base: 'full', md: 'lg' }}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="application-file">
            <DialogHeading
              title={t('verification.file.title', { name: application?.fullName ?? '' })}
              closeLabel={t('verification.file.close')}
            />
            <Dialog.Body>{application && <FileBody application={application} />}</Dialog.Body>
            <DialogActions
              cancelLabel={t('verification.file.close')}
              onCancel={onClose}
              submitLabel={flagged ? t('verification.compareAction') : t('verification.verify')}
              onSubmit={() => application && onDecide(application)}
            />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function FileBody({ application }: { application: Application }) {
  const { t } = useTranslation('members');
  const value = (field: ProfileField): string => {
    const raw = application[field];
    if (field === 'gender' && raw) return t(`verification.file.gender.${raw as 'male' | 'female'}`);
    if (field === 'strExpiryDate' && !raw && application.strNumber) return t('verification.file.strLifelong');
    if (DATE_FIELDS.has(field)) return dateOrDash(raw);
    return raw || '–';
  };
  return (
    <Stack gap="6">
      <MissingSection application={application} />
      {application.duplicates.length > 0 && (
        <Alert.Root status="warning" size="sm">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('verification.file.duplicates')}</Alert.Title>
            <Alert.Description>
              {t('verification.file.duplicatesText', { count: application.duplicates.length })}
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <Stack as="section" gap="3" aria-labelledby="application-file-documents">
        <Heading as="h3" size="sm" id="application-file-documents">
          {t('verification.file.documents')}
        </Heading>
        <FileDocuments documents={application.documents} />
      </Stack>
      <Stack as="section" gap="3" aria-labelledby="application-file-profile">
        <Heading as="h3" size="sm" id="application-file-profile">
          {t('verification.file.profile')}
        </Heading>
        <Grid as="dl" templateColumns={{ base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }} gap="3">
          {PROFILE_FIELDS.map((field) => (
            <Box key={field} minWidth="0">
              <Text as="dt" fontSize="xs" color="fg.muted">
                {t(`verification.file.fields.${field}`)}
              </Text>
              <Text as="dd" overflowWrap="anywhere">
                {value(field)}
              </Text>
            </Box>
          ))}
        </Grid>
      </Stack>
    </Stack>
  );
}

/** What the file lacks, named, or that nothing does. */
function MissingSection({ application }: { application: Application }) {
  const { t } = useTranslation('members');
  const complete = application.missing.length === 0;
  return (
    <Alert.Root status={complete ? 'success' : 'warning'} data-testid="application-file-missing">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{complete ? t('verification.fileComplete') : t('verification.file.missing')}</Alert.Title>
        <Alert.Description>
          {complete
            ? t('verification.file.nothingMissing')
            : application.missing.map((item) => t(`verification.missing.${item}`)).join(', ')}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/** The documents, each opened in a new tab through a signed URL. */
function FileDocuments({ documents }: { documents: Application['documents'] }) {
  const { t } = useTranslation('members');
  const openFile = useOpenStoredFile();
  const open = useMutation({
    mutationFn: (path: string) => openFile(MEMBER_DOCUMENTS_BUCKET, path, DOCUMENT_LINK_SECONDS),
  });
  if (documents.length === 0) return <Text color="fg.muted">{t('verification.file.noDocuments')}</Text>;
  return (
    <Stack gap="3">
      {open.isError && (
        <Alert.Root status="error" role="alert" size="sm">
          <Alert.Indicator />
          <Alert.Title>{t('verification.file.openFailed')}</Alert.Title>
        </Alert.Root>
      )}
      <Stack as="ul" gap="2" listStyleType="none">
        {documents.map((document) => (
          <HStack
            as="li"
            key={document.id}
            justify="space-between"
            gap="3"
            wrap="wrap"
            borderBottomWidth="1px"
            paddingBottom="2"
          >
            <Stack gap="0" minWidth="0">
              <HStack gap="2" wrap="wrap">
                <Text fontWeight="medium">{document.title}</Text>
                <Badge colorPalette={document.verifiedAt ? 'green' : 'gray'}>
                  {document.verifiedAt ? t('verification.file.verified') : t('verification.file.unverified')}
                </Badge>
              </HStack>
              <Text fontSize="xs" color="fg.muted">
                {t('verification.file.uploadedAt', { date: dateOrDash(document.createdAt) })}
              </Text>
            </Stack>
            <Button
              size="xs"
              variant="outline"
              aria-label={t('verification.file.viewOf', { title: document.title })}
              loading={open.isPending && open.variables === document.storagePath}
              onClick={() => open.mutate(document.storagePath)}
            >
              {t('verification.file.view')}
            </Button>
          </HStack>
        ))}
      </Stack>
    </Stack>
  );
}
