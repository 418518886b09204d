import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { PageLoader } from '@/components/ui/page-loader';
import { useSessionStatus } from '@/app/guards/session-status';

/** Signed-in-only routes (spec §2): others go to /login, which can send them back afterwards. */
export function RequireAuth() {
  const { t } = useTranslation();
  const status = useSessionStatus();
  const location = useLocation();

  if (status === 'loading') return <PageLoader label={t('loading.session')} minHeight="100dvh" />;
  if (status === 'anonymous') return <Navigate to="/login" replace state={{ from: location }} />;
  return <Outlet />;
}
