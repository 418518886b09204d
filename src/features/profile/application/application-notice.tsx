import { Alert, Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import type { Profile } from '@shared/contracts/profile';
import { useOwnApplicationQuery } from '../api/get-own-application';

const DOCUMENTS_PATH = '/documents';

/**
 * For an applicant whose registration waits for verification (issue 28 §4): which DPC verifies it,
 * and what the file still lacks, as the server computes it (`private.application_missing`), with
 * the way to Dokumen Saya. Nothing for a verified member, or while the answer is not in.
 */
export function ApplicationNotice({ profile }: { profile: Pick<Profile, 'membershipStatus'> | undefined }) {
  const { t } = useTranslation('profile');
  const { pathname } = useLocation();
  const query = useOwnApplicationQuery(profile?.membershipStatus === 'PENDING');
  const application = query.data;
  if (!application) return null;
  const complete = application.missing.length === 0;
  const items = application.missing.map((item) => t(`application.missing.${item}`)).join(', ');
  return (
    <Alert.Root status={complete ? 'info' : 'warning'} data-testid="application-notice" alignItems="center">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('application.title', { organization: application.organizationName })}</Alert.Title>
        <Alert.Description>
          {complete ? t('application.completeText') : t('application.missingText', { items })}
        </Alert.Description>
      </Alert.Content>
      {!complete && pathname !== DOCUMENTS_PATH && (
        <Button asChild size="sm" colorPalette="gray">
          <RouterLink to={DOCUMENTS_PATH}>{t('application.toDocuments')}</RouterLink>
        </Button>
      )}
    </Alert.Root>
  );
}
