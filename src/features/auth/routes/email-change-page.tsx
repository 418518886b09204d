import { Button, HStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { PageLoader } from '@/components/ui/page-loader';
import { isApiError } from '@/lib/api-client';
import { useVerifyEmailChangeQuery } from '../api/verify-email-change';
import { AuthCard } from '../components/auth-card';
import { FormAlert } from '../components/form-alert';
import { useNoticeText } from '@/lib/notice-text';

/** The link of either email change email: `/email-change?token_hash=…&type=email_change`. */
export default function EmailChangePage() {
  const { t } = useTranslation('auth');
  const noticeText = useNoticeText();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token_hash') ?? '';
  const verification = useVerifyEmailChangeQuery(token);

  const toLogin = (
    <Button asChild>
      <RouterLink to="/login">{t('common.toLogin')}</RouterLink>
    </Button>
  );

  if (!token || verification.isError) {
    const error = verification.error;
    return (
      <AuthCard title={t('emailChange.title')}>
        <FormAlert status="error" title={t('emailChange.errorTitle')}>
          {!token
            ? t('emailChange.missingToken')
            : isApiError(error) && error.message
              ? error.message
              : t('emailChange.failedGeneric')}
        </FormAlert>
        <HStack>{toLogin}</HStack>
      </AuthCard>
    );
  }

  if (verification.isPending) {
    return (
      <AuthCard title={t('emailChange.title')}>
        <PageLoader label={t('emailChange.verifying')} minHeight="8rem" />
      </AuthCard>
    );
  }

  const { completed, email } = verification.data;
  return (
    <AuthCard title={t('emailChange.title')}>
      <FormAlert
        status={completed ? 'success' : 'info'}
        title={completed ? t('emailChange.completedTitle', { email }) : t('emailChange.halfTitle')}
      >
        {noticeText(verification.data)}
      </FormAlert>
      {completed && <HStack>{toLogin}</HStack>}
    </AuthCard>
  );
}
