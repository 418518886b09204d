import { useTranslation } from 'react-i18next';
import { Navigate, Outlet } from 'react-router-dom';
import { PageLoader } from '@/components/ui/page-loader';
import { useSessionStatus } from '@/app/guards/session-status';

/** /login and /register: a signed-in user is sent to /dashboard (spec §2). */
export function GuestOnly() {
  const { t } = useTranslation();
  const status = useSessionStatus();

  if (status === 'loading') return <PageLoader label={t('loading.session')} />;
  if (status === 'authenticated') return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}
