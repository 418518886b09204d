import { Button, Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { formatDate } from '@/lib/format';
import { useNapClaimStatusQuery } from '../api/nap-claim-status';
import { AuthCard } from '../components/auth-card';
import { BackToLoginLink } from '../components/auth-links';
import { ConfirmClaimForm } from '../components/claim-nap/confirm-claim-form';
import { RequestClaimForm } from '../components/claim-nap/request-claim-form';
import { FormAlert } from '../components/form-alert';

/**
 * Klaim NAP (issue 13 §7): a member of the legacy register without a login asks for a link with
 * NAP, birth date and email; the emailed link (`?token=…`) comes back here to set a password, or,
 * while the DPC has not approved a claim on a register row without email, to say so.
 */
export default function ClaimNapPage() {
  const { t } = useTranslation('auth');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');

  return token ? (
    <ClaimLink token={token} />
  ) : (
    <AuthCard title={t('claimNap.title')} subtitle={t('claimNap.subtitle')} footer={<BackToLoginLink />}>
      <RequestClaimForm />
    </AuthCard>
  );
}

/** The emailed link: "menunggu persetujuan DPC" while an officer has not approved, else the password form. */
function ClaimLink({ token }: { token: string }) {
  const footer = <BackToLoginLink />;
  const { t } = useTranslation('auth');
  const status = useNapClaimStatusQuery(token);

  if (status.data?.status === 'awaiting_approval') {
    return (
      <AuthCard title={t('claimNap.awaitingTitle')} subtitle={t('claimNap.awaitingSubtitle')} footer={footer}>
        <FormAlert status="info" title={t('claimNap.awaitingTitle')}>
          {t('claimNap.awaitingText', {
            date: status.data.requestedAt ? formatDate(status.data.requestedAt) : '–',
            dpc: status.data.organizationName ?? '–',
          })}
        </FormAlert>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('claimNap.confirmTitle')} subtitle={t('claimNap.confirmSubtitle')} footer={footer}>
      {status.isPending ? (
        <Center paddingY="8" role="status">
          <Spinner marginEnd="3" aria-hidden="true" />
          <Text color="fg.muted">{t('claimNap.checking')}</Text>
        </Center>
      ) : status.isError ? (
        <Stack gap="4">
          <FormAlert status="error" title={t('claimNap.statusError')}>
            {status.error.message}
          </FormAlert>
          <Button variant="outline" onClick={() => void status.refetch()}>
            {t('claimNap.retry')}
          </Button>
        </Stack>
      ) : (
        <ConfirmClaimForm token={token} />
      )}
    </AuthCard>
  );
}
