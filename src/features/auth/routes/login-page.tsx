import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { CLAIM_NAP_PATH } from '../claim-nap-path';
import { AuthCard } from '../components/auth-card';
import { AuthLink, BackHomeLink } from '../components/auth-links';
import { LoginForm } from '../components/login-form';

export default function LoginPage() {
  const { t } = useTranslation('auth');
  return (
    <AuthCard
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      footer={
        <>
          <Text>
            {t('login.noAccount')} <AuthLink to="/register">{t('login.register')}</AuthLink>
          </Text>
          <Text>
            {t('claimNap.loginLink')} <AuthLink to={CLAIM_NAP_PATH}>{t('claimNap.loginLinkAction')}</AuthLink>
          </Text>
          <BackHomeLink />
        </>
      }
    >
      <LoginForm />
    </AuthCard>
  );
}
