import { HStack, Link } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ArrowLeftIcon } from '@/components/ui/icons';

/** A link from one sign-in page to another (log in, register, Klaim NAP). */
export function AuthLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link asChild color="brand.fg" fontWeight="medium">
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}

/** The footer of the password and claim pages: back to the login. */
export function BackToLoginLink() {
  const { t } = useTranslation('auth');
  return <AuthLink to="/login">{t('common.backToLogin')}</AuthLink>;
}

/** The footer of the login and registration pages: back to the landing page. */
export function BackHomeLink() {
  const { t } = useTranslation('auth');
  return (
    <Link asChild color="fg.muted">
      <RouterLink to="/">
        <HStack gap="1">
          <ArrowLeftIcon boxSize="4" />
          {t('common.backHome')}
        </HStack>
      </RouterLink>
    </Link>
  );
}
