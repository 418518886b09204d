import { HStack, Link } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ArrowLeftIcon } from '@/components/ui/icons';
import { AuthCard } from '../components/auth-card';
import { RegisterForm } from '../components/register-form';

export default function RegisterPage() {
  const { t } = useTranslation('auth');

  return (
    <AuthCard
      title={t('register.title')}
      subtitle={t('register.subtitle')}
      footer={
        <Link asChild color="fg.muted">
          <RouterLink to="/">
            <HStack gap="1">
              <ArrowLeftIcon boxSize="4" />
              {t('common.backHome')}
            </HStack>
          </RouterLink>
        </Link>
      }
    >
      <RegisterForm />
    </AuthCard>
  );
}
