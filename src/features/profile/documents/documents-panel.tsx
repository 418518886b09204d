import { Alert, Button, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OwnDocument, OwnDocumentKind } from '@shared/contracts/documents';
import type { Profile } from '@shared/contracts/profile';
import { RetryAlert } from '@/components/ui/retry-alert';
import { useOwnDocumentsQuery } from '../api/own-documents';
import { dateOrDash } from '../components/format';
import { ProfileValue } from '../components/profile-field';
import { DocumentFile } from './document-file';
import { LicenceDialog } from './licence-dialog';
import { SipReminderNotice } from './sip-reminder-notice';
import { useDeferredFirstAnswer } from '@/lib/use-deferred-first-answer';

const grid = { as: 'dl' as const, templateColumns: { base: '1fr', md: 'repeat(2, 1fr)' }, gap: '5' };

/** The newest document of a kind (the list comes newest first). */
function newestOf(documents: OwnDocument[] | undefined, kind: OwnDocumentKind): OwnDocument | undefined {
  return documents?.find((document) => document.kind === kind);
}

/**
 * Dokumen (spec §2 "Profile page", issue 13 §3): the STR (lifelong, expiry optional) and the SIP
 * (number, expiry, place of practice), each with its file, and a diploma or certificate file (an
 * applicant's file needs one, issue 28 §4); the SIP reminder is computed. Used in
 * Profil Saya's Dokumen tab and on /documents. Holds no <form> of its own: on Profil Saya it sits
 * inside the profile's form, so its edit form lives in a dialog.
 */
export function DocumentsPanel({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profile');
  const documents = useOwnDocumentsQuery();
  const shownDocuments = useDeferredFirstAnswer(documents.data);
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);

  // One licence: its heading, its values, then its file.
  const licence = (kind: OwnDocumentKind, title: string, values: ReactNode, note?: string) => (
    <Stack as="section" gap="3" aria-labelledby={`licence-${kind}`}>
      <Heading as="h2" size="sm" id={`licence-${kind}`}>
        {title}
      </Heading>
      {note && (
        <Text fontSize="sm" color="fg.muted">
          {note}
        </Text>
      )}
      <Grid {...grid}>
        {values}
        <DocumentFile
          memberId={profile.id}
          kind={kind}
          loading={documents.isPending || shownDocuments !== documents.data}
          document={newestOf(shownDocuments, kind)}
        />
      </Grid>
    </Stack>
  );

  return (
    <Stack gap="6">
      <SipReminderNotice
        sipNumber={profile.sipNumber}
        sipExpiryDate={profile.sipExpiryDate}
        warningDays={profile.sipWarningDays}
      />
      {saved && (
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Title>{t('documents.saved')}</Alert.Title>
        </Alert.Root>
      )}
      {documents.isError && (
        <RetryAlert
          title={t('documents.loadError')}
          retryLabel={t('documents.retry')}
          onRetry={() => void documents.refetch()}
        />
      )}
      {licence(
        'str',
        t('documents.str'),
        <>
          <ProfileValue label={t('fields.strNumber')} value={profile.strNumber ?? '-'} />
          <ProfileValue
            label={t('fields.strExpiryDate')}
            value={
              profile.strExpiryDate ? dateOrDash(profile.strExpiryDate) : profile.strNumber ? t('strLifelong') : '-'
            }
          />
        </>,
      )}
      {licence(
        'sip',
        t('documents.sip'),
        <>
          <ProfileValue label={t('fields.sipNumber')} value={profile.sipNumber ?? '-'} />
          <ProfileValue label={t('fields.sipExpiryDate')} value={dateOrDash(profile.sipExpiryDate)} />
          <ProfileValue label={t('fields.sipPracticePlace')} value={profile.sipPracticePlace ?? '-'} />
        </>,
      )}
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Text fontSize="sm" color="fg.muted">
          {t('documents.strLifelongNote')}
        </Text>
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            setSaved(false);
            setEditing(true);
          }}
        >
          {t('documents.editLicences')}
        </Button>
      </HStack>
      {licence('certificate', t('documents.certificate'), null, t('documents.certificateNote'))}
      <LicenceDialog profile={profile} open={editing} onOpenChange={setEditing} onSaved={() => setSaved(true)} />
    </Stack>
  );
}
