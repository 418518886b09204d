import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { PageLoader } from '@/components/ui/page-loader';
import { useSessionStatus } from '@/app/guards/session-status';
import { pathAfterLogin, useAuth } from '@/features/auth';

/**
 * /login and /register: a signed-in user is sent on (spec §2) — to the page a guard sent them
 * away from when their role may open it, otherwise to /dashboard (members: /dashboard/profile).
 * This is also how the login form hands over after a successful sign-in.
 */
export function GuestOnly() {
  const { t } = useTranslation();
  const status = useSessionStatus();
  const { user } = useAuth();
  const location = useLocation();

  if (status === 'loading') return <PageLoader label={t('loading.session')} />;
  if (status === 'authenticated') {
    return <Navigate to={user ? pathAfterLogin(user.role, location.state) : '/dashboard'} replace />;
  }
  return <Outlet />;
}
