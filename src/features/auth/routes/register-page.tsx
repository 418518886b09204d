import { useTranslation } from 'react-i18next';
import { AuthCard } from '../components/auth-card';
import { BackHomeLink } from '../components/auth-links';
import { RegisterForm } from '../components/register-form';

export default function RegisterPage() {
  const { t } = useTranslation('auth');
  return (
    <AuthCard title={t('register.title')} subtitle={t('register.subtitle')} footer={<BackHomeLink />}>
      <RegisterForm />
    </AuthCard>
  );
}
