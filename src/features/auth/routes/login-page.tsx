import { HStack, Link, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ArrowLeftIcon } from '@/components/ui/icons';
import { CLAIM_NAP_PATH } from '../claim-nap-path';
import { AuthCard } from '../components/auth-card';
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
            {t('login.noAccount')}{' '}
            <Link asChild color="brand.fg" fontWeight="medium">
              <RouterLink to="/register">{t('login.register')}</RouterLink>
            </Link>
          </Text>
          <Text>
            {t('claimNap.loginLink')}{' '}
            <Link asChild color="brand.fg" fontWeight="medium">
              <RouterLink to={CLAIM_NAP_PATH}>{t('claimNap.loginLinkAction')}</RouterLink>
            </Link>
          </Text>
          <Link asChild color="fg.muted">
            <RouterLink to="/">
              <HStack gap="1">
                <ArrowLeftIcon boxSize="4" />
                {t('common.backHome')}
              </HStack>
            </RouterLink>
          </Link>
        </>
      }
    >
      <LoginForm />
    </AuthCard>
  );
}
