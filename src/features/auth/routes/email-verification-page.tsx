import { Button, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { PageLoader } from '@/components/ui/page-loader';
import { isApiError } from '@/lib/api-client';
import { useVerifyEmailQuery } from '../api/verify-email';
import { AuthCard } from '../components/auth-card';
import { FormAlert } from '../components/form-alert';
import { useNoticeText } from '@/lib/notice-text';

/** Where a newly confirmed applicant completes the file: Dokumen Saya. */
const APPLICANT_FILE_PATH = '/documents';

/** The confirmation email's link: `/email-verification?token_hash=…&type=signup`. */
export default function EmailVerificationPage() {
  const { t } = useTranslation('auth');
  const noticeText = useNoticeText();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token_hash') ?? searchParams.get('token') ?? '';
  const verification = useVerifyEmailQuery(token);

  const toLogin = (
    <Button asChild>
      <RouterLink to="/login">{t('common.toLogin')}</RouterLink>
    </Button>
  );

  if (!token) {
    return (
      <AuthCard title={t('emailVerification.title')}>
        <FormAlert status="error" title={t('emailVerification.errorTitle')}>
          {t('emailVerification.missingToken')}
        </FormAlert>
        <HStack>{toLogin}</HStack>
      </AuthCard>
    );
  }

  if (verification.isPending) {
    return (
      <AuthCard title={t('emailVerification.title')}>
        <PageLoader label={t('emailVerification.verifying')} minHeight="8rem" />
      </AuthCard>
    );
  }

  if (verification.isError) {
    const error = verification.error;
    return (
      <AuthCard title={t('emailVerification.title')}>
        <FormAlert status="error" title={t('emailVerification.errorTitle')}>
          {isApiError(error) && error.message ? error.message : t('emailVerification.failedGeneric')}
        </FormAlert>
        <HStack gap="3" flexWrap="wrap">
          {toLogin}
          <Button asChild variant="outline">
            <RouterLink to="/register">{t('emailVerification.toRegister')}</RouterLink>
          </Button>
        </HStack>
      </AuthCard>
    );
  }

  // The new applicant's next step (issue 28 §4): after signing in they land on Dokumen Saya, where
  // their application file says what it still lacks.
  return (
    <AuthCard title={t('emailVerification.title')}>
      <FormAlert status="success" title={t('emailVerification.successTitle')}>
        {noticeText(verification.data)}
      </FormAlert>
      <Text>{t('emailVerification.nextStep')}</Text>
      <HStack>
        <Button asChild>
          <RouterLink to="/login" state={{ from: { pathname: APPLICANT_FILE_PATH } }}>
            {t('emailVerification.toDocuments')}
          </RouterLink>
        </Button>
      </HStack>
    </AuthCard>
  );
}
